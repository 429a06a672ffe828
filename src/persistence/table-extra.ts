/**
 * A table game is more than options and answers: it may start from a position the table
 * described, and it may hold corrections by hand between the answers. Export files, rolling
 * backups and the recovery view all carry those two the same way, built here. Only engine types are imported: the schema upgrade in
 * db.ts uses this, and the rules engine must not load with the database at start-up.
 */
import type { Correction, GameOptions, GameState, Save } from '../engine';

/** The part of a stored step this needs; declared here so db.ts and this file do not import each other. */
export interface StepLike {
  index: number;
  choice: string;
  correction?: unknown;
}

export interface TableExtra {
  /** The first position, when it is not what the options deal (a table game begun mid-way). */
  start?: GameState;
  /** Corrections by hand, each at the step index it holds among the answers. */
  corrections?: { step: number; correction: Correction }[];
}

/**
 * The save and table extras of a run of steps (in index order, from 0). `start` is the first
 * position when the options alone do not deal it (see `ownStart` in backups.ts).
 */
export function saveOfSteps(options: GameOptions, steps: readonly StepLike[], start: GameState | undefined): { save: Save } & TableExtra {
  const extra: TableExtra = {};
  const corrections = steps.filter((s) => s.correction).map((s) => ({ step: s.index, correction: s.correction as Correction }));
  if (corrections.length > 0) extra.corrections = corrections;
  if (start) extra.start = start;
  const answers = steps.filter((s) => !s.correction).map((s) => s.choice);
  return { save: { format: 'death-angel-save', version: 1, options, answers }, ...extra };
}
