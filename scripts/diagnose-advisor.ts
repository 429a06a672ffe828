/**
 * `npm run diagnose:advisor`: where a calibration bin's gap comes from. For the positions whose
 * prediction falls in a band (default 20-40%), the bot plays on many times from the *real*
 * position with only the dice redrawn ("real cards"), and from the advisor's redealt worlds
 * ("advisor's worlds"). If the two agree, the advisor's redeal of the hidden cards is fair and
 * a gap to the observed rate is the luck of the one real future each game has. The playing on
 * here is the heuristic's (whole games are cheap with it): the question is the redeal, not the bot.
 *
 *   npm run diagnose:advisor [-- --seed 1 --low 0.2 --high 0.4 --positions 60 --playouts 300]
 */
import { clone } from '../src/engine';
import { determinise, mulberry, playerView, playout } from '../src/strategy';
import { calibrationPosition, calibrationPrediction, numberFlag as flag } from './calibration-core';

const SEED = flag('seed', 1);
const LOW = flag('low', 0.2);
const HIGH = flag('high', 0.4);
const POSITIONS = flag('positions', 60);
const PLAYOUTS = flag('playouts', 300);

const t0 = performance.now();
let n = 0;
const sum = { predicted: 0, observed: 0, real: 0, worlds: 0 };
for (let i = 0; n < POSITIONS && i < 100 * POSITIONS; i++) {
  const s = calibrationPosition(SEED, i);
  if (!s?.prompt || s.prompt.kind !== 'decision') continue;
  // The same prediction as calibrate:advisor (200 playouts, the same seed), to pick the same band.
  const predicted = calibrationPrediction(s, { seed: SEED, playouts: 200 }, i)?.success.rate ?? null;
  if (predicted === null || predicted < LOW || predicted >= HIGH) continue;
  n++;
  const once = clone(s);
  playout(once);
  const rand = mulberry(SEED * 31 + i);
  let real = 0;
  let worlds = 0;
  const view = playerView(s, s.prompt.player);
  for (let k = 0; k < PLAYOUTS; k++) {
    const w = clone(s);
    w.rng = Math.floor(rand() * 4294967296) >>> 0;
    playout(w);
    if (w.outcome === 'won') real++;
    const d = determinise(clone(view), rand);
    playout(d);
    if (d.outcome === 'won') worlds++;
  }
  sum.predicted += predicted;
  sum.observed += once.outcome === 'won' ? 1 : 0;
  sum.real += real / PLAYOUTS;
  sum.worlds += worlds / PLAYOUTS;
}
const pct = (x: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;
console.log(`${n} positions predicted ${(LOW * 100).toFixed(0)}-${(HIGH * 100).toFixed(0)}% (seed ${SEED}), ${PLAYOUTS} playouts each way; ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
console.log(`  mean prediction (200 playouts, the band's pick):   ${pct(sum.predicted)}`);
console.log(`  the advisor's redealt worlds, again:               ${pct(sum.worlds)}`);
console.log(`  the real cards, only the dice redrawn:             ${pct(sum.real)}`);
console.log(`  the real game, played on once (what calibration sees): ${pct(sum.observed)}`);
