import { useSignal } from '@preact/signals';
import { t } from './words';
import './export-said.css';

/** "Export this game": the file for another device or a safe place, from wherever a game ends. */
export function ExportGameButton({ id, label }: { id: string; label?: string }) {
  const said = useSignal('');
  async function run(): Promise<void> {
    said.value = t('export.exporting');
    try {
      // The export code (and valibot) load only when asked for.
      const { exportOne } = await import('../saves/export-games');
      said.value = await exportOne(id);
    } catch (e) {
      said.value = t('export.failed', { error: String(e) });
    }
  }
  return (
    <>
      <button type="button" class="btn" data-action="export-game" onClick={() => void run()}>
        {label ?? t('export.thisGame')}
      </button>
      <p role="status" aria-live="polite" class="export-said" data-export-game>
        {said.value}
      </p>
    </>
  );
}
