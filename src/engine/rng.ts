/**
 * The dealer's seeded PRNG (mulberry32). Its whole state is one uint32 kept in the game
 * state, so a saved game replays exactly and no `Math.random` is ever needed.
 */
import type { GameState } from './types';

/** Advances the state's PRNG and returns a float in [0, 1). */
export function nextFloat(s: GameState): number {
  let t = (s.rng + 0x6d2b79f5) >>> 0;
  s.rng = t;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function nextInt(s: GameState, n: number): number {
  return Math.floor(nextFloat(s) * n);
}

/** Fisher–Yates in place with the state's PRNG. */
export function shuffle<T>(s: GameState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
