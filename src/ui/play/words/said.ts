/**
 * The log line of an answer that said something of its own, from its code (persistence/said.ts)
 * and the position it was taken from: a stored step keeps no words, so its line is made here,
 * in the language shown, each time the log is read.
 */
import type { SaidWords } from '../../../persistence/said';
import { slainOnce } from '../decisions/settle';
import { decisionLine } from './options';
import { t } from '../../common/words';
import { marineName } from '../../common/names';

/** Pocket play's lines: a player's decision, a chain of slays told once, a re-roll the app made. */
export const pocketSaid: SaidWords = (said, entry, before) => {
  if (said.w === 'slain-once') return slainOnce(said.n);
  if (said.w === 'rerolled-for-you') {
    // The marine is the re-roll question's subject, in the position the step was taken from.
    const marine = before?.prompt?.kind === 'decision' ? before.prompt.subject : undefined;
    return marine?.startsWith('marine.') ? t('board.rerollForYouMarine', { marine: marineName(marine) }) : t('board.rerollForYou');
  }
  if (said.w === 'answer' && before) return decisionLine(entry, before);
  return null;
};
