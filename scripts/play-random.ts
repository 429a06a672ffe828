/**
 * Random legal play, shared by the fuzzer, the benchmark and the CLI's `play`: a small
 * PRNG of its own (never the engine's) picks options and combat teams.
 */
import { TEAMS } from '../src/data';
import { answerInPlace, newGame } from '../src/engine';
import type { Chance, GameOptions, GameState, Player, Result, Team } from '../src/engine';
import { mulberry } from '../src/strategy/rand';

// One mulberry32 for the scripts and the bots: the same seeds give the same games.
export { mulberry };

/** The random policy of game `seed`: shared by `cli play` and the fuzzer, so a fuzz game reruns in either. */
export function policyRand(seed: number): () => number {
  return mulberry(seed ^ 0x5bd1e995);
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

/** Answers a bold player rarely gives while something else is on offer. */
const PASSIVE: ReadonlySet<string> = new Set(['done', 'skip', 'stop', 'keep']);

/**
 * The eager policy: still random and legal, but nine times in ten it takes an active option
 * (attack, re-roll, activate, slay) over passing. Random play almost never wins, and the
 * fuzzer must reach the final Locations' victories too.
 */
export function eagerPick(rand: () => number, options: readonly string[]): string {
  const active = options.filter((o) => !PASSIVE.has(o));
  return pick(rand, active.length > 0 && rand() < 0.9 ? active : options);
}

export interface Played {
  /** The final position, or where the game stopped. */
  state: GameState;
  answers: string[];
  /** Why the game stopped early (a refused answer, an engine error, the step cap), or null. */
  problem: string | null;
}

/** Far above a real game (a few hundred answers); reaching it means the game does not end. */
export const STEP_CAP = 20_000;

/**
 * Plays one game to its end, answering every prompt (reveals too, at the table) with a
 * random option. In place, for speed; `check` runs after every answer and may stop the game
 * with a problem. Engine exceptions are caught and returned as the problem. `fired`, when
 * given, collects how often each card ability took effect.
 */
export function playRandom(
  options: GameOptions,
  rand: () => number,
  log: string[] | null = null,
  check?: (s: GameState, answer: string) => string | null,
  fired?: Record<string, number>,
  eager = false,
): Played {
  const answers: string[] = [];
  let started: Result;
  try {
    started = newGame(options, fired);
  } catch (e) {
    throw new Error(`newGame failed: ${errorText(e)}`);
  }
  if (!started.ok) throw new Error(`newGame refused the options: ${started.error}`);
  const state = started.state;
  if (log) log.push(...started.log);
  try {
    while (state.prompt) {
      if (answers.length >= STEP_CAP) return { state, answers, problem: `no end after ${STEP_CAP} answers` };
      const choice = eager ? eagerPick(rand, state.prompt.options) : pick(rand, state.prompt.options);
      answers.push(choice);
      const refused = answerInPlace(state, choice, log, fired);
      if (refused) return { state, answers, problem: `the offered option "${choice}" was refused: ${refused}` };
      const problem = check?.(state, choice) ?? null;
      if (problem) return { state, answers, problem };
    }
  } catch (e) {
    return { state, answers, problem: `engine error after answer ${answers.length} ("${answers[answers.length - 1]}"): ${errorText(e)}` };
  }
  return { state, answers, problem: state.outcome ? null : 'the game waits for nothing but is not over' };
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
