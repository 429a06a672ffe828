/**
 * The pseudo-language: every English message with accented letters, about 40% longer and in
 * brackets, placeholders untouched. Text on screen without brackets did not come from the
 * catalogue; text cut off shows where a longer language would not fit.
 */
import type { Flat } from './say';

const ACCENTED: Record<string, string> = {
  a: 'á', e: 'é', i: 'ï', o: 'ö', u: 'û', y: 'ý', c: 'ç', n: 'ñ', s: 'š', z: 'ž',
  A: 'Å', E: 'É', I: 'Î', O: 'Ø', U: 'Ü', Y: 'Ý', C: 'Ç', N: 'Ñ', S: 'Š', Z: 'Ž',
};

export function pseudoText(text: string): string {
  let letters = 0;
  // Placeholders stay as they are; everything else is accented.
  const body = text.split(/(\{\w+\})/).map((part) => {
    if (/^\{\w+\}$/.test(part)) return part;
    return part.replace(/[A-Za-z]/g, (ch) => {
      letters++;
      return ACCENTED[ch] ?? ch;
    });
  });
  const pad = '·'.repeat(Math.ceil(letters * 0.4));
  return `[${body.join('')}${pad ? ` ${pad}` : ''}]`;
}

export function pseudoWords(words: Flat): Flat {
  return Object.fromEntries(Object.entries(words).map(([k, v]) => [k, pseudoText(v)]));
}
