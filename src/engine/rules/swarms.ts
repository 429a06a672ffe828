/**
 * Merging swarms (RB p28): all swarms on the same position and side become one at the end
 * of the Event Phase (and after Strategize, FAQ F4). Power Field follows the cards into the
 * merged swarm (FAQ F12).
 */
import type { GameState, SideStack } from '../types';
import { SIDES } from './formation';

export function mergeStack(s: GameState, stack: SideStack): void {
  if (stack.swarms.length < 2) return;
  const cards = stack.swarms.flatMap((sw) => sw.cards);
  const shielded = s.effects.shielded;
  if (cards.some((c) => shielded.includes(c))) for (const c of cards) if (!shielded.includes(c)) shielded.push(c);
  const attacked = stack.swarms.every((sw) => sw.attacked);
  const moved = stack.swarms.every((sw) => sw.moved);
  stack.swarms = [{ cards, attacked, moved }];
}

export function mergeSwarms(s: GameState): void {
  for (const p of s.formation) for (const side of SIDES) mergeStack(s, p[side]);
}
