/**
 * `npm run fit:value -- [--policy app] [--games 1500] [--holdout 500] [--seed 9301] [--solo] [--workers 2]`:
 * fits the value function of src/strategy/value.ts (issue 24). Self-play games of the named
 * policy (players 1-6 in turn, or solo with `--solo`; teams dealt at random) give one position
 * per round start, labelled by whether that game was won (scripts/value-samples.ts); a logistic
 * regression on the position's public features (of the player's view) is fitted by Newton's
 * method (IRLS) with a little ridge, then checked on held-out games (other seeds): calibration
 * by decile of the prediction, Brier score and log loss against always predicting the base
 * rate. Writes src/strategy/value-weights.ts with the engine commit it was fitted on and that
 * calibration.
 *
 * Expert iteration: fitted on the in-app bot's own games (`--policy app`, the default), the
 * value is the chance that the in-app bot wins from a position, the number its search and the
 * advisor need; the bot that searches with it is then the next one to fit on.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { PolicyName } from '../src/strategy';
import { FEATURES } from '../src/strategy/value';
import { fitLogistic, predict } from './logistic';
import { inWorkers } from './sim-core';
import { sampleRange } from './value-samples';
import type { Sample, SampleRun } from './value-samples';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const policy = arg('policy', 'app') as PolicyName;
const games = Number(arg('games', '1500'));
const holdout = Number(arg('holdout', '500'));
const seed = Number(arg('seed', '9301'));
const workers = Number(arg('workers', '2'));
const mixed = !process.argv.includes('--solo');

async function samples(run: SampleRun, n: number): Promise<Sample[]> {
  return (await inWorkers(new URL('./value-worker.ts', import.meta.url), run, n, workers, sampleRange)).flat();
}

const t0 = performance.now();
const train = await samples({ policy, seed, mixed }, games);
const test = await samples({ policy, seed: seed + 1, mixed }, holdout);
const d = FEATURES.length;
const mean = Array.from({ length: d }, (_, j) => train.reduce((a, s) => a + (s.x[j] as number), 0) / train.length);
const scale = Array.from({ length: d }, (_, j) => Math.sqrt(train.reduce((a, s) => a + ((s.x[j] as number) - (mean[j] as number)) ** 2, 0) / train.length) || 1);
const z = (x: number[]): number[] => [...x.map((v, j) => (v - (mean[j] as number)) / (scale[j] as number)), 1];

// A little ridge on every feature, none on the intercept.
const w = fitLogistic(
  train.map((s) => z(s.x)),
  train.map((s) => s.y),
  { ridge: [...new Array<number>(d).fill(1), 0], start: new Array<number>(d + 1).fill(0), iterations: 25 },
);

// Held-out calibration.
const pred = test.map((s) => ({ p: predict(w, z(s.x)), y: s.y })).sort((a, b) => a.p - b.p);
const base = train.reduce((a, s) => a + s.y, 0) / train.length;
let brier = 0;
let brier0 = 0;
let loss = 0;
let loss0 = 0;
for (const { p, y } of pred) {
  brier += (p - y) ** 2;
  brier0 += (base - y) ** 2;
  loss -= y ? Math.log(p) : Math.log(1 - p);
  loss0 -= y ? Math.log(base) : Math.log(1 - base);
}
const lines: string[] = [];
lines.push(`Fitted on ${train.length} round-start positions of ${games} ${policy} self-play games, ${mixed ? '1-6 players in turn' : 'solo'} (seed ${seed}); checked on ${test.length} positions of ${holdout} other games (seed ${seed + 1}).`);
lines.push(`Held out: Brier ${(brier / pred.length).toFixed(4)} (base rate alone ${(brier0 / pred.length).toFixed(4)}), log loss ${(loss / pred.length).toFixed(4)} (base rate alone ${(loss0 / pred.length).toFixed(4)}).`);
lines.push('Calibration by decile of the prediction (held out): predicted / observed win rate, positions.');
for (let k = 0; k < 10; k++) {
  const bin = pred.slice(Math.floor((k * pred.length) / 10), Math.floor(((k + 1) * pred.length) / 10));
  const pm = bin.reduce((a, b) => a + b.p, 0) / bin.length;
  const om = bin.reduce((a, b) => a + b.y, 0) / bin.length;
  lines.push(`  decile ${k + 1}: ${(100 * pm).toFixed(1)}% / ${(100 * om).toFixed(1)}%, ${bin.length}`);
}
const commit = execSync('git rev-parse --short HEAD').toString().trim();
console.log(lines.join('\n'));
console.log(FEATURES.map((f, i) => `${f} ${(w[i] as number).toFixed(3)}`).join(', ') + `, intercept ${(w[d] as number).toFixed(3)}`);
console.log(`${((performance.now() - t0) / 1000).toFixed(0)} s`);
const r = (v: number): number => Number(v.toPrecision(6));
writeFileSync(
  new URL('../src/strategy/value-weights.ts', import.meta.url),
  `/**
 * Written by \`npm run fit:value -- --policy ${policy} --games ${games} --holdout ${holdout} --seed ${seed}${mixed ? '' : ' --solo'}\` on commit ${commit}: do not edit by hand.
${lines.map((l) => ` * ${l}`).join('\n')}
 * Features (standardised by mean and scale), then the intercept: ${FEATURES.join(', ')}.
 */
export const VALUE_WEIGHTS = {
  commit: '${commit}',
  mean: [${mean.map(r).join(', ')}],
  scale: [${scale.map(r).join(', ')}],
  weights: [${w.map(r).join(', ')}],
};
`,
);
