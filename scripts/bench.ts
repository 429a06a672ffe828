/**
 * `npm run bench`: how fast the engine is, for the simulations and the UI's budget. Complete
 * random games per second by player count (dealer chance, in place), then the cost of one
 * answer, pure (with its clone) and in place. Numbers only; nothing is asserted.
 */
import { cpus } from 'node:os';
import { answer, answerInPlace, newGame } from '../src/engine';
import type { GameState } from '../src/engine';
import { mulberry, pick, playRandom, policyRand, randomOptions } from './play-random';

const SECONDS_PER_COUNT = Number(process.env.BENCH_SECONDS ?? 2);

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function micro(ms: number): string {
  return `${(ms * 1000).toFixed(1)} µs`;
}

function gamesPerSecond(players: number): { games: number; rate: number; answers: number; failed: number } {
  const end = performance.now() + SECONDS_PER_COUNT * 1000;
  const start = performance.now();
  let games = 0;
  let answers = 0;
  let failed = 0;
  for (let seed = 1; performance.now() < end; seed++) {
    const r = playRandom(randomOptions(players, 'dealer', seed), policyRand(seed));
    games++;
    answers += r.answers.length;
    if (r.problem) failed++;
  }
  return { games, rate: (games * 1000) / (performance.now() - start), answers, failed };
}

/** Positions met in real games, each with the answer that was given there. */
function samplePositions(count: number): { state: GameState; choice: string }[] {
  const out: { state: GameState; choice: string }[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const started = newGame(randomOptions((seed % 6) + 1, 'dealer', seed));
    if (!started.ok) throw new Error(started.error);
    const s = started.state;
    const rand = mulberry(seed);
    try {
      while (s.prompt && out.length < count) {
        const choice = pick(rand, s.prompt.options);
        out.push({ state: JSON.parse(JSON.stringify(s)) as GameState, choice });
        if (answerInPlace(s, choice)) break;
      }
    } catch {
      // A game the engine cannot finish yet still gave its positions up to the failure.
      out.pop();
    }
  }
  return out;
}

function timePure(samples: readonly { state: GameState; choice: string }[]): number[] {
  const times: number[] = [];
  for (const { state, choice } of samples) {
    const t = performance.now();
    try {
      answer(state, choice);
    } catch {
      continue;
    }
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** In place: each sample needs its own copy, made outside the timed call. */
function timeInPlace(samples: readonly { state: GameState; choice: string }[]): number[] {
  const copies = samples.map((x) => ({ state: JSON.parse(JSON.stringify(x.state)) as GameState, choice: x.choice }));
  const times: number[] = [];
  for (const { state, choice } of copies) {
    const t = performance.now();
    try {
      answerInPlace(state, choice);
    } catch {
      continue;
    }
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

function main(): void {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Node ${process.version}, ${cpu} (${cpus().length} threads)\n`);
  // Warm the JIT on every player count first, or the first count measured pays for it.
  for (let seed = 1; seed <= 300; seed++) playRandom(randomOptions((seed % 6) + 1, 'dealer', seed), policyRand(seed));
  console.log(`Complete games per second (random legal answers, dealer chance, in place, ~${SECONDS_PER_COUNT} s each):`);
  for (let players = 1; players <= 6; players++) {
    const r = gamesPerSecond(players);
    const failed = r.failed ? `, ${r.failed} stopped early (see npm run fuzz)` : '';
    console.log(`  ${players} player(s): ${r.rate.toFixed(0).padStart(6)} games/s  (${r.games} games, ${(r.answers / r.games).toFixed(0)} answers per game${failed})`);
  }
  const samples = samplePositions(20_000);
  // A first pass warms the JIT so the timed pass measures steady-state code.
  timePure(samples.slice(0, 2000));
  const pure = timePure(samples);
  const inPlace = timeInPlace(samples);
  console.log(`\nOne answer, over ${samples.length} positions from real games:`);
  console.log(`  answer() (clones):  median ${micro(percentile(pure, 0.5))}, p99 ${micro(percentile(pure, 0.99))}`);
  console.log(`  answerInPlace():    median ${micro(percentile(inPlace, 0.5))}, p99 ${micro(percentile(inPlace, 0.99))}`);
}

main();
