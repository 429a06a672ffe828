/**
 * The advisor's Web Worker: the engine and the strategy layer, unchanged, off the main
 * thread, so estimating never delays a tap. Messages are typed calls through comlink.
 */
import { expose } from 'comlink';
import { createEstimator } from '../../strategy';
import { courseOdds, createRunner, type AdvisorWorkerApi } from './runner';

const runner = createRunner({ make: createEstimator, now: () => performance.now(), later: (f) => setTimeout(f, 0) });
const api: AdvisorWorkerApi = {
  start: runner.start,
  cancel: runner.cancel,
  course: (view, seed, playouts) => courseOdds(createEstimator, view, seed, playouts),
};
expose(api);
