/**
 * Opening the database at start-up, turned into plain results the UI can show.
 *
 * Nothing here throws: a phone in private mode, a full disk or another tab holding a
 * newer schema must end in a clear message, never a blank screen.
 */
import * as appDbModule from './db';
import type { CompanionDB } from './db';

/** Why storage cannot be used, in terms a player can act on. */
export type StorageProblem =
  | 'unavailable' // no IndexedDB at all, or the browser forbids it (private mode)
  | 'full' // quota exceeded
  | 'outdated' // a newer version of the app upgraded the database in another tab
  | 'failed'; // anything else; `detail` says what

/**
 * Whether the browser promised not to evict our data under storage pressure; 'memory' when
 * it refused IndexedDB and games are held in this tab only (see `openInMemory`).
 */
export type Persistence = 'persistent' | 'best-effort' | 'unknown' | 'memory';

export type StorageOpenResult =
  | { ok: true; persistence: Persistence }
  | { ok: false; problem: StorageProblem; detail: string };

/** The part of `navigator.storage` we use; absent on old browsers and in some webviews. */
export interface PersistApi {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

interface NamedError {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
}

/** Dexie wraps the browser's error (`inner`), sometimes twice: look at every layer. */
function errorChain(error: unknown): NamedError[] {
  const chain: NamedError[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 5) {
    const named = current as NamedError;
    chain.push(named);
    current = named.inner;
  }
  return chain;
}

export function classifyStorageError(error: unknown): { problem: StorageProblem; detail: string } {
  const chain = errorChain(error);
  const names = chain.map((e) => (typeof e.name === 'string' ? e.name : ''));
  const first = chain[0];
  const detail =
    first && typeof first.message === 'string' && first.message
      ? `${String(first.name ?? 'Error')}: ${first.message}`
      : String(error);
  if (names.includes('QuotaExceededError')) return { problem: 'full', detail };
  if (names.includes('VersionError')) return { problem: 'outdated', detail };
  // MissingAPIError: no indexedDB object. SecurityError / InvalidStateError: the
  // object exists but the browser refuses to open (private windows, disabled storage).
  if (names.some((n) => ['MissingAPIError', 'SecurityError', 'InvalidStateError'].includes(n))) {
    return { problem: 'unavailable', detail };
  }
  // Chromium with site data blocked answers an open with an UnknownError that says so.
  const said = chain.map((e) => (typeof e.message === 'string' ? e.message : '')).join(' ');
  if (names.includes('UnknownError') && /denied permission|not allowed/i.test(said)) return { problem: 'unavailable', detail };
  return { problem: 'failed', detail };
}

async function askForPersistence(api: PersistApi | undefined): Promise<Persistence> {
  if (!api?.persist || !api.persisted) return 'unknown';
  try {
    if (await api.persisted()) return 'persistent';
    return (await api.persist()) ? 'persistent' : 'best-effort';
  } catch {
    // Some browsers reject instead of answering false; it changes nothing we can do.
    return 'unknown';
  }
}

/**
 * Opens the database and asks the browser to keep it (players lose games when a
 * browser evicts "best-effort" storage). Resolves, never rejects.
 */
export async function openAppStorage(
  database: CompanionDB = appDbModule.db,
  persistApi: PersistApi | undefined = globalThis.navigator?.storage,
): Promise<StorageOpenResult> {
  try {
    await database.open();
  } catch (error) {
    return { ok: false, ...classifyStorageError(error) };
  }
  return { ok: true, persistence: await askForPersistence(persistApi) };
}

/**
 * Calls `onChange` when another tab wants to upgrade or delete the database. Dexie then
 * closes our connection so that the other tab is not blocked; this tab must be reloaded
 * before it can save again. Returns the unsubscribe function.
 */
export function watchVersionChange(onChange: () => void, database: CompanionDB = appDbModule.db): () => void {
  const listener = (): void => onChange();
  database.on('versionchange', listener);
  return () => database.on('versionchange').unsubscribe(listener);
}

/**
 * When the browser refuses IndexedDB (a private window, storage blocked by a setting), the
 * app still plays: the same database runs in memory (fake-indexeddb, loaded only then), and
 * the notice offers to export before the tab closes. Resolves, never rejects.
 */
export async function openInMemory(): Promise<StorageOpenResult> {
  try {
    const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
    await appDbModule.useMemoryDatabase({ indexedDB, IDBKeyRange }).open();
  } catch (error) {
    return { ok: false, ...classifyStorageError(error) };
  }
  return { ok: true, persistence: 'memory' };
}

/**
 * How safe the games are after the latest write: a step 'saved', a step refused because the
 * disk is 'full', or every game 'exported' to a file. The storage notice follows these.
 */
export type WriteOutcome = 'saved' | 'full' | 'exported';
const writeWatchers = new Set<(outcome: WriteOutcome) => void>();

/** Called by the store after each step it tries to write, and by the export of every game (never throws). */
export function reportWrite(outcome: WriteOutcome): void {
  for (const w of writeWatchers) {
    try {
      w(outcome);
    } catch {
      // A watcher's problem must never turn a saved step into a failed one.
    }
  }
}

/** Calls `onWrite` after every step the store writes or fails to write; returns the unsubscribe. */
export function watchWrites(onWrite: (outcome: WriteOutcome) => void): () => void {
  writeWatchers.add(onWrite);
  return () => writeWatchers.delete(onWrite);
}
