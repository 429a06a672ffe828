import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answer, answerInPlace, newGame, type GameOptions, type GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import {
  SNAPSHOT_EVERY,
  createGame,
  deleteGame,
  listGames,
  loadGame,
  readLog,
  recordAnswer,
  undoBlocker,
  undoLast,
  type LoadedGame,
} from '../../src/persistence/games';

let counter = 0;
const freshDb = () => new CompanionDB(`games-db-${++counter}`);

const solo: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 7 };

/** Plays `n` answers (always the first option) through the store, as the app does. */
async function play(db: CompanionDB, game: LoadedGame, n: number): Promise<LoadedGame> {
  let { row, state } = game;
  for (let i = 0; i < n && state.prompt; i++) {
    const p = state.prompt;
    if (p.kind !== 'decision') throw new Error('pocket play only asks decisions');
    const choice = p.options[0] as string;
    const r = answer(state, choice);
    if (!r.ok) throw new Error(r.error);
    row = await recordAnswer(db, row, { choice, ask: p.ask, player: p.player, secret: p.secret, ...r });
    state = r.state;
  }
  return { row, state };
}

function json(s: GameState): unknown {
  return JSON.parse(JSON.stringify(s));
}

async function started(db: CompanionDB, options = solo, practice = false): Promise<LoadedGame> {
  const made = await createGame(db, options, { practice });
  if (!made.ok) throw new Error(made.error);
  return made.value;
}

describe('saved games', () => {
  it('creates a game row with its mode, status, summary and a first snapshot', async () => {
    const db = freshDb();
    const game = await started(db);
    expect(game.row).toMatchObject({ mode: 'pocket', status: 'in-progress', steps: 0, practice: false });
    expect(game.row.summary.players).toEqual(['Ana']);
    expect(game.row.startEvents?.length).toBeGreaterThan(3);
    expect(game.row).not.toHaveProperty('startLog');
    expect(await db.snapshots.count()).toBe(1);
    expect(await listGames(db)).toHaveLength(1);
  });

  it('refuses options the rules refuse, writing nothing', async () => {
    const db = freshDb();
    const made = await createGame(db, { ...solo, players: [{ name: 'Ana', teams: ['BLUE'] }] });
    expect(made.ok).toBe(false);
    expect(await db.games.count()).toBe(0);
  });

  it('replays to exactly the live position after a "reload", across snapshots', async () => {
    const db = freshDb();
    const live = await play(db, await started(db), SNAPSHOT_EVERY * 2 + 5);
    expect(live.row.steps).toBe(SNAPSHOT_EVERY * 2 + 5);
    expect(await db.snapshots.count()).toBe(3);
    db.close();
    const reopened = new CompanionDB(db.name);
    const loaded = await loadGame(reopened, live.row.id);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(json(loaded.value.state)).toEqual(json(live.state));
    expect(loaded.value.row).toEqual(live.row);
  });

  it("replays at least a Move + Activate card's answers, even just past a snapshot (the board's marks count from its first)", async () => {
    const db = freshDb();
    const live = await play(db, await started(db), SNAPSHOT_EVERY + 2);
    expect(await db.snapshots.count()).toBe(2);
    const loaded = await loadGame(db, live.row.id);
    if (!loaded.ok) throw new Error(loaded.error);
    // The snapshot at SNAPSHOT_EVERY is two steps back: the replay starts at the one before it.
    expect(loaded.value.befores?.length).toBeGreaterThanOrEqual(8);
    expect(json(loaded.value.state)).toEqual(json(live.state));
  });

  it('plays a whole game to its end and marks the row won or lost', async () => {
    const db = freshDb();
    const end = await play(db, await started(db), 5000);
    expect(end.state.outcome).not.toBeNull();
    const [row] = await listGames(db);
    expect(row?.status).toBe(end.state.outcome);
    const loaded = await loadGame(db, end.row.id);
    expect(loaded.ok && json(loaded.value.state)).toEqual(json(end.state));
  });

  it('keeps the log of every answer, setup first', async () => {
    const db = freshDb();
    const live = await play(db, await started(db), 3);
    const log = await readLog(db, live.row);
    expect(log.map((e) => e.index)).toEqual([-1, 0, 1, 2]);
    expect(log[1]).toMatchObject({ ask: 'choose-action', secret: true });
  });

  it('refuses an answer recorded against a stale row (another tab moved on)', async () => {
    const db = freshDb();
    const game = await started(db);
    const p = game.state.prompt;
    if (p?.kind !== 'decision') throw new Error('no decision');
    const r = answer(game.state, p.options[0] as string);
    if (!r.ok) throw new Error(r.error);
    const a = { choice: p.options[0] as string, ask: p.ask, player: p.player, secret: p.secret, ...r };
    await recordAnswer(db, game.row, a);
    await expect(recordAnswer(db, game.row, a)).rejects.toThrow(/changed elsewhere/);
    expect(await db.steps.count()).toBe(1);
  });
});

describe('undo', () => {
  it('undoes answers that revealed nothing, and stops at the last reveal of chance', async () => {
    const db = freshDb();
    let game = await started(db);
    // Round 1: the first two secret card choices reveal nothing; the third turns all three face up.
    game = await play(db, game, 2);
    expect(game.row.undoFloor).toBe(0);
    expect(undoBlocker(game.row)).toBeNull();
    game = await play(db, game, 1);
    expect(game.row.undoFloor).toBe(3);
    expect(undoBlocker(game.row)).toBe('undo-revealed');
    // Later, a die or a card of chance fixes everything before it too.
    while ((await db.steps.toArray()).every((s) => s.reveals === 0)) game = await play(db, game, 1);
    const steps = await db.steps.count();
    expect(game.row.undoFloor).toBe(steps);
    const refused = await undoLast(db, game.row.id);
    expect(refused.ok).toBe(false);
    expect(await db.steps.count()).toBe(steps);

    // Back to the two choices: both can be undone, one at a time, down to the start.
    const fresh = await started(db);
    const two = await play(db, fresh, 2);
    const one = await undoLast(db, two.row.id);
    if (!one.ok) throw new Error(one.error);
    expect(one.value.row.steps).toBe(1);
    const zero = await undoLast(db, two.row.id);
    if (!zero.ok) throw new Error(zero.error);
    expect(json(zero.value.state)).toEqual(json(fresh.state));
    expect(undoBlocker(zero.value.row)).toBe('nothing-to-undo');
  });

  it('a tap of several answers is undone whole, in one go, and never across a reveal', async () => {
    const db = freshDb();
    const fresh = await started(db);
    // The first two card choices as one tap (the second marked as given with the first).
    const one = await play(db, fresh, 1);
    const p = one.state.prompt;
    if (p?.kind !== 'decision') throw new Error('a decision');
    const r = answer(one.state, p.options[0] as string);
    if (!r.ok) throw new Error(r.error);
    const row = await recordAnswer(db, one.row, { choice: p.options[0] as string, ask: p.ask, player: p.player, secret: p.secret, ...r, withLast: true });
    expect((await db.steps.get([row.id, 1]))?.withLast).toBe(true);
    // Without `tap`, one step; with it, the whole tap.
    const single = await undoLast(db, row.id);
    if (!single.ok) throw new Error(single.error);
    expect(single.value.row.steps).toBe(1);
    const again = await recordAnswer(db, single.value.row, { choice: p.options[0] as string, ask: p.ask, player: p.player, secret: p.secret, ...r, withLast: true });
    const whole = await undoLast(db, again.id, Date.now(), true);
    if (!whole.ok) throw new Error(whole.error);
    expect(whole.value.row.steps).toBe(0);
    expect(await db.steps.where('gameId').equals(again.id).count()).toBe(0);
    expect(json(whole.value.state)).toEqual(json(fresh.state));
    // A tap whose first answer stands behind a reveal is refused whole: nothing changes.
    const played = await play(db, whole.value, 3); // the third choice turns the cards face up
    const q = played.state.prompt;
    if (q?.kind !== 'decision') throw new Error('a decision');
    const r2 = answer(played.state, q.options[0] as string);
    if (!r2.ok) throw new Error(r2.error);
    const marked = await recordAnswer(db, played.row, { choice: q.options[0] as string, ask: q.ask, player: q.player, secret: q.secret, ...r2, withLast: true });
    expect(marked.undoFloor).toBe(3);
    const refused = await undoLast(db, marked.id, Date.now(), true);
    expect(refused.ok).toBe(false);
    expect(await db.steps.where('gameId').equals(marked.id).count()).toBe(4);
  });

  it('after an undo, the next answer continues from the shorter list and reloads the same', async () => {
    const db = freshDb();
    let game = await play(db, await started(db, solo, true), SNAPSHOT_EVERY + 3);
    for (let i = 0; i < 5; i++) {
      const u = await undoLast(db, game.row.id);
      if (!u.ok) throw new Error(u.error);
      game = u.value;
    }
    expect(game.row.steps).toBe(SNAPSHOT_EVERY - 2);
    expect(await db.snapshots.count()).toBe(1); // the one at SNAPSHOT_EVERY went with the undone answers
    game = await play(db, game, 4);
    const loaded = await loadGame(db, game.row.id);
    expect(loaded.ok && json(loaded.value.state)).toEqual(json(game.state));
  });

  it('practice games undo across reveals of chance, down to the start', async () => {
    const db = freshDb();
    const fresh = await started(db, solo, true);
    let game = await play(db, fresh, 12);
    expect(game.row.undoFloor).toBe(0);
    while (game.row.steps > 0) {
      const u = await undoLast(db, game.row.id);
      if (!u.ok) throw new Error(u.error);
      game = u.value;
    }
    expect(json(game.state)).toEqual(json(fresh.state));
  });

  it('the replayed position equals what the engine reaches by itself', async () => {
    const db = freshDb();
    const game = await play(db, await started(db), 30);
    const steps = await db.steps.toArray();
    const s = newGame(solo);
    if (!s.ok) throw new Error(s.error);
    for (const step of steps) expect(answerInPlace(s.state, step.choice)).toBeNull();
    expect(json(s.state)).toEqual(json(game.state));
  });
});

describe('delete', () => {
  it('removes the game, its answers and its snapshots, and nothing of other games', async () => {
    const db = freshDb();
    const a = await play(db, await started(db), SNAPSHOT_EVERY + 1);
    const b = await play(db, await started(db), 4);
    await deleteGame(db, a.row.id);
    expect((await listGames(db)).map((g) => g.id)).toEqual([b.row.id]);
    expect(await db.steps.count()).toBe(4);
    expect(await db.snapshots.count()).toBe(1);
    expect((await loadGame(db, a.row.id)).ok).toBe(false);
  });
});

describe('recording against a deleted game', () => {
  it('writes nothing and says the game is gone', async () => {
    const db = freshDb();
    const game = await started(db);
    await deleteGame(db, game.row.id);
    await expect(play(db, game, 1)).rejects.toThrow(/deleted/);
    expect(await db.games.count()).toBe(0);
    expect(await db.steps.count()).toBe(0);
  });
});
