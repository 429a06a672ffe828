/**
 * A long game keeps only the snapshots loading and undo need (the start and the two newest),
 * and a rolling backup reads only the steps since the previous one, yet still holds the whole
 * game, also after an undo (issue 18, item 8; README "Saves").
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as backups from '../../src/persistence/backups';
import { CompanionDB } from '../../src/persistence/db';
import { backgroundWrites } from '../../src/persistence/after-commit';
import { loadGame, undoLast } from '../../src/persistence/games';
import { exportGames } from '../../src/persistence/transfer';
import { play, solo, startAndPlay } from './saves-helpers';

let n = 0;
const fresh = () => new CompanionDB(`long-game-${++n}`);

describe('a long game', () => {
  it('keeps the start and the two newest snapshots, and still loads at the same position', async () => {
    const db = fresh();
    const game = await startAndPlay(db, solo, 100);
    await backgroundWrites(db);
    const indices = (await db.snapshots.where('gameId').equals(game.row.id).toArray()).map((s) => s.index);
    // This deal ends at answer 49: every 20 answers and the end were written, and only the
    // start and the two newest (40 and the final position) are left.
    expect(game.row.steps).toBe(49);
    expect(indices).toEqual([0, 40, 49]);
    const loaded = await loadGame(db, game.row.id);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(JSON.stringify(loaded.value.state)).toBe(JSON.stringify(game.state));
  });

  it('a backup reads only the steps since the previous one, and holds the whole game', async () => {
    const db = fresh();
    let game = await startAndPlay(db, solo, 9);
    await backgroundWrites(db);
    const start = backups.stepsReadByBackups;
    game = await play(db, game, 1); // answer 10: the first backup, 10 steps read
    await backgroundWrites(db);
    expect(backups.stepsReadByBackups - start).toBe(10);
    game = await play(db, game, 20);
    await backgroundWrites(db);
    const before = backups.stepsReadByBackups;
    game = await play(db, game, 10); // answer 40: 10 steps read, not 40
    await backgroundWrites(db);
    expect(backups.stepsReadByBackups - before).toBe(10);
    const [newest] = await backups.backupsOf(db, game.row.id);
    const { file } = await exportGames(db, [game.row.id]);
    expect(newest?.steps).toBe(game.row.steps);
    expect(newest?.save).toEqual(file?.games[0]?.save);
  });

  it('after an undo, the next backup holds the answers as they now stand', async () => {
    const db = fresh();
    let game = await startAndPlay(db, solo, 20, true); // practice: undo anything
    await backgroundWrites(db);
    const undone = await undoLast(db, game.row.id);
    if (!undone.ok) throw new Error(undone.error);
    expect((await backups.backupsOf(db, game.row.id)).every((b) => b.steps <= 19)).toBe(true);
    // Answer again with the last option instead of the first, up to the next backup.
    game = await play(db, undone.value, 11, (options) => options[options.length - 1] as string);
    await backgroundWrites(db);
    const [newest] = await backups.backupsOf(db, game.row.id);
    const { file } = await exportGames(db, [game.row.id]);
    expect(newest?.steps).toBe(30);
    expect(newest?.save).toEqual(file?.games[0]?.save);
  });
});
