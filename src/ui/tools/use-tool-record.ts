/**
 * A tool's saved state as signals: loaded once from its own store, and every change stored
 * before it shows (a failed write leaves the screen as it was and says so).
 */
import { useSignal, type Signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { loadTool, saveStep, undoStep, type ToolRecord } from '../../persistence/tool-states';

export interface ToolRecordHandle<S extends { log: string[] }> {
  rec: Signal<ToolRecord<S> | undefined>;
  loaded: Signal<boolean>;
  busy: Signal<boolean>;
  error: Signal<string>;
  /** Stores `next` with `lines` added to its log (the newest `logCap` kept); `restart` drops the undo history. */
  commit: (next: S, lines?: string[], restart?: boolean) => Promise<void>;
  undo: () => Promise<void>;
}

export function useToolRecord<S extends { log: string[] }>(key: string, logCap: number, what: string): ToolRecordHandle<S> {
  const rec = useSignal<ToolRecord<S> | undefined>(undefined);
  const loaded = useSignal(false);
  const busy = useSignal(false);
  const error = useSignal('');

  useEffect(() => {
    loadTool<S>(key)
      .then((r) => void (rec.value = r))
      .catch((e: unknown) => void (error.value = `Could not read the saved ${what}: ${String(e)}`))
      .finally(() => void (loaded.value = true));
  }, [key]);

  /** Runs one write with the buttons held, reporting a failure in words. */
  const guarded = async (write: () => Promise<void>, failure: string): Promise<void> => {
    busy.value = true;
    try {
      await write();
      error.value = '';
    } catch (e) {
      error.value = `${failure}: ${String(e)}`;
    } finally {
      busy.value = false;
    }
  };

  const commit = (next: S, lines: string[] = [], restart = false) =>
    guarded(async () => {
      rec.value = await saveStep(key, rec.value, { ...next, log: [...next.log, ...lines].slice(-logCap) }, restart);
    }, 'Not saved, nothing changed');

  const undo = async () => {
    const current = rec.value;
    if (!current) return;
    await guarded(async () => {
      const r = await undoStep(current);
      if (r) rec.value = r;
    }, 'Could not undo');
  };

  return { rec, loaded, busy, error, commit, undo };
}
