/**
 * The app's one IndexedDB database, declared once.
 *
 * Schema changes add a new `this.version(n)` below the old ones (never edit a shipped
 * version), with an `.upgrade()` when existing rows must be rewritten. Version 1 was not
 * released before games were added to it, so it holds everything below.
 */
import { Dexie, type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { Correction, GameOptions, GameState } from '../engine';

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
  /** The log of setup (the dealing before the first answer). */
  startLog: string[];
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
  log: string[];
  /** Table games: a correction by hand, replayed with `correct()` instead of an answer. */
  correction?: Correction;
}

/** The position after `index` answers, so that loading replays only the steps after it. */
export interface SnapshotRow {
  gameId: string;
  index: number;
  state: GameState;
}

export class CompanionDB extends Dexie {
  settings!: EntityTable<Setting, 'key'>;
  games!: EntityTable<GameRow, 'id'>;
  steps!: Table<StepRow, [string, number]>;
  snapshots!: Table<SnapshotRow, [string, number]>;

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
  }
}

/** The single instance the app uses. Opening is explicit: see `openAppStorage`. */
export const db = new CompanionDB();
