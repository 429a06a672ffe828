/**
 * Merging swarms (RB p28): all swarms on the same position and side become one at the end
 * of the Event Phase (and after Strategize, FAQ F4), and at once outside the Attack Phase;
 * inside it, swarms a shift brings together attack one by one (RB p29, D-24). Power Field's
 * "cannot be slain" follows the cards into the merged swarm (FAQ F12).
 */
import type { GameState, SideStack, Swarm } from '../types';
import { SIDES } from './formation';

export function mergeStack(s: GameState, stack: SideStack): void {
  if (stack.swarms.length < 2) return;
  stack.swarms = [combine(s, stack.swarms)];
}

/** One swarm of all these cards; Power Field's shield covers all of it (FAQ F12). */
function combine(s: GameState, swarms: Swarm[]): Swarm {
  const cards = swarms.flatMap((sw) => sw.cards);
  const shielded = s.effects.shielded;
  if (cards.some((c) => shielded.includes(c))) for (const c of cards) if (!shielded.includes(c)) shielded.push(c);
  return { cards, attacked: swarms.every((sw) => sw.attacked), moved: swarms.every((sw) => sw.moved) };
}

export function mergeSwarms(s: GameState): void {
  for (const p of s.formation) for (const side of SIDES) mergeStack(s, p[side]);
}
