/** Why a correction by hand was refused, in English: the engine's default speaker of `fix.ts`. */
import type { CorrectionRefusal } from '../correction-refusals';
import { fixIn, fixWords, type FixWords } from './fix';
import { SAY_EN } from './log-en';

export const FIX_EN: FixWords = fixWords(SAY_EN);

export function fixEn(r: CorrectionRefusal): string {
  return fixIn(FIX_EN, r);
}
