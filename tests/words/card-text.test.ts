/**
 * The cards' texts live in the words (issue 34), keyed by card id: every card of the catalogue
 * has its text in every language, in that language, and the lookups pick the right key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, BROOD_LORDS, EVENTS, LOCATIONS, SETUP_LOCATIONS, TERRAIN, locationDef, terrainDef } from '../../src/data';
import { cardText, cardTextId, cardVictory, terrainText } from '../../src/words/card-text';
import type { Key } from '../../src/words/keys';
import { LANGUAGES } from '../../src/words/languages';
import { makeSay, type Flat } from '../../src/words/say';

const cards = (lang: string): Flat => JSON.parse(readFileSync(join(__dirname, '../../public/words', lang, 'cards.json'), 'utf8')) as Flat;
const en = cards('en');
/** The keys a card's words need: marines have none, only activatable terrain and final locations more. */
const keysOf = (c: { id: string; activatable?: boolean; isFinal?: boolean }): string[] => {
  if (c.activatable === false) return [];
  if (c.id.startsWith('setup.')) return ['card.setup.text'];
  return [`card.${cardTextId(c.id)}.text`, ...(c.isFinal ? [`card.${c.id}.victory`] : [])];
};
const KEYS = [...new Set([...ACTIONS, ...EVENTS, ...SETUP_LOCATIONS, ...LOCATIONS, ...TERRAIN, ...BROOD_LORDS].flatMap(keysOf))];

describe("the cards' texts", () => {
  it('every English key a card needs exists, and no card text is left without a card', () => {
    for (const k of KEYS) expect(en[k], k).toBeTruthy();
    const cardKeys = Object.keys(en).filter((k) => k.startsWith('card.'));
    expect(cardKeys.filter((k) => !KEYS.includes(k))).toEqual([]);
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang}: every card's text is there and translated`, () => {
      const words = cards(lang);
      const untranslated = KEYS.filter((k) => !words[k] || words[k] === en[k]);
      expect(untranslated).toEqual([]);
    });
  }

  it('asks by card id: copies share one text, a setup card has none, final locations say how to win', () => {
    const say = makeSay<Key>('en', en);
    expect(cardText(say, 'event.gun-jam.1')).toBe(cardText(say, 'event.gun-jam.2'));
    expect(cardText(say, 'action.heroic-charge')).toMatch(/^Instead of his normal attack, Claudio/);
    expect(cardText(say, 'setup.void-lock-1p')).toBe('The squad sets out from the Void Lock. No ability.');
    expect(terrainText(say, terrainDef('terrain.corridor'))).toBeNull();
    expect(terrainText(say, terrainDef('terrain.door'))).toMatch(/^Put 1 Support token/);
    expect(cardVictory(say, locationDef('location.main-corridor'))).toBeNull();
    expect(cardVictory(say, locationDef('setup.void-lock-1p'))).toBeNull();
    expect(cardVictory(say, locationDef('location.genestealer-lair'))).toMatch(/Brood Lords/);
    const de = makeSay<Key>('de', cards('de'), en);
    expect(cardText(de, 'event.full-scan.2')).toBe('Wähle einen Signalstapel und wirf seine oberste Karte ab.');
  });
});
