/**
 * Bots playing whole games: a policy answers every decision of a pocket game (the dealer
 * answers chance). The search bot looks ahead with flat Monte Carlo: for each option it plays
 * short heuristic playouts in worlds redealt from what its player may know, and keeps the
 * option with the best mean score. Its budget (playouts per decision) is its strength.
 */
import { answerInPlace, clone, newGame } from '../engine';
import type { DecisionPrompt, GameOptions, GameState } from '../engine';
import { danger } from './danger';
import { heuristic } from './heuristic';
import { determinise, playerView } from './knowledge';
import type { Rand } from './rand';
import { mulberry } from './rand';
import { winChance } from './value';

export type PolicyName = 'random' | 'heuristic' | 'search' | 'app' | 'offline';

export interface SearchSettings {
  /** Playouts per decision, shared among its options (at least `minPerOption` each). */
  budget: number;
  minPerOption: number;
  /** Rounds a playout looks ahead before the position is scored. */
  horizon: number;
  /** The kinds of decision searched (the rest are answered by the heuristic); absent: all. */
  asks?: readonly string[];
  /** Added to the heuristic's own choice's mean: the search overrules it only by a margin. */
  prior?: number;
  /** How a playout's end is valued: the hand-set `score` (absent) or the fitted P(win) of value.ts. */
  value?: 'score' | 'fitted';
}

/**
 * Search where it matters most: the Action card, which decides what a team does all round.
 * One round ahead is enough to see its deaths; further, the heuristic's own play dominates.
 */
export const DEFAULT_SEARCH: SearchSettings = { budget: 32, minPerOption: 4, horizon: 1, asks: ['choose-action'], prior: 0.005 };

/**
 * The in-app bot: search on every decision (targets, support, moves, terrain, re-rolls, Events),
 * not only the Action card; searching the tactical decisions is where the heuristic loses most
 * (issue 24). Leaves are valued by the fitted P(win) (value.ts), which doubled its wins over the
 * hand-set `score` (solo, seed 1001, 200 games: 13.5% -> 30.0%). 32 playouts keep a decision
 * well within 100 ms (p95) of CPU on one core. The odds advisor weighs answers the same way.
 */
export const APP_SEARCH: SearchSettings = { budget: 32, minPerOption: 4, horizon: 1, prior: 0.005, value: 'fitted' };

/**
 * The offline bot: the same search with 16 times the playouts, for win-rate runs rather than
 * play (about 40 ms a decision on one core here, several seconds a game: what a run of a few
 * dozen games a side affords on two workers; issue 24 asked for about 1 s a decision, which at
 * about 135 decisions a game is over 2 minutes a game).
 */
export const OFFLINE_SEARCH: SearchSettings = { budget: 512, minPerOption: 16, horizon: 1, prior: 0.005, value: 'fitted' };

/** The settings a policy searches with by default (random and heuristic do not search). */
export function settingsOf(policy: PolicyName): SearchSettings {
  return policy === 'app' ? APP_SEARCH : policy === 'offline' ? OFFLINE_SEARCH : DEFAULT_SEARCH;
}

/** Answers far above a real game; reaching it means the game does not end. */
const STEP_CAP = 20_000;

/**
 * A position's worth to the marines: a win is 1, a loss 0; between, the marines left, the
 * Locations reached, the expected deaths the swarms in play threaten, and, at the last
 * Location, the blips still to clear and the tokens on the Launch Control Room.
 */
export function score(s: GameState): number {
  if (s.outcome === 'won') return 1;
  if (s.outcome === 'lost') return 0;
  const w = SCORE_WEIGHTS;
  const final = s.locationDeck.length === 0;
  const blips = s.blips.LEFT.length + s.blips.RIGHT.length;
  let tokens = 0;
  for (const p of s.formation) tokens += p.tokens;
  const v = 0.1 + w.location * s.stats.locationsReached + w.marine * s.formation.length - w.danger * danger(s) + w.token * tokens + (final ? w.launchToken * s.locationTokens - w.blip * blips : 0);
  return Math.min(0.95, Math.max(0.01, v));
}

/** The weights of `score`'s terms, per Location, marine, expected death, token, Launch Control token, blip at the end. */
export const SCORE_WEIGHTS = { location: 0.1, marine: 0.07, danger: 0.05, token: 0.005, launchToken: 0.05, blip: 0.005 };

/** Heuristic play from `s` (in place) until the game ends or `untilRound` starts. */
export function playout(s: GameState, untilRound = Infinity): void {
  for (let i = 0; i < STEP_CAP && s.prompt && s.round < untilRound; i++) {
    const p = s.prompt;
    if (p.kind !== 'decision') throw new Error('bots play only with the dealer answering chance');
    const refused = answerInPlace(s, heuristic(s, p));
    if (refused) throw new Error(JSON.stringify(refused));
  }
}

/**
 * One world of a search: `view`'s hidden cards redealt by `worldSeed`, `option` answered, then
 * heuristic play for `horizon` rounds. The search bots and the odds advisor weigh an answer
 * by the positions this reaches.
 */
export function lookAhead(view: GameState, option: string, worldSeed: number, horizon: number): GameState {
  const w = determinise(clone(view), mulberry(worldSeed));
  const refused = answerInPlace(w, option);
  if (refused) throw new Error(`look-ahead: ${refused}`);
  playout(w, view.round + horizon);
  return w;
}

/** How a search values the position a look-ahead reaches. */
export function leafValue(settings: SearchSettings): (s: GameState) => number {
  return settings.value === 'fitted' ? winChance : score;
}

/** The search bot's answer: flat Monte Carlo over determinised worlds. Reads only `playerView`. */
export function searchDecision(s: GameState, p: DecisionPrompt, rand: Rand, settings: SearchSettings = DEFAULT_SEARCH): string {
  const options = p.options;
  if (options.length === 1) return options[0] as string;
  const view = playerView(s, p.player);
  const per = Math.max(settings.minPerOption, Math.floor(settings.budget / options.length));
  let best = options[0] as string;
  let bestMean = -Infinity;
  // The same worlds for every option (common random numbers) make the comparison fairer.
  const seeds: number[] = [];
  for (let k = 0; k < per; k++) seeds.push(Math.floor(rand() * 4294967296));
  const favoured = settings.prior ? heuristic(view, p) : null;
  const valueOf = leafValue(settings);
  for (const o of options) {
    let total = 0;
    for (const seed of seeds) total += valueOf(lookAhead(view, o, seed, settings.horizon));
    const mean = total / per + (o === favoured ? (settings.prior ?? 0) : 0);
    if (mean > bestMean) {
      bestMean = mean;
      best = o;
    }
  }
  return best;
}

export interface GameRecord {
  options: GameOptions;
  outcome: 'won' | 'lost';
  rounds: number;
  locationsReached: number;
  /** The Location the game ended at. */
  location: string;
  marinesLost: string[];
  answers: string[];
}

/** One decision by the named policy. `rand` is the bot's own PRNG. */
export function decideBy(policy: PolicyName, s: GameState, p: DecisionPrompt, rand: Rand, settings?: SearchSettings): string {
  if (policy === 'random') return p.options[Math.floor(rand() * p.options.length)] as string;
  if (policy === 'heuristic') return heuristic(s, p);
  const asks = (settings ?? settingsOf(policy)).asks;
  if (asks && !asks.includes(p.ask)) return heuristic(s, p);
  return searchDecision(s, p, rand, settings ?? settingsOf(policy));
}

/**
 * Plays a whole pocket game with one policy for every player. Deterministic for its inputs.
 * `around` wraps each decision, with the position it is asked in (a script times it there, as
 * this layer reads no clock, or records the position).
 */
export function playGame(options: GameOptions, policy: PolicyName, botSeed: number, settings?: SearchSettings, check?: (s: GameState) => string | null, around?: (p: DecisionPrompt, decide: () => string, s: GameState) => string): GameRecord {
  const started = newGame(options);
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  const rand = mulberry(botSeed ^ 0x2545f491);
  const answers: string[] = [];
  while (s.prompt) {
    if (answers.length >= STEP_CAP) throw new Error(`no end after ${STEP_CAP} answers`);
    const p = s.prompt;
    if (p.kind !== 'decision') throw new Error('bots play only with the dealer answering chance');
    const choice = around ? around(p, () => decideBy(policy, s, p, rand, settings), s) : decideBy(policy, s, p, rand, settings);
    answers.push(choice);
    const refused = answerInPlace(s, choice);
    if (refused) throw new Error(`bot answer refused: ${refused}`);
    const problem = check?.(s) ?? null;
    if (problem) throw new Error(`invariant broken after ${answers.length} answers: ${problem}`);
  }
  return {
    options,
    outcome: s.outcome ?? 'lost',
    rounds: s.round,
    locationsReached: s.stats.locationsReached,
    location: s.location,
    marinesLost: [...s.stats.marinesLost],
    answers,
  };
}
