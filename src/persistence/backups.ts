/**
 * Rolling backups: every few answers (and at the end) a game in progress is also kept as a
 * save (a table game's start position and corrections by hand included) in its own table. The steps are the game; a backup is what recovery falls back
 * to when a bug or damage makes them unreadable. Written after the answer's commit, in a
 * transaction of its own, so it never delays the next prompt and its loss costs nothing.
 */
import { newGame, type GameState, type Save } from '../engine';
import type { BackupRow, CompanionDB, GameRow } from './db';
import { joinSteps, saveOfSteps, stepOf } from './table-extra';

export const BACKUP_EVERY = 10;
/** Backups kept per game; older ones are dropped as new ones are taken. */
export const BACKUPS_KEPT = 3;

/**
 * A table game's stored first position, when its options alone do not deal it (a game begun
 * mid-way). Pocket games are always dealt by their options, so they never carry one: an older
 * stored position (from before a new state field) must not stop their recovery or export.
 */
export function ownStart(row: Pick<GameRow, 'mode' | 'options'>, first: GameState | undefined): GameState | undefined {
  if (!first || row.mode !== 'table') return undefined;
  let dealt;
  try {
    dealt = newGame(row.options);
  } catch {
    return first;
  }
  return dealt.ok && JSON.stringify(first) === JSON.stringify(dealt.state) ? undefined : first;
}

/** Steps read by backups since the page loaded: what scripts/measure-storage.ts reports per backup. */
export let stepsReadByBackups = 0;

export function backupDue(stepsAfter: number, over: boolean): boolean {
  return over || stepsAfter % BACKUP_EVERY === 0;
}

/** A backup as the recovery screen offers it: its save as one stream of steps. */
export interface Backup {
  gameId: string;
  taken: number;
  steps: number;
  save: Save;
}

/** A stored backup of either shape as one stream (null when its corrections do not fit: never written by the app). */
export function backupOf(row: BackupRow): Backup | null {
  const joined = joinSteps(row.save, row);
  return joined.ok ? { gameId: row.gameId, taken: row.taken, steps: row.steps, save: joined.save } : null;
}

/** Copies the game's steps into a new backup and drops all but the newest BACKUPS_KEPT. */
export async function takeBackup(database: CompanionDB, id: string, now = Date.now()): Promise<BackupRow | null> {
  // Read in a read-only transaction, write in one on `backups` alone: the next answer's
  // read-write transaction on games and steps never waits behind a backup.
  // The newest backup already holds every step before it (an undo drops backups that hold
  // undone steps), so only the steps since are read: a backup costs the same at answer 1,000
  // as at answer 10 in reads, instead of re-reading the whole game every time.
  const read = await database.transaction('r', [database.games, database.steps, database.snapshots, database.backups], async () => {
    const row = await database.games.get(id);
    if (!row) return null;
    const newest = await database.backups.where('[gameId+taken]').between([id, -Infinity], [id, Infinity]).last();
    const prev = newest && newest.steps <= row.steps ? backupOf(newest) : null;
    const from = prev ? prev.steps : 0;
    const steps = await database.steps.where('[gameId+index]').between([id, from], [id, row.steps], true, false).toArray();
    const first = from === 0 ? await database.snapshots.get([id, 0]) : undefined;
    return { row, steps, first, prev };
  });
  if (!read) return null;
  stepsReadByBackups += read.steps.length;
  const save: Save = read.prev
    ? { ...read.prev.save, steps: [...read.prev.save.steps, ...read.steps.map(stepOf)] }
    : saveOfSteps(read.row.options, read.steps, ownStart(read.row, read.first?.state));
  return database.transaction('rw', database.backups, async () => {
    const last = await database.backups.where('[gameId+taken]').between([id, -Infinity], [id, Infinity]).last();
    const backup: BackupRow = { gameId: id, taken: Math.max(now, (last?.taken ?? 0) + 1), steps: read.row.steps, save };
    await database.backups.add(backup);
    const all = await database.backups.where('gameId').equals(id).sortBy('taken');
    const old = all.slice(0, Math.max(0, all.length - BACKUPS_KEPT));
    await database.backups.bulkDelete(old.map((b) => [b.gameId, b.taken] as [string, number]));
    return backup;
  });
}

/** The backups of one game, newest first, each as one stream of steps (old rows are read too). */
export async function backupsOf(database: CompanionDB, id: string): Promise<Backup[]> {
  const rows = (await database.backups.where('gameId').equals(id).sortBy('taken')).reverse();
  return rows.map(backupOf).filter((b): b is Backup => b !== null);
}
