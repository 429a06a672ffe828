/** The advisor's one Web Worker, made on first use and shared by the sheet and the statistics. */
import { wrap, type Remote } from 'comlink';
import type { AdvisorWorkerApi } from './runner';

let remote: Remote<AdvisorWorkerApi> | null = null;

export function advisorWorker(): Remote<AdvisorWorkerApi> {
  remote ??= wrap<AdvisorWorkerApi>(new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module', name: 'advisor' }));
  return remote;
}
