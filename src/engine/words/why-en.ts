/**
 * Why a reveal is asked, in English: the engine's default speaker of `why.ts` (tests, CLI).
 */
import type { RevealWhy } from '../reasons';
import { SAY_EN } from './log-en';
import { whyIn, whyWords, type WhyWords } from './why';

export type { WhyWords } from './why';

export const WHY_EN: WhyWords = whyWords(SAY_EN);

/** A reveal's reason in words. */
export function whyEn(w: RevealWhy, words: WhyWords = WHY_EN): string {
  return whyIn(words, w);
}
