/**
 * A game whose stored steps no longer replay (a bug, or damage on the device) must never
 * open as a blank screen. Recovery replays from the start, step by step, finds the last
 * good one, and offers the good part as a new game or a file. It never deletes or rewrites
 * the damaged game: that stays as it is, for a later export or a fixed app version.
 */
import { clone, newGame, replaySteps, type GameState, type Save } from '../engine';
import { backupsOf, ownStart, type Backup } from './backups';
import type { CompanionDB, GameRow, StepRow } from './db';
import type { Outcome } from './games';
import { reportWrite } from './storage';
import { saveOfSteps, stepOf } from './table-extra';
import { rebuildEntry, entryOf } from './transfer';
import { plainAnswerNames, SAVES_EN, whyStopped, type Speaker } from './import-words';

export interface Recovery {
  row: GameRow;
  /** Steps that replay, from the first: the game is sound up to here. */
  good: number;
  /** Why step `good + 1` does not replay; null when every step does. */
  problem: string | null;
  /** The position after the good steps (null when even the start is unreadable). */
  state: GameState | null;
  /** The good steps as a save (a table game's start position and corrections by hand included). */
  save: Save;
  backups: Backup[];
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** `say`: the words of the screen that shows the findings (English without one). */
export async function inspectGame(database: CompanionDB, id: string, say: Speaker = SAVES_EN): Promise<Outcome<Recovery>> {
  try {
    const row = await database.games.get(id);
    if (!row) return { ok: false, error: say('export.gone') };
    const steps = await database.steps.where('[gameId+index]').between([id, 0], [id, Infinity], true, true).toArray();
    const backups = await backupsOf(database, id);
    const first = await database.snapshots.get([id, 0]);
    const fresh = first ? null : newGame(row.options);
    const start: GameState | null = first ? clone(first.state) : fresh?.ok ? fresh.state : null;
    // The stored rows must follow each other; the steps up to the first gap are replayed.
    const stored: StepRow[] = [];
    for (const step of steps) {
      if (step.index !== stored.length) break;
      stored.push(step);
    }
    let state = start;
    let good = 0;
    let problem: string | null = start ? null : say('recover.noStart');
    if (start) {
      const replayed = replaySteps(start, stored.map(stepOf));
      state = replayed.state;
      good = replayed.ok ? replayed.steps : replayed.step - 1;
      if (!replayed.ok) problem = say('recover.stepFails', { step: replayed.step, answer: String(stored[good]?.choice).slice(0, 30), problem: whyStopped(replayed, say) });
      else if (stored.length < steps.length) problem = say('recover.stepMissing', { step: good + 1 });
    }
    if (!problem && good < row.steps) problem = say('recover.claims', { n: row.steps, stored: good });
    const save = saveOfSteps(row.options, stored.slice(0, good), ownStart(row, first?.state));
    return { ok: true, value: { row, good, problem, state, save, backups } };
  } catch (e) {
    return { ok: false, error: say('recover.unreadable', { error: message(e) }) };
  }
}

/** Stores `save` as a new game, the damaged one left untouched; returns the new id. */
export async function continueAsNew(database: CompanionDB, row: GameRow, save: Save, say: Speaker = SAVES_EN): Promise<Outcome<string>> {
  const rebuilt = rebuildEntry(entryOf(row, save), Date.now(), plainAnswerNames, say);
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
    return { ok: false, error: say('import.notStored', { error: message(e) }) };
  }
}
