import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { CompanionDB, DB_NAME } from '../../src/persistence/db';
import { classifyStorageError, openAppStorage, watchVersionChange } from '../../src/persistence/storage';

let counter = 0;
const freshDb = () => new CompanionDB(`test-db-${++counter}`);

describe('database schema', () => {
  it('opens at schema version 3 with settings, games, steps, snapshots and backups', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.tables.map((t) => t.name)).toEqual(['settings', 'games', 'steps', 'snapshots', 'backups']);
    await db.settings.put({ key: 'theme', value: 'dark' });
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
    db.close();
  });

  it('names the app database for the browser tests to find', () => {
    expect(DB_NAME).toBe('death-angel-companion');
  });
});

describe('openAppStorage', () => {
  it('opens the database and asks for persistent storage once', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    const result = await openAppStorage(freshDb(), { persist, persisted });
    expect(result).toEqual({ ok: true, persistence: 'persistent' });
    expect(persist).toHaveBeenCalledOnce();
  });

  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    const result = await openAppStorage(freshDb(), { persist, persisted: async () => true });
    expect(result).toEqual({ ok: true, persistence: 'persistent' });
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports "best-effort" when refused and "unknown" without the API', async () => {
    expect(await openAppStorage(freshDb(), { persist: async () => false, persisted: async () => false })).toEqual({
      ok: true,
      persistence: 'best-effort',
    });
    expect(await openAppStorage(freshDb(), undefined)).toEqual({ ok: true, persistence: 'unknown' });
  });

  it('resolves with "unavailable" instead of throwing when IndexedDB is missing', async () => {
    // What a browser without IndexedDB (or one that hides it) looks like to Dexie.
    const result = await openAppStorage(new CompanionDB('no-idb', { indexedDB: undefined }), undefined);
    expect(result).toMatchObject({ ok: false, problem: 'unavailable' });
  });
});

describe('classifyStorageError', () => {
  it.each([
    [{ name: 'QuotaExceededError', message: 'full' }, 'full'],
    [{ name: 'AbortError', message: 'aborted', inner: { name: 'QuotaExceededError' } }, 'full'],
    [{ name: 'OpenFailedError', message: 'x', inner: { name: 'VersionError' } }, 'outdated'],
    [{ name: 'OpenFailedError', message: 'x', inner: { name: 'InvalidStateError' } }, 'unavailable'],
    [{ name: 'SecurityError', message: 'denied' }, 'unavailable'],
    [{ name: 'MissingAPIError', message: 'missing' }, 'unavailable'],
    [{ name: 'OpenFailedError', message: 'x', inner: { name: 'UnknownError', message: 'The user denied permission to access the database.' } }, 'unavailable'],
    [{ name: 'UnknownError', message: 'Internal error opening backing store' }, 'failed'],
    [new Error('strange'), 'failed'],
    ['not even an error', 'failed'],
  ])('%o → %s', (error, problem) => {
    expect(classifyStorageError(error).problem).toBe(problem);
  });
});

describe('watchVersionChange', () => {
  it('notices when another connection upgrades the database', async () => {
    const name = `upgrade-${++counter}`;
    const ours = new CompanionDB(name);
    await ours.open();
    const onChange = vi.fn();
    const stop = watchVersionChange(onChange, ours);

    // A future app version, opened in another tab, adds a table.
    const newer = new Dexie(name);
    newer.version(1).stores({ settings: 'key' });
    newer.version(4).stores({ settings: 'key', games: 'id' });
    await newer.open();

    expect(onChange).toHaveBeenCalledOnce();
    expect(ours.isOpen()).toBe(false);
    stop();
    newer.close();
  });
});
