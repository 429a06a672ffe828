/**
 * Why a file's game was refused, naming the question and the answers as the game screens do.
 * Those words live in the UI, above this layer, so the UI passes them in (`AnswerNames`, and
 * the speaker of the shown language, `Say`); without them (the CLI, tests) the engine's ids are
 * quoted as they are, in English.
 */
import saves from '../../public/words/en/saves.json' with { type: 'json' };
import type { DecisionPrompt, GameState, ReplayResult, Save } from '../engine';
import type { JoinProblem } from './table-extra';
import type { Key } from '../words/keys';
import { makeSay, type Say } from '../words/say';

/** The speaker an import's refusals are worded with. */
export type Speaker = Say<Key>;

/** English, for callers that pass no speaker: the CLI and the tests. */
export const SAVES_EN: Speaker = makeSay<Key>('en', saves);

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
  if (failed.step === 0) return failed.error;
  const where = { step: failed.step, steps: save.steps.length };
  const step = save.steps[failed.step - 1];
  if (typeof step !== 'string') return say('import.correctionMisfit', { ...where, problem: failed.problem });
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
  return say('import.stepMisfit', { ...where, answer: step.slice(0, 30), problem: failed.problem });
}
