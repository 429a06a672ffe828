/**
 * Games to a file: one from the saved-games list, or all of them from Saves and from the
 * storage notice (a full disk, a private window). Imported lazily by the first two callers,
 * as it brings valibot's chunk.
 */
import { db } from '../../persistence/db';
import { reportWrite } from '../../persistence/storage';
import { exportGames } from '../../persistence/transfer';
import { download, fileName } from './download';
import { loadAreas, t } from '../common/words';

/** Downloads the game's file; resolves to what to tell the player. */
export async function exportOne(id: string): Promise<string> {
  // The storage notice and the end screens may export before anything showed the saves' words.
  await loadAreas('saves').catch(() => undefined);
  try {
    const { file, skipped } = await exportGames(db, [id]);
    if (!file) return skipped[0] ?? t('export.gone');
    download(file, fileName('game'));
    return t('export.done');
  } catch (e) {
    return t('export.failed', { error: String(e) });
  }
}

/** Downloads every game in one file; resolves to what to tell the player. */
export async function exportAll(): Promise<string> {
  await loadAreas('saves').catch(() => undefined);
  try {
    const { file, skipped } = await exportGames(db, null);
    if (!file) return skipped.length ? t('export.nothing', { skipped: skipped.join(' ') }) : t('export.none');
    download(file, fileName('all-games'));
    // Every game is in the file now: in memory-only storage, closing the tab loses nothing more.
    if (skipped.length === 0) reportWrite('exported');
    const n = file.games.length;
    return skipped.length ? t('export.exportedSome', { n, skipped: skipped.join(' ') }) : t('export.exported', { n });
  } catch (e) {
    return t('export.failed', { error: String(e) });
  }
}
