/**
 * Quota and private mode in the store (issue "Saves you can trust"): a write refused for want
 * of space is reported to the storage notice, and a browser that refuses IndexedDB gets the
 * same database in memory. The browser side is tests/e2e/storage-limits.spec.ts.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../src/engine';
import * as appDb from '../../src/persistence/db';
import { CompanionDB } from '../../src/persistence/db';
import { createGame, gameStore, recordAnswer, STORAGE_EN, undoLast } from '../../src/persistence/games';
import { exportGames, importText } from '../../src/persistence/transfer';

// The "memory" IndexedDB must be its own: here the browser's IndexedDB is fake-indexeddb too,
// so the one `openInMemory` loads is made a separate factory, as it is in a real browser.
vi.mock('fake-indexeddb', async (original) => {
  const real = await original<typeof import('fake-indexeddb')>();
  return { ...real, indexedDB: new real.IDBFactory() };
});
import { openInMemory, watchWrites, type WriteOutcome } from '../../src/persistence/storage';
import { solo, startAndPlay } from './saves-helpers';

const quotaError = () => Object.assign(new Error('quota'), { name: 'QuotaExceededError' });

describe('writes reported to the storage notice', () => {
  it('a step refused for want of space reports "full", the next one saved reports "saved"', async () => {
    const db = new CompanionDB('limits-writes');
    const game = await startAndPlay(db, solo, 3);
    const seen: WriteOutcome[] = [];
    const stop = watchWrites((o) => seen.push(o));
    const p = game.state.prompt;
    if (p?.kind !== 'decision') throw new Error('no decision');
    const choice = p.options[0] as string;
    const r = answer(game.state, choice);
    if (!r.ok) throw new Error(r.error);
    const step = { choice, ask: p.ask, player: p.player, secret: p.secret, ...r };
    const add = db.steps.add.bind(db.steps);
    db.steps.add = () => Promise.reject(quotaError()) as ReturnType<typeof add>;
    await expect(recordAnswer(db, game.row, step)).rejects.toThrow(STORAGE_EN.full);
    db.steps.add = add;
    await recordAnswer(db, game.row, step);
    stop();
    expect(seen).toEqual(['full', 'saved']);
  });

  it('a game that cannot be started for want of space says so and reports "full"', async () => {
    const db = new CompanionDB('limits-create');
    const seen: WriteOutcome[] = [];
    const stop = watchWrites((o) => seen.push(o));
    const put = db.games.add.bind(db.games);
    db.games.add = () => Promise.reject(quotaError()) as ReturnType<typeof put>;
    const made = await createGame(db, solo);
    stop();
    expect(made).toEqual({ ok: false, error: STORAGE_EN['no-room'], storage: 'no-room' });
    expect(seen).toEqual(['full']);
    expect(await db.games.count()).toBe(0);
  });

  it('a new game, an undo and an import each report "saved" (an earlier export no longer holds everything)', async () => {
    const db = new CompanionDB('limits-saved');
    const seen: WriteOutcome[] = [];
    const stop = watchWrites((o) => seen.push(o));
    const game = await startAndPlay(db, solo, 1, true);
    expect(seen).toEqual(['saved', 'saved']);
    expect((await undoLast(db, game.row.id)).ok).toBe(true);
    expect(seen).toHaveLength(3);
    const { file } = await exportGames(db, [game.row.id]);
    await importText(new CompanionDB('limits-saved-import'), JSON.stringify(file));
    stop();
    expect(seen).toEqual(['saved', 'saved', 'saved', 'saved']);
  });

  it('a watcher that throws never turns a saved step into a failed one', async () => {
    const db = new CompanionDB('limits-watcher');
    const stop = watchWrites(() => {
      throw new Error('watcher bug');
    });
    const game = await startAndPlay(db, solo, 2);
    stop();
    expect(game.row.steps).toBe(2);
  });
});

describe('a browser that refuses IndexedDB', () => {
  it('gets the app database in memory, which the stores follow', async () => {
    // A game in the browser's own database, which the memory one must not show.
    const browsers = appDb.db;
    await browsers.open();
    expect((await createGame(browsers, solo)).ok).toBe(true);
    const before = appDb.db;
    const store = gameStore(() => appDb.db);
    const opened = await openInMemory();
    expect(opened).toEqual({ ok: true, persistence: 'memory' });
    // The live binding moved: the stores created before the swap now write to the new one.
    expect(appDb.db).not.toBe(before);
    expect(appDb.db.isOpen()).toBe(true);
    const made = await store.create(solo, false);
    if (!made.ok) throw new Error(made.error);
    expect((await store.list()).map((r) => r.id)).toEqual([made.value.row.id]);
    expect(await appDb.db.games.count()).toBe(1);
  });
});
