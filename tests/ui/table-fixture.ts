/** A 2-player table game stored in a fresh fake IndexedDB and opened in a TableModel (shared by the table model tests). */
import 'fake-indexeddb/auto';
import type { GameOptions } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { TableModel } from '../../src/ui/table/table-model';
import { tableStore } from '../../src/ui/table/store';

export const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };

let counter = 0;

/** A database of its own for each test, so no test sees another's games. */
export const freshDatabase = (): CompanionDB => new CompanionDB(`table-fixture-${++counter}`);

export async function opened() {
  const database = freshDatabase();
  const store = tableStore(database);
  const made = await store.createTable(options);
  if (!made.ok) throw new Error(made.error);
  const model = new TableModel(store);
  await model.game.open(made.value.row.id);
  return { database, store, model, id: made.value.row.id };
}
