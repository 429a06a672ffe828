/**
 * What a phone keeps of a several-phones room (the host's code and seats, a guest's seat
 * token): rows of the `settings` table, never exported. Not localStorage alone: the browser
 * writes that to disk lazily, so a seat given seconds before a crash was gone after the
 * relaunch (issue 33's fault trial: the host forgot both guests, a guest its own token).
 * An IndexedDB commit is on disk for the browser's next start (see `db.ts` on durability).
 */
import type { CompanionDB } from './db';

const ROOM_PREFIX = 'room:';

/** The kept value under `key`, or null (none, or storage refused). */
export async function keptRoomValue(database: CompanionDB, key: string): Promise<unknown> {
  try {
    const row = await database.settings.get(ROOM_PREFIX + key);
    return row?.value ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; resolves once committed (false when storage refused it). */
export async function keepRoomValue(database: CompanionDB, key: string, value: unknown): Promise<boolean> {
  try {
    await database.settings.put({ key: ROOM_PREFIX + key, value });
    return true;
  } catch {
    return false;
  }
}
