/**
 * Why a save cannot be replayed, as data (issue 34): what is wrong with its envelope, why its
 * game cannot start, and which step stopped it and why. Worded where shown
 * (`words/replay.ts`); the CLI reads the English (`words/problems-en.ts`).
 */
import type { CorrectionRefusal } from './correction-refusals';
import type { OptionsProblem } from './options-problems';
import type { PositionProblem } from './position-problems';
import type { AnswerRefusal } from './refusals';

/** What is wrong with a save's envelope (checkSave). `got` is the value as JSON, cut short; a path is technical. */
export type SaveProblem =
  | { code: 'not-an-object' }
  | { code: 'format'; got: string }
  | { code: 'version'; got: string }
  /** `path` must be an object (options) or an array (options.players, a player's teams). */
  | { code: 'object'; path: string }
  | { code: 'array'; path: string }
  /** `got` null: the value is absent or not worth quoting. */
  | { code: 'string'; path: string; got: string | null }
  | { code: 'answers' }
  | { code: 'steps' }
  | { code: 'step'; path: string; got: string }
  /** `path`: start or final, which when present must be a position. */
  | { code: 'position'; path: string };

/** Why a save's game could not start (step 0 of a replay). */
export type StartProblem =
  | { code: 'not-a-save'; problem: SaveProblem }
  | { code: 'own-start-dealt' }
  | { code: 'start-invalid'; problem: PositionProblem }
  | { code: 'other-game' }
  | { code: 'cannot-start'; problem: OptionsProblem }
  /** `detail`: the engine's own message (a bug): technical. */
  | { code: 'setup-failed'; detail: string };

/**
 * A replay that stopped, as data. A step's reason is one of `refusal` (an answer the position
 * refused), `fix` (a correction refused), `crash` (the engine's own message: a bug) or none of
 * them (a step that is neither an answer nor a correction). `step` 0: the game could not start
 * (`start` says why).
 */
export interface StepFailure {
  /** The 1-based number of the step that failed in the whole game, 0 when the game could not start. */
  step: number;
  /** How many steps the whole game has (0 when it could not start). */
  of: number;
  /** The step as given: an answer's text, or a correction (any object). */
  given?: unknown;
  start?: StartProblem;
  refusal?: AnswerRefusal;
  fix?: CorrectionRefusal;
  crash?: string;
}

export type SaveProblemCode = SaveProblem['code'];
export type StartProblemCode = StartProblem['code'];
