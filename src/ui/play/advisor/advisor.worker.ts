/**
 * The advisor's Web Worker: the engine and the strategy layer, unchanged, off the main
 * thread, so estimating never delays a tap. Messages are typed calls through comlink.
 */
import { expose } from 'comlink';
import { createEstimator } from '../../../strategy';
import { courseOdds, createRunner, isCancelled, type AdvisorWorkerApi } from './runner';

// Yield between batches through a message, not setTimeout: nested timeouts are clamped to
// 4 ms, which would idle the worker between short batches. Either way a cancel gets through.
const channel = new MessageChannel();
const queue: (() => void)[] = [];
channel.port1.onmessage = () => queue.shift()?.();
const later = (f: () => void): void => {
  queue.push(f);
  channel.port2.postMessage(null);
};
let stopFlag: Int32Array | null = null;
const runner = createRunner({ make: createEstimator, now: () => performance.now(), later, cancelled: (generation) => isCancelled(stopFlag, generation) });
const api: AdvisorWorkerApi = {
  start: runner.start,
  cancel: runner.cancel,
  course: (view, seed, playouts) => courseOdds(createEstimator, view, seed, playouts),
  shareStopFlag: (flag) => void (stopFlag = flag),
};
expose(api);
