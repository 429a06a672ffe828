/**
 * Why a save cannot be replayed (replay-problems.ts), in any language, from the `log` area:
 * its envelope, why its game cannot start, which step stopped it and why. Together with the
 * options, the broken rules and a position's problems, these are the engine's `ProblemWords`
 * for one speaker. Only an engine failure's own message (a bug) stays in English, quoted as
 * `{detail}` inside a translated sentence.
 */
import type { CorrectionRefusal } from '../correction-refusals';
import type { Inconsistency } from '../inconsistencies';
import type { OptionsProblem } from '../options-problems';
import type { PositionProblem } from '../position-problems';
import type { AnswerRefusal } from '../refusals';
import type { SaveProblem, SaveProblemCode, StartProblem, StartProblemCode, StepFailure } from '../replay-problems';
import { fixIn, fixWords } from './fix';
import type { LogSay } from './log';
import { positionIn, positionWords } from './position';
import { inconsistencyIn, inconsistencyWords, optionsIn, optionsWords } from './problems';
import { refusalIn, refusalWords } from './refusal';

type SaveWords = { [K in SaveProblemCode]: (p: Extract<SaveProblem, { code: K }>) => string };
type StartWords = { [K in StartProblemCode]: (p: Extract<StartProblem, { code: K }>) => string };

/** The engine's problems in one language: each takes its data and gives a whole sentence. */
export interface ProblemWords {
  options(p: OptionsProblem): string;
  /** A string is an older phone's English sentence, shown as it is. */
  inconsistency(p: Inconsistency | string): string;
  position(p: PositionProblem): string;
  save(p: SaveProblem): string;
  start(p: StartProblem): string;
  refusal(r: AnswerRefusal): string;
  fix(r: CorrectionRefusal): string;
  /** Only why a replay stopped: the refusal, the engine's failure, or why the game could not start. */
  why(f: StepFailure): string;
  /** The whole sentence: which step (of how many, and what it was), and why. */
  stopped(f: StepFailure): string;
}

function saveWords(say: LogSay): SaveWords {
  return {
    'not-an-object': () => say('log.save.notAnObject'),
    format: (p) => say('log.save.format', { got: p.got }),
    version: (p) => say('log.save.version', { got: p.got }),
    object: (p) => say('log.save.object', { path: p.path }),
    array: (p) => say('log.save.array', { path: p.path }),
    string: (p) => (p.got === null ? say('log.save.string', { path: p.path }) : say('log.save.stringNot', { path: p.path, got: p.got })),
    answers: () => say('log.save.answers'),
    steps: () => say('log.save.steps'),
    step: (p) => say('log.save.step', { path: p.path, got: p.got }),
    position: (p) => say('log.save.position', { path: p.path }),
  };
}

/** A correction step as a save holds it: `{ correction: { … } }`. */
function isCorrection(step: unknown): boolean {
  return typeof step === 'object' && step !== null && 'correction' in step;
}

export function problemWords(say: LogSay): ProblemWords {
  const options = optionsWords(say);
  const broken = inconsistencyWords(say);
  const position = positionWords(say, options, broken);
  const save = saveWords(say);
  const refusals = refusalWords(say);
  const fixes = fixWords(say);
  const start: StartWords = {
    'not-a-save': (p) => say('log.start.notASave', { problem: (save[p.problem.code] as (x: SaveProblem) => string)(p.problem) }),
    'own-start-dealt': () => say('log.start.ownStartDealt'),
    'start-invalid': (p) => say('log.start.invalid', { problem: positionIn(position, p.problem) }),
    'other-game': () => say('log.start.otherGame'),
    'cannot-start': (p) => say('log.start.cannotStart', { problem: optionsIn(options, p.problem) }),
    'setup-failed': (p) => say('log.start.setupFailed', { detail: p.detail }),
  };
  const startIn = (p: StartProblem): string => (start[p.code] as (x: StartProblem) => string)(p);
  const why = (f: StepFailure): string => {
    if (f.start) return startIn(f.start);
    if (f.refusal) return refusalIn(refusals, f.refusal);
    if (f.fix) return fixIn(fixes, f.fix);
    if (f.crash !== undefined) return say('log.step.engineFailed', { detail: f.crash });
    return say('log.step.notAStep');
  };
  return {
    options: (p) => optionsIn(options, p),
    inconsistency: (p) => inconsistencyIn(broken, say, p),
    position: (p) => positionIn(position, p),
    save: (p) => (save[p.code] as (x: SaveProblem) => string)(p),
    start: startIn,
    refusal: (r) => refusalIn(refusals, r),
    fix: (r) => fixIn(fixes, r),
    why,
    stopped: (f) => {
      if (f.step === 0 || f.start) return why(f);
      const where = { step: f.step, steps: f.of };
      const answer = typeof f.given === 'string' ? f.given.slice(0, 30) : isCorrection(f.given) ? null : (JSON.stringify(f.given) ?? String(f.given)).slice(0, 30);
      if (f.crash !== undefined) {
        return answer === null ? say('log.step.correctionFailed', { ...where, detail: f.crash }) : say('log.step.answerFailed', { ...where, answer, detail: f.crash });
      }
      return answer === null ? say('log.step.correctionRefused', { ...where, problem: why(f) }) : say('log.step.answerRefused', { ...where, answer, problem: why(f) });
    },
  };
}
