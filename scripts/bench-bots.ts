/**
 * `npm run bench:bots`: what the bots cost. The heuristic policy's time per decision over
 * positions from real heuristic games, the search bot's time per decision, and the time of
 * 10,000 heuristic playouts (to the end of the game) from one round-3 solo position, and the
 * advisor's 20,000 trials on one round-1 question with the heap they take (the same V8 as the
 * advisor's worker: its heap there is about this plus the modules). One core; numbers only,
 * nothing asserted.
 */
import { cpus } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { answerInPlace, clone, newGame } from '../src/engine';
import type { DecisionPrompt, GameState } from '../src/engine';
import { createEstimator, DEFAULT_SEARCH, determinise, heuristic, mulberry, playerView, playout, searchDecision } from '../src/strategy';
import { gameOptions } from './sim-core';

/** Positions met in heuristic solo games, each waiting on a decision. */
function positions(count: number): GameState[] {
  const out: GameState[] = [];
  for (let i = 0; out.length < count; i++) {
    const started = newGame(gameOptions({ players: 1 + (i % 6), teams: [], policy: 'heuristic', seed: 7 }, i));
    if (!started.ok) throw new Error(started.error);
    const s = started.state;
    while (s.prompt && out.length < count) {
      out.push(clone(s));
      answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
    }
  }
  return out;
}

function roundThreeSolo(): GameState {
  for (let i = 0; ; i++) {
    const started = newGame(gameOptions({ players: 1, teams: [], policy: 'heuristic', seed: 11 }, i));
    if (!started.ok) throw new Error(started.error);
    const s = started.state;
    while (s.prompt && s.round < 3) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
    if (s.prompt) return s;
  }
}

function main(): void {
  let sink = 0;
  console.log(`Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, one core\n`);
  const question = positions(400).find((q) => q.round === 1 && q.prompt?.kind === 'decision' && q.prompt.ask === 'choose-action' && q.prompt.options.length > 2) as GameState;
  const before = getHeapStatistics().used_heap_size;
  let peak = before;
  const estimator = createEstimator(question, 1);
  const t0 = performance.now();
  for (let k = 0; k < 40 && estimator; k++) {
    estimator.run(500);
    peak = Math.max(peak, getHeapStatistics().used_heap_size);
  }
  const mb = (b: number): string => (b / 1048576).toFixed(1);
  console.log(`advisor: 20,000 trials on a round-1 Action card question in ${((performance.now() - t0) / 1000).toFixed(2)} s; heap ${mb(before)} MB before, peak ${mb(peak)} MB (sampled every 500 trials: what the advisor's worker holds beyond its code)`);

  const sample = positions(20_000);
  for (const s of sample.slice(0, 2000)) sink += heuristic(s, s.prompt as DecisionPrompt).length;
  let t = performance.now();
  let cpu = process.cpuUsage();
  for (const s of sample) sink += heuristic(s, s.prompt as DecisionPrompt).length;
  const perDecision = ((performance.now() - t) * 1000) / sample.length;
  const spent = process.cpuUsage(cpu);
  const cpuPer = (spent.user + spent.system) / sample.length;
  console.log(`heuristic policy: ${perDecision.toFixed(2)} µs wall, ${cpuPer.toFixed(2)} µs CPU (all threads) per decision (mean over ${sample.length} decisions from real games)`);

  const start = roundThreeSolo();
  const view = playerView(start, 0);
  const rand = mulberry(1);
  for (let k = 0; k < 200; k++) playout(determinise(clone(view), rand));
  t = performance.now();
  cpu = process.cpuUsage();
  let wins = 0;
  for (let k = 0; k < 10_000; k++) {
    const w = determinise(clone(view), rand);
    playout(w);
    if (w.outcome === 'won') wins++;
  }
  const seconds = (performance.now() - t) / 1000;
  // CPU time as well as wall time: on a shared machine the wall clock also counts other processes.
  const used = process.cpuUsage(cpu);
  console.log(`10,000 heuristic playouts to the end from a round-3 solo position (determinised): ${seconds.toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU, all threads with GC (${wins} won)`);

  const few = sample.filter((s) => s.prompt?.kind === 'decision' && s.prompt.ask === 'choose-action' && s.prompt.options.length > 1).slice(0, 60);
  t = performance.now();
  for (const s of few) sink += searchDecision(s, s.prompt as DecisionPrompt, rand, DEFAULT_SEARCH).length;
  console.log(`search bot (budget ${DEFAULT_SEARCH.budget}, horizon ${DEFAULT_SEARCH.horizon} round): ${((performance.now() - t) / few.length).toFixed(1)} ms per searched decision (${few.length} Action card choices)`);

  if (sink < 0) console.log(sink);
}

main();
