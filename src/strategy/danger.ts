/**
 * The death-chance model the heuristic steers by. In the Genestealer Attack Phase every swarm
 * engaged with a marine attacks him; he dies when the die (0–5, minus 1 per Brood Lord) is no
 * higher than the swarm's size (RB p13, FAQ F7), so a swarm of 1 kills 2 times in 6 and a swarm
 * of 5 always. A Support token re-rolls a killing roll, but only against the swarm he faces
 * (RB p16). Swarms left alive attack again next round and grow, so a card slain is worth
 * something beyond this round (`LINGER`). Public facts only: the formation and its tokens.
 */
import type { GameState, Position, Side, Swarm } from '../engine';

/** What one swarm card left alive costs beyond this round's chance, in expected marines. */
export const LINGER = 0.06;

/** Chance that one attack by a swarm of `cards` (with `lords` Brood Lords) kills, before re-rolls. */
export function killChance(cards: number, lords = 0): number {
  if (cards <= 0) return 0;
  return Math.min(6, cards + lords + 1) / 6;
}

function lordsIn(sw: Swarm): number {
  let n = 0;
  for (const c of sw.cards) if (c.startsWith('brood-lord')) n++;
  return n;
}

/** Cards and Brood Lords of a side (swarms on one side merge before they attack, RB p28). */
function sideCards(p: Position, side: Side): [number, number] {
  let cards = 0;
  let lords = 0;
  for (const sw of p[side].swarms) {
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
  let alive = 1;
  for (const side of ['LEFT', 'RIGHT'] as const) {
    let [cards, lords] = sideCards(p, side);
    if (side === deltaSide) cards = Math.max(0, cards + delta);
    if (cards === 0) continue;
    let q = killChance(cards, lords);
    if (side === p.facing) q = q ** (1 + p.tokens + extraTokens);
    alive *= 1 - q;
  }
  return 1 - alive;
}

/** Expected marines lost this round, plus what the swarm cards in play will cost later. */
export function danger(s: GameState): number {
  let d = 0;
  for (const p of s.formation) {
    d += marineDeath(p);
    d += LINGER * (sideCards(p, 'LEFT')[0] + sideCards(p, 'RIGHT')[0]);
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
  const [cards] = sideCards(p, side);
  const now = marineDeath(p);
  let gain = 0;
  for (let k = 1; k < dist.length; k++) {
    const chance = dist[k] as number;
    if (chance === 0) continue;
    const killed = Math.min(k, cards);
    gain += chance * (now - marineDeath(p, side, -killed) + LINGER * killed);
  }
  return gain;
}

/** How much one more Support token on the marine at `p` lowers his chance to die this round. */
export function tokenGain(p: Position): number {
  return marineDeath(p) - marineDeath(p, null, 0, 1);
}

/** One normal attack: a skull (1, 2 or 3) slays one card. */
export const NORMAL_SHOT: readonly number[] = [0.5, 0.5];
/** A certain single kill (Door, Heroic Charge, Events that slay). */
export const SURE_KILL: readonly number[] = [0, 1];
