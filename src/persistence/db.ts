/**
 * The app's one IndexedDB database, declared once.
 *
 * Schema changes add a new `this.version(n)` below the old ones (never edit a shipped
 * version), with an `.upgrade()` when existing rows must be rewritten. Version 1 (settings,
 * games, steps, snapshots) is the first released one; version 2 adds backups.
 */
import { Dexie, type DexieOptions, type EntityTable, type Table, type Transaction } from 'dexie';
import type { Correction, GameEvent, GameOptions, GameState, Save, SaveV1 } from '../engine';
import { saveOfSteps, type LegacyExtra } from './table-extra';
import { saidOfLines, type Said } from './said';

export const DB_NAME = 'death-angel-companion';

/** Local preferences (theme, wake lock, …): kept apart from games and never undone. */
export interface Setting {
  key: string;
  value: unknown;
}

/** Pocket play deals its own cards; the table companion (later) only keeps the books. */
export type GameMode = 'pocket' | 'table';
export type GameStatus = 'in-progress' | 'won' | 'lost';

/** What the games list shows without loading a game. */
export interface GameSummary {
  players: string[];
  round: number;
  /** The current location's name. */
  location: string;
  locationsReached: number;
  marinesLeft: number;
  genestealersSlain: number;
}

export interface GameRow {
  id: string;
  mode: GameMode;
  options: GameOptions;
  /** Practice games may undo anything, reveals of chance included. */
  practice: boolean;
  status: GameStatus;
  created: number;
  updated: number;
  /** Answers recorded so far; the next answer gets this index. */
  steps: number;
  /** Answers below this index are fixed: undo stops here (0 in practice). */
  undoFloor: number;
  summary: GameSummary;
  /** What setup did, as the engine's events (the log's setup is rendered from them); absent in games stored before events (derived on reading). */
  startEvents?: GameEvent[];
  /** This game's own advisor switch; absent: the settings decide. */
  advisor?: boolean;
  /** The odds advisor was shown during this game (a practice-style game; the end screen says so). */
  advisorUsed?: boolean;
  /** Imported on purpose as a second copy of this game already on the device: Saved games says so. */
  copyOf?: string;
}

/** One answer, append-only. `reveals` > 0 means chance was revealed while applying it. */
export interface StepRow {
  gameId: string;
  index: number;
  choice: string;
  reveals: number;
  /** The prompt it answered (for wording the log) and whether it was secret. */
  ask: string;
  player: number;
  secret: boolean;
  /** What the answer said in a line of its own, as a code (said.ts); absent when the engine's lines tell it. */
  said?: Said;
  /** What the answer set off, as the engine's events; absent in steps stored before events (derived on reading). */
  events?: GameEvent[];
  /** Table games: a correction by hand, replayed with `correct()` instead of an answer. */
  correction?: Correction;
  /** Given in the same tap as the step before it (a decision screen's path, issue 32): Undo takes the tap back whole. */
  withLast?: true;
}

/** The position after `index` answers, so that loading replays only the steps after it. */
export interface SnapshotRow {
  gameId: string;
  index: number;
  state: GameState;
}

/**
 * A rolling copy of a game in progress as a save (its options, a table game's start position
 * and its steps: answers and corrections by hand); kept apart from its steps so that a bug or
 * damage there can be undone from here (schema 2). Rows written before the steps became one
 * stream hold a version-1 save with the start and the corrections beside it (`LegacyExtra`);
 * `backupsOf` reads both.
 */
export interface BackupRow extends LegacyExtra {
  gameId: string;
  /** When it was taken (ms); with `gameId`, the key. */
  taken: number;
  /** Steps it holds: answers and corrections by hand. */
  steps: number;
  save: Save | SaveV1;
}

/** Version 2 adds the backups table and backs up every game already stored (table games with their extras). */
async function backUpEverything(tx: Transaction): Promise<void> {
  const taken = Date.now();
  const games = await tx.table<GameRow, string>('games').toArray();
  for (const row of games) {
    const steps = await tx.table<StepRow, [string, number]>('steps').where('[gameId+index]').between([row.id, 0], [row.id, row.steps], true, false).toArray();
    // The engine does not load here (it would slow every start-up), so a table game's first
    // position is kept even when the options would deal the same one: replaying it is the same.
    const first = row.mode === 'table' ? await tx.table<SnapshotRow, [string, number]>('snapshots').get([row.id, 0]) : undefined;
    await tx.table<BackupRow, [string, number]>('backups').add({ gameId: row.id, taken, steps: steps.length, save: saveOfSteps(row.options, steps, first?.state) });
  }
}

/**
 * Version 3 keeps no words (issue 34): each step's English lines become the code of its own
 * line (said.ts) and go; a game's setup lines go (its events say the same). Nothing is lost:
 * the log is rendered from the events and the codes, in the language shown.
 */
async function dropWords(tx: Transaction): Promise<void> {
  await tx.table<StepRow & { log?: string[] }>('steps').toCollection().modify((row) => {
    if (!row.log) return;
    const said = saidOfLines({ ask: row.ask, log: row.log, ...(row.events ? { events: row.events } : {}) });
    if (said) row.said = said;
    delete row.log;
  });
  await tx.table<GameRow & { startLog?: string[] }>('games').toCollection().modify((row) => {
    delete row.startLog;
  });
}

export class CompanionDB extends Dexie {
  settings!: EntityTable<Setting, 'key'>;
  games!: EntityTable<GameRow, 'id'>;
  steps!: Table<StepRow, [string, number]>;
  snapshots!: Table<SnapshotRow, [string, number]>;
  backups!: Table<BackupRow, [string, number]>;

  /** `options` lets tests pass their own IndexedDB (or none at all). */
  constructor(name: string = DB_NAME, options?: DexieOptions) {
    // 'relaxed': a commit is reported once the browser holds the write, without waiting
    // for the disk to flush; it survives a crash or close of the app (not a power cut).
    super(name, { chromeTransactionDurability: 'relaxed', ...options });
    this.version(1).stores({
      settings: 'key',
      games: 'id, updated, status',
      steps: '[gameId+index]',
      snapshots: '[gameId+index]',
    });
    // Released schemas are fixtured in tests/fixtures/db (v1.json, …) and upgraded in tests.
    this.version(2).stores({ backups: '[gameId+taken], gameId' }).upgrade(backUpEverything);
    this.version(3).stores({}).upgrade(dropWords);
  }
}

/**
 * The instance the app uses. Opening is explicit: see `openAppStorage`. A live binding: when
 * the browser refuses IndexedDB, `useMemoryDatabase` swaps in one held in memory, and every
 * module reading `db` at call time follows.
 */
export let db = new CompanionDB();

/** Replaces `db` by a database on `deps` (an in-memory IndexedDB), before it is opened. */
export function useMemoryDatabase(deps: Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>): CompanionDB {
  db.close();
  db = new CompanionDB(DB_NAME, deps);
  return db;
}
