/**
 * The last screen, kept where the steps are (see `last-screen.ts`): a row of `settings` that
 * each answer rewrites in its own transaction (`recordAnswer`) and every screen change
 * rewrites too, so that reopening after a crash finds the game whose step was just stored.
 */
import type { CompanionDB } from './db';
import { LAST_SCREEN, rememberedScreen } from './last-screen';

/**
 * The stored last screen. The first time (no row yet: the app kept it in localStorage only
 * before), the localStorage copy is moved in, once. Null when neither holds one.
 */
export async function storedScreen(database: CompanionDB, local: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Promise<string | null> {
  return database.transaction('rw', database.settings, async () => {
    const row = await database.settings.get(LAST_SCREEN);
    if (row) return typeof row.value === 'string' ? row.value : null;
    const old = rememberedScreen(local);
    if (old !== null) await database.settings.put({ key: LAST_SCREEN, value: old });
    return old;
  });
}

/** Writes the screen now shown; its own small transaction, queued behind any answer being written. */
export async function storeScreen(database: CompanionDB, hash: string): Promise<void> {
  await database.settings.put({ key: LAST_SCREEN, value: hash });
}
