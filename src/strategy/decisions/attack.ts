/** Attacks: who attacks, which swarm, what a shot is worth (Zael's flamer, a Green Dead Aim). */
import { marineDef } from '../../data';
import { optionOf, type GameState, type Position, type Side } from '../../engine';
import { marineDeath, NORMAL_SHOT, slayGain } from '../danger';
import { argmax, parseSwarm, PASSIVE, rowOf, sideSize } from './common';

/** The attack card being resolved, if any (a public fact: it is face up). */
export function attackCard(s: GameState): string | null {
  for (let k = s.stack.length - 1; k >= 0; k--) {
    const f = s.stack[k];
    if (f?.t === 'attack-action') return f.card;
  }
  return null;
}

/** Exactly k cards slain, as a distribution (k = 0..4). */
export const EXACTLY: readonly (readonly number[])[] = [[1], [0, 1], [0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 0, 1]];
export const FLAMER: readonly number[] = [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
export const DEAD_AIM: readonly number[] = [2 / 6, 3 / 6, 0, 1 / 6];

/** Cards one attack slays, as chances by count: Zael's flamer slays the number rolled, a Green 4 slays 3. */
export function shotFor(card: string | null, marine: string | null): readonly number[] {
  if (card === 'action.flamer-attack' && marine === 'marine.zael') return FLAMER;
  if (card === 'action.dead-aim' && marine && marineDef(marine).team === 'GREEN') return DEAD_AIM;
  return NORMAL_SHOT;
}

/** The best a marine at row `r` facing `side` could do with one attack of this distribution. */
export function bestShot(s: GameState, r: number, side: Side, dist: readonly number[]): number {
  const p = s.formation[r] as Position;
  const range = marineDef(p.marine).range;
  let best = 0;
  for (let i = Math.max(0, r - range); i <= Math.min(s.formation.length - 1, r + range); i++) {
    if (sideSize(s.formation[i] as Position, side) === 0) continue;
    best = Math.max(best, slayGain(s, i, side, dist));
  }
  return best;
}

/** The swarm option whose slaying lowers the danger most; on a tie the one engaged with `own`. */
export function bestSlay(s: GameState, options: readonly string[], dist: readonly number[], own = -1, floor = -Infinity): string {
  const pass = options.find((o) => PASSIVE.has(o)) ?? null;
  return argmax(
    options,
    (o) => {
      const at = parseSwarm(o);
      return at ? slayGain(s, at[0], at[1], dist) + (at[0] === own ? 1e-6 : 0) : -Infinity;
    },
    floor,
    pass,
  );
}

/**
 * What up to `n` sure kills are worth, chosen freely among the swarms on rows `from`..`to` (either
 * side): the k-th kill from one swarm is worth what k kills add over k − 1, and the best n count.
 */
export function sureKills(s: GameState, from: number, to: number, n: number): number {
  const gains: number[] = [];
  for (let i = Math.max(0, from); i <= Math.min(s.formation.length - 1, to); i++) {
    for (const side of ['LEFT', 'RIGHT'] as const) {
      const size = sideSize(s.formation[i] as Position, side);
      for (let k = 1; k <= Math.min(n, size); k++) gains.push(slayGain(s, i, side, EXACTLY[k] as readonly number[]) - (k > 1 ? slayGain(s, i, side, EXACTLY[k - 1] as readonly number[]) : 0));
    }
  }
  gains.sort((a, b) => b - a);
  let v = 0;
  for (let k = 0; k < n && k < gains.length; k++) v += gains[k] as number;
  return v;
}

/**
 * Heroic Charge instead of Claudio's normal attack: up to 3 sure kills on his row and the rows
 * next to it, either side, then he dies on a 0 (1 in 6) (action card text, src/data/actions.ts).
 */
export function heroicValue(s: GameState): number {
  const r = rowOf(s, 'marine.claudio');
  if (r < 0) return 0;
  return sureKills(s, r - 1, r + 1, 3) - (1 / 6) * (1 - marineDeath(s.formation[r] as Position));
}

/** Attackers with the most to gain first; `done` only when nobody has a target. */
export function attacker(s: GameState, options: readonly string[]): string {
  const card = attackCard(s);
  return argmax(
    options,
    (o) => {
      if (PASSIVE.has(o)) return -Infinity;
      // The Heroic Charge alternative is worth its own kills, not Claudio's normal shot.
      if (o === 'ability:action.heroic-charge:marine.claudio') return heroicValue(s);
      const m = optionOf('ability', o)?.marine ?? o;
      const r = rowOf(s, m);
      return r >= 0 ? bestShot(s, r, (s.formation[r] as Position).facing, shotFor(card, m)) : 0;
    },
    0,
    options.includes('done') ? 'done' : null,
  );
}
