/**
 * The same words in English, whatever is shown: the rules reference finds an entry by its
 * English word too ("swarm" as well as "Schwarm"). Fetched only by the screens that search,
 * so a German phone loads no English for its other screens.
 */
import { signal } from '@preact/signals';
import type { Area, Key } from '../../words/keys';
import { makeSay, type Flat, type Say } from '../../words/say';
import { currentSay, wordsFile } from './words';

const english = signal<Say<Key> | null>(null);

/** Loads these areas in English; `englishSay` then speaks them. */
export async function loadEnglish(...areas: Area[]): Promise<void> {
  const files = await Promise.all(areas.map((a) => wordsFile('en', a)));
  english.value = makeSay<Key>('en', Object.assign({}, ...files.map((f): Flat => f ?? {})) as Flat);
}

/** English, once loaded; until then the shown language (a search then finds its own words). */
export function englishSay(): Say<Key> {
  const shown = currentSay();
  return shown.locale === 'en' ? shown : (english.value ?? shown);
}

/** English given at once, not fetched: unit tests, which run without a server. */
export function useEnglishNow(areas: Partial<Record<Area, Flat>>): void {
  english.value = makeSay<Key>('en', Object.assign({}, ...Object.values(areas)) as Flat);
}
