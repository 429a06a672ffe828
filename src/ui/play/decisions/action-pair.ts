/**
 * A player's two teams choose their Action cards as one decision (issue 32): the same player's
 * next question is the other team's card, asked with nothing revealed between, so one tap can
 * give both answers (each still its own stored step, in the engine's order).
 */
import type { GameState, Team } from '../../../engine';
import { worked } from './ahead';

/** The team the same player chooses for right after `card`, and its cards allowed, or null. */
export function pairedChoice(s: GameState, card: string): { team: Team; options: string[] } | null {
  const p = s.prompt;
  if (!p || p.kind !== 'decision' || p.ask !== 'choose-action' || s.outcome) return null;
  // Kept for the tap (ahead.ts): drawn on every render of the hand, and the card tapped is one of these.
  const r = worked(s, card);
  if (!r.ok || r.reveals > 0) return null;
  const next = r.state.prompt;
  if (!next || next.kind !== 'decision' || next.ask !== 'choose-action' || next.player !== p.player || !next.subject) return null;
  return { team: next.subject as Team, options: next.options };
}
