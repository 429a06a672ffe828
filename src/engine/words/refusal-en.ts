/**
 * Why an answer was refused, in English: the engine's default speaker of `refusal.ts`
 * (results' `error`, tests, CLI).
 */
import type { AnswerRefusal } from '../refusals';
import { SAY_EN } from './log-en';
import { refusalIn, refusalWords, type RefusalWords } from './refusal';

export type { RefusalWords } from './refusal';

export const REFUSAL_EN: RefusalWords = refusalWords(SAY_EN);

/** A refusal in words; one from a newer phone (an unknown code, a card this one lacks) still says that the answer was refused. */
export function refusalEn(r: AnswerRefusal, words: RefusalWords = REFUSAL_EN): string {
  return refusalIn(words, r);
}
