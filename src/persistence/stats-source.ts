/**
 * What the statistics screen reads: every stored game's row and, for a finished game, who
 * fell and who was still standing (from the snapshot kept at the end). Reads only: no engine,
 * so the statistics chunk stays small.
 */
import type { CompanionDB, GameRow } from './db';

export interface StoredGameFacts {
  row: GameRow;
  /** Marines lost and marines standing at the end; null while in progress or when the end snapshot is missing. */
  marines: { lost: string[]; standing: string[] } | null;
}

export async function storedGameFacts(database: CompanionDB): Promise<StoredGameFacts[]> {
  const rows = await database.games.orderBy('updated').toArray();
  const out: StoredGameFacts[] = [];
  for (const row of rows) {
    let marines: StoredGameFacts['marines'] = null;
    if (row.status !== 'in-progress') {
      const end = await database.snapshots.get([row.id, row.steps]);
      if (end) {
        // Each marine once, and not one Rescue Space Marine brought back who still stands.
        const standing = end.state.formation.map((p) => p.marine);
        marines = { lost: [...new Set(end.state.stats.marinesLost)].filter((m) => !standing.includes(m)), standing };
      }
    }
    out.push({ row, marines });
  }
  return out;
}
