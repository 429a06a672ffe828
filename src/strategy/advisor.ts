/**
 * The odds advisor: from a position waiting on a decision, the chance that the mission
 * succeeds and, for each answer on offer, the chance after it. The numbers are the in-app
 * bot's own (issue 24): in worlds redealt from what the deciding player may know
 * (`playerView` + `determinise`, so the advisor never reads hidden deck order, the dealer's
 * PRNG or another player's pending secret Action card), each answer is played, the heuristic
 * plays on to the end of the next round, and that position is valued by the fitted chance
 * that the in-app bot wins from it (value.ts, fitted on the in-app bot's own games). An
 * answer's odds are the mean of those values over the worlds, passed through the map that
 * `npm run calibrate:advisor -- --fit` fitted against the in-app bot's real results.
 *
 * The in-app bot gives the answer with the best odds (the heuristic's own answer wins a near
 * tie, as in `searchDecision`), so "the chance of success" is that answer's odds: what happens
 * if the bot plays on from here, the number the calibration script checks.
 * Work comes in batches (`run`) so a caller can show a first estimate at once and refine it.
 *
 * Playouts go where they can still change the answer: once every answer has a few, an answer
 * whose gap below the best is larger than the noise is sampled only now and then, and the ones
 * still close to the best every world. Each answer says whether its gap from the best is
 * within that noise (`close`).
 */
import { clone } from '../engine';
import type { DecisionPrompt, GameState } from '../engine';
import { heuristic } from './heuristic';
import { playerView } from './knowledge';
import { APP_SEARCH, leafValue, lookAhead } from './play';
import { ADVISOR_MAP } from './advisor-map';
import { mulberry } from './rand';

export interface Odds {
  /** Worlds this answer was played in. */
  playouts: number;
  /** The mean chance of success over them (0 before any). */
  rate: number;
  /** 95% interval of that mean. */
  low: number;
  high: number;
  /** Mean Locations reached a round ahead: separates answers when their chances tie. */
  reached: number;
}

export interface AnswerOdds extends Odds {
  option: string;
  /** The answer the in-app bot gives: the best odds so far (the heuristic's own wins a near tie). */
  best: boolean;
  /** Another answer whose odds differ from the best one's by less than the noise. */
  close: boolean;
}

export interface Estimate {
  /** Playouts so far, over every answer. */
  playouts: number;
  /** The answer the in-app bot would give; `success` is its odds. */
  botAnswer: string;
  success: Odds;
  answers: AnswerOdds[];
}

/** 95% Wilson score interval of `wins` out of `n`. */
export function wilson(wins: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { low: Math.max(0, mid - half), high: Math.min(1, mid + half) };
}

/**
 * What the advisor may look at: the deciding player's view of the position. A table game's
 * hidden cards are as unknown as the dealer's, so its worlds are dealt by a dealer too.
 * Null when nothing waits on a decision with a choice.
 */
export function advisorView(s: GameState): GameState | null {
  const p = s.prompt;
  if (!p || p.kind !== 'decision' || p.options.length < 2 || s.outcome) return null;
  const v = playerView(s, p.player);
  if (v.chance === 'table') {
    // What Forward Scouting showed stays known: each world deals around it (determinise).
    v.chance = 'dealer';
    v.provisional = [];
  }
  return v;
}

/** Playouts every answer gets before the clearly worse ones are left aside. */
export const BANDIT_MIN = 12;
/** An answer left aside is still played one world in this many, so a bad start can recover. */
export const BANDIT_REVISIT = 8;
/** Gaps within this many standard errors of the difference count as noise (about 95%). */
const NOISE_Z = 1.96;
/**
 * The least spread a world's value is taken to have (a standard deviation of 2 points): a few
 * worlds that happen to agree must not make a gap look certain.
 */
const MIN_VARIANCE = 0.0004;

/** What is summed over the worlds one answer was played in. */
export interface Tally {
  playouts: number;
  /** Sum and sum of squares of the worlds' chances. */
  sum: number;
  squares: number;
  reached: number;
}

function meanOf(t: Tally): number {
  return t.playouts ? t.sum / t.playouts : 0;
}

/** The variance of a tally's mean, with the floor above. */
function varianceOfMean(t: Tally): number {
  const m = meanOf(t);
  const v = t.playouts > 1 ? (t.squares - t.playouts * m * m) / (t.playouts - 1) : 0.25;
  return Math.max(v, MIN_VARIANCE) / t.playouts;
}

/**
 * Whether two answers' odds differ by no more than the noise: within `NOISE_Z` standard errors
 * of their difference. An answer not played yet is never told apart.
 */
export function withinNoise(a: Tally, b: Tally): boolean {
  if (a.playouts === 0 || b.playouts === 0) return true;
  return Math.abs(meanOf(a) - meanOf(b)) <= NOISE_Z * Math.sqrt(varianceOfMean(a) + varianceOfMean(b));
}

/** The map's shape: z = slope * x + shift + bend * max(0, x - knot), x the logit of the worlds' mean. */
export interface OddsMap {
  slope: number;
  shift: number;
  bend: number;
  knot: number;
}

/**
 * The mean of the worlds' values as a chance the player can trust: the calibration runs showed
 * them too spread at the bottom (low ones too low) and about right at the top, so they pass
 * through the map fitted there (advisor-map.ts), two straight pieces in logit terms. It keeps
 * the order of answers; a sure win or loss stays sure.
 */
export function calibrated(p: number, map: OddsMap = ADVISOR_MAP): number {
  if (p <= 0 || p >= 1) return p;
  const x = Math.log(p / (1 - p));
  const z = map.slope * x + map.shift + map.bend * Math.max(0, x - map.knot);
  return 1 / (1 + Math.exp(-z));
}

/** The inverse of `calibrated`: the worlds' mean behind a chance shown. */
export function uncalibrated(q: number, map: OddsMap = ADVISOR_MAP): number {
  if (q <= 0 || q >= 1) return q;
  const z = Math.log(q / (1 - q));
  const atKnot = map.slope * map.knot + map.shift;
  const x = z <= atKnot ? (z - map.shift) / map.slope : (z - map.shift + map.bend * map.knot) / (map.slope + map.bend);
  return 1 / (1 + Math.exp(-x));
}

function oddsOf(t: Tally): Odds {
  if (!t.playouts) return { playouts: 0, rate: 0, low: 0, high: 1, reached: 0 };
  const m = meanOf(t);
  const half = NOISE_Z * Math.sqrt(varianceOfMean(t));
  return { playouts: t.playouts, rate: calibrated(m), low: calibrated(Math.max(0, m - half)), high: calibrated(Math.min(1, m + half)), reached: t.reached / t.playouts };
}

export interface Estimator {
  /**
   * Plays about `playouts` more playouts (whole worlds: every answer once per world) and returns
   * the estimate so far. `stop` is asked before each playout: true ends the batch at once (the
   * caller is dropping this estimate, so a world left half played does not matter).
   */
  run(playouts: number, stop?: () => boolean): Estimate;
  estimate(): Estimate;
}

/**
 * An estimator for `s` (which it never changes), or null when there is no choice to weigh.
 * Deterministic for its inputs: the seed is the only chance.
 */
export function createEstimator(s: GameState, seed: number): Estimator | null {
  const view = advisorView(s);
  if (!view) return null;
  const p = view.prompt as DecisionPrompt;
  const options = [...p.options];
  const favoured = options.indexOf(heuristic(clone(view), p));
  const tallies: Tally[] = options.map(() => ({ playouts: 0, sum: 0, squares: 0, reached: 0 }));
  const rand = mulberry(seed);
  const valueOf = leafValue(APP_SEARCH);
  let total = 0;
  let worldsPlayed = 0;

  /** The in-app bot's answer so far: the best mean, the heuristic's own by a small margin, then the most Locations. */
  const leader = (): number => {
    let b = 0;
    const key = (t: Tally, i: number): number => (t.playouts ? meanOf(t) + (i === favoured ? (APP_SEARCH.prior ?? 0) : 0) + (1e-6 * t.reached) / t.playouts : -1);
    tallies.forEach((t, i) => {
      if (key(t, i) > key(tallies[b] as Tally, b)) b = i;
    });
    return b;
  };

  /** The answers one world is played for: all at first, then the ones still close to the best. */
  const active = (): number[] => {
    const b = leader();
    const lead = tallies[b] as Tally;
    const revisit = worldsPlayed % BANDIT_REVISIT === 0;
    return options.flatMap((_, i) => {
      const t = tallies[i] as Tally;
      return revisit || i === b || t.playouts < BANDIT_MIN || withinNoise(t, lead) ? [i] : [];
    });
  };

  const estimate = (): Estimate => {
    const b = total > 0 ? leader() : favoured;
    const lead = tallies[b] as Tally;
    const answers = options.map((option, i) => {
      const t = tallies[i] as Tally;
      return { option, ...oddsOf(t), best: i === b && total > 0, close: i !== b && total > 0 && withinNoise(t, lead) };
    });
    return { playouts: total, botAnswer: options[b] as string, success: oddsOf(lead), answers };
  };

  return {
    estimate,
    run(playouts: number, stop?: () => boolean): Estimate {
      const target = total + Math.max(1, playouts);
      while (total < target) {
        // One world for every answer still in play (common random numbers): the answers are
        // compared on the same cards, which narrows their differences faster.
        const worldSeed = Math.floor(rand() * 4294967296);
        const playing = active();
        worldsPlayed++;
        for (const i of playing) {
          const option = options[i] as string;
          if (stop?.()) return estimate();
          const w = lookAhead(view, option, worldSeed, APP_SEARCH.horizon);
          const v = valueOf(w);
          const t = tallies[i] as Tally;
          t.playouts++;
          t.sum += v;
          t.squares += v * v;
          t.reached += w.stats.locationsReached;
          total++;
        }
      }
      return estimate();
    },
  };
}
