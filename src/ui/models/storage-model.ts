/**
 * What the UI knows about on-device storage: opening, ready, or why not.
 *
 * The backend is passed in (the real one is lazy-loaded so Dexie stays out of the first
 * paint; tests pass a fake), which keeps this model free of Dexie and the DOM.
 */
import { computed, createModel, effect, signal } from '@preact/signals';
import type { Persistence, StorageOpenResult, StorageProblem } from '../../persistence/storage';

export interface StorageBackend {
  open(): Promise<StorageOpenResult>;
  /** Subscribes to "another tab upgraded the database"; returns the unsubscribe. */
  watchVersionChange(onChange: () => void): () => void;
}

export type StorageState = 'opening' | 'ready' | StorageProblem;

export interface StorageNotice {
  title: string;
  body: string;
  /** Only a reload can help (the schema changed under us). */
  reloadHelps: boolean;
}

// Our own words, written for someone holding a phone at the table.
const notices: Record<StorageProblem, StorageNotice> = {
  unavailable: {
    title: 'This browser won’t let the app save anything',
    body:
      'Storage is switched off here, which usually means a private window or a strict ' +
      'privacy setting. You can look around, but nothing will be kept. Open the app in a ' +
      'normal window (or install it) to save games.',
    reloadHelps: false,
  },
  full: {
    title: 'Your device is out of storage space',
    body: 'The browser refused to store more data. Free some space on the device, then reload.',
    reloadHelps: true,
  },
  outdated: {
    title: 'A newer version is open in another tab',
    body: 'It updated the saved data, so this tab has stopped saving. Reload to continue with the new version.',
    reloadHelps: true,
  },
  failed: {
    title: 'Storage could not be opened',
    body: 'Something went wrong while opening on-device storage. Reloading may help.',
    reloadHelps: true,
  },
};

export const StorageModel = createModel(() => {
  const state = signal<StorageState>('opening');
  const persistence = signal<Persistence>('unknown');
  const detail = signal<string | null>(null);

  const notice = computed((): StorageNotice | null => {
    const s = state.value;
    return s === 'opening' || s === 'ready' ? null : notices[s];
  });

  // Subscribed only once storage is open; the effect is disposed with the model, which
  // unsubscribes, so a discarded model never flips state behind the UI's back.
  const opened = signal<StorageBackend | null>(null);
  effect(() => {
    const b = opened.value;
    if (!b) return;
    return b.watchVersionChange(() => {
      state.value = 'outdated';
    });
  });

  return {
    state,
    persistence,
    detail,
    notice,
    /** Opens storage through `load`, which may itself fail (e.g. a chunk missing offline). */
    async start(load: () => Promise<StorageBackend>): Promise<void> {
      state.value = 'opening';
      let result: StorageOpenResult;
      let backend: StorageBackend | null = null;
      try {
        backend = await load();
        result = await backend.open();
      } catch (error) {
        result = { ok: false, problem: 'failed', detail: String(error) };
      }
      if (result.ok) {
        state.value = 'ready';
        persistence.value = result.persistence;
        detail.value = null;
        opened.value = backend;
      } else {
        state.value = result.problem;
        detail.value = result.detail;
      }
    },
  };
});
