/**
 * The two table tools for other games (Space Hulk solo, Space Marine) keep one state each, with
 * the states before it for undo. They live in a small IndexedDB database of their own, so the
 * Death Angel schema (db.ts) and its upgrades are untouched by them.
 *
 * Each step is one `put` of the whole record: the UI shows the next step only once it resolved.
 */
import { Dexie, type DexieOptions, type EntityTable } from 'dexie';

export const TOOLS_DB_NAME = 'death-angel-companion-tools';
/** Undo reaches this many steps back; older states are dropped. */
export const UNDO_DEPTH = 200;

export interface ToolRecord<S> {
  key: string;
  state: S;
  /** Earlier states, oldest first; undo pops the last. */
  history: S[];
  updated: number;
}

class ToolsDB extends Dexie {
  tools!: EntityTable<ToolRecord<unknown>, 'key'>;
  constructor(options?: DexieOptions) {
    super(TOOLS_DB_NAME, { chromeTransactionDurability: 'relaxed', ...options });
    this.version(1).stores({ tools: 'key' });
  }
}

let toolsDb: ToolsDB | null = null;
function database(): ToolsDB {
  toolsDb ??= new ToolsDB();
  return toolsDb;
}

/** Tests pass their own IndexedDB. */
export function useToolsDatabase(options: DexieOptions): void {
  toolsDb?.close();
  toolsDb = new ToolsDB(options);
}

export async function loadTool<S>(key: string): Promise<ToolRecord<S> | undefined> {
  return (await database().tools.get(key)) as ToolRecord<S> | undefined;
}

/** Records `next` after `current` (null: a fresh start, no undo). Resolves once stored. */
export async function saveStep<S>(key: string, record: ToolRecord<S> | undefined, next: S, fresh = false): Promise<ToolRecord<S>> {
  const history = fresh || !record ? [] : [...record.history, record.state].slice(-UNDO_DEPTH);
  const row: ToolRecord<S> = { key, state: next, history, updated: Date.now() };
  await database().tools.put(row as ToolRecord<unknown>);
  return row;
}

/** Goes back one step; undefined when there is nothing to undo. */
export async function undoStep<S>(record: ToolRecord<S>): Promise<ToolRecord<S> | undefined> {
  const prev = record.history[record.history.length - 1];
  if (prev === undefined) return undefined;
  const row: ToolRecord<S> = { key: record.key, state: prev, history: record.history.slice(0, -1), updated: Date.now() };
  await database().tools.put(row as ToolRecord<unknown>);
  return row;
}

export async function clearTool(key: string): Promise<void> {
  await database().tools.delete(key);
}
