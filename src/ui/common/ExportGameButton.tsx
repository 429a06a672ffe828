import { useSignal } from '@preact/signals';
import './export-said.css';

/** "Export this game": the file for another device or a safe place, from wherever a game ends. */
export function ExportGameButton({ id, label = 'Export this game to a file' }: { id: string; label?: string }) {
  const said = useSignal('');
  async function run(): Promise<void> {
    said.value = 'Exporting…';
    try {
      // The export code (and valibot) load only when asked for.
      const { exportOne } = await import('../saves/export-games');
      said.value = await exportOne(id);
    } catch (e) {
      said.value = `The export could not start: ${String(e)}`;
    }
  }
  return (
    <>
      <button type="button" class="btn" data-action="export-game" onClick={() => void run()}>
        {label}
      </button>
      <p role="status" aria-live="polite" class="export-said" data-export-game>
        {said.value}
      </p>
    </>
  );
}
