/**
 * Where `npm run calibrate:advisor` stops a game to ask the advisor. The stop must be a
 * stopping time: whether a position is taken may depend only on what happened before it,
 * never on how the game goes on. Taking "the game's last decision when it ends before the
 * chosen stop" (as the script once did) conditions on the future: the real dealer's cards and
 * dice are then known to end the game without another choice, which the advisor (rightly)
 * cannot know, so the "observed" side looked better than any honest prediction. With stops
 * uniform in 0-259 and games of about 120 such decisions (median), about half the positions
 * were last decisions: over 1,000 of them the bot won 5.9% from the real position, while
 * playouts from that same real position with only the dice reseeded won 4.7%, as did the
 * advisor's redealt worlds. Sampled as a stopping time, both are 7.6%.
 */
import { answerInPlace, clone, newGame } from '../src/engine';
import type { DecisionPrompt, GameOptions, GameState } from '../src/engine';
import { createEstimator, decideBy, heuristic, mulberry } from '../src/strategy';
import type { Estimate } from '../src/strategy';
import { gameOptions } from './sim-core';

/**
 * The position at the `stopAt`-th decision with a choice (0 first) of a heuristic game with
 * `options`, or null when the game ends before it: never a position picked by looking ahead.
 */
export function positionAt(options: GameOptions, stopAt: number): GameState | null {
  const started = newGame(options);
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  let n = 0;
  while (s.prompt) {
    const p = s.prompt as DecisionPrompt;
    if (p.options.length > 1 && n++ >= stopAt) return clone(s);
    answerInPlace(s, heuristic(s, p));
  }
  return null;
}

/** One calibration position: the advisor's prediction, a second one from other worlds, and what the bot did. */
export interface CalibrationPoint {
  predicted: number;
  /**
   * The same prediction again with another seed (other worlds, other dice). Grouping positions
   * by a prediction picks, in the rare high bins, those whose playouts happened to run lucky;
   * this independent estimate carries no such luck, so it shows how much of a bin's gap to
   * the observed rate is that selection rather than a biased advisor.
   */
  fresh: number;
  won: boolean;
}

export interface CalibrationSpec {
  seed: number;
  playouts: number;
}

/** The position of game `i` of a calibration run (players 1-6 in turn), or null when it ends before its stop. */
export function calibrationPosition(seed: number, i: number): GameState | null {
  // Where to stop: a fraction of a long game's decisions (later positions carry more wins and losses decided).
  const stopAt = Math.floor(mulberry((seed ^ 0x51ed) + i * 7919)() * 260);
  return positionAt(gameOptions({ players: 1 + (i % 6), teams: [], policy: 'heuristic', seed }, i), stopAt);
}

/**
 * The advisor's estimate at position `i` of a run (null: no choice to weigh), with the run's
 * own seed, or with another one (`again`: other worlds, other dice).
 */
export function calibrationPrediction(s: GameState, spec: CalibrationSpec, i: number, again = false): Estimate | null {
  const seed = spec.seed * 7919 + i;
  return createEstimator(s, again ? seed ^ 0x9e3779b9 : seed)?.run(spec.playouts) ?? null;
}

/**
 * The in-app bot plays on from `s` (in place) to the end, starting with `first`: the answer
 * whose odds were predicted. Its own PRNG comes from `seed`.
 */
export function playOn(s: GameState, first: string, seed: number): void {
  const refused = answerInPlace(s, first);
  if (refused) throw new Error(JSON.stringify(refused));
  const rand = mulberry(seed);
  for (let k = 0; s.prompt && k < 20_000; k++) {
    const p = s.prompt as DecisionPrompt;
    const no = answerInPlace(s, decideBy('app', s, p, rand));
    if (no) throw new Error(JSON.stringify(no));
  }
}

/**
 * Position `i` of a calibration run, or null when its game ends before the stop. Each position
 * is a function of (seed, i) alone, so a run split over threads gives the same table.
 */
export function calibrationPoint(spec: CalibrationSpec, i: number): CalibrationPoint | null {
  const s = calibrationPosition(spec.seed, i);
  if (!s) return null;
  const predicted = calibrationPrediction(s, spec, i);
  const fresh = calibrationPrediction(s, spec, i, true);
  if (predicted === null || fresh === null) return null;
  // The in-app bot plays on from the real position (the real hidden cards): the answer whose
  // odds were predicted first, then its own search to the end.
  const real = clone(s);
  playOn(real, predicted.botAnswer, (spec.seed * 104729 + i) >>> 0);
  return { predicted: predicted.success.rate, fresh: fresh.success.rate, won: real.outcome === 'won' };
}

export function calibrationRange(spec: CalibrationSpec, from: number, to: number): (CalibrationPoint | null)[] {
  const out: (CalibrationPoint | null)[] = [];
  for (let i = from; i < to; i++) out.push(calibrationPoint(spec, i));
  return out;
}

/** `--name N` from the command line, or `fallback`. */
export function numberFlag(name: string, fallback: number): number {
  const text = textFlag(name);
  return text === undefined ? fallback : Number(text);
}

/** `--name TEXT` from the command line, or undefined. */
export function textFlag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
