import { useSignal } from '@preact/signals';
import { db } from '../../persistence/db';
import { importText, type ImportResult } from '../../persistence/transfer';
import { ScreenHeader } from '../common/ScreenHeader';
import { answerNames } from '../play/words/options';
import type { Route } from '../common/router';
import { exportAll } from './export-games';
import { StorageInfo } from './StorageInfo';
import { currentSay, t } from '../common/words';

/** One game's result in words: a refusal without a game's place is the whole file's. */
function refusedWords(r: Extract<ImportResult, { kind: 'refused' }>): string {
  return r.index === undefined ? t('saves.fileRefused', { error: r.error }) : t('saves.gameRefused', { game: r.label, error: r.error });
}

/** Export every game, import a file, and see what the browser keeps: the "Saves" screen. */
export function SavesScreen({ go, memory }: { go: (route: Route) => void; memory: boolean }) {
  const exportNote = useSignal('');
  const results = useSignal<ImportResult[] | null>(null);
  const lastText = useSignal<string | null>(null);
  const busy = useSignal(false);

  async function run(text: string, copies?: Set<number>): Promise<void> {
    busy.value = true;
    lastText.value = text;
    results.value = await importText(db, text, { copies, names: answerNames, say: currentSay() });
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
      <ScreenHeader title={t('saves.title')} titleId="saves-title" onBack={() => go({ name: 'home' })} />
      <section class="saves__section" aria-labelledby="export-title">
        <h2 id="export-title" class="saves__title">{t('saves.exportTitle')}</h2>
        <p>{t('saves.exportText')}</p>
        <button type="button" class="btn btn--primary" data-action="export-all" onClick={() => void exportAll().then((t) => (exportNote.value = t))}>
          {t('saves.exportAll')}
        </button>
        <p role="status" aria-live="polite" data-export-note>
          {exportNote.value}
        </p>
      </section>
      <section class="saves__section" aria-labelledby="import-title">
        <h2 id="import-title" class="saves__title">{t('saves.importTitle')}</h2>
        <p>{t('saves.importText')}</p>
        <label class="btn saves__file">
          {t('saves.chooseFile')}
          <input type="file" accept=".json,application/json" data-action="import" onChange={(e) => void pick(e)} disabled={busy.value} />
        </label>
        {busy.value && <p role="status">{t('saves.checkingFile')}</p>}
        {results.value && (
          <ul class="saves__results" aria-label={t('saves.results')} data-import-results>
            {results.value.map((r, i) => (
              <li key={i} data-result={r.kind}>
                {r.kind === 'imported' && (
                  <>
                    {t('saves.imported', { game: r.label })}{' '}
                    <button type="button" class="btn btn--small" onClick={() => go({ name: 'games' })}>
                      {t('saves.savedGames')}
                    </button>
                  </>
                )}
                {r.kind === 'refused' && refusedWords(r)}
                {r.kind === 'duplicate' && (
                  <>
                    {t('saves.duplicate', { game: r.label })}{' '}
                    <button type="button" class="btn btn--small" onClick={() => lastText.value && void run(lastText.value, new Set([r.index]))}>
                      {t('saves.addCopy')}
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
