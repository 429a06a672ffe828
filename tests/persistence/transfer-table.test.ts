/**
 * Export and import of table-companion games: the position a game started from and the
 * corrections by hand travel in the file, and the import replays them with the answers, in
 * their order, before writing anything (issue: saves you can trust, "applies to the table
 * companion too").
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CompanionDB } from '../../src/persistence/db';
import { loadGame } from '../../src/persistence/games';
import { exportGames, importText } from '../../src/persistence/transfer';
import type { Save } from '../../src/engine';
import type { ExportFile } from '../../src/persistence/transfer-schema';
import { dump, playTableGame, tableOptions } from './saves-helpers';

/** The first game's save as the app writes it: one stream of steps, its own start inside. */
const saveIn = (file: ExportFile | null | undefined): Save => {
  const save = file?.games[0]?.save;
  if (save?.version !== 2) throw new Error('not a stream save');
  return save as unknown as Save;
};

let counter = 0;
const tableGame = () => playTableGame(new CompanionDB(`transfer-table-${++counter}`));

describe('export and import of table games', () => {
  it('carries the start position and the corrections, and replays to the same position on a fresh profile', async () => {
    const a = await tableGame();
    const { file, skipped } = await exportGames(a.database, [a.id]);
    expect(skipped).toEqual([]);
    // One stream: two answers, the correction by hand, two answers; the start inside the save.
    const save = saveIn(file);
    expect(save.start).toBeDefined();
    expect(save.steps).toHaveLength(5);
    expect(save.steps[2]).toEqual({ correction: { t: 'tokens', marine: 'marine.lorenzo', count: 2 } });
    expect(save.steps.filter((step) => typeof step !== 'string')).toHaveLength(1);
    expect(file?.games[0]).not.toHaveProperty('corrections');
    const b = new CompanionDB(`transfer-table-${++counter}`);
    const results = await importText(b, JSON.stringify(file));
    const r = results[0];
    if (r?.kind !== 'imported') throw new Error(JSON.stringify(results));
    const loaded = await loadGame(b, r.id);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(JSON.stringify(loaded.value.state)).toBe(JSON.stringify(a.state));
    expect(loaded.value.row.mode).toBe('table');
    expect(loaded.value.row.steps).toBe(5);
    // Importing it again where it already is: a duplicate, and nothing changes.
    const before = await dump(b);
    expect((await importText(b, JSON.stringify(file)))[0]?.kind).toBe('duplicate');
    expect(await dump(b)).toBe(before);
  });

  it('refuses a moved correction or a broken start position, saying why, and writes nothing', async () => {
    const a = await tableGame();
    const { file } = await exportGames(a.database, [a.id]);
    const b = new CompanionDB(`transfer-table-${++counter}`);
    const before = await dump(b);
    const broken = structuredClone(file);
    saveIn(broken).steps[2] = { correction: { t: 'tokens', marine: 'marine.lorenzo', count: 13 } };
    const r1 = await importText(b, JSON.stringify(broken));
    expect(r1[0]).toMatchObject({ kind: 'refused', error: 'Step 3 of 5 (a correction by hand) does not fit the game: Support tokens must be a whole number from 0 to 12.' });
    const other = structuredClone(file);
    const start = saveIn(other).start as { supply: number } | undefined;
    if (!start) throw new Error('no start');
    start.supply = 40;
    const r2 = await importText(b, JSON.stringify(other));
    expect(r2[0]?.kind).toBe('refused');
    expect(r2[0]?.kind === 'refused' && r2[0].error).toMatch(/^The starting position is not valid: /);
    expect(await dump(b)).toBe(before);
  });

  it('a bare save with table chance (what the CLI writes) imports as a table game that asks its first question', async () => {
    const b = new CompanionDB(`transfer-table-${++counter}`);
    const save = { format: 'death-angel-save', version: 1, options: tableOptions, answers: [] };
    const [r] = await importText(b, JSON.stringify(save));
    if (r?.kind !== 'imported') throw new Error(JSON.stringify(r));
    const loaded = await loadGame(b, r.id);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.row.mode).toBe('table');
    expect(loaded.value.state.prompt).not.toBeNull();
  });

  it('an export whose mode disagrees with its chance is refused in plain words, either way round', async () => {
    const a = await tableGame();
    const { file } = await exportGames(a.database, [a.id]);
    const b = new CompanionDB(`transfer-table-${++counter}`);
    const before = await dump(b);
    const pocket = structuredClone(file);
    if (!pocket?.games[0]) throw new Error('no game');
    pocket.games[0].mode = 'pocket';
    const [r1] = await importText(b, JSON.stringify(pocket));
    expect(r1?.kind === 'refused' && r1.error).toMatch(/uses physical cards .* marks it as a pocket game/);
    const dealt = { format: 'death-angel-companion-export', version: 1, games: [{ save: { format: 'death-angel-save', version: 1, options: { ...tableOptions, chance: 'dealer' }, answers: [] }, mode: 'table' }] };
    const [r2] = await importText(b, JSON.stringify(dealt));
    expect(r2?.kind === 'refused' && r2.error).toMatch(/dealt by the app, but the file marks it as a table game/);
    expect(await dump(b)).toBe(before);
  });

  it('corrections named after Object.prototype members are refused in plain words', async () => {
    const a = await tableGame();
    const { file } = await exportGames(a.database, [a.id]);
    const b = new CompanionDB(`transfer-table-${++counter}`);
    for (const t of ['hasOwnProperty', 'isPrototypeOf', '__lookupGetter__', 'constructor', 'toString']) {
      const bad = structuredClone(file);
      saveIn(bad).steps[2] = { correction: { t } as never };
      const [r] = await importText(b, JSON.stringify(bad));
      expect(r).toMatchObject({ kind: 'refused', error: 'Step 3 of 5 (a correction by hand) does not fit the game: That is not a correction the app knows.' });
    }
    expect(await b.games.count()).toBe(0);
  });

  it("another app's file is refused as not a file of this app", async () => {
    const b = new CompanionDB(`transfer-table-${++counter}`);
    const [r] = await importText(b, JSON.stringify({ name: 'shopping list', items: ['milk'] }));
    expect(r).toMatchObject({ kind: 'refused', error: expect.stringMatching(/^This is not a file of this app/) });
    expect(r?.kind === 'refused' && r.error).not.toMatch(/expected|undefined/);
  });
});
