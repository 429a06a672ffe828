/**
 * The advisor's one Web Worker, made on first use and shared by the sheet and the statistics.
 * Loaded on demand with comlink, so a game without the advisor never fetches either.
 */
import { proxy, wrap, type Remote } from 'comlink';
import { AdvisorClient, type AdvisorListener, type AdvisorWorkerApi } from './runner';

// The sheet strips what the deciding player may not know before anything leaves the page.
export { playerView } from '../../../strategy';

let remote: Remote<AdvisorWorkerApi> | null = null;

export function advisorWorker(): Remote<AdvisorWorkerApi> {
  remote ??= wrap<AdvisorWorkerApi>(new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module', name: 'advisor' }));
  return remote;
}

/**
 * Memory the page shares with the worker, where the page may share it (served cross-origin
 * isolated: see vite.config.ts): a tap stops the worker within one playout. Elsewhere null, and
 * the cancel message stops it at the end of its batch (about 4 ms).
 */
function sharedStopFlag(): Int32Array | null {
  if (!globalThis.crossOriginIsolated || typeof SharedArrayBuffer !== 'function') return null;
  return new Int32Array(new SharedArrayBuffer(4));
}

/** The page side of the live advisor: one generation per question, stale updates dropped. */
export function advisorClient(onUpdate: AdvisorListener): AdvisorClient {
  const flag = sharedStopFlag();
  const remote = advisorWorker();
  if (flag) void remote.shareStopFlag(flag);
  return new AdvisorClient(remote, onUpdate, proxy, flag);
}
