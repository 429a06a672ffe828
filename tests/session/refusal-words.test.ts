/**
 * Issue 35 §3: a refusal between phones counted steps from 1 ("the game is at step 61") where
 * nothing else shows step numbers. A refused late answer now travels as a code and is worded
 * on the phone that shows it, in its own language, with no step number in any of them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/words/languages';
import { refusalWords, type GuestRefusal } from '../../src/session';
import { currentSay, useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';

describe('a late answer refused between phones', () => {
  afterEach(() => useWordsNow('en', wordsOf('en')));
  const stale: GuestRefusal = { code: 'answer', reason: 'stale' };

  for (const lang of LANGUAGES) {
    it(`says where the game is without a step number (${lang})`, () => {
      useWordsNow(lang, wordsOf(lang), wordsOf('en'));
      const line = refusalWords(stale, currentSay());
      expect(line.length).toBeGreaterThan(20);
      expect(line).not.toMatch(/\d/);
      expect(line).not.toMatch(/\{/);
    });
  }
});
