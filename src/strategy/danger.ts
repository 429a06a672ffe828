/**
 * The death-chance model the heuristic steers by. In the Genestealer Attack Phase every swarm
 * engaged with a marine attacks him; he dies when the die (0–5, minus 1 per Brood Lord) is no
 * higher than the swarm's size (RB p13, FAQ F7), so a swarm of 1 kills 2 times in 6 and a swarm
 * of 5 always. A Support token re-rolls a killing roll, but only against the swarm he faces
 * (RB p16). Swarms left alive attack again next round and grow, so a card slain is worth
 * something beyond this round (`W.linger`, decisions/weights.ts). Public facts only: the formation and its tokens.
 */
import type { GameState, Position, Side, Swarm } from '../engine';
import { W } from './decisions/weights';

/** Chance that one attack by a swarm of `cards` (with `lords` Brood Lords) kills, before re-rolls. */
export function killChance(cards: number, lords = 0): number {
  if (cards <= 0) return 0;
  return Math.min(6, cards + lords + 1) / 6;
}

function lordsIn(sw: Swarm): number {
  let n = 0;
  // 98 is 'b': most cards are Genestealers, rejected without a call to startsWith.
  for (const c of sw.cards) if (c.charCodeAt(0) === 98 && c.startsWith('brood-lord')) n++;
  return n;
}

/** `p[side]` as two named loads: a keyed load by a varying side is megamorphic in V8, and this runs for every death chance. */
export function stackOn(p: Position, side: Side): Position['LEFT'] {
  return side === 'LEFT' ? p.LEFT : p.RIGHT;
}

/** Cards and Brood Lords of a side (swarms on one side merge before they attack, RB p28). */
function sideCards(p: Position, side: Side): [number, number] {
  let cards = 0;
  let lords = 0;
  for (const sw of stackOn(p, side).swarms) {
    cards += sw.cards.length;
    lords += lordsIn(sw);
  }
  return [cards, lords];
}

/**
 * Chance that the marine at `p` dies this round, with `delta` cards added to (negative: taken
 * from) the swarm on `deltaSide` and `extraTokens` more tokens. Tokens re-roll only the faced
 * swarm; each re-roll is another chance at a miss.
 */
export function marineDeath(p: Position, deltaSide: Side | null = null, delta = 0, extraTokens = 0): number {
  return deathFacing(p, p.facing, p.tokens, deltaSide, delta, extraTokens);
}

/** `killChance(cards, lords) ** e` for small `e`, computed once: the power was the costliest line of marineDeath, run for every guess the heuristic weighs. */
const POWERS: readonly (readonly number[])[] = [1, 2, 3, 4, 5, 6].map((k) => Array.from({ length: 8 }, (_, e) => (k / 6) ** e));

function rerolled(cards: number, lords: number, q: number, e: number): number {
  const row = POWERS[Math.min(6, cards + lords + 1) - 1];
  return row !== undefined && (e | 0) === e && e >= 0 && e < 8 ? (row[e] as number) : q ** e;
}

/**
 * `marineDeath` of a marine with `facing` and `tokens` in front of the swarms at `p`: lets the
 * heuristic weigh a turn or a swap without building a copy of the position for each guess.
 */
export function deathFacing(p: Position, facing: Side, tokens: number, deltaSide: Side | null = null, delta = 0, extraTokens = 0): number {
  let [lc, ll] = sideCards(p, 'LEFT');
  let [rc, rl] = sideCards(p, 'RIGHT');
  if (deltaSide === 'LEFT') lc = Math.max(0, lc + delta);
  else if (deltaSide === 'RIGHT') rc = Math.max(0, rc + delta);
  return deathOf(lc, ll, rc, rl, facing, 1 + tokens + extraTokens);
}

/**
 * The death chance from the cards (`lc`, `rc`) and Brood Lords (`ll`, `rl`) on each side, `rolls`
 * rolls against the faced side. Apart so that `slayGain` counts the swarms once for all its guesses.
 */
function deathOf(lc: number, ll: number, rc: number, rl: number, facing: Side, rolls: number): number {
  let alive = 1;
  if (lc !== 0) {
    let q = killChance(lc, ll);
    if (facing === 'LEFT') q = rerolled(lc, ll, q, rolls);
    alive *= 1 - q;
  }
  if (rc !== 0) {
    let q = killChance(rc, rl);
    if (facing === 'RIGHT') q = rerolled(rc, rl, q, rolls);
    alive *= 1 - q;
  }
  return 1 - alive;
}

/** Expected marines lost this round, plus what the swarm cards in play will cost later. */
export function danger(s: GameState): number {
  let d = 0;
  for (const p of s.formation) {
    d += marineDeath(p);
    d += W.linger * (sideCards(p, 'LEFT')[0] + sideCards(p, 'RIGHT')[0]);
  }
  return d;
}

/**
 * How much slaying cards from the swarm(s) on `side` of row `r` lowers the danger, with `dist[k]`
 * the chance to slay k cards (index 0: none).
 */
export function slayGain(s: GameState, r: number, side: Side, dist: readonly number[]): number {
  const p = s.formation[r];
  if (!p) return 0;
  const [lc, ll] = sideCards(p, 'LEFT');
  const [rc, rl] = sideCards(p, 'RIGHT');
  const left = side === 'LEFT';
  const cards = left ? lc : rc;
  const rolls = 1 + p.tokens;
  const now = deathOf(lc, ll, rc, rl, p.facing, rolls);
  let gain = 0;
  for (let k = 1; k < dist.length; k++) {
    const chance = dist[k] as number;
    if (chance === 0) continue;
    const killed = Math.min(k, cards);
    const after = left ? deathOf(Math.max(0, lc - killed), ll, rc, rl, p.facing, rolls) : deathOf(lc, ll, Math.max(0, rc - killed), rl, p.facing, rolls);
    gain += chance * (now - after + W.linger * killed);
  }
  return gain;
}

/** How much one more Support token on the marine at `p` lowers his chance to die this round. */
export function tokenGain(p: Position): number {
  const [lc, ll] = sideCards(p, 'LEFT');
  const [rc, rl] = sideCards(p, 'RIGHT');
  return deathOf(lc, ll, rc, rl, p.facing, 1 + p.tokens) - deathOf(lc, ll, rc, rl, p.facing, 1 + p.tokens + 1);
}

/** One normal attack: a skull (1, 2 or 3) slays one card. */
export const NORMAL_SHOT: readonly number[] = [0.5, 0.5];
/** A certain single kill (Door, Heroic Charge, Events that slay). */
export const SURE_KILL: readonly number[] = [0, 1];
