/**
 * The odds advisor: from a position waiting on a decision, the chance that the mission
 * succeeds and, for each answer on offer, the win rate after it. Both are counted over
 * heuristic playouts to the end of the game in worlds redealt from what the deciding player
 * may know (`playerView` + `determinise`, as the search bot does), so the advisor never reads
 * hidden deck order, the dealer's PRNG or another player's pending secret Action card.
 *
 * "The chance of success" is the win rate of the answer the heuristic bot would give: it is
 * what happens if the bot plays on from here, the number the calibration script checks.
 * Work comes in batches (`run`) so a caller can show a first estimate at once and refine it.
 *
 * Playouts go where they can still change the answer (issue 24): once every answer has a few,
 * an answer whose gap below the best is larger than the noise is sampled only now and then, and
 * the ones still close to the best (and the bot's own, whose odds are the headline) every world.
 * Each answer says whether its gap from the best is within that noise (`close`).
 */
import { answerInPlace, clone } from '../engine';
import type { DecisionPrompt, GameState } from '../engine';
import { heuristic } from './heuristic';
import { determinise, playerView } from './knowledge';
import { playout } from './play';
import { mulberry } from './rand';

export interface Odds {
  playouts: number;
  wins: number;
  /** Wins / playouts (0 before any playout). */
  rate: number;
  /** 95% Wilson score interval of the rate. */
  low: number;
  high: number;
  /** Mean Locations reached by the end: separates answers when wins are rare. */
  reached: number;
}

export interface AnswerOdds extends Odds {
  option: string;
  /** The answer with the best win rate so far (more Locations reached breaks a tie). */
  best: boolean;
  /** Another answer whose win rate differs from the best one's by less than the noise. */
  close: boolean;
}

export interface Estimate {
  /** Playouts so far, over every answer. */
  playouts: number;
  /** The answer the heuristic bot would give; `success` is its odds. */
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
 * Whether rate a (wins/n) and rate b differ by no more than the noise: within `NOISE_Z`
 * standard errors of their difference. Each rate's variance has a floor of one win in n+1, so
 * 0 of 12 against 1 of 12 is noise rather than a certain gap.
 */
export function withinNoise(a: { wins: number; playouts: number }, b: { wins: number; playouts: number }): boolean {
  if (a.playouts === 0 || b.playouts === 0) return true;
  const v = (t: { wins: number; playouts: number }): number => {
    const p = Math.min(Math.max(t.wins / t.playouts, 1 / (t.playouts + 1)), t.playouts / (t.playouts + 1));
    return (p * (1 - p)) / t.playouts;
  };
  return Math.abs(a.wins / a.playouts - b.wins / b.playouts) <= NOISE_Z * Math.sqrt(v(a) + v(b));
}

interface Tally {
  playouts: number;
  wins: number;
  reached: number;
}

function oddsOf(t: Tally): Odds {
  const { low, high } = wilson(t.wins, t.playouts);
  return { playouts: t.playouts, wins: t.wins, rate: t.playouts ? t.wins / t.playouts : 0, low, high, reached: t.playouts ? t.reached / t.playouts : 0 };
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
  const botAnswer = heuristic(clone(view), p);
  const tallies: Tally[] = options.map(() => ({ playouts: 0, wins: 0, reached: 0 }));
  const rand = mulberry(seed);
  let total = 0;

  const bot = options.indexOf(botAnswer);
  let worldsPlayed = 0;

  /** The index of the best answer so far: the highest win rate, then the most Locations reached. */
  const leader = (): number => {
    let b = 0;
    const key = (t: Tally): number => (t.playouts ? t.wins / t.playouts + (1e-6 * t.reached) / t.playouts : -1);
    tallies.forEach((t, i) => {
      if (key(t) > key(tallies[b] as Tally)) b = i;
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
      return revisit || i === b || i === bot || t.playouts < BANDIT_MIN || withinNoise(t, lead) ? [i] : [];
    });
  };

  const estimate = (): Estimate => {
    const b = leader();
    const lead = tallies[b] as Tally;
    const answers = options.map((option, i) => {
      const t = tallies[i] as Tally;
      return { option, ...oddsOf(t), best: i === b && total > 0, close: i !== b && total > 0 && withinNoise(t, lead) };
    });
    return { playouts: total, botAnswer, success: oddsOf(tallies[bot] as Tally), answers };
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
          const w = determinise(clone(view), mulberry(worldSeed));
          const refused = answerInPlace(w, option);
          if (refused) throw new Error(`advisor: ${refused}`);
          playout(w);
          const t = tallies[i] as Tally;
          t.playouts++;
          if (w.outcome === 'won') t.wins++;
          t.reached += w.stats.locationsReached;
          total++;
        }
      }
      return estimate();
    },
  };
}
