/**
 * Saved games: a game row, the append-only list of answers, and a snapshot of the position
 * every SNAPSHOT_EVERY answers. Loading replays the answers after the latest snapshot, so
 * a save can always be checked by the rules. Each answer is written in one transaction
 * together with the game's row, and the caller shows the next prompt only after it commits.
 */
import { Dexie } from 'dexie';
import { clone, newGame, renderLog, replaySteps, revealsToTable, type Correction, type GameEvent, type GameOptions, type GameState, type OptionsProblem, type ReplayFailure, type StepFailure } from '../engine';
import type { CompanionDB, GameMode, GameRow, StepRow } from './db';
import { afterCommit, backgroundWrites } from './after-commit';
import { backupDue, takeBackup } from './backups';
import { gameScreen, LAST_SCREEN } from './last-screen';
import { classifyStorageError, reportWrite } from './storage';
import { statusOf, summarize } from './summary';
import { stepOf } from './table-extra';
import { plainSaid, type Said, type SaidWords } from './said';

import { refusedFor, StorageRefusal, type StorageProblem } from './storage-problems';
export { STORAGE_EN, StorageRefusal, type StorageProblem } from './storage-problems';

export const SNAPSHOT_EVERY = 20;

/**
 * `error` in English; why, as data (the screens word that in the language they show):
 * options that cannot start a game, a stored game whose steps no longer replay, or storage's refusal.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string; options?: OptionsProblem; replay?: StepFailure; storage?: StorageProblem };

/** A stored game that does not replay, thrown out of a transaction with the engine's reason. */
class NotReplayed extends Error {
  constructor(readonly failed: ReplayFailure) {
    super(failed.error);
  }
}

/** A failure's outcome: the engine's reason kept as data when it has one. */
function failedWith(e: unknown): { ok: false; error: string; replay?: StepFailure; storage?: StorageProblem } {
  if (e instanceof StorageRefusal) return refusedFor(e.problem);
  if (!(e instanceof NotReplayed)) return { ok: false, error: message(e) };
  const { ok: _ok, error, problem: _problem, state: _state, ...why } = e.failed;
  return { ok: false, error, replay: why };
}

export interface LoadedGame {
  row: GameRow;
  state: GameState;
  /** The position before the last answer, when loaded from storage: the board marks what that answer changed. */
  before?: GameState | null;
  /** The positions before each answer since the latest snapshot, oldest first (`before` last). */
  befores?: GameState[];
  /** Beside `befores`: whether that answer was stored with the one before it (one tap: `StepRow.withLast`). */
  joined?: boolean[];
}

/** The answer just given and what the engine made of it. */
export interface Answered {
  choice: string;
  ask: string;
  player: number;
  secret: boolean;
  state: GameState;
  /** Its lines as shown now (its own, then the engine's): never stored, the code and the events are. */
  log: string[];
  /** What it said in a line of its own, as a code (stored; said.ts). */
  said?: Said;
  /** The engine's events of this step (the recaps read them after a reload). */
  events?: GameEvent[];
  reveals: number;
  /** Table games: this step is a correction by hand, not an answer (`choice` is then 'correction'). */
  correction?: Correction;
  /** Given in the same tap as the step before it (stored: Undo takes the tap back whole). */
  withLast?: true;
}

/**
 * Entries of the log: setup (index -1) and one per answer, with the events (always present
 * once read) and the lines rendered from them and the step's code in the words passed in.
 */
export type LogEntry = Pick<StepRow, 'index' | 'choice' | 'ask' | 'player' | 'secret' | 'said'> & {
  events: GameEvent[];
  log: string[];
  /** The position the step was taken from, when it replayed: its own line is worded from it (a recap rebuilt after a reload). */
  before?: GameState;
};

function newId(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const range = (id: string, from: number, to: number | typeof Dexie.maxKey = Dexie.maxKey) => [[id, from], [id, to]] as const;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export async function createGame(
  database: CompanionDB,
  options: GameOptions,
  { practice = false, mode = 'pocket' as GameMode, now = Date.now(), from = null as { state: GameState; events: GameEvent[] } | null } = {},
): Promise<Outcome<LoadedGame>> {
  // A table game started mid-way (`from`) keeps the position the table described as snapshot 0.
  const started = from ? ({ ok: true, ...from } as const) : newGame(options);
  if (!started.ok) return started.options ? { ok: false, error: started.error, options: started.options } : { ok: false, error: started.error };
  const row: GameRow = {
    id: newId(),
    mode,
    options,
    practice,
    status: statusOf(started.state),
    created: now,
    updated: now,
    steps: 0,
    undoFloor: 0,
    summary: summarize(started.state),
    startEvents: started.events ?? [],
  };
  try {
    await database.transaction('rw', database.games, database.snapshots, async () => {
      await database.games.add(row);
      await database.snapshots.add({ gameId: row.id, index: 0, state: started.state });
    });
  } catch (e) {
    if (classifyStorageError(e).problem === 'full') {
      reportWrite('full');
      return refusedFor('no-room');
    }
    return { ok: false, error: message(e) };
  }
  // A new game is something an export does not hold yet (memory-only storage asks before closing).
  reportWrite('saved');
  return { ok: true, value: { row, state: started.state } };
}

/** The undo floor's rule, from the engine's one notion of what the table has seen (engine/view.ts). */
export function revealsSomething(a: Pick<Answered, 'ask' | 'reveals' | 'state' | 'events'> & { player?: number }): boolean {
  return revealsToTable({ ask: a.ask, reveals: a.reveals, after: a.state, ...(a.events ? { events: a.events } : {}), ...(a.player !== undefined ? { player: a.player } : {}) });
}

/**
 * The game row once `a` is stored: what recordAnswer writes. The game screen draws the next
 * question from it while the write is still under way (ui/play/game-model.ts).
 */
export function answeredRow(row: GameRow, a: Answered, now = Date.now()): GameRow {
  const index = row.steps;
  return {
    ...row,
    steps: index + 1,
    updated: now,
    status: statusOf(a.state),
    summary: summarize(a.state),
    // At the table the cards lie face up anyway, so undo there is never limited.
    undoFloor: !row.practice && row.mode !== 'table' && revealsSomething(a) ? index + 1 : row.undoFloor,
  };
}

/**
 * Appends one answer and updates the game row, in one transaction. Refuses (and writes
 * nothing) when the stored game moved on meanwhile, e.g. in another tab.
 */
export async function recordAnswer(
  database: CompanionDB,
  row: GameRow,
  a: Answered,
  now = Date.now(),
): Promise<GameRow> {
  const index = row.steps;
  const next = answeredRow(row, a, now);
  const step: StepRow = {
    gameId: row.id,
    index,
    choice: a.choice,
    reveals: a.reveals,
    ask: a.ask,
    player: a.player,
    secret: a.secret,
    events: a.events ?? [],
  };
  if (a.said) step.said = a.said;
  if (a.correction) step.correction = a.correction;
  if (a.withLast) step.withLast = true;
  try {
    // Both requests are issued at once so the commit costs one round trip; the row read with
    // them is checked afterwards, and a throw aborts the whole transaction. The steps key
    // [gameId+index] also refuses a second answer at the same index (a double tap). The last
    // screen is written with them: reopening after a crash finds this game at this step.
    await database.transaction('rw', [database.games, database.steps, database.settings], async () => {
      const read = database.games.get(row.id); // queued first, so it sees the row as it was
      const [stored] = await Promise.all([
        read,
        database.steps.add(step),
        database.games.put(next),
        database.settings.put({ key: LAST_SCREEN, value: gameScreen(row) }),
      ]);
      if (!stored) throw new StorageRefusal('deleted');
      if (stored.steps !== index) throw new StorageRefusal('stale');
    });
  } catch (e) {
    if ((e as { name?: string }).name === 'ConstraintError') throw new StorageRefusal('stale');
    // Nothing was written (the transaction aborted): say so in words a player can act on,
    // and tell the storage notice, which offers the export.
    if (classifyStorageError(e).problem === 'full') {
      reportWrite('full');
      throw new StorageRefusal('full');
    }
    throw e;
  }
  reportWrite('saved');
  // The answer is safe now. A snapshot only shortens later replays, so it is written in a
  // transaction of its own, after the fact: a big write never delays the next prompt, and if
  // it is lost, loading replays from an earlier one. (IndexedDB runs read-write transactions
  // on the same store in the order they were created, so a later undo still sees it.)
  if ((index + 1) % SNAPSHOT_EVERY === 0 || a.state.outcome) {
    const at = index + 1;
    // Kept: the start (index 0: export, recovery and a table game's own start position) and
    // the two newest (loading replays under SNAPSHOT_EVERY answers; an undo past the newest
    // still replays from the one before). Older ones only cost space, so they go.
    afterCommit(database, () =>
      database.transaction('rw', database.snapshots, async () => {
        await database.snapshots.put({ gameId: row.id, index: at, state: a.state });
        await database.snapshots.where('[gameId+index]').between([row.id, 1], [row.id, at - SNAPSHOT_EVERY], true, false).delete();
      }),
    );
  }
  // Likewise the rolling backup (src/persistence/backups.ts): after the commit, never awaited.
  if (backupDue(index + 1, !!a.state.outcome)) afterCommit(database, () => takeBackup(database, row.id, now));
  return next;
}

/**
 * Steps replayed at least: a Move + Activate card's answers (at most two swaps, two turns, a
 * Terrain card and their passes) all come out of the replay, so the board's marks of the card
 * count from its first answer even when a snapshot fell in the middle of it (game-views.ts).
 */
const MARKS_REACH = 8;

/**
 * Rebuilds the position from the latest snapshot at least MARKS_REACH steps back and the steps
 * after it (inside a transaction), through the engine's replay. The positions before those
 * steps come out of the same pass, for the board's marks of what the last ones changed.
 */
async function rebuild(database: CompanionDB, row: GameRow): Promise<LoadedGame> {
  const snap = await database.snapshots
    .where('[gameId+index]')
    .between(...range(row.id, 0, Math.max(0, row.steps - MARKS_REACH)), true, true)
    .last();
  if (!snap) throw new StorageRefusal('no-start');
  const steps = await database.steps
    .where('[gameId+index]')
    .between(...range(row.id, snap.index, row.steps), true, false)
    .toArray();
  let before: GameState | null = null;
  const befores: GameState[] = [];
  const replayed = replaySteps(clone(snap.state), steps.map(stepOf), {
    first: snap.index,
    each: (t) => {
      befores.push(t.before);
      if (t.index === row.steps - 1) before = t.before;
    },
  });
  if (!replayed.ok) throw new NotReplayed(replayed);
  const state = replayed.state;
  return { row, state, before, befores, joined: steps.map((x) => x.withLast === true) };
}

export async function loadGame(database: CompanionDB, id: string): Promise<Outcome<LoadedGame>> {
  try {
    return await database.transaction('r', database.games, database.steps, database.snapshots, async () => {
      const row = await database.games.get(id);
      if (!row) return refusedFor('gone');
      return { ok: true, value: await rebuild(database, row) } as const;
    });
  } catch (e) {
    return failedWith(e);
  }
}

/** Why the last answer cannot be undone, or null when it can. */
export function undoBlocker(row: GameRow): 'nothing-to-undo' | 'undo-revealed' | null {
  if (row.steps === 0) return 'nothing-to-undo';
  return row.steps <= row.undoFloor ? 'undo-revealed' : null;
}

/** Removes the last answer (`tap`: its whole tap, the `withLast` steps and the one before them, or nothing) and returns the position before it. */
export async function undoLast(database: CompanionDB, id: string, now = Date.now(), tap = false): Promise<Outcome<LoadedGame>> {
  try {
    const undone = await database.transaction('rw', [database.games, database.steps, database.snapshots, database.backups], async () => {
      const row = await database.games.get(id);
      if (!row) return refusedFor('gone');
      const blocked = undoBlocker(row);
      if (blocked) return refusedFor(blocked);
      let last = row.steps - 1;
      while (tap && last > 0 && (await database.steps.get([id, last]))?.withLast) last--;
      if (last < row.undoFloor) return refusedFor('undo-revealed');
      await database.steps.where('[gameId+index]').between(...range(id, last, row.steps), true, false).delete();
      await database.snapshots.where('[gameId+index]').between(...range(id, last + 1), true, true).delete();
      // A backup holding the undone step is out of date; the next one is built from an older one.
      await database.backups.where('[gameId+taken]').between([id, -Infinity], [id, Infinity]).filter((b) => b.steps > last).delete();
      const shorter: GameRow = { ...row, steps: last };
      const { state, before } = await rebuild(database, shorter);
      const next: GameRow = { ...shorter, updated: now, status: statusOf(state), summary: summarize(state) };
      await database.games.put(next);
      return { ok: true, value: { row: next, state, before } } as const;
    });
    // An export taken before the undo holds a step the game no longer has.
    if (undone.ok) reportWrite('saved');
    return undone;
  } catch (e) {
    return failedWith(e);
  }
}

/** The engine's lines of some events in one language (the UI's: the language shown). */
export type LogLines = (events: readonly GameEvent[]) => string[];

/**
 * The last `count` entries of a game's log, oldest first (setup included when reached), worded
 * by `words` (the UI's) and the engine's log words (`lines`, the UI's too; English without). The steps are replayed from the latest
 * snapshot at or before the first one: their own lines need the position each was taken from,
 * and steps stored before events were get theirs the same way (same rules, same events).
 */
export async function readLog(database: CompanionDB, row: GameRow, count = 40, words: SaidWords = plainSaid, lines: LogLines = renderLog): Promise<LogEntry[]> {
  const from = Math.max(0, row.steps - count);
  const snap = await database.snapshots.where('[gameId+index]').between(...range(row.id, 0, from), true, true).last();
  const steps = await database.steps.where('[gameId+index]').between(...range(row.id, snap ? snap.index : from, row.steps), true, false).toArray();
  const replayed = new Map<number, { before: GameState; events: GameEvent[] }>();
  // A step that does not replay (a broken save) keeps its stored events and has no position.
  if (snap) replaySteps(clone(snap.state), steps.map(stepOf), { first: snap.index, each: (taken) => void replayed.set(taken.index, { before: taken.before, events: taken.result.events }) });
  const entries: LogEntry[] = steps
    .filter((s) => s.index >= from)
    .map((s) => {
      const again = replayed.get(s.index);
      const events = s.events ?? again?.events ?? [];
      const own = s.said ? words(s.said, s, again?.before ?? null) : null;
      const entry: LogEntry = { index: s.index, choice: s.choice, ask: s.ask, player: s.player, secret: s.secret, events, log: own === null ? lines(events) : [own, ...lines(events)] };
      if (s.said) entry.said = s.said;
      if (again) entry.before = again.before;
      return entry;
    });
  if (from === 0) {
    const events = row.startEvents ?? startEvents(row);
    entries.unshift({ index: -1, choice: '', ask: 'setup', player: 0, secret: false, log: lines(events), events });
  }
  return entries;
}

/** Setup's events of a game stored without them: a pocket game's setup is dealt again from its seed. */
function startEvents(row: GameRow): GameEvent[] {
  if (row.mode === 'table') return [];
  const started = newGame(row.options);
  return started.ok ? started.events : [];
}

export async function listGames(database: CompanionDB): Promise<GameRow[]> {
  return database.games.orderBy('updated').reverse().toArray();
}

export async function deleteGame(database: CompanionDB, id: string): Promise<void> {
  await database.transaction('rw', [database.games, database.steps, database.snapshots, database.backups], async () => {
    await database.backups.where('gameId').equals(id).delete();
    await database.games.delete(id);
    await database.steps.where('[gameId+index]').between(...range(id, -Infinity), true, true).delete();
    await database.snapshots.where('[gameId+index]').between(...range(id, -Infinity), true, true).delete();
  });
}

/** The saved-games operations the UI uses, bound to one database (fakes in tests). */
export interface GameStore {
  create(options: GameOptions, practice: boolean): Promise<Outcome<LoadedGame>>;
  load(id: string): Promise<Outcome<LoadedGame>>;
  record(row: GameRow, a: Answered): Promise<GameRow>;
  /** `tap`: the last tap whole (undoLast). */
  undo(id: string, tap?: boolean): Promise<Outcome<LoadedGame>>;
  log(row: GameRow, count?: number): Promise<LogEntry[]>;
  list(): Promise<GameRow[]>;
  remove(id: string): Promise<void>;
  /** Resolves when the snapshot and backup writes that follow the answers so far are done. */
  settled(): Promise<void>;
}

/**
 * `database` may be a getter, read at each call (the app's database can be swapped for one in
 * memory); `words` words the steps' own lines in the log and `lines` the engine's (the UI's, in
 * the language shown, read at each call).
 */
export function gameStore(database: CompanionDB | (() => CompanionDB), words: SaidWords = plainSaid, lines: LogLines = renderLog): GameStore {
  const d = typeof database === 'function' ? database : () => database;
  return {
    create: (options, practice) => createGame(d(), options, { practice }),
    load: (id) => loadGame(d(), id),
    record: (row, a) => recordAnswer(d(), row, a),
    undo: (id, tap) => undoLast(d(), id, Date.now(), tap),
    log: (row, count) => readLog(d(), row, count, words, lines),
    list: () => listGames(d()),
    remove: (id) => deleteGame(d(), id),
    settled: () => backgroundWrites(d()),
  };
}
