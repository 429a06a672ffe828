/**
 * Why a file's game was refused, naming the question and the answers as the game screens do.
 * Those words live in the UI, above this layer, so the UI passes them in (`AnswerNames`);
 * without them (the CLI, tests) the engine's ids are quoted as they are.
 */
import type { DecisionPrompt, GameState, ReplayResult, Save } from '../engine';

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

/** At most this many possible answers are listed. */
const LISTED = 12;

/** The sentence for a replay that stopped, with its step counted among the file's steps. */
export function refusal(save: Save, failed: Extract<ReplayResult, { ok: false }>, names: AnswerNames): string {
  if (failed.step === 0) return failed.error;
  const where = `Step ${failed.step} of ${save.steps.length}`;
  const step = save.steps[failed.step - 1];
  if (typeof step !== 'string') return `${where} (a correction by hand) does not fit the game: ${failed.problem}`;
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
      return said === choice ? `"${choice}"` : said;
    };
    let asked: string;
    try {
      asked = names.question(p, s);
    } catch {
      asked = p.ask;
    }
    const possible = p.options.slice(0, LISTED).map(label).join(', ') + (p.options.length > LISTED ? ', …' : '');
    return `${where} does not fit the game: to the question "${asked}" the file answers ${label(step)}, which is not one of the choices. Possible: ${possible}.`;
  }
  return `${where} ("${step.slice(0, 30)}") does not fit the game: ${failed.problem}`;
}
