/** Decisions that move or add swarm cards (Power Field, Strategize, Events that spawn): the least added danger. */
import { optionOf, type GameState, type Side } from '../../engine';
import { marineDeath } from '../danger';
import { argmax, parseSwarm, sideSize } from './common';

/** How much taking a whole swarm out of this round's attacks lowers the chance of a death. */
export function silenceGain(s: GameState, r: number, side: Side): number {
  const p = s.formation[r];
  return p ? marineDeath(p) - marineDeath(p, side, -sideSize(p, side)) : 0;
}

/** How much `n` more cards on `side` of row `r` raise the danger (spawns, Events). */
export function addedDanger(s: GameState, r: number, side: Side, n: number): number {
  const p = s.formation[r];
  return p ? marineDeath(p, side, n) - marineDeath(p) : 0;
}

/** Surrounded: the chance that the marine at row `r` dies once every Genestealer gathers on his row. */
export function gathered(s: GameState, r: number): number {
  const p = s.formation[r];
  if (!p) return Infinity;
  let left = 0;
  let right = 0;
  for (const q of s.formation) {
    left += sideSize(q, 'LEFT');
    right += sideSize(q, 'RIGHT');
  }
  return marineDeath({ ...p, LEFT: { terrain: [], swarms: left ? [{ cards: new Array<string>(left).fill('gs'), attacked: false, moved: false }] : [] }, RIGHT: { terrain: [], swarms: right ? [{ cards: new Array<string>(right).fill('gs'), attacked: false, moved: false }] : [] } });
}

/** Strategize: move the swarm whose move lowers the danger most (its destination is chosen next). */
export function strategizeTo(s: GameState, options: readonly string[], from: [number, Side]): string {
  const p = s.formation[from[0]];
  const n = p ? sideSize(p, from[1]) : 0;
  return argmax(options, (o) => {
    const to = optionOf('to', o);
    return to ? -addedDanger(s, to.row, to.side, n) : -Infinity;
  });
}

export function strategizeFrom(s: GameState): [number, Side] | null {
  const f = s.stack[s.stack.length - 1];
  if (f?.t !== 'ability' || typeof f.data.from !== 'string') return null;
  return parseSwarm(f.data.from);
}
