/**
 * The words on screen: `t(key, params)` in the shown language. Each area of each language is
 * one small file (`public/words/<language>/<area>.json`, precached for offline use), fetched
 * with the screens that show it (`loadAreas`) and, for the home screen, before the first
 * paint. No map of files ships in the first paint: the address is the language and the area.
 * A screen that calls `t` while it renders redraws when the language changes (it reads the
 * `shownLanguage` signal).
 */
import { signal } from '@preact/signals';
import { listIn, makeSay, type Flat, type Params, type Say } from '../../words/say';
import type { Area, Key } from '../../words/keys';
import type { Language } from '../../words/languages';

/** The language on screen now. */
export const shownLanguage = signal<Language>('en');
/** Counts the areas that have arrived: a screen that asked for words before they came redraws. */
const arrived = signal(0);

let language: Language = 'en';
const english = new Map<Area, Flat>();
const shown = new Map<Area, Flat>();
/** Areas a screen asked for: a change of language loads them all again. */
const wanted = new Set<Area>();
let say: Say<Key> = makeSay<Key>('en', {});
const fetched = new Map<string, Promise<Flat | null>>();

function file(lang: Exclude<Language, 'qps'>, area: Area): Promise<Flat | null> {
  const path = `${import.meta.env.BASE_URL}words/${lang}/${area}.json`;
  let got = fetched.get(path);
  if (!got) {
    // A language without this area yet (English for now) has no file: null, and English shows.
    got = fetch(path).then((r) => (r.ok ? (r.json() as Promise<Flat>) : null));
    got.catch(() => fetched.delete(path)); // a cut connection may be tried again
    fetched.set(path, got);
  }
  return got;
}

async function areaIn(lang: Language, area: Area): Promise<Flat> {
  if (lang === 'qps') {
    const [{ pseudoWords }, words] = await Promise.all([import('../../words/pseudo'), areaIn('en', area)]);
    return pseudoWords(words);
  }
  // An empty file: this language shows the area in English for now (src/words/partial.ts).
  const words = await file(lang, area);
  return words && (lang === 'en' || Object.keys(words).length > 0) ? words : lang === 'en' ? {} : areaIn('en', area);
}

function remake(): void {
  const words = Object.assign({}, ...shown.values()) as Flat;
  const fallback = Object.assign({}, ...english.values()) as Flat;
  say = makeSay<Key>(language === 'qps' ? 'en-XA' : language, words, fallback, language === 'qps' ? 'en' : language);
}

/**
 * An area in `lang`, and the English a key it lacks reads in: a language's own file has every
 * key (src/words/complete.ts), so English is fetched only for an area it shows in English.
 */
async function bothIn(lang: Language, area: Area): Promise<readonly [Area, Flat, Flat]> {
  const words = await areaIn(lang, area);
  return [area, words, lang === 'qps' ? await areaIn('en', area) : words];
}

function keep(loaded: readonly (readonly [Area, Flat, Flat])[]): void {
  for (const [a, words, en] of loaded) {
    shown.set(a, words);
    english.set(a, en);
  }
  remake();
  arrived.value++;
}

/** Loads these areas in the shown language (and English, for a key a language lacks). */
export async function loadAreas(...areas: Area[]): Promise<void> {
  for (const a of areas) wanted.add(a);
  const missing = areas.filter((a) => !shown.has(a));
  if (missing.length === 0) return;
  const lang = language;
  const loaded = await Promise.all(missing.map((a) => bothIn(lang, a)));
  if (lang !== language) return loadAreas(...areas);
  keep(loaded);
  shownLanguage.value = language;
}

/** Shows another language: every area in use is loaded in it first, then the screens redraw. */
export async function showLanguage(lang: Language, areas: readonly Area[] = []): Promise<void> {
  for (const a of areas) wanted.add(a);
  const loaded = await Promise.all([...wanted].map((a) => bothIn(lang, a)));
  language = lang;
  shown.clear();
  keep(loaded);
  if (globalThis.document) document.documentElement.lang = lang === 'qps' ? 'en-XA' : lang;
  shownLanguage.value = lang;
}

/** Words given at once, not fetched: unit tests, which run without a server. */
export function useWordsNow(lang: Language, areas: Partial<Record<Area, Flat>>, englishAreas: Partial<Record<Area, Flat>> = areas): void {
  language = lang;
  shown.clear();
  for (const [a, words] of Object.entries(areas) as [Area, Flat][]) {
    shown.set(a, words);
    wanted.add(a);
  }
  for (const [a, words] of Object.entries(englishAreas) as [Area, Flat][]) english.set(a, words);
  remake();
  shownLanguage.value = lang;
}

/** Whether a message's words are here (an area loads after the first paint). */
export function hasWords(key: Key): boolean {
  void shownLanguage.value;
  void arrived.value;
  return !say(key).startsWith('{');
}

/** A message in the shown language. */
export function t(key: Key, params?: Params): string {
  void shownLanguage.value;
  void arrived.value;
  return say(key, params);
}

/** "Ben, Cy and Dana" in the shown language. */
export function tList(items: readonly string[], type?: 'conjunction' | 'disjunction'): string {
  void shownLanguage.value;
  return listIn(say.locale === 'en-XA' ? 'en' : say.locale, items, type);
}

/** The speaker itself, for renderers that take one (the engine's log). */
export function currentSay(): Say<Key> {
  void shownLanguage.value;
  return say;
}
