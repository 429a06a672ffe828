/** Helpers every decision module of the heuristic shares: passing answers, rows, argmax, swarm options. */
import { marineDef } from '../../data';
import { optionOf, type GameState, type Position, type Side } from '../../engine';
import { stackOn } from '../danger';

/** Answers that pass rather than act. */
export const PASSIVE: ReadonlySet<string> = new Set(['done', 'skip', 'stop', 'keep', 'stay']);

/** The default for any decision the policy has no rule for: act rather than pass (attack, re-roll, use). */
export function fallback(options: readonly string[]): string {
  for (const o of options) if (!PASSIVE.has(o)) return o;
  return options[0] as string;
}

export const OTHER: Record<Side, Side> = { LEFT: 'RIGHT', RIGHT: 'LEFT' };

export function sideSize(p: Position, side: Side): number {
  let n = 0;
  for (const sw of stackOn(p, side).swarms) n += sw.cards.length;
  return n;
}

export function rowOf(s: GameState, marine: string): number {
  for (let r = 0; r < s.formation.length; r++) if ((s.formation[r] as Position).marine === marine) return r;
  return -1;
}

export function teamRows(s: GameState, team: string): number[] {
  const out: number[] = [];
  for (let r = 0; r < s.formation.length; r++) if (marineDef((s.formation[r] as Position).marine).team === team) out.push(r);
  return out;
}

/** Highest option by `value`; `pass` when none is worth more than `floor`. */
export function argmax(options: readonly string[], value: (o: string) => number, floor = -Infinity, pass: string | null = null): string {
  let best: string | null = null;
  let bestScore = floor;
  for (const o of options) {
    const v = value(o);
    if (v > bestScore) {
      bestScore = v;
      best = o;
    }
  }
  return best ?? pass ?? fallback(options);
}

/** Row and side of a swarm option, read with the engine's codec. */
export function parseSwarm(o: string): [number, Side] | null {
  const v = optionOf('swarm', o);
  return v ? [v.ref.row, v.ref.side] : null;
}
