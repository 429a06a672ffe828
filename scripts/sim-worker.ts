/** A worker thread of the simulations: plays its range of games and posts their summaries. */
import { parentPort, workerData } from 'node:worker_threads';
import { runRange } from './sim-core';
import type { RunSpec } from './sim-core';

const { spec, from, to } = workerData as { spec: RunSpec; from: number; to: number };
parentPort?.postMessage(runRange(spec, from, to));
