/**
 * `npm run calibrate:advisor`: are the advisor's chances honest? Over many positions from
 * heuristic games (every player count, every round), the advisor predicts the chance of
 * success from what the deciding player may know; then the in-app bot plays on from the
 * real position (the real hidden cards), starting with the answer whose odds were predicted,
 * and we see whether it won. Predictions are grouped in
 * bins; in each bin the mean prediction should match the observed win rate (within its 95%
 * interval). Prints a table; nothing asserted.
 *
 *   npm run calibrate:advisor [-- --positions 600 --playouts 200 --seed 1 --workers 2 --points out.json --fit]
 *
 * --points writes every position's prediction and outcome as JSON, for a closer look.
 * --fit fits the map from the worlds' mean to the chance shown (src/strategy/advisor-map.ts: a
 * logistic regression of the outcomes on the logit of the mean, in two straight pieces) and
 * writes it with this run's command and commit; check it on another seed.
 * --reuse FILE[,FILE] takes the positions of --points files instead of playing them again (the
 * worlds' means and outcomes do not depend on the map); several runs' positions pool for a fit.
 * --knot X (default -0.5): where the map's second piece starts, in logit terms.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { wilson } from '../src/strategy';
import { calibrated, uncalibrated } from '../src/strategy/advisor';
import type { OddsMap } from '../src/strategy/advisor';
import { ADVISOR_MAP } from '../src/strategy/advisor-map';
import { calibrationRange, numberFlag as flag, textFlag, type CalibrationPoint } from './calibration-core';
import { fitLogistic } from './logistic';
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
/** A position's outcome with the worlds' mean behind its prediction (`raw`: before any map). */
type Point = CalibrationPoint & { raw: number; rawFresh: number };
const reuse = textFlag('reuse');
const points: Point[] = [];
if (reuse) {
  for (const file of reuse.split(',')) for (const p of JSON.parse(readFileSync(file, 'utf8')) as Point[]) points.push(p);
} else {
  for (let from = 0; points.length < POSITIONS; ) {
    const count = Math.ceil((POSITIONS - points.length) * 1.4) + 2 * WORKERS;
    const got = await inWorkers(new URL('./calibration-worker.ts', import.meta.url), spec, count, WORKERS, (sp, a, b) => calibrationRange(sp, from + a, from + b));
    for (const p of got) if (p && points.length < POSITIONS) points.push({ ...p, raw: uncalibrated(p.predicted), rawFresh: uncalibrated(p.fresh) });
    from += count;
  }
}
const pointsFile = textFlag('points');
if (pointsFile) writeFileSync(pointsFile, JSON.stringify(points));

if (process.argv.includes('--fit')) {
  // Logistic regression of the outcome on [logit(raw), 1, max(0, logit(raw) - knot)] by Newton's method.
  const knot = Number(textFlag('knot') ?? '-0.5');
  const xs = points.map((p) => {
    const r = Math.min(Math.max(p.raw, 1e-4), 1 - 1e-4);
    const x = Math.log(r / (1 - r));
    return [x, 1, Math.max(0, x - knot)];
  });
  const w = fitLogistic(
    xs,
    points.map((p) => (p.won ? 1 : 0)),
    { ridge: [0, 0, 0], start: [1, 0, 0], iterations: 60 },
  );
  const map: OddsMap = { slope: Number((w[0] as number).toPrecision(6)), shift: Number((w[1] as number).toPrecision(6)), bend: Number((w[2] as number).toPrecision(6)), knot };
  for (const p of points) {
    p.predicted = calibrated(p.raw, map);
    p.fresh = calibrated(p.rawFresh, map);
  }
const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const command = process.env['FIT_COMMAND'] ?? (reuse ? `npm run calibrate:advisor -- --reuse ${reuse} --fit --knot ${knot}` : `npm run calibrate:advisor -- --positions ${POSITIONS} --playouts ${PLAYOUTS} --workers ${WORKERS} --seed ${SEED} --fit --knot ${knot}`);
  writeFileSync(
    new URL('../src/strategy/advisor-map.ts', import.meta.url),
    `/**
 * Written by \`${command}\` on commit ${commit}: do not edit by hand.
 * The advisor's worlds' mean p becomes the chance shown, sigmoid(slope * x + shift + bend * max(0, x - knot))
 * with x = logit(p), fitted on ${points.length} positions against the in-app bot's real results (src/strategy/advisor.ts).
 */
export const ADVISOR_MAP = {
  commit: '${commit}',
  slope: ${map.slope},
  shift: ${map.shift},
  bend: ${map.bend},
  knot: ${map.knot},
};
`,
  );
  console.log(`Fitted the map: slope ${map.slope}, shift ${map.shift}, bend ${map.bend} above ${map.knot} (was ${ADVISOR_MAP.slope}, ${ADVISOR_MAP.shift}, ${ADVISOR_MAP.bend}); the table below is under the new map, on the positions it was fitted on.\n`);
}
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
console.log(`Advisor calibration: ${count} positions from heuristic games (1-6 players, every stage), ${PLAYOUTS} playouts each, the in-app bot playing on, seed ${SEED}; ${reuse ? `positions read from ${reuse}` : `${((performance.now() - t0) / 1000).toFixed(0)} s on ${WORKERS} worker(s)`}.\n`);
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

