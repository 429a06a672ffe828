import { useSignal } from '@preact/signals';
import { db } from '../../persistence/db';
import { importText, type ImportResult } from '../../persistence/transfer';
import { ScreenHeader } from '../common/ScreenHeader';
import { answerNames } from '../play/words/options';
import type { Route } from '../common/router';
import { exportAll } from './export-games';
import { StorageInfo } from './StorageInfo';

/** Export every game, import a file, and see what the browser keeps: the "Saves" screen. */
export function SavesScreen({ go, memory }: { go: (route: Route) => void; memory: boolean }) {
  const exportNote = useSignal('');
  const results = useSignal<ImportResult[] | null>(null);
  const lastText = useSignal<string | null>(null);
  const busy = useSignal(false);

  async function run(text: string, copies?: Set<number>): Promise<void> {
    busy.value = true;
    lastText.value = text;
    results.value = await importText(db, text, { copies, names: answerNames });
    busy.value = false;
  }

  async function pick(e: Event): Promise<void> {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) await run(await file.text());
  }

  return (
    <main class="screen saves" aria-labelledby="saves-title">
      <ScreenHeader title="Saves" titleId="saves-title" onBack={() => go({ name: 'home' })} />
      <section class="saves__section" aria-labelledby="export-title">
        <h2 id="export-title" class="saves__title">Export</h2>
        <p>A file with every game: its seed and every answer. Keep it somewhere safe, or open it on another phone.</p>
        <button type="button" class="btn btn--primary" data-action="export-all" onClick={() => void exportAll().then((t) => (exportNote.value = t))}>
          Export all games
        </button>
        <p role="status" aria-live="polite" data-export-note>
          {exportNote.value}
        </p>
      </section>
      <section class="saves__section" aria-labelledby="import-title">
        <h2 id="import-title" class="saves__title">Import</h2>
        <p>Every game in the file is replayed by the rules first. Games already here are never changed.</p>
        <label class="btn saves__file">
          Choose a file to import
          <input type="file" accept=".json,application/json" data-action="import" onChange={(e) => void pick(e)} disabled={busy.value} />
        </label>
        {busy.value && <p role="status">Checking the file…</p>}
        {results.value && (
          <ul class="saves__results" aria-label="Import results" data-import-results>
            {results.value.map((r, i) => (
              <li key={i} data-result={r.kind}>
                {r.kind === 'imported' && (
                  <>
                    {r.label}: imported.{' '}
                    <button type="button" class="btn btn--small" onClick={() => go({ name: 'games' })}>
                      Saved games
                    </button>
                  </>
                )}
                {r.kind === 'refused' && `${r.label} was not imported. ${r.error}`}
                {r.kind === 'duplicate' && (
                  <>
                    {r.label} is already on this device.{' '}
                    <button type="button" class="btn btn--small" onClick={() => lastText.value && void run(lastText.value, new Set([r.index]))}>
                      Add a copy anyway
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <StorageInfo memory={memory} />
    </main>
  );
}
