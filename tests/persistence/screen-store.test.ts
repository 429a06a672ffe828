import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { createGame, recordAnswer, undoLast } from '../../src/persistence/games';
import { LAST_SCREEN, rememberScreen } from '../../src/persistence/last-screen';
import { storedScreen, storeScreen } from '../../src/persistence/screen-store';
import { play, solo } from './saves-helpers';

let counter = 0;
const freshDb = () => new CompanionDB(`screen-store-${++counter}`);

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('the last screen kept in IndexedDB', () => {
  it('is written in the answer’s own transaction: a step stored means its game is the screen to reopen', async () => {
    const db = freshDb();
    const made = await createGame(db, solo, { now: 1 });
    if (!made.ok) throw new Error(made.error);
    const other = await createGame(db, { ...solo, seed: 8 }, { mode: 'table', now: 1 });
    if (!other.ok) throw new Error(other.error);
    await storeScreen(db, '#/'); // the player was on home, then answered in a game
    await play(db, made.value, 1);
    expect(await storedScreen(db, memory())).toBe(`#/play/${made.value.row.id}`);
    // A table game's step names the table screen.
    const { row, state } = other.value;
    const p = state.prompt;
    if (!p) throw new Error('no prompt');
    const choice = p.options[p.options.length - 1] as string;
    const r = answer(state, choice);
    if (!r.ok) throw new Error(r.error);
    await recordAnswer(db, row, { choice, ask: p.kind === 'decision' ? p.ask : `reveal-${p.reveal}`, player: 0, secret: false, ...r, log: r.log });
    expect(await storedScreen(db, memory())).toBe(`#/table/${row.id}`);
  });

  it('an answer refused (stale) leaves the last screen alone: the transaction wrote nothing', async () => {
    const db = freshDb();
    const made = await createGame(db, solo, { now: 1 });
    if (!made.ok) throw new Error(made.error);
    const after = await play(db, made.value, 2);
    await undoLast(db, made.value.row.id); // the game now has 1 step; the row we hold says 2
    await storeScreen(db, '#/games');
    await expect(play(db, after, 1)).rejects.toThrow(/changed elsewhere/);
    expect(await storedScreen(db, memory())).toBe('#/games');
  });

  it('takes the localStorage value once, when no row exists yet, and the row wins afterwards', async () => {
    const db = freshDb();
    const local = memory();
    rememberScreen('#/play/old-game', local);
    expect(await storedScreen(db, local)).toBe('#/play/old-game');
    expect((await db.settings.get(LAST_SCREEN))?.value).toBe('#/play/old-game');
    // From now on the row is the truth: a stale localStorage value no longer counts.
    await storeScreen(db, '#/');
    rememberScreen('#/play/another', local);
    expect(await storedScreen(db, local)).toBe('#/');
  });

  it('is null on a fresh profile with nothing in localStorage, and writes no row then', async () => {
    const db = freshDb();
    expect(await storedScreen(db, memory())).toBeNull();
    expect(await db.settings.get(LAST_SCREEN)).toBeUndefined();
    const broken = { getItem: () => { throw new Error('denied'); } };
    expect(await storedScreen(db, broken)).toBeNull();
  });
});
