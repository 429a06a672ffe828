/** Real positions for the tool tests: random games, copied as JSON at chosen moments. */
import { answerInPlace, newGame } from '../../src/engine';
import type { Chance, GameState } from '../../src/engine';
import { pick, policyRand, randomOptions } from '../../scripts/play-random';

export function json<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Every `every`-th position of one random game, from the start to its end (or the first engine error). */
export function positions(players: number, chance: Chance, seed: number, every = 1): GameState[] {
  const started = newGame(randomOptions(players, chance, seed));
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  const rand = policyRand(seed);
  const out: GameState[] = [json(s)];
  try {
    for (let n = 1; s.prompt; n++) {
      if (answerInPlace(s, pick(rand, s.prompt.options))) break;
      if (n % every === 0 || !s.prompt) out.push(json(s));
    }
  } catch {
    // An engine failure is the fuzz test's business; the positions before it are still real.
  }
  return out;
}

/** A position in the middle of a game: past setup, several marines, a decision pending. */
export function midGame(players = 3, chance: Chance = 'dealer', seed = 11): GameState {
  const all = positions(players, chance, seed);
  const mid = all.find((s, i) => i > 10 && s.phase === 'choose-actions' && s.formation.length >= 4 && s.prompt?.kind === 'decision');
  if (!mid) throw new Error(`no mid-game position in game ${seed}`);
  return mid;
}
