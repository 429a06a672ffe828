/** The saved-games store for table games, on the app's database (lazy-loaded with the table screens). */
import type { GameOptions, GameState } from '../../engine';
import { db, type CompanionDB } from '../../persistence/db';
import { createGame, gameStore, type GameStore, type LoadedGame, type Outcome } from '../../persistence/games';

export interface TableGameStore extends GameStore {
  /** A table game from its first card, or (with `from`) from a position the table described. */
  createTable(options: GameOptions, from?: { state: GameState; log: string[] }): Promise<Outcome<LoadedGame>>;
}

export function tableStore(database: CompanionDB): TableGameStore {
  return {
    ...gameStore(database),
    createTable: (options, from) => createGame(database, { ...options, chance: 'table' }, { mode: 'table', from: from ?? null }),
  };
}

export const store = tableStore(db);
