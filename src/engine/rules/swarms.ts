/**
 * Merging swarms (RB p28): all swarms on the same position and side become one at the end
 * of the Event Phase (and after Strategize, FAQ F4), and at once outside the Attack Phase.
 * Power Field follows the cards into the merged swarm (FAQ F12).
 */
import type { GameState, SideStack, Swarm } from '../types';
import { SIDES } from './formation';

export function mergeStack(s: GameState, stack: SideStack): void {
  if (stack.swarms.length < 2) return;
  stack.swarms = [combine(s, stack.swarms)];
}

/**
 * A shift in the Genestealer Attack Phase: swarms that have attacked stay apart (RB p28), but
 * those that have not are one swarm by the definition of a swarm (RB p13), and attack as one
 * (D-24, own ruling H5: the rewrite says a shift merges swarms and only those that attacked
 * sit out). The joined swarm takes the place of the first of them.
 */
export function mergeUnattacked(s: GameState, stack: SideStack): void {
  const waiting = stack.swarms.filter((sw) => !sw.attacked);
  const first = waiting[0];
  if (!first || waiting.length < 2) return;
  const joined = combine(s, waiting);
  stack.swarms = stack.swarms.filter((sw) => sw.attacked || sw === first).map((sw) => (sw === first ? joined : sw));
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
