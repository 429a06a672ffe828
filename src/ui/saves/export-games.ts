/**
 * Games to a file: one from the saved-games list, or all of them from Saves and from the
 * storage notice (a full disk, a private window). Imported lazily by the first two callers,
 * as it brings valibot's chunk.
 */
import { db } from '../../persistence/db';
import { reportWrite } from '../../persistence/storage';
import { exportGames } from '../../persistence/transfer';
import { download, fileName } from './download';
import { COUNTS, plural } from '../common/catalogue';

/** Downloads the game's file; resolves to what to tell the player. */
export async function exportOne(id: string): Promise<string> {
  try {
    const { file, skipped } = await exportGames(db, [id]);
    if (!file) return skipped[0] ?? 'This game is no longer saved on this device.';
    download(file, fileName('game'));
    return 'Exported to a file.';
  } catch (e) {
    return `The export failed: ${String(e)}`;
  }
}

/** Downloads every game in one file; resolves to what to tell the player. */
export async function exportAll(): Promise<string> {
  try {
    const { file, skipped } = await exportGames(db, null);
    if (!file) return skipped.length ? `Nothing could be exported: ${skipped.join(' ')}` : 'There are no saved games to export.';
    download(file, fileName('all-games'));
    // Every game is in the file now: in memory-only storage, closing the tab loses nothing more.
    if (skipped.length === 0) reportWrite('exported');
    const n = file.games.length;
    return `${plural(n, COUNTS.gamesExported)}${skipped.length ? ` Not exported: ${skipped.join(' ')}` : ''}`;
  } catch (e) {
    return `The export failed: ${String(e)}`;
  }
}
