/** The saved-games store for table games, on the app's database (lazy-loaded with the table screens). */
import type { GameEvent, GameOptions, GameState } from '../../engine';
import { db, type CompanionDB } from '../../persistence/db';
import { createGame, gameStore, type GameStore, type LoadedGame, type Outcome } from '../../persistence/games';
import { tableSaid } from './said-words';
import { logLines } from '../play/words/log';

export interface TableGameStore extends GameStore {
  /** A table game from its first card, or (with `from`) from a position the table described. */
  createTable(options: GameOptions, from?: { state: GameState; events: GameEvent[] }): Promise<Outcome<LoadedGame>>;
}

/** `database` may be a getter: the app's `db` is swapped for one in memory when the browser refuses storage. */
export function tableStore(database: CompanionDB | (() => CompanionDB)): TableGameStore {
  const d = typeof database === 'function' ? database : () => database;
  return {
    ...gameStore(d, tableSaid, logLines),
    createTable: (options, from) => createGame(d(), { ...options, chance: 'table' }, { mode: 'table', from: from ?? null }),
  };
}

export const store = tableStore(() => db);
