/**
 * `npm run calibrate:advisor`: are the advisor's chances honest? Over many positions from
 * heuristic games (every player count, every round), the advisor predicts the chance of
 * success from what the deciding player may know; then the in-app bot plays on from the
 * real position (the real hidden cards), starting with the answer whose odds were predicted,
 * and we see whether it won. Predictions are grouped in
 * bins; in each bin the mean prediction should match the observed win rate (within its 95%
 * interval). Prints a table; nothing asserted.
 *
 *   npm run calibrate:advisor [-- --positions 600 --playouts 200 --seed 1 --workers 2 --points out.json]
 *
 * --points writes every position's prediction and outcome as JSON, for a closer look.
 */
import { writeFileSync } from 'node:fs';
import { wilson } from '../src/strategy';
import { calibrationRange, numberFlag as flag, type CalibrationPoint } from './calibration-core';
import { inWorkers } from './sim-core';

const POSITIONS = flag('positions', 600);
const PLAYOUTS = flag('playouts', 200);
const SEED = flag('seed', 1);
const WORKERS = flag('workers', 1);

const BINS = [0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 0.7, 1.0001];
const rows = BINS.slice(1).map(() => ({ n: 0, predicted: 0, fresh: 0, won: 0 }));
const t0 = performance.now();
const spec = { seed: SEED, playouts: PLAYOUTS };
// Games that end before their stop give no position: draw a few more games than positions asked.
const points: CalibrationPoint[] = [];
for (let from = 0; points.length < POSITIONS; ) {
  const count = Math.ceil((POSITIONS - points.length) * 1.4) + 2 * WORKERS;
  const got = await inWorkers(new URL('./calibration-worker.ts', import.meta.url), spec, count, WORKERS, (sp, a, b) => calibrationRange(sp, from + a, from + b));
  for (const p of got) if (p && points.length < POSITIONS) points.push(p);
  from += count;
}
const pointsFile = process.argv.includes('--points') ? process.argv[process.argv.indexOf('--points') + 1] : undefined;
if (pointsFile) writeFileSync(pointsFile, JSON.stringify(points));
let brier = 0;
for (const { predicted, fresh, won } of points) {
  const bin = BINS.findIndex((b, k) => predicted >= b && predicted < (BINS[k + 1] as number));
  const row = rows[bin] as (typeof rows)[number];
  row.n++;
  row.predicted += predicted;
  row.fresh += fresh;
  row.won += won ? 1 : 0;
  brier += (predicted - (won ? 1 : 0)) ** 2;
}
const count = points.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`Advisor calibration: ${count} positions from heuristic games (1-6 players, every stage), ${PLAYOUTS} playouts each, the in-app bot playing on, seed ${SEED}; ${((performance.now() - t0) / 1000).toFixed(0)} s on ${WORKERS} worker(s).\n`);
console.log('| Predicted chance | Positions | Mean predicted | Same, other worlds | Observed wins (bot plays on) | Observed rate (95% interval) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [k, r] of rows.entries()) {
  if (!r.n) continue;
  const w = wilson(r.won, r.n);
  const hi = (BINS[k + 1] as number) > 1 ? '100%' : pct(BINS[k + 1] as number);
  console.log(`| ${pct(BINS[k] as number)} – ${hi} | ${r.n} | ${pct(r.predicted / r.n)} | ${pct(r.fresh / r.n)} | ${r.won} | ${pct(r.won / r.n)} (${pct(w.low)}–${pct(w.high)}) |`);
}
const total = rows.reduce((a, r) => ({ n: a.n + r.n, predicted: a.predicted + r.predicted, won: a.won + r.won }), { n: 0, predicted: 0, won: 0 });
console.log(`\nAll positions: mean predicted ${pct(total.predicted / total.n)}, observed ${pct(total.won / total.n)}; Brier score ${(brier / count).toFixed(4)}.`);
