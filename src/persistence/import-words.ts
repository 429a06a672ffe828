/**
 * Why a file's game was refused, naming the question and the answers as the game screens do.
 * Those words live in the UI, above this layer, so the UI passes them in (`AnswerNames`, and
 * the speaker of the shown language, `Say`); without them (the CLI, tests) the engine's ids are
 * quoted as they are, in English. Why a step or a start was refused is the engine's data,
 * worded by the engine's renderers with the same speaker (the `log` area).
 */
import saves from '../../public/words/en/saves.json' with { type: 'json' };
import { problemWords, SAY_EN, type DecisionPrompt, type GameState, type LogKey, type ProblemWords, type ReplayResult, type Save, type StepFailure } from '../engine';
import type { JoinProblem } from './table-extra';
import type { Key } from '../words/keys';
import { makeSay, type Params, type Say } from '../words/say';

/** The speaker an import's refusals are worded with: the `saves` and `log` areas. */
export type Speaker = Say<Key>;

const savesEn = makeSay<Key>('en', saves);

/** English, for callers that pass no speaker: the CLI and the tests (the `log` area is the engine's own English). */
export const SAVES_EN: Speaker = Object.defineProperty((key: Key, params?: Params) => (key.startsWith('log.') ? SAY_EN(key as LogKey, params) : savesEn(key, params)), 'locale', { value: 'en' }) as Speaker;

const spoken = new WeakMap<Speaker, ProblemWords>();

/** The engine's problems in the speaker's language (made once per speaker). */
export function problemsIn(say: Speaker): ProblemWords {
  let words = spoken.get(say);
  if (!words) spoken.set(say, (words = problemWords(say)));
  return words;
}

/** Why a replay stopped (only why: the refusal, the engine's failure, or why the game could not start). */
export function whyStopped(failed: StepFailure, say: Speaker = SAVES_EN): string {
  return problemsIn(say).why(failed);
}

export interface AnswerNames {
  /** The question as its screen asks it. */
  question(p: DecisionPrompt, s: GameState): string;
  /** An option as its button says it (it may throw for a value that names nothing). */
  option(choice: string, p: DecisionPrompt, s: GameState): string;
}

export const plainAnswerNames: AnswerNames = {
  question: (p) => p.ask,
  option: (choice) => choice,
};

/** Why a save's steps and its corrections beside them do not make one stream. */
export function joinRefusal(p: JoinProblem, say: Speaker = SAVES_EN): string {
  return p.problem === 'twice' ? say('import.twice') : say('import.gap', { step: p.step, steps: p.steps });
}

/** At most this many possible answers are listed. */
const LISTED = 12;

/** The sentence for a replay that stopped, with its step counted among the file's steps. */
export function refusal(save: Save, failed: Extract<ReplayResult, { ok: false }>, names: AnswerNames, say: Speaker = SAVES_EN): string {
  const words = problemsIn(say);
  if (failed.step === 0) return failed.start ? words.start(failed.start) : failed.error;
  const where = { step: failed.step, steps: save.steps.length };
  const step = save.steps[failed.step - 1];
  if (typeof step !== 'string') return say('import.correctionMisfit', { ...where, problem: words.why(failed) });
  const s = failed.state;
  const p = s?.prompt;
  if (s && p?.kind === 'decision' && !s.outcome && !p.options.includes(step)) {
    const label = (choice: string): string => {
      let said: string;
      try {
        said = names.option(choice, p, s);
      } catch {
        said = choice;
      }
      // A value the words cannot name (an unknown id) is shown as the file has it.
      return said === choice ? say('import.quoted', { value: choice }) : said;
    };
    let asked: string;
    try {
      asked = names.question(p, s);
    } catch {
      asked = p.ask;
    }
    // An enumeration cut short (", …"), not a sentence's list: commas in every language.
    const possible = p.options.slice(0, LISTED).map(label).join(', ') + (p.options.length > LISTED ? ', …' : '');
    return say('import.notAChoice', { ...where, question: asked, answer: label(step), possible });
  }
  return say('import.stepMisfit', { ...where, answer: step.slice(0, 30), problem: words.why(failed) });
}
