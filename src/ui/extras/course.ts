/**
 * A finished game's course: the position at the first decision of each round, replayed from
 * its start and its stored steps (answers and corrections by hand), for the "how it went"
 * view to weigh. Pure; the rules do the replaying.
 */
import { answerInPlace, clone, correct, type Correction, type GameState } from '../../engine';
import { refusalLine, resultError } from '../play/words/log';
import { t } from '../common/words';

export interface RoundStart {
  round: number;
  state: GameState;
}

export type Course = { ok: true; rounds: RoundStart[]; end: GameState } | { ok: false; error: string };

export function roundStarts(start: GameState, steps: readonly { choice: string; correction?: Correction | undefined }[]): Course {
  let s = clone(start);
  const rounds: RoundStart[] = [];
  const seen = new Set<number>();
  const note = (): void => {
    const p = s.prompt;
    if (p && p.kind === 'decision' && p.options.length > 1 && !seen.has(s.round)) {
      seen.add(s.round);
      rounds.push({ round: s.round, state: clone(s) });
    }
  };
  for (const [i, step] of steps.entries()) {
    note();
    if (step.correction) {
      const fixed = correct(s, step.correction);
      if (!fixed.ok) return { ok: false, error: t('log.step.correctionRefused', { step: i + 1, steps: steps.length, problem: resultError(fixed) }) };
      s = fixed.state;
      continue;
    }
    const refused = answerInPlace(s, step.choice);
    if (refused) return { ok: false, error: t('log.step.answerRefused', { step: i + 1, steps: steps.length, answer: step.choice.slice(0, 30), problem: refusalLine(refused) }) };
  }
  return { ok: true, rounds, end: s };
}
