/**
 * The player's settings (see `preferences-mirror.ts` for what they are): one row of the
 * `settings` table, so they live with the games, are exported with them and come back with
 * an import. Every write also refreshes the localStorage copy the first paint reads.
 */
import type { CompanionDB } from './db';
import { mirrorPreferences, normalisePreferences, type Preferences } from './preferences-mirror';

export const PREFERENCES = 'preferences';

/** The stored settings, or null when this device has none of its own yet. */
export async function storedPreferences(database: CompanionDB): Promise<Preferences | null> {
  const row = await database.settings.get(PREFERENCES);
  return row ? normalisePreferences(row.value) : null;
}

/** Writes the settings (normalised) and mirrors them; resolves once they are committed. */
export async function savePreferences(database: CompanionDB, p: Preferences, local?: Pick<Storage, 'setItem'>): Promise<Preferences> {
  const clean = normalisePreferences(p);
  await database.settings.put({ key: PREFERENCES, value: clean });
  mirrorPreferences(clean, local);
  return clean;
}

/** The stored settings made the truth on this screen: the mirror follows the row. */
export async function loadPreferences(database: CompanionDB, local?: Pick<Storage, 'setItem'>): Promise<Preferences> {
  const stored = (await storedPreferences(database)) ?? normalisePreferences(null);
  mirrorPreferences(stored, local);
  return stored;
}

/**
 * A game's per-game advisor switch, and the mark that the advisor was shown in it (the end
 * screen and the export say so). The caller must put the same change in its own copy of the
 * row: the next answer rewrites the row whole from that copy.
 */
export async function markAdvisor(database: CompanionDB, id: string, change: { advisor?: boolean; advisorUsed?: true }): Promise<void> {
  await database.games.update(id, change);
}
