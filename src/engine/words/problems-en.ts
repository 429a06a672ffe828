/**
 * The engine's problems in English (words/replay.ts `ProblemWords` spoken by `SAY_EN`): the
 * `error` strings of results, `Validation.errors`, the CLI and the tests. The app words the
 * same data in the language it shows.
 */
import type { Inconsistency } from '../inconsistencies';
import type { OptionsProblem } from '../options-problems';
import type { PositionProblem } from '../position-problems';
import type { SaveProblem, StepFailure } from '../replay-problems';
import { SAY_EN } from './log-en';
import { problemWords, type ProblemWords } from './replay';

let made: ProblemWords | null = null;
/** Made when first asked: the engine's modules load before any problem needs words. */
export function problemsEn(): ProblemWords {
  return (made ??= problemWords(SAY_EN));
}

export const optionsProblemEn = (p: OptionsProblem): string => problemsEn().options(p);
export const inconsistencyEn = (p: Inconsistency | string): string => problemsEn().inconsistency(p);
export const positionProblemEn = (p: PositionProblem): string => problemsEn().position(p);
export const saveProblemEn = (p: SaveProblem): string => problemsEn().save(p);
/** The whole sentence of a replay that stopped. */
export const replayErrorEn = (f: StepFailure): string => problemsEn().stopped(f);
/** Only why it stopped. */
export const stepProblemEn = (f: StepFailure): string => problemsEn().why(f);
