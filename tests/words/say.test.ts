import { describe, expect, it } from 'vitest';
import { languageOf } from '../../src/words/languages';
import { pseudoText } from '../../src/words/pseudo';
import { fill, listIn, makeSay, placeholders } from '../../src/words/say';

describe('say', () => {
  const en = { 'pile.cards_one': '{n} card left', 'pile.cards_other': '{n} cards left', 'hello': 'Hello, {name}.' };
  it('picks the plural form by Intl.PluralRules, per language', () => {
    const say = makeSay('en', en);
    expect(say('pile.cards', { n: 1 })).toBe('1 card left');
    expect(say('pile.cards', { n: 0 })).toBe('0 cards left');
    // French "one" covers 0 as well as 1.
    const fr = makeSay('fr', { 'pile.cards_one': '{n} carte restante', 'pile.cards_other': '{n} cartes restantes' }, en);
    expect(fr('pile.cards', { n: 0 })).toBe('0 carte restante');
    expect(fr('pile.cards', { n: 2 })).toBe('2 cartes restantes');
  });
  it('reads a key the language lacks in English, and shows a key nobody has as {key}', () => {
    const de = makeSay('de', {}, en);
    expect(de('hello', { name: 'Ben' })).toBe('Hello, Ben.');
    expect(de('nowhere' as string)).toBe('{nowhere}');
  });
  it('leaves a missing placeholder visible and fills the rest', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(placeholders('{b} {a} {b}')).toEqual(['a', 'b']);
  });
  it('a value that ends its own sentence takes the full stop after it (a card named with "!")', () => {
    expect(fill('Event drawn: {card}.', { card: 'For My Battle Brothers!' })).toBe('Event drawn: For My Battle Brothers!');
    expect(fill('Event drawn: {card}.', { card: 'Gun Jam' })).toBe('Event drawn: Gun Jam.');
    // Only a full stop right after the value: other marks and later stops stay.
    expect(fill('{card}, then {x}.', { card: 'Huh?', x: 'more' })).toBe('Huh?, then more.');
    expect(fill('« {card} ».', { card: 'Vite !' })).toBe('« Vite ! ».');
  });
  it('lists in the language’s own way', () => {
    expect(listIn('en', ['Ben', 'Cy', 'Dana'])).toBe('Ben, Cy, and Dana');
    expect(listIn('de', ['Ben', 'Cy', 'Dana'])).toBe('Ben, Cy und Dana');
  });
  it('pseudo-language: accented, longer, bracketed, placeholders kept', () => {
    const p = pseudoText('Hello, {name}.');
    expect(p.startsWith('[') && p.endsWith(']')).toBe(true);
    expect(p).toContain('{name}');
    expect(p).not.toMatch(/Hello/);
    expect(p.length).toBeGreaterThan('Hello, {name}.'.length * 1.3);
  });
  it('the phone’s language, when the app speaks it', () => {
    expect(languageOf(['de-AT', 'en'])).toBe('de');
    expect(languageOf(['pl-PL', 'fr-CA'])).toBe('fr');
    expect(languageOf(['pl-PL'])).toBe('en');
    expect(languageOf([])).toBe('en');
  });
});
