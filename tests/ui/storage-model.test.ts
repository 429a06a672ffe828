import { describe, expect, it, vi } from 'vitest';
import { StorageModel, type StorageBackend } from '../../src/ui/common/storage-model';
import type { StorageOpenResult, WriteOutcome } from '../../src/persistence/storage';
import type { StorageNotice } from '../../src/ui/common/storage-notices';
import { t } from '../../src/ui/common/words';

/** A notice as it shows: its keys worded (English in the unit tests). */
function shown(n: StorageNotice | null | undefined) {
  return n ? { ...n, title: t(n.title), body: t(n.body) } : n;
}

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
    expect(shown(model.notice.value)?.title).toMatch(/won’t let the app save/);
    expect(model.detail.value).toContain('MissingAPIError');
  });

  it('treats a failure to load the storage code itself as a storage failure', async () => {
    const model = new StorageModel();
    await model.start(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(model.state.value).toBe('failed');
    expect(shown(model.notice.value)?.title).toBe('Storage could not be opened');
    expect(model.notice.value?.reloadHelps).toBe(true);
  });

  it('still says why when the notices\' own words cannot load (they load with storage, after the first paint)', async () => {
    vi.resetModules();
    vi.doMock('../../src/ui/common/storage-notices', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { StorageModel: Fresh } = await import('../../src/ui/common/storage-model');
      const model = new Fresh();
      await model.start(async () => fakeBackend({ ok: false, problem: 'unavailable', detail: 'refused' }).backend);
      expect(model.state.value).toBe('unavailable');
      expect(shown(model.notice.value)).toMatchObject({ title: 'Storage could not be opened', reloadHelps: true });
    } finally {
      vi.doUnmock('../../src/ui/common/storage-notices');
      vi.resetModules();
    }
  });

  it('turns "outdated" when another tab upgrades the database, and unsubscribes on dispose', async () => {
    const model = new StorageModel();
    const fake = fakeBackend({ ok: true, persistence: 'best-effort' });
    await model.start(async () => fake.backend);
    fake.versionChange();
    expect(model.state.value).toBe('outdated');
    expect(shown(model.notice.value)?.title).toMatch(/newer version/);
    model[Symbol.dispose]();
    expect(fake.unsubscribe).toHaveBeenCalledOnce();
  });

  it('plays on in memory when the browser refuses IndexedDB: ready, with a notice that offers the export', async () => {
    const model = new StorageModel();
    const fake = fakeBackend({ ok: false, problem: 'unavailable', detail: 'InvalidStateError: no mutations' });
    const openInMemory = vi.fn(async (): Promise<StorageOpenResult> => ({ ok: true, persistence: 'memory' }));
    await model.start(async () => ({ ...fake.backend, openInMemory }));
    expect(openInMemory).toHaveBeenCalledOnce();
    expect(model.state.value).toBe('ready');
    expect(model.persistence.value).toBe('memory');
    expect(shown(model.notice.value)).toMatchObject({ title: 'Saving is switched off in this browser', exportHelps: true, reloadHelps: false });
    expect(model.detail.value).toBe('InvalidStateError: no mutations');
  });

  it('keeps the first refusal when even memory cannot open, and never tries memory for other problems', async () => {
    const model = new StorageModel();
    const fake = fakeBackend({ ok: false, problem: 'unavailable', detail: 'SecurityError' });
    await model.start(async () => ({ ...fake.backend, openInMemory: async () => ({ ok: false, problem: 'failed', detail: 'no memory either' }) }));
    expect(model.state.value).toBe('unavailable');
    expect(model.detail.value).toBe('SecurityError');
    expect(model.notice.value?.exportHelps).toBe(false);
    const outdated = new StorageModel();
    const openInMemory = vi.fn(async (): Promise<StorageOpenResult> => ({ ok: true, persistence: 'memory' }));
    await outdated.start(async () => ({ ...fakeBackend({ ok: false, problem: 'outdated', detail: 'VersionError' }).backend, openInMemory }));
    expect(outdated.state.value).toBe('outdated');
    expect(openInMemory).not.toHaveBeenCalled();
  });

  it('shows the full-disk notice with the export after a refused write, until a write is saved again', async () => {
    const model = new StorageModel();
    const fake = fakeBackend({ ok: true, persistence: 'persistent' });
    let report: ((o: WriteOutcome) => void) | null = null;
    const stopWrites = vi.fn();
    await model.start(async () => ({
      ...fake.backend,
      watchWrites(onWrite) {
        report = onWrite;
        return stopWrites;
      },
    }));
    expect(model.notice.value).toBeNull();
    report!('full');
    expect(shown(model.notice.value)).toMatchObject({ title: 'Your device is out of storage space', exportHelps: true, reloadHelps: false });
    expect(model.state.value).toBe('ready');
    // Each refusal counts: a notice put away comes back with the next one.
    report!('full');
    expect(model.refusals.value).toBe(2);
    report!('saved');
    expect(model.notice.value).toBeNull();
    expect(model.refusals.value).toBe(2);
    model[Symbol.dispose]();
    expect(stopWrites).toHaveBeenCalledOnce();
  });

  it('in memory only, knows when a step was saved since the last export of every game (closing would lose it)', async () => {
    const model = new StorageModel();
    const fake = fakeBackend({ ok: false, problem: 'unavailable', detail: 'x' });
    let report: ((o: WriteOutcome) => void) | null = null;
    await model.start(async () => ({
      ...fake.backend,
      openInMemory: async () => ({ ok: true, persistence: 'memory' }),
      watchWrites(onWrite) {
        report = onWrite;
        return () => undefined;
      },
    }));
    expect(model.unexported.value).toBe(false);
    report!('saved');
    expect(model.unexported.value).toBe(true);
    report!('exported');
    expect(model.unexported.value).toBe(false);
    // On real storage a saved step is safe already: nothing to warn about.
    const onDisk = new StorageModel();
    let reportDisk: ((o: WriteOutcome) => void) | null = null;
    await onDisk.start(async () => ({ ...fakeBackend({ ok: true, persistence: 'persistent' }).backend, watchWrites: (w) => ((reportDisk = w), () => undefined) }));
    reportDisk!('saved');
    expect(onDisk.unexported.value).toBe(false);
  });
});
