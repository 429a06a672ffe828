/** Rows stored by an older release, opened by today's app: the way the upgrade tests reach the upgrade. */
import { Dexie } from 'dexie';
import { CompanionDB } from '../../src/persistence/db';

/** Writes `tables` into a new database `name` of schema 2 (as it shipped), then opens it as today's app does: the upgrades run. */
export async function upgradedFromSchema2(name: string, tables: Record<string, unknown[]>): Promise<CompanionDB> {
  const old = new Dexie(name);
  old.version(1).stores({ settings: 'key', games: 'id, updated, status', steps: '[gameId+index]', snapshots: '[gameId+index]' });
  old.version(2).stores({ backups: '[gameId+taken], gameId' });
  await old.open();
  for (const [table, rows] of Object.entries(tables)) await old.table(table).bulkAdd(rows);
  old.close();
  const db = new CompanionDB(name);
  await db.open();
  return db;
}
