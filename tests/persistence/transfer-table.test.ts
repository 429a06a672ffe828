/**
 * Export and import of table-companion games: the position a game started from and the
 * corrections by hand travel in the file, and the import replays them with the answers, in
 * their order, before writing anything (issue: saves you can trust, "applies to the table
 * companion too").
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { positionFromTable, type GameOptions } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { loadGame } from '../../src/persistence/games';
import { exportGames, importText } from '../../src/persistence/transfer';
import { tableStore } from '../../src/ui/table/store';
import { TableModel } from '../../src/ui/table/table-model';
import { dump } from './saves-helpers';

let counter = 0;
const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };

async function tableGame() {
  const database = new CompanionDB(`transfer-table-${++counter}`);
  const from = positionFromTable({
    players: options.players,
    location: 'setup.void-lock-2-4p',
    formation: [
      { marine: 'marine.leon', facing: 'LEFT', tokens: 1, LEFT: { genestealers: ['CLAW', 'HEAD'], terrain: [{ id: 'terrain.door' }] } },
      { marine: 'marine.lorenzo', facing: 'RIGHT' },
      { marine: 'marine.scipio', facing: 'RIGHT', RIGHT: { genestealers: ['TAIL'] } },
    ],
    blips: { LEFT: 5, RIGHT: 6 },
  });
  if (!from.ok) throw new Error(from.errors.join(' '));
  const store = tableStore(database);
  const made = await store.createTable(options, { state: from.state, log: from.log });
  if (!made.ok) throw new Error(made.error);
  const model = new TableModel(store);
  await model.game.open(made.value.row.id);
  // Two answers, a correction, two more answers.
  for (let i = 0; i < 2; i++) expect(await model.game.choose(model.game.prompt.value?.options[0] as string)).toBe(true);
  expect(await model.fix({ t: 'tokens', marine: 'marine.lorenzo', count: 2 })).toBe(true);
  for (let i = 0; i < 2; i++) expect(await model.game.choose(model.game.prompt.value?.options[0] as string)).toBe(true);
  return { database, id: made.value.row.id, state: model.game.state.value };
}

describe('export and import of table games', () => {
  it('carries the start position and the corrections, and replays to the same position on a fresh profile', async () => {
    const a = await tableGame();
    const { file, skipped } = await exportGames(a.database, [a.id]);
    expect(skipped).toEqual([]);
    expect(file?.games[0]?.start).toBeDefined();
    expect(file?.games[0]?.corrections).toEqual([{ step: 2, correction: { t: 'tokens', marine: 'marine.lorenzo', count: 2 } }]);
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
    const entry = broken?.games[0];
    if (!entry?.corrections?.[0] || !entry.start) throw new Error('no table data');
    entry.corrections[0].correction = { t: 'tokens', marine: 'marine.lorenzo', count: 13 };
    const r1 = await importText(b, JSON.stringify(broken));
    expect(r1[0]).toMatchObject({ kind: 'refused', error: 'Step 3 of 5 (a correction by hand) does not fit the game: Support tokens must be a whole number from 0 to 12.' });
    const other = structuredClone(file);
    const start = other?.games[0]?.start as { supply: number } | undefined;
    if (!start) throw new Error('no start');
    start.supply = 40;
    const r2 = await importText(b, JSON.stringify(other));
    expect(r2[0]?.kind).toBe('refused');
    expect(r2[0]?.kind === 'refused' && r2[0].error).toMatch(/^The starting position is not valid: /);
    expect(await dump(b)).toBe(before);
  });
});
