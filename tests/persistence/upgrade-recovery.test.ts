import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { backgroundWrites } from '../../src/persistence/after-commit';
import { backupsOf, BACKUP_EVERY, BACKUPS_KEPT } from '../../src/persistence/backups';
import { listGames, loadGame } from '../../src/persistence/games';
import { continueAsNew, inspectGame } from '../../src/persistence/recovery';
import { entryOf, exportGames, fileOf, importText } from '../../src/persistence/transfer';
import { dump, playTableGame, solo, startAndPlay } from './saves-helpers';

/** The stores of each released schema, frozen here as they shipped (never edit one). */
const released: Record<number, Record<string, string>> = {
  1: { settings: 'key', games: 'id, updated, status', steps: '[gameId+index]', snapshots: '[gameId+index]' },
};

async function openFixture(version: number, name: string): Promise<void> {
  const fixture = JSON.parse(readFileSync(new URL(`../fixtures/db/v${version}.json`, import.meta.url), 'utf8')) as { schema: number; tables: Record<string, unknown[]> };
  const old = new Dexie(name);
  old.version(version).stores(released[version] ?? {});
  await old.open();
  for (const [table, rows] of Object.entries(fixture.tables)) await old.table(table).bulkAdd(rows);
  old.close();
}

/** Backups are written in the background after an answer: await them, not a fixed time. */
async function backupsWhenWritten(db: CompanionDB, id: string) {
  await backgroundWrites(db);
  return backupsOf(db, id);
}

describe('schema upgrades', () => {
  for (const version of Object.keys(released).map(Number)) {
    it(`opens the fixture of released schema ${version}, upgrades it and plays on`, async () => {
      const name = `upgrade-v${version}`;
      await openFixture(version, name);
      const db = new CompanionDB(name);
      await db.open();
      expect(db.verno).toBe(3);
      const games = await listGames(db);
      expect(games).toHaveLength(2);
      for (const row of games) {
        const loaded = await loadGame(db, row.id);
        if (!loaded.ok) throw new Error(loaded.error);
        // The upgrade backed up every game: its backup replays to the same position.
        const [backup] = await backupsOf(db, row.id);
        expect(backup?.steps).toBe(row.steps);
        const replayed = backup && replay(backup.save);
        expect(replayed?.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(loaded.value.state));
      }
      expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
      db.close();
    });
  }

  it('backs up a schema-1 table game with its start position and corrections by hand, so the backup continues it', async () => {
    // Schema 1 already stored table games; its fixture holds none, so one is added to it here
    // as schema 1 stored it (same rows: the games, steps and snapshots stores did not change).
    const source = new CompanionDB('upgrade-table-source');
    const table = await playTableGame(source, 3);
    const rows = {
      games: await source.games.where('id').equals(table.id).toArray(),
      steps: await source.steps.where('[gameId+index]').between([table.id, 0], [table.id, Infinity]).toArray(),
      snapshots: await source.snapshots.where('[gameId+index]').between([table.id, 0], [table.id, Infinity]).toArray(),
    };
    const name = 'upgrade-v1-table';
    await openFixture(1, name);
    const old = new Dexie(name);
    old.version(1).stores(released[1] ?? {});
    for (const [t, r] of Object.entries(rows)) await old.table(t).bulkAdd(r);
    old.close();
    const db = new CompanionDB(name);
    await db.open();
    const [backup] = await backupsOf(db, table.id);
    if (!backup) throw new Error('no backup');
    expect(backup.steps).toBe(6);
    // One stream: the correction by hand at its place among the answers.
    expect(backup.save.steps).toHaveLength(6);
    expect(backup.save.steps[2]).toEqual({ correction: { t: 'tokens', marine: 'marine.lorenzo', count: 2 } });
    expect(JSON.stringify(backup.save.start)).toBe(JSON.stringify(table.start));
    const [row] = rows.games;
    if (!row) throw new Error('no row');
    const made = await continueAsNew(db, row, backup.save);
    if (!made.ok) throw new Error(made.error);
    const loaded = await loadGame(db, made.value);
    expect(loaded.ok && JSON.stringify(loaded.value.state)).toBe(JSON.stringify(table.state));
    db.close();
  });
});

describe('rolling backups', () => {
  it(`keeps the newest ${BACKUPS_KEPT} backups, one every ${BACKUP_EVERY} answers`, async () => {
    const db = new CompanionDB('backups-roll');
    const game = await startAndPlay(db, solo, BACKUP_EVERY * 4 + 5);
    const backups = await backupsWhenWritten(db, game.row.id);
    expect(backups.map((b) => b.steps)).toEqual([40, 30, 20]);
  });
});

describe('recovery', () => {
  it('finds the last good step of a damaged game and continues it as a new game, touching nothing', async () => {
    const db = new CompanionDB('recovery');
    const game = await startAndPlay(db, solo, 33);
    await backgroundWrites(db);
    // Damage step 26 (index 25), as a bug or a bad disk might.
    await db.steps.update([game.row.id, 25], { choice: 'not-an-option' });
    expect((await loadGame(db, game.row.id)).ok).toBe(false);
    const before = await dump(db, new Set([game.row.id]));
    const found = await inspectGame(db, game.row.id);
    if (!found.ok) throw new Error(found.error);
    expect(found.value.good).toBe(25);
    expect(found.value.problem).toMatch(/Step 26 \("not-an-option"\) does not replay/);
    expect(found.value.save.steps).toHaveLength(25);
    const made = await continueAsNew(db, found.value.row, found.value.save);
    if (!made.ok) throw new Error(made.error);
    const loaded = await loadGame(db, made.value);
    expect(loaded.ok && loaded.value.row.steps).toBe(25);
    expect(await dump(db, new Set([game.row.id]))).toBe(before);
  });

  it('reports a game that claims more steps than are stored', async () => {
    const db = new CompanionDB('recovery-missing');
    const game = await startAndPlay(db, solo, 12);
    await db.steps.delete([game.row.id, 11]);
    const found = await inspectGame(db, game.row.id);
    expect(found.ok && found.value.good).toBe(11);
    expect(found.ok && found.value.problem).toMatch(/claims 12 steps but only 11/);
  });

  it('recovers and exports a pocket game whose stored first position predates a state field (pocket games carry no start)', async () => {
    const db = new CompanionDB('recovery-old-start');
    const game = await startAndPlay(db, solo, 5);
    // As an older app version stored it: one field of today's state missing.
    const first = await db.snapshots.get([game.row.id, 0]);
    if (!first) throw new Error('no snapshot');
    delete (first.state.stats as Partial<typeof first.state.stats>).slainByTeam;
    await db.snapshots.put(first);
    const found = await inspectGame(db, game.row.id);
    if (!found.ok) throw new Error(found.error);
    expect(found.value.save.start).toBeUndefined();
    const made = await continueAsNew(db, found.value.row, found.value.save);
    if (!made.ok) throw new Error(made.error);
    const loaded = await loadGame(db, made.value);
    expect(loaded.ok && loaded.value.row.steps).toBe(5);
    const { file } = await exportGames(db, [game.row.id]);
    expect(file?.games[0]?.save).not.toHaveProperty('start');
    const [imported] = await importText(new CompanionDB('recovery-old-start-import'), JSON.stringify(file));
    expect(imported?.kind).toBe('imported');
  });

  it('recovers a damaged table game with its start position and the corrections among its good steps', async () => {
    // Reference: the same table game stopped after 6 steps (2 answers, the correction, 3 answers).
    const reference = await playTableGame(new CompanionDB('recovery-table-reference'), 3);
    const db = new CompanionDB('recovery-table');
    const table = await playTableGame(db, 6);
    await db.steps.update([table.id, 6], { choice: 'not-an-option' });
    const before = await dump(db, new Set([table.id]));
    const found = await inspectGame(db, table.id);
    if (!found.ok) throw new Error(found.error);
    expect(found.value.good).toBe(6);
    expect(found.value.problem).toMatch(/^Step 7 \("not-an-option"\) does not replay/);
    expect(found.value.save.steps).toHaveLength(6);
    expect(found.value.save.steps[2]).toEqual({ correction: { t: 'tokens', marine: 'marine.lorenzo', count: 2 } });
    expect(JSON.stringify(found.value.save.start)).toBe(JSON.stringify(table.start));
    // Continued as a new game, and exported then imported on a fresh profile: both reach the reference.
    const made = await continueAsNew(db, found.value.row, found.value.save);
    if (!made.ok) throw new Error(made.error);
    const loaded = await loadGame(db, made.value);
    expect(loaded.ok && loaded.value.row.mode).toBe('table');
    expect(loaded.ok && JSON.stringify(loaded.value.state)).toBe(JSON.stringify(reference.state));
    const elsewhere = new CompanionDB('recovery-table-import');
    const [imported] = await importText(elsewhere, JSON.stringify(fileOf([entryOf(found.value.row, found.value.save)])));
    if (imported?.kind !== 'imported') throw new Error(JSON.stringify(imported));
    const reopened = await loadGame(elsewhere, imported.id);
    expect(reopened.ok && JSON.stringify(reopened.value.state)).toBe(JSON.stringify(reference.state));
    expect(await dump(db, new Set([table.id]))).toBe(before);
  });
});

describe('rolling backups of a table game', () => {
  it('hold its start position and corrections by hand, and continue to the same position', async () => {
    const db = new CompanionDB('backups-table');
    const table = await playTableGame(db, BACKUP_EVERY - 3);
    const [backup] = await backupsWhenWritten(db, table.id);
    if (!backup) throw new Error('no backup');
    expect(backup.steps).toBe(BACKUP_EVERY);
    expect(backup.save.steps).toHaveLength(BACKUP_EVERY);
    expect(backup.save.steps[2]).toEqual({ correction: { t: 'tokens', marine: 'marine.lorenzo', count: 2 } });
    expect(JSON.stringify(backup.save.start)).toBe(JSON.stringify(table.start));
    const row = await db.games.get(table.id);
    if (!row) throw new Error('no row');
    const made = await continueAsNew(db, row, backup.save);
    if (!made.ok) throw new Error(made.error);
    const loaded = await loadGame(db, made.value);
    expect(loaded.ok && JSON.stringify(loaded.value.state)).toBe(JSON.stringify(table.state));
  });

  it('of a game dealt by its options carry no start position (the options deal it again)', async () => {
    const db = new CompanionDB('backups-pocket-plain');
    const game = await startAndPlay(db, solo, BACKUP_EVERY);
    const [backup] = await backupsWhenWritten(db, game.row.id);
    expect(backup?.save).not.toHaveProperty('start');
    expect(backup?.save.steps.every((step) => typeof step === 'string')).toBe(true);
    // As stored, too: no start beside the save either.
    const [row] = await db.backups.where('gameId').equals(game.row.id).toArray();
    expect(row && 'start' in row).toBe(false);
  });
});
