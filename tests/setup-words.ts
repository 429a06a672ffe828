/**
 * Unit tests run in Node without a server: the screens' words are given at once, in English,
 * from the same files the app fetches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, type Area } from '../src/words/keys';
import type { Flat } from '../src/words/say';
import { useWordsNow } from '../src/ui/common/words';

export function wordsOf(lang: string): Partial<Record<Area, Flat>> {
  const out: Partial<Record<Area, Flat>> = {};
  for (const a of AREAS) {
    try {
      out[a] = JSON.parse(readFileSync(join(__dirname, '../public/words', lang, `${a}.json`), 'utf8')) as Flat;
    } catch {
      // A language without this area yet shows it in English.
    }
  }
  return out;
}

useWordsNow('en', wordsOf('en'));
