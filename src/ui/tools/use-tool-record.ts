/**
 * A tool's saved state as signals: loaded once from its own store, and every change stored
 * before it shows (a failed write leaves the screen as it was and says so).
 */
import { useSignal, type Signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { loadTool, saveStep, undoStep, type ToolRecord } from '../../persistence/tool-states';
import { t } from '../common/words';
import type { Key } from '../../words/keys';

/** A tool's state keeps its log as data (each tool words its own lines when shown). */
type Logged = { log: readonly unknown[] };
type LineOf<S extends Logged> = S['log'][number];

export interface ToolRecordHandle<S extends Logged> {
  rec: Signal<ToolRecord<S> | undefined>;
  loaded: Signal<boolean>;
  busy: Signal<boolean>;
  /** The last failure, worded when shown. */
  error: Signal<string>;
  /** Stores `next` with `lines` added to its log (the newest `logCap` kept); `restart` drops the undo history. */
  commit: (next: S, lines?: LineOf<S>[], restart?: boolean) => Promise<void>;
  undo: () => Promise<void>;
}

/** `unread`: the message for a saved state that cannot be read ("Could not read the saved game: {error}"). */
export function useToolRecord<S extends Logged>(key: string, logCap: number, unread: Key): ToolRecordHandle<S> {
  const rec = useSignal<ToolRecord<S> | undefined>(undefined);
  const loaded = useSignal(false);
  const busy = useSignal(false);
  const error = useSignal('');

  useEffect(() => {
    loadTool<S>(key)
      .then((r) => void (rec.value = r))
      .catch((e: unknown) => void (error.value = t(unread, { error: String(e) })))
      .finally(() => void (loaded.value = true));
  }, [key]);

  /** Runs one write with the buttons held, reporting a failure in words. */
  const guarded = async (write: () => Promise<void>, failure: Key): Promise<void> => {
    busy.value = true;
    try {
      await write();
      error.value = '';
    } catch (e) {
      error.value = t(failure, { error: String(e) });
    } finally {
      busy.value = false;
    }
  };

  const commit = (next: S, lines: LineOf<S>[] = [], restart = false) =>
    guarded(async () => {
      // The log's lines are of S's own kind: adding more of them keeps S.
      const logged = { ...next, log: [...next.log, ...lines].slice(-logCap) } as S;
      rec.value = await saveStep(key, rec.value, logged, restart);
    }, 'tool.notSaved');

  const undo = async () => {
    const current = rec.value;
    if (!current) return;
    await guarded(async () => {
      const r = await undoStep(current);
      if (r) rec.value = r;
    }, 'tool.notUndone');
  };

  return { rec, loaded, busy, error, commit, undo };
}
