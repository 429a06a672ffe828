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

  const estimate = (): Estimate => {
    const answers = options.map((option, i) => ({ option, ...oddsOf(tallies[i] as Tally) }));
    return { playouts: total, botAnswer, success: oddsOf(tallies[options.indexOf(botAnswer)] as Tally), answers };
  };

  return {
    estimate,
    run(playouts: number, stop?: () => boolean): Estimate {
      const worlds = Math.max(1, Math.round(playouts / options.length));
      for (let k = 0; k < worlds; k++) {
        // One world per round for every answer (common random numbers): the answers are
        // compared on the same cards, which narrows their differences faster.
        const worldSeed = Math.floor(rand() * 4294967296);
        for (const [i, option] of options.entries()) {
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
