import type { Route } from '../common/router';
import { t } from '../common/words';

interface Props {
  error: string | null;
  /** The game is no longer stored at all: nothing to recover. */
  gone: boolean;
  /** The game that failed to open; a damaged one can be recovered up to its last good answer. */
  id: string;
  go: (r: Route) => void;
}

/** A saved game that cannot be opened says why and offers recovery, never a blank screen. */
export function OpenFailed({ error, gone, id, go }: Props) {
  return (
    <main class="screen">
      <h1 class="screen__title">{t('openFailed.title')}</h1>
      <p role="alert">{error}</p>
      {!gone && (
        <button type="button" class="btn btn--primary" onClick={() => go({ name: 'recover', id })}>
          {t('openFailed.recover')}
        </button>
      )}
      <button type="button" class="btn" onClick={() => go({ name: 'games' })}>
        {t('menu.savedGames')}
      </button>
    </main>
  );
}
