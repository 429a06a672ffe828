/**
 * Our words about a card's ability, in the language a `Say` speaks. The card's name, numbers
 * and icons are facts and stay in `src/data`; its text is prose and lives in the `cards` area
 * (`card.<id>.text`, `card.<id>.victory`), so a translator changes it without touching the
 * catalogue. Pure, and free of the catalogue itself (this layer imports nothing): the caller
 * passes the card's id, or its definition where a fact decides whether it has a text. The UI
 * passes the shown language's speaker (`ui/common/card-text.ts`), a test or tool an English one.
 */
import type { Key } from './keys';
import type { Say } from './say';

/** The two copies of an Event card say the same: one text per card name ('event.gun-jam.1' → 'event.gun-jam'). */
export const cardTextId = (cardId: string): string => cardId.replace(/\.\d+$/, '');

/**
 * A card's ability in our words: an Action, Event, Location or Brood Lord card, or an
 * activatable Terrain card (`terrainText` for any Terrain card). A Void Lock setup card says
 * it has none. The id must be a catalogue id.
 */
export function cardText(say: Say<Key>, cardId: string): string {
  if (cardId.startsWith('setup.')) return say('card.setup.text');
  return say(`card.${cardTextId(cardId)}.text` as Key);
}

/** What activating a Terrain card does; null for one that cannot be activated. */
export function terrainText(say: Say<Key>, terrain: { readonly id: string; readonly activatable: boolean }): string | null {
  return terrain.activatable ? cardText(say, terrain.id) : null;
}

/** What wins the game at a final Location; null for any other location or a setup card. */
export function cardVictory(say: Say<Key>, location: { readonly id: string; readonly isFinal?: boolean }): string | null {
  return location.isFinal ? say(`card.${location.id}.victory` as Key) : null;
}
