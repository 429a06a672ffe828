import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Save } from '../../engine';
import { db } from '../../persistence/db';
import { continueAsNew, inspectGame, type Recovery } from '../../persistence/recovery';
import { entryOf, fileOf } from '../../persistence/transfer';
import { ScreenHeader } from '../common/ScreenHeader';
import type { Route } from '../common/router';
import { download, fileName } from './download';
import { currentSay, t } from '../common/words';

/**
 * A game whose steps do not replay: what is still good, and ways forward that never touch
 * the damaged game itself (export the good part, or continue it, or a backup, as a new game).
 */
export function RecoverScreen({ id, go }: { id: string; go: (route: Route) => void }) {
  const found = useSignal<Recovery | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    void inspectGame(db, id, currentSay()).then((r) => (r.ok ? (found.value = r.value) : (error.value = r.error)));
  }, [id]);

  async function continueWith(save: Save): Promise<void> {
    const f = found.value;
    if (!f) return;
    const made = await continueAsNew(db, f.row, save, currentSay());
    if (made.ok) go(f.row.mode === 'table' ? { name: 'table', id: made.value } : { name: 'play', id: made.value });
    else error.value = made.error;
  }

  const f = found.value;
  return (
    <main class="screen saves" aria-labelledby="recover-title">
      <ScreenHeader title={t('recover.title')} titleId="recover-title" onBack={() => go({ name: 'games' })} backLabel={t('saves.savedGames')} />
      {!f && !error.value && <p role="status">{t('recover.checking')}</p>}
      {error.value && <p role="alert">{error.value}</p>}
      {f && (
        <>
          <p data-recovery-summary>
            {f.problem
              ? t('recover.partial', { good: f.good, steps: f.row.steps, problem: f.problem })
              : t('recover.sound', { n: f.good })}
          </p>
          <p>{t('recover.untouched')}</p>
          <div class="saves__actions">
            <button type="button" class="btn" data-action="export-good" onClick={() => download(fileOf([entryOf(f.row, f.save)]), fileName('recovered'))}>
              {t('recover.exportGood', { n: f.good })}
            </button>
            <button type="button" class="btn btn--primary" data-action="continue-good" onClick={() => void continueWith(f.save)}>
              {t('recover.continueFrom', { step: f.good })}
            </button>
            {f.backups.map((b) => (
              <button key={b.taken} type="button" class="btn" onClick={() => void continueWith(b.save)}>
                {t('recover.continueBackup', { date: new Date(b.taken).toLocaleString(currentSay().locale), n: b.steps })}
              </button>
            ))}
          </div>
        </>
      )}
    </main>
  );
}
