/**
 * A card's text in the shown language (the `cards` area): call while rendering, so a change
 * of language redraws it. Pure code asks `src/words/card-text.ts` with a `Say` instead.
 */
import { locationDef, terrainDef, type ActionId, type EventId, type LOCATIONS, type LocationId, type TERRAIN } from '../../data';
import { cardText as textIn, cardVictory as victoryIn, terrainText as terrainIn } from '../../words/card-text';
import type { KeyOf } from '../../words/keys';
import { currentSay } from './words';

/** The two copies of an Event card say the same: one text per card name. */
type OneCopy<S extends string> = S extends `${infer B}.${1 | 2}` ? B : S;
type ActivatableTerrain = Extract<(typeof TERRAIN)[number], { activatable: true }>['id'];
type FinalLocation = Extract<(typeof LOCATIONS)[number], { isFinal: true }>['id'];
type NeededKey =
  | `card.${ActionId | OneCopy<EventId> | LocationId | ActivatableTerrain | 'brood-lord.a' | 'brood-lord.b'}.text`
  | `card.${FinalLocation}.victory`;
type Complete<M extends never> = M;
/**
 * Every card with a text has it in English, checked by the compiler: a card added to the
 * catalogue without its words names its missing key here (other languages: `words/complete.ts`).
 */
export type EveryCardHasText = Complete<Exclude<NeededKey, KeyOf<'cards'>>>;

/** Our words for the card's ability (an Action, Event, Location, Brood Lord or activatable Terrain card). */
export function cardText(cardId: string): string {
  return textIn(currentSay(), cardId);
}

/** What activating a Terrain card does; null for one that cannot be activated. */
export function terrainText(terrainId: string): string | null {
  return terrainIn(currentSay(), terrainDef(terrainId));
}

/** How a final Location is won; null for any other location. */
export function cardVictory(locationId: string): string | null {
  const def = locationDef(locationId);
  return victoryIn(currentSay(), 'isFinal' in def ? def : { id: def.id });
}
