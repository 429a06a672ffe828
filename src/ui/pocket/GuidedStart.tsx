import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Route } from '../common/router';
import { routeHash } from '../common/router';
import { store } from './store';
import { GUIDED_OPTIONS, startGuided } from '../guide/guide';
import { t } from '../common/words';
import { failureLine } from '../play/words/log';

/**
 * '#/guided': deals the guided first game at once (no form: the deal is fixed) and takes its
 * place in the history with the game's own screen, so Back or a reload never deals it twice.
 */
export function GuidedStart({ go }: { go: (route: Route) => void }) {
  const failure = useSignal<string | null>(null);
  useEffect(() => {
    let live = true;
    void store.create(GUIDED_OPTIONS, false).then((made) => {
      if (!live) return;
      if (!made.ok) {
        failure.value = failureLine(made);
        return;
      }
      startGuided(made.value.row.id);
      // Replace, not push: this address would deal another game if it were visited again.
      window.location.replace(routeHash({ name: 'play', id: made.value.row.id }));
    });
    return () => void (live = false);
  }, []);
  if (!failure.value) return <p class="boot" role="status">{t('pocket.guided.dealing')}</p>;
  return (
    <main class="screen">
      <p role="alert">{t('pocket.guided.failed', { error: failure.value })}</p>
      <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
        {t('pocket.home')}
      </button>
    </main>
  );
}
