/**
 * `npm run calibrate:advisor`: are the advisor's chances honest? Over many positions from
 * heuristic games (every player count, every round), the advisor predicts the chance of
 * success from what the deciding player may know; then the heuristic bot plays on from the
 * real position (the real hidden cards) and we see whether it won. Predictions are grouped in
 * bins; in each bin the mean prediction should match the observed win rate (within its 95%
 * interval). Prints a table; nothing asserted.
 *
 *   npm run calibrate:advisor [-- --positions 600 --playouts 200 --seed 1]
 */
import { clone } from '../src/engine';
import type { GameState } from '../src/engine';
import { createEstimator, mulberry, playout, wilson } from '../src/strategy';
import { positionAt } from './calibration-core';
import { gameOptions } from './sim-core';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const POSITIONS = flag('positions', 600);
const PLAYOUTS = flag('playouts', 200);
const SEED = flag('seed', 1);

/**
 * One position per game: the decision with a choice at a random point of a heuristic game,
 * fixed before the game is played; a game that ends first gives none (`positionAt`).
 */
function positionOf(i: number, rand: () => number): GameState | null {
  // Where to stop: a fraction of a long game's decisions (later positions carry more wins and losses decided).
  const stopAt = Math.floor(rand() * 260);
  return positionAt(gameOptions({ players: 1 + (i % 6), teams: [], policy: 'heuristic', seed: SEED }, i), stopAt);
}

const BINS = [0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 0.7, 1.0001];
const rows = BINS.slice(1).map(() => ({ n: 0, predicted: 0, won: 0 }));
const rand = mulberry(SEED ^ 0x51ed);
const t0 = performance.now();
let brier = 0;
let count = 0;
for (let i = 0; count < POSITIONS; i++) {
  const s = positionOf(i, rand);
  if (!s) continue;
  const e = createEstimator(s, SEED * 7919 + i);
  if (!e) continue;
  const predicted = e.run(PLAYOUTS).success.rate;
  // The bot plays on from the real position: the same heuristic answer first, then to the end.
  const real = clone(s);
  playout(real);
  const won = real.outcome === 'won' ? 1 : 0;
  const bin = BINS.findIndex((b, k) => predicted >= b && predicted < (BINS[k + 1] as number));
  const row = rows[bin] as (typeof rows)[number];
  row.n++;
  row.predicted += predicted;
  row.won += won;
  brier += (predicted - won) ** 2;
  count++;
}
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`Advisor calibration: ${count} positions from heuristic games (1-6 players, every stage), ${PLAYOUTS} playouts each, seed ${SEED}; ${((performance.now() - t0) / 1000).toFixed(0)} s.\n`);
console.log('| Predicted chance | Positions | Mean predicted | Observed wins (bot plays on) | Observed rate (95% interval) |');
console.log('| --- | --- | --- | --- | --- |');
for (const [k, r] of rows.entries()) {
  if (!r.n) continue;
  const w = wilson(r.won, r.n);
  const hi = (BINS[k + 1] as number) > 1 ? '100%' : pct(BINS[k + 1] as number);
  console.log(`| ${pct(BINS[k] as number)} – ${hi} | ${r.n} | ${pct(r.predicted / r.n)} | ${r.won} | ${pct(r.won / r.n)} (${pct(w.low)}–${pct(w.high)}) |`);
}
const total = rows.reduce((a, r) => ({ n: a.n + r.n, predicted: a.predicted + r.predicted, won: a.won + r.won }), { n: 0, predicted: 0, won: 0 });
console.log(`\nAll positions: mean predicted ${pct(total.predicted / total.n)}, observed ${pct(total.won / total.n)}; Brier score ${(brier / count).toFixed(4)}.`);
