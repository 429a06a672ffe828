/** The games list's view of a game, computed from its position when each answer is saved. */
import type { GameState } from '../engine';
import type { GameStatus, GameSummary } from './db';

export function summarize(state: GameState): GameSummary {
  return {
    players: state.players.map((p) => p.name),
    round: state.round,
    // The id: the screen names it in its language (rows stored before kept the English name).
    location: state.location,
    locationsReached: state.stats.locationsReached,
    marinesLeft: state.formation.length,
    genestealersSlain: state.stats.genestealersSlain,
  };
}

export function statusOf(state: GameState): GameStatus {
  return state.outcome ?? 'in-progress';
}
