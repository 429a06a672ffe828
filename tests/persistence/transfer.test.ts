import 'fake-indexeddb/auto';
import { pocketSaid } from '../../src/ui/play/words/said';
import { describe, expect, it } from 'vitest';
import { makeSave } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { listGames, loadGame, readLog } from '../../src/persistence/games';
import { exportGames, importText } from '../../src/persistence/transfer';
import { dump, duo, solo, startAndPlay } from './saves-helpers';

let counter = 0;
const freshDb = () => new CompanionDB(`transfer-db-${++counter}`);

describe('export and import', () => {
  it('round-trips every game to a fresh profile: same position, steps, log and undo floor', async () => {
    const a = freshDb();
    const one = await startAndPlay(a, solo, 57);
    const two = await startAndPlay(a, duo, 23, true);
    const { file, skipped } = await exportGames(a, null);
    expect(skipped).toEqual([]);
    const text = JSON.stringify(file);
    const b = freshDb();
    const results = await importText(b, text);
    expect(results.map((r) => r.kind)).toEqual(['imported', 'imported']);
    for (const [i, original] of [one, two].entries()) {
      const r = results[i];
      if (r?.kind !== 'imported') throw new Error('not imported');
      const loaded = await loadGame(b, r.id);
      if (!loaded.ok) throw new Error(loaded.error);
      expect(JSON.stringify(loaded.value.state)).toBe(JSON.stringify(original.state));
      const { id: _a, updated: _b, ...rest } = loaded.value.row;
      const { id: _c, updated: _d, ...want } = original.row;
      expect(rest).toEqual(want);
      const logA = (await readLog(a, original.row, 1000, pocketSaid)).map((e) => e.log);
      const logB = (await readLog(b, loaded.value.row, 1000, pocketSaid)).map((e) => e.log);
      expect(logB).toEqual(logA);
      // Read as the app wrote it when it was played (the decision first, then what followed).
      expect(logA.slice(1).every((lines) => lines.length > 0)).toBe(true);
    }
  });

  it('detects a duplicate, changes nothing, and adds it as a copy only when asked', async () => {
    const db = freshDb();
    const game = await startAndPlay(db, solo, 30);
    const { file } = await exportGames(db, [game.row.id]);
    const before = await dump(db);
    const first = await importText(db, JSON.stringify(file));
    expect(first).toEqual([{ kind: 'duplicate', of: game.row.id, label: 'Game 1 (Ana)', index: 0 }]);
    expect(await dump(db)).toBe(before);
    const copy = await importText(db, JSON.stringify(file), { copies: new Set([0]) });
    expect(copy[0]?.kind).toBe('imported');
    const rows = await listGames(db);
    expect(rows).toHaveLength(2);
    // Issue 35: the copy is marked, the original is not.
    const id = copy[0]?.kind === 'imported' ? copy[0].id : '';
    expect(rows.find((r) => r.id === id)?.copyOf).toBe(game.row.id);
    expect(rows.find((r) => r.id === game.row.id)?.copyOf).toBeUndefined();
    expect(await dump(db, new Set([game.row.id]))).toBe(await dump(db, new Set([game.row.id])));
  });

  it('imports a bare engine save (what the CLI writes)', async () => {
    const db = freshDb();
    const results = await importText(db, JSON.stringify(makeSave(solo, ['action.overwatch'])));
    // Whatever the first option is, the answer must fit the game or be refused with a reason.
    expect(['imported', 'refused']).toContain(results[0]?.kind);
  });

  it('refuses with a message that says what is wrong', async () => {
    const db = freshDb();
    const game = await startAndPlay(db, solo, 10);
    const { file } = await exportGames(db, [game.row.id]);
    if (!file) throw new Error('no file');
    const cases: [string, RegExp][] = [
      ['{"format": "death', /not JSON/],
      ['[]', /not a file of this app/],
      [JSON.stringify({ ...file, version: 2 }), /at version, expected 1/],
      // A field left out says what is missing, not "… but found undefined".
      [JSON.stringify({ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, steps: undefined } }] }), /^This is not a saved game we can read: game 1 has no list of steps \(games\.0\.save\.steps\)\.$/],
      [JSON.stringify({ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, steps: ['nonsense'] } }] }), /^Step 1 of 1 does not fit the game: to the question "choose-action" the file answers "nonsense", which is not one of the choices\. Possible: "action\./],
      [JSON.stringify({ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, options: { ...solo, seed: -1 } } }] }), /options\.seed/],
      // One limit for the form and the file (engine/limits.ts): a 21-character name is refused.
      [JSON.stringify({ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, options: { ...solo, players: [{ name: 'W'.repeat(21), teams: ['BLUE', 'RED', 'PURPLE'] }] } } }] }), /^A player's name is longer than 20 characters/],
    ];
    for (const [text, expected] of cases) {
      const [r] = await importText(db, text);
      expect(r?.kind).toBe('refused');
      expect(r?.kind === 'refused' && r.error).toMatch(expected);
    }
    expect(await listGames(db)).toHaveLength(1);
  });
});
