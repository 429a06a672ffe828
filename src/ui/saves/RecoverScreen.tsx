import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Save } from '../../engine';
import { db } from '../../persistence/db';
import { continueAsNew, inspectGame, type Recovery } from '../../persistence/recovery';
import { entryOf, fileOf } from '../../persistence/transfer';
import { ScreenHeader } from '../common/ScreenHeader';
import type { Route } from '../common/router';
import { download, fileName } from './download';
import { COUNTS, plural } from '../common/catalogue';

/**
 * A game whose steps do not replay: what is still good, and ways forward that never touch
 * the damaged game itself (export the good part, or continue it, or a backup, as a new game).
 */
export function RecoverScreen({ id, go }: { id: string; go: (route: Route) => void }) {
  const found = useSignal<Recovery | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    void inspectGame(db, id).then((r) => (r.ok ? (found.value = r.value) : (error.value = r.error)));
  }, [id]);

  async function continueWith(save: Save): Promise<void> {
    const f = found.value;
    if (!f) return;
    const made = await continueAsNew(db, f.row, save);
    if (made.ok) go(f.row.mode === 'table' ? { name: 'table', id: made.value } : { name: 'play', id: made.value });
    else error.value = made.error;
  }

  const f = found.value;
  return (
    <main class="screen saves" aria-labelledby="recover-title">
      <ScreenHeader title="Recover a game" titleId="recover-title" onBack={() => go({ name: 'games' })} backLabel="Saved games" />
      {!f && !error.value && <p role="status">Checking every answer of this game…</p>}
      {error.value && <p role="alert">{error.value}</p>}
      {f && (
        <>
          <p data-recovery-summary>
            {f.problem
              ? `${f.good} of ${f.row.steps} steps replay. ${f.problem}`
              : `All ${f.good} steps replay: this game is sound.`}
          </p>
          <p>The stored game stays exactly as it is. Whatever you choose below makes a new game or a file.</p>
          <div class="saves__actions">
            <button type="button" class="btn" data-action="export-good" onClick={() => download(fileOf([entryOf(f.row, f.save)]), fileName('recovered'))}>
              Export the {plural(f.good, COUNTS.goodSteps)}
            </button>
            <button type="button" class="btn btn--primary" data-action="continue-good" onClick={() => void continueWith(f.save)}>
              Continue from step {f.good} as a new game
            </button>
            {f.backups.map((b) => (
              <button key={b.taken} type="button" class="btn" onClick={() => void continueWith(b.save)}>
                Continue from the backup of {new Date(b.taken).toLocaleString()} ({plural(b.steps, COUNTS.steps)})
              </button>
            ))}
          </div>
        </>
      )}
    </main>
  );
}
