/** One game to a file, from the saved-games list (imported lazily there: it brings valibot's chunk). */
import { db } from '../../persistence/db';
import { exportGames } from '../../persistence/transfer';
import { download, fileName } from './download';

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
