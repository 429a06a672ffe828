/**
 * The app's one IndexedDB database, declared once.
 *
 * Schema changes add a new `this.version(n)` below the old ones (never edit a shipped
 * version), with an `.upgrade()` when existing rows must be rewritten.
 */
import { Dexie, type DexieOptions, type EntityTable } from 'dexie';

export const DB_NAME = 'death-angel-companion';

/** Local preferences (theme, wake lock, …): kept apart from games and never undone. */
export interface Setting {
  key: string;
  value: unknown;
}

export class CompanionDB extends Dexie {
  settings!: EntityTable<Setting, 'key'>;

  /** `options` lets tests pass their own IndexedDB (or none at all). */
  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      settings: 'key',
    });
  }
}

/** The single instance the app uses. Opening is explicit: see `openAppStorage`. */
export const db = new CompanionDB();
