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
const shown = new Map<Area, Flat>();
/** Areas a screen asked for: a change of language loads them all again. */
const wanted = new Set<Area>();
let say: Say<Key> = makeSay<Key>('en', {});
const fetched = new Map<string, Promise<Flat | null>>();
/** A change of language under way: an area asked for meanwhile is loaded in the new language. */
let switching: Promise<unknown> = Promise.resolve();

/** One area's file in one language, fetched once (null when it is not there). */
export function wordsFile(lang: Exclude<Language, 'qps'>, area: Area): Promise<Flat | null> {
  const path = `${import.meta.env.BASE_URL}words/${lang}/${area}.json`;
  let got = fetched.get(path);
  if (!got) {
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
  const words = await wordsFile(lang, area);
  return words && (lang === 'en' || Object.keys(words).length > 0) ? words : lang === 'en' ? {} : areaIn('en', area);
}

/**
 * The speaker of the areas on screen. No English fallback is needed: a language's own file has
 * every key (src/words/complete.ts), an area it shows in English for now is English itself
 * (`areaIn`), and the pseudo-language is English reworded key for key.
 */
function keep(loaded: readonly (readonly [Area, Flat])[]): void {
  for (const [a, words] of loaded) shown.set(a, words);
  say = makeSay<Key>(language === 'qps' ? 'en-XA' : language, Object.assign({}, ...shown.values()) as Flat, {}, language === 'qps' ? 'en' : language);
  arrived.value++;
}

const withArea = async (lang: Language, area: Area): Promise<readonly [Area, Flat]> => [area, await areaIn(lang, area)];

/** Loads these areas in the shown language (once a change of language under way is done). */
export async function loadAreas(...areas: Area[]): Promise<void> {
  for (const a of areas) wanted.add(a);
  await switching;
  const missing = areas.filter((a) => !shown.has(a));
  if (missing.length === 0) return;
  const lang = language;
  const loaded = await Promise.all(missing.map((a) => withArea(lang, a)));
  if (lang !== language) return loadAreas(...areas);
  keep(loaded);
  shownLanguage.value = language;
}

/** Shows another language: every area in use is loaded in it first, then the screens redraw. */
export async function showLanguage(lang: Language, areas: readonly Area[] = []): Promise<void> {
  for (const a of areas) wanted.add(a);
  const loading = Promise.all([...wanted].map((a) => withArea(lang, a)));
  switching = loading.catch(() => undefined);
  const loaded = await loading;
  language = lang;
  shown.clear();
  keep(loaded);
  if (globalThis.document) document.documentElement.lang = lang === 'qps' ? 'en-XA' : lang;
  shownLanguage.value = lang;
}

/**
 * Words given at once, not fetched: unit tests, which run without a server. An empty area
 * takes its English, as a fetched one does (`areaIn`).
 */
export function useWordsNow(lang: Language, areas: Partial<Record<Area, Flat>>, englishAreas: Partial<Record<Area, Flat>> = areas): void {
  language = lang;
  shown.clear();
  const loaded = (Object.entries(areas) as [Area, Flat][]).map(([a, words]) => [a, Object.keys(words).length > 0 ? words : (englishAreas[a] ?? words)] as const);
  for (const [a] of loaded) wanted.add(a);
  keep(loaded);
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

