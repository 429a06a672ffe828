/**
 * Random legal play, shared by the fuzzer, the benchmark and the CLI's `play`: a small
 * PRNG of its own (never the engine's) picks options and combat teams.
 */
import { TEAMS } from '../src/data';
import type { Chance, GameOptions, Player, Team } from '../src/engine';

export function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEAMS_PER_PLAYER = [0, 3, 2, 2, 1, 1, 1];

/** Options for a game of `players` with teams dealt at random from `seed`. */
export function randomOptions(players: number, chance: Chance, seed: number): GameOptions {
  const rand = mulberry(seed ^ 0x9e3779b9);
  const teams: Team[] = [...TEAMS];
  for (let i = teams.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [teams[i], teams[j]] = [teams[j] as Team, teams[i] as Team];
  }
  const per = TEAMS_PER_PLAYER[players] ?? 1;
  const list: Player[] = [];
  for (let p = 0; p < players; p++) list.push({ name: `Player ${p + 1}`, teams: teams.slice(p * per, p * per + per) });
  return { players: list, chance, seed: seed >>> 0 };
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}
