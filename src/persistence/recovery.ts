/**
 * A game whose stored steps no longer replay (a bug, or damage on the device) must never
 * open as a blank screen. Recovery replays from the start, step by step, finds the last
 * good one, and offers the good part as a new game or a file. It never deletes or rewrites
 * the damaged game: that stays as it is, for a later export or a fixed app version.
 */
import { answerInPlace, clone, correct, newGame, type GameState, type Save } from '../engine';
import { backupsOf, ownStart } from './backups';
import type { BackupRow, CompanionDB, GameRow, StepRow } from './db';
import type { Outcome } from './games';
import { reportWrite } from './storage';
import { saveOfSteps, type TableExtra } from './table-extra';
import { rebuildEntry, entryOf, type DecisionWords } from './transfer';

export interface Recovery {
  row: GameRow;
  /** Steps that replay, from the first: the game is sound up to here. */
  good: number;
  /** Why step `good + 1` does not replay; null when every step does. */
  problem: string | null;
  /** The position after the good steps (null when even the start is unreadable). */
  state: GameState | null;
  /** The good steps as a save; a table game's start position and corrections by hand in `extra`. */
  save: Save;
  extra: TableExtra;
  backups: BackupRow[];
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export async function inspectGame(database: CompanionDB, id: string): Promise<Outcome<Recovery>> {
  try {
    const row = await database.games.get(id);
    if (!row) return { ok: false, error: 'This game is no longer saved on this device.' };
    const steps = await database.steps.where('[gameId+index]').between([id, 0], [id, Infinity], true, true).toArray();
    const backups = await backupsOf(database, id);
    const first = await database.snapshots.get([id, 0]);
    const fresh = first ? null : newGame(row.options);
    let state: GameState | null = first ? clone(first.state) : fresh?.ok ? fresh.state : null;
    let good = 0;
    let problem: string | null = state ? null : 'The starting position is missing and the options do not start a game.';
    const sound: StepRow[] = [];
    for (const step of steps) {
      if (!state || problem) break;
      if (step.index !== good) {
        problem = `Step ${good + 1} is missing.`;
        break;
      }
      try {
        if (step.correction) {
          const fixed = correct(state, step.correction);
          if (!fixed.ok) throw new Error(fixed.error);
          state = fixed.state;
        } else {
          const before = clone(state);
          const refused = answerInPlace(state, step.choice);
          if (refused) {
            state = before;
            throw new Error(refused);
          }
        }
      } catch (e) {
        problem = `Step ${good + 1} ("${String(step.choice).slice(0, 30)}") does not replay: ${message(e)}`;
        break;
      }
      sound.push(step);
      good++;
    }
    if (!problem && good < row.steps) problem = `The game claims ${row.steps} steps but only ${good} are stored.`;
    const { save, ...extra } = saveOfSteps(row.options, sound, ownStart(row, first?.state));
    return { ok: true, value: { row, good, problem, state, save, extra, backups } };
  } catch (e) {
    return { ok: false, error: `The game could not be read at all: ${message(e)}` };
  }
}

/** Stores `save` (with a table game's extras) as a new game, the damaged one left untouched; returns the new id. */
export async function continueAsNew(database: CompanionDB, row: GameRow, save: Save, extra: TableExtra = {}, words?: DecisionWords): Promise<Outcome<string>> {
  const rebuilt = rebuildEntry(entryOf(row, save, extra), Date.now(), words);
  if (!rebuilt.ok) return rebuilt;
  try {
    const { row: fresh, steps, snapshots } = rebuilt.value;
    await database.transaction('rw', database.games, database.steps, database.snapshots, async () => {
      await database.games.add(fresh);
      await database.steps.bulkAdd(steps);
      await database.snapshots.bulkAdd(snapshots);
    });
    reportWrite('saved');
    return { ok: true, value: fresh.id };
  } catch (e) {
    return { ok: false, error: `It could not be stored: ${message(e)}` };
  }
}
