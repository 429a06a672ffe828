/** A worker thread of `npm run fit:value`: the samples of its range of games, posted back in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { sampleRange } from './value-samples';
import type { SampleRun } from './value-samples';

const { spec, from, to } = workerData as { spec: SampleRun; from: number; to: number };
parentPort?.postMessage(sampleRange(spec, from, to));
