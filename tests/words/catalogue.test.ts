/**
 * Every language has every key of English with the same placeholders, and the plural forms its
 * numbers need (issue 34). Read from the files themselves, as a translator would hand them in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/words/keys';
import { LANGUAGES } from '../../src/words/languages';
import { englishForNow } from '../../src/words/partial';
import { PLURAL_SUFFIXES, placeholders, type Flat } from '../../src/words/say';

const dir = join(__dirname, '../../public/words');
const read = (lang: string, area: string): Flat | null => {
  const path = join(dir, lang, `${area}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Flat) : null;
};
const SUFFIX = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);
const base = (key: string): string => key.replace(SUFFIX, '');
/** The numbers the app shows a counted word with: cards, tokens, rounds, marines, games. */
const SHOWN = Array.from({ length: 101 }, (_, n) => n);

const OTHERS = LANGUAGES.filter((l) => l !== 'en');

describe('the catalogue', () => {
  it('English has every area, and the check sees some words (the test itself works)', () => {
    const en = AREAS.map((a) => read('en', a));
    expect(en.every((f) => f !== null)).toBe(true);
    expect(Object.keys(read('en', 'shell') ?? {}).length).toBeGreaterThan(30);
  });

  for (const lang of OTHERS) {
    describe(lang, () => {
      for (const area of AREAS) {
        const en = read('en', area) as Flat;
        const words = read(lang, area);
        if (englishForNow(lang, area)) {
          it(`${area}: English for now, so an empty file, not a half-done one`, () => expect(words).toEqual({}));
          continue;
        }
        it(`${area}: every key of English, no key English lacks`, () => {
          expect(words).not.toBeNull();
          const mine = Object.keys(words as Flat);
          const missing = Object.keys(en).filter((k) => !SUFFIX.test(k) && !(k in (words as Flat)));
          const plurals = [...new Set(Object.keys(en).filter((k) => SUFFIX.test(k)).map(base))];
          const missingPlural = plurals.filter((b) => !(`${b}_other` in (words as Flat)));
          const extra = mine.filter((k) => !(base(k) in en) && !(k in en) && !Object.keys(en).some((e) => base(e) === base(k)));
          expect({ missing, missingPlural, extra }).toEqual({ missing: [], missingPlural: [], extra: [] });
        });
        it(`${area}: the same placeholders as English`, () => {
          const wrong: string[] = [];
          for (const [key, text] of Object.entries(words ?? {})) {
            // A plural form is held to English's "other" form: English may say "a hit" where
            // French "one" (0 and 1) needs the number.
            const english = SUFFIX.test(key) ? (en[`${base(key)}_other`] ?? en[key]) : en[key];
            if (english === undefined) continue;
            const want = placeholders(english);
            const got = placeholders(text);
            // A plural form may say its number in words ("un jeton"): {n} may go, nothing else.
            const ok = SUFFIX.test(key) ? got.every((p) => want.includes(p)) && want.filter((p) => p !== 'n').every((p) => got.includes(p)) : JSON.stringify(got) === JSON.stringify(want);
            if (!ok) wrong.push(`${key}: ${got.join(',')} vs ${want.join(',')}`);
          }
          expect(wrong).toEqual([]);
        });
        it(`${area}: the plural forms its numbers need`, () => {
          const rules = new Intl.PluralRules(lang);
          const needed = [...new Set(SHOWN.map((n) => rules.select(n)))];
          const bases = [...new Set(Object.keys(en).filter((k) => SUFFIX.test(k)).map(base))];
          const lacking = bases.flatMap((b) => needed.filter((c) => !(`${b}_${c}` in (words ?? {}))).map((c) => `${b}_${c}`));
          expect(lacking).toEqual([]);
        });
      }
    });
  }
});
