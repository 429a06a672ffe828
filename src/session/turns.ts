/**
 * Who may answer now while several phones play one game: a phone's own open questions (its
 * Action cards not yet in, while everyone chooses at once, or the rules' question when it is
 * its player's), and who the game waits for as every phone may know it. Pure: the host's
 * session keeps the position and the cards held for their turn.
 */
import { actionChoices, type DecisionPrompt, type GameState, type Team } from '../engine';
import type { Waiting } from './protocol';

/** The questions the phone of `seat` may answer now; `held`: Action cards already in, by team. */
export function asksOf(state: GameState, held: ReadonlyMap<Team, string>, seat: number): DecisionPrompt[] {
  const choices = actionChoices(state);
  if (choices.length > 0) return choices.filter((q) => q.player === seat && !held.has(q.subject as Team));
  const p = state.prompt;
  if (state.outcome || !p || p.kind !== 'decision' || p.player !== seat) return [];
  return [p];
}

/** Who the game waits for, as every phone may know it (a held card lies face down: it is in). */
export function waitingOf(state: GameState, held: ReadonlyMap<Team, string>): Waiting | null {
  const p = state.prompt;
  if (state.outcome || !p || p.kind !== 'decision') return null;
  if (p.ask !== 'choose-action') return { players: [p.player], secret: p.secret };
  const open = actionChoices(state).filter((q) => !held.has(q.subject as Team));
  return { players: [...new Set(open.map((q) => q.player))].sort((x, y) => x - y), secret: true };
}
