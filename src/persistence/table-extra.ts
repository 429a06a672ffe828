/**
 * A game's history as the engine replays it: one stream of steps (answers and, at the table,
 * corrections by hand, in the order they were made) and, for a table game begun mid-way, the
 * position it started from. Export files, rolling backups and the recovery view all build it
 * here from the stored steps, and read back the shape they had before (answers in the save,
 * corrections and the start beside it). Only engine types are imported: the schema upgrade in
 * db.ts uses this, and the rules engine must not load with the database at start-up.
 */
import type { Correction, GameOptions, GameState, Save, SaveV1, Step } from '../engine';

/** The part of a stored step this needs; declared here so db.ts and this file do not import each other. */
export interface StepLike {
  index: number;
  choice: string;
  correction?: unknown;
}

/** The step a stored row holds: its correction by hand, or its answer. */
export function stepOf(row: StepLike): Step {
  return row.correction ? { correction: row.correction as Correction } : row.choice;
}

/**
 * The save of a run of steps (in index order, from 0). `start` is the first position when the
 * options alone do not deal it (see `ownStart` in backups.ts).
 */
export function saveOfSteps(options: GameOptions, steps: readonly StepLike[], start: GameState | undefined): Save {
  const save: Save = { format: 'death-angel-save', version: 2, options, steps: steps.map(stepOf) };
  if (start) save.start = start;
  return save;
}

/**
 * What files and backups carried beside a version-1 save before the steps became one stream:
 * the start position, and each correction with the index it held among all the steps.
 */
export interface LegacyExtra {
  start?: GameState | Record<string, unknown>;
  corrections?: { step: number; correction: Correction | Record<string, unknown> }[];
}

/** Why a save's steps do not join: held twice, or step `step` of `steps` has nothing to fill it (worded by the import). */
export type JoinProblem = { problem: 'twice' } | { problem: 'gap'; step: number; steps: number };

/**
 * A save of either shape as one stream. In the old shape each correction goes back in at its
 * index; refused (with the reason) when the corrections do not fit between the answers.
 */
export function joinSteps(save: Save | SaveV1, extra: LegacyExtra): { ok: true; save: Save } | ({ ok: false } & JoinProblem) {
  if (save.version === 2) {
    if (extra.start !== undefined || extra.corrections !== undefined) return { ok: false, problem: 'twice' };
    return { ok: true, save };
  }
  const { answers, version: _v, ...rest } = save;
  // As the old files were read: a later correction at the same index replaces an earlier one.
  const fixes = new Map((extra.corrections ?? []).map((c) => [c.step, c.correction as Correction]));
  const total = answers.length + fixes.size;
  const steps: Step[] = [];
  let given = 0;
  for (let i = 0; i < total; i++) {
    const fix = fixes.get(i);
    if (fix) steps.push({ correction: fix });
    else if (given < answers.length) steps.push(answers[given++] as string);
    else return { ok: false, problem: 'gap', step: i + 1, steps: total };
  }
  const joined: Save = { ...rest, version: 2, steps };
  if (extra.start !== undefined) joined.start = extra.start as GameState;
  return { ok: true, save: joined };
}
