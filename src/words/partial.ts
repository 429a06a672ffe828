/**
 * Areas a language shows in English for now (issue 34 lets the reference and the guide wait
 * in French, Spanish and Italian): the screens that show them say so. Their files are empty
 * (`{}`), never half-translated: the loader reads an empty file as "English for now".
 */
import type { Area } from './keys';
import type { Language } from './languages';

export const ENGLISH_FOR_NOW: Partial<Record<Language, readonly Area[]>> = {
  fr: ['reference', 'guide'],
  es: ['reference', 'guide'],
  it: ['reference', 'guide'],
  fi: ['reference', 'guide'],
};

export function englishForNow(lang: Language, area: Area): boolean {
  return ENGLISH_FOR_NOW[lang]?.includes(area) ?? false;
}
