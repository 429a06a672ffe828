import type { ComponentChildren } from 'preact';
import type { StorageModel } from './storage-model';
import type { Route } from './router';
import { t } from './words';

/**
 * The one storage guard of every chunk that keeps games: while storage opens it says so, and
 * where there is none it says what cannot work here (the notice above says why) and offers Home.
 */
export function StorageGuard({ storage, go, without, children }: {
  storage: InstanceType<typeof StorageModel>;
  go: (route: Route) => void;
  /** What cannot be done here without storage, in a sentence. */
  without: string;
  children: () => ComponentChildren;
}) {
  const s = storage.state.value;
  if (s === 'opening') return <p class="boot" role="status">{t('boot.openingGames')}</p>;
  if (s !== 'ready') {
    return (
      <main class="screen">
        <p>{without}</p>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </main>
    );
  }
  return <>{children()}</>;
}
