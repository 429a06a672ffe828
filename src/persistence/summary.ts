/** The games list's view of a game, computed from its position when each answer is saved. */
import { locationDef } from '../data';
import type { GameState } from '../engine';
import type { GameStatus, GameSummary } from './db';

export function summarize(state: GameState): GameSummary {
  return {
    players: state.players.map((p) => p.name),
    round: state.round,
    location: locationDef(state.location).name,
    locationsReached: state.stats.locationsReached,
    marinesLeft: state.formation.length,
    genestealersSlain: state.stats.genestealersSlain,
  };
}

export function statusOf(state: GameState): GameStatus {
  return state.outcome ?? 'in-progress';
}
