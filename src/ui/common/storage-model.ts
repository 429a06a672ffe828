/**
 * What the UI knows about on-device storage: opening, ready, or why not.
 *
 * The backend is passed in (the real one is lazy-loaded so Dexie stays out of the first
 * paint; tests pass a fake), which keeps this model free of Dexie and the DOM.
 */
import { computed, createModel, effect, signal } from '@preact/signals';
import type { Persistence, StorageOpenResult, StorageProblem, WriteOutcome } from '../../persistence/storage';
import type { StorageNotice } from './storage-notices';

export interface StorageBackend {
  open(): Promise<StorageOpenResult>;
  /** After `open` found IndexedDB refused: the same database held in this tab's memory. */
  openInMemory?(): Promise<StorageOpenResult>;
  /** Subscribes to "another tab upgraded the database"; returns the unsubscribe. */
  watchVersionChange(onChange: () => void): () => void;
  /** Subscribes to the outcome of every step the store writes; returns the unsubscribe. */
  watchWrites?(onWrite: (outcome: WriteOutcome) => void): () => void;
}

export type StorageState = 'opening' | 'ready' | StorageProblem;


/** The words for every other notice load with the storage code (src/ui/words/storage-notices.ts). */
export type NoticeWords = typeof import('./storage-notices');
export type { StorageNotice };

// This one stays in the first paint: it is what shows when the storage code itself could not
// be loaded, and with it the other notices. Its words load with the notice (area `notices`).
const failedNotice: StorageNotice = { title: 'storage.failedTitle', body: 'storage.failedBody', reloadHelps: true, exportHelps: false };

export const StorageModel = createModel(() => {
  const state = signal<StorageState>('opening');
  const persistence = signal<Persistence>('unknown');
  const detail = signal<string | null>(null);

  /** The last step written failed for want of space (cleared by the next one that is saved). */
  const full = signal(false);
  /** Writes refused for want of space so far: each one brings a hidden notice back. */
  const refusals = signal(0);
  /** In memory only: a step was saved since every game was last exported (closing the tab would lose it). */
  const unexported = signal(false);

  /** Loaded while storage opens, before any notice can be due. */
  const words = signal<NoticeWords | null>(null);

  const notice = computed((): StorageNotice | null => {
    const s = state.value;
    const w = words.value;
    if (s === 'opening') return null;
    if (s !== 'ready') return (s !== 'failed' && w?.notices[s]) || failedNotice;
    if (full.value) return w?.fullNotice ?? failedNotice;
    return persistence.value === 'memory' ? (w?.memoryNotice ?? failedNotice) : null;
  });

  // Subscribed only once storage is open; the effect is disposed with the model, which
  // unsubscribes, so a discarded model never flips state behind the UI's back.
  const opened = signal<StorageBackend | null>(null);
  effect(() => {
    const b = opened.value;
    if (!b) return;
    const stopVersions = b.watchVersionChange(() => {
      state.value = 'outdated';
    });
    const stopWrites = b.watchWrites?.((outcome) => {
      if (outcome === 'exported') {
        unexported.value = false;
        return;
      }
      full.value = outcome === 'full';
      if (outcome === 'full') refusals.value++;
      if (outcome === 'saved' && persistence.value === 'memory') unexported.value = true;
    });
    return () => {
      stopVersions();
      stopWrites?.();
    };
  });

  return {
    state,
    persistence,
    detail,
    full,
    refusals,
    unexported,
    notice,
    /** Opens storage through `load`, which may itself fail (e.g. a chunk missing offline). */
    async start(load: () => Promise<StorageBackend>): Promise<void> {
      state.value = 'opening';
      const wordsLoaded = import('./storage-notices').then(
        (m) => void (words.value = m),
        () => undefined,
      );
      let result: StorageOpenResult;
      let backend: StorageBackend | null = null;
      try {
        backend = await load();
        result = await backend.open();
        if (!result.ok && result.problem === 'unavailable' && backend.openInMemory) {
          // Play on in memory; the first refusal stays as the notice's technical detail.
          const first = result;
          result = await backend.openInMemory();
          if (result.ok) detail.value = first.detail;
          else result = first;
        }
      } catch (error) {
        result = { ok: false, problem: 'failed', detail: String(error) };
      }
      await wordsLoaded;
      if (result.ok) {
        state.value = 'ready';
        persistence.value = result.persistence;
        if (result.persistence !== 'memory') detail.value = null;
        opened.value = backend;
      } else {
        state.value = result.problem;
        detail.value = result.detail;
      }
    },
  };
});
