import { describe, expect, it, vi } from 'vitest';
import { StorageModel, type StorageBackend } from '../../src/ui/models/storage-model';
import type { StorageOpenResult } from '../../src/persistence/storage';

function fakeBackend(result: StorageOpenResult) {
  let fireVersionChange: (() => void) | null = null;
  const unsubscribe = vi.fn();
  const backend: StorageBackend = {
    open: async () => result,
    watchVersionChange(onChange) {
      fireVersionChange = onChange;
      return unsubscribe;
    },
  };
  return { backend, unsubscribe, versionChange: () => fireVersionChange?.() };
}

describe('storage model', () => {
  it('starts as "opening" and becomes "ready" with the persistence answer', async () => {
    const model = new StorageModel();
    expect(model.state.value).toBe('opening');
    const { backend } = fakeBackend({ ok: true, persistence: 'persistent' });
    await model.start(async () => backend);
    expect(model.state.value).toBe('ready');
    expect(model.persistence.value).toBe('persistent');
    expect(model.notice.value).toBeNull();
  });

  it('shows a clear notice when IndexedDB is unavailable', async () => {
    const model = new StorageModel();
    const { backend } = fakeBackend({
      ok: false,
      problem: 'unavailable',
      detail: 'MissingAPIError: IndexedDB API missing',
    });
    await model.start(async () => backend);
    expect(model.state.value).toBe('unavailable');
    expect(model.notice.value?.title).toMatch(/won’t let the app save/);
    expect(model.detail.value).toContain('MissingAPIError');
  });

  it('treats a failure to load the storage code itself as a storage failure', async () => {
    const model = new StorageModel();
    await model.start(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(model.state.value).toBe('failed');
    expect(model.notice.value?.reloadHelps).toBe(true);
  });

  it('turns "outdated" when another tab upgrades the database, and unsubscribes on dispose', async () => {
    const model = new StorageModel();
    const fake = fakeBackend({ ok: true, persistence: 'best-effort' });
    await model.start(async () => fake.backend);
    fake.versionChange();
    expect(model.state.value).toBe('outdated');
    expect(model.notice.value?.title).toMatch(/newer version/);
    model[Symbol.dispose]();
    expect(fake.unsubscribe).toHaveBeenCalledOnce();
  });
});
