import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { loadGame, recordAnswer, STORAGE_EN, type LoadedGame } from '../../src/persistence/games';
import { dump, play, solo, startAndPlay } from './saves-helpers';

/** The next answer of a loaded game, as the game screen would record it. */
function next(game: LoadedGame, pick = 0) {
  const p = game.state.prompt;
  if (p?.kind !== 'decision') throw new Error('no decision');
  const choice = p.options[pick % p.options.length] as string;
  const r = answer(game.state, choice);
  if (!r.ok) throw new Error(r.error);
  return { choice, ask: p.ask, player: p.player, secret: p.secret, ...r };
}

describe('two tabs on one game', () => {
  it('the second tab cannot write over the first: its answer is refused and the game stays whole', async () => {
    const name = 'two-tabs';
    const setup = new CompanionDB(name);
    const game = await startAndPlay(setup, solo, 5);
    // Two connections, as two tabs have; both open the same game at step 5.
    const tabA = new CompanionDB(name);
    const tabB = new CompanionDB(name);
    const a = await loadGame(tabA, game.row.id);
    const b = await loadGame(tabB, game.row.id);
    if (!a.ok || !b.ok) throw new Error('not loaded');
    const moved = await play(tabA, a.value, 3);
    await expect(recordAnswer(tabB, b.value.row, next(b.value, 1))).rejects.toThrow(/changed elsewhere/);
    const reloaded = await loadGame(tabB, game.row.id);
    if (!reloaded.ok) throw new Error(reloaded.error);
    expect(reloaded.value.row.steps).toBe(8);
    expect(JSON.stringify(reloaded.value.state)).toBe(JSON.stringify(moved.state));
    // Once it has reloaded, the second tab plays on from the first tab's position.
    await play(tabB, reloaded.value, 2);
    expect((await loadGame(tabA, game.row.id)).ok).toBe(true);
  });
});

describe('a full disk', () => {
  it('refuses the answer with a clear message, writes nothing, and the game plays on once there is room', async () => {
    const db = new CompanionDB('quota');
    const game = await startAndPlay(db, solo, 4);
    const before = await dump(db);
    // Simulate the browser's quota error on the step write (Dexie passes it on as the cause).
    const add = db.steps.add.bind(db.steps);
    db.steps.add = () => Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })) as ReturnType<typeof add>;
    const a = next(game);
    await expect(recordAnswer(db, game.row, a)).rejects.toThrow(STORAGE_EN.full);
    expect(await dump(db)).toBe(before);
    db.steps.add = add;
    const after = await recordAnswer(db, game.row, a);
    expect(after.steps).toBe(5);
  });
});
