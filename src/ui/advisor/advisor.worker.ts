/**
 * The advisor's Web Worker: the engine and the strategy layer, unchanged, off the main
 * thread, so estimating never delays a tap. Messages are typed calls through comlink.
 */
import { expose } from 'comlink';
import { createEstimator } from '../../strategy';
import { createRunner } from './runner';

expose(createRunner({ make: createEstimator, now: () => performance.now(), later: (f) => setTimeout(f, 0) }));
