/**
 * The languages the app speaks: those Death Angel was printed in (shared/reference/terms.md).
 * `qps` is a pseudo-language made from English (accents, longer words, brackets) that shows
 * any text that does not come from the catalogue; it is not offered in Settings.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number] | 'qps';

/** Each language in its own words, as Settings lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  fi: 'Suomi',
  qps: '[Ƥšéûðö]',
};

export function isLanguage(value: unknown): value is Language {
  return value === 'qps' || (LANGUAGES as readonly unknown[]).includes(value);
}

/** The first of the phone's languages the app speaks ('de-AT' is German), else English. */
export function languageOf(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base) && base !== 'qps') return base;
  }
  return 'en';
}
