/**
 * Decks, discard piles and blip piles (RB p20, p24, p29 "Component Limitations").
 * At the table the order of a face-down pile is unknown, so the identities of face-down
 * Genestealers are provisional: revealing a type swaps in a face-down card of that type.
 */
import { genestealerType, isBroodLord } from '../../data';
import type { GameState, GenestealerType, Side } from '../types';
import { shuffle } from '../rng';

/** Refills the Genestealer deck from its discard pile when it has run out. */
export function ensureGenestealerDeck(s: GameState): void {
  if (s.genestealerDeck.length > 0 || s.genestealerDiscard.length === 0) return;
  s.genestealerDeck = s.genestealerDiscard;
  s.genestealerDiscard = [];
  if (s.chance === 'dealer') shuffle(s, s.genestealerDeck);
  else for (const c of s.genestealerDeck) if (!s.provisional.includes(c)) s.provisional.push(c);
}

/** Top card of the Genestealer deck, reshuffling the discards when needed; null if none at all. */
export function drawGenestealer(s: GameState): string | null {
  ensureGenestealerDeck(s);
  return s.genestealerDeck.shift() ?? null;
}

export function genestealersAvailable(s: GameState): number {
  return s.genestealerDeck.length + s.genestealerDiscard.length;
}

export function discardGenestealer(s: GameState, card: string): void {
  if (isBroodLord(card)) s.broodLordsSlain.push(card);
  else s.genestealerDiscard.push(card);
}

/** Types the table may name for the top card of a blip pile. */
export function revealableTypes(s: GameState, side: Side): GenestealerType[] {
  if (s.blips[side].length === 0) return [];
  const out: GenestealerType[] = [];
  for (const c of s.provisional) {
    const t = genestealerType(c) as GenestealerType;
    if (!out.includes(t)) out.push(t);
  }
  out.sort();
  return out;
}

/** Takes the top card of a blip pile face up as the given type (at the table, swapping identities). */
export function takeBlip(s: GameState, side: Side, type: GenestealerType): string {
  const pile = s.blips[side];
  let card = pile[0];
  if (card === undefined) throw new Error('engine: empty blip pile');
  if (genestealerType(card) !== type) {
    const other = s.provisional.find((c) => c !== card && genestealerType(c) === type);
    if (!other) throw new Error(`engine: no face-down ${type} left`);
    swapPlaces(s, card, other);
    card = other;
  }
  pile.shift();
  const i = s.provisional.indexOf(card);
  if (i >= 0) s.provisional.splice(i, 1);
  return card;
}

/** Exchanges where two face-down cards lie (they may be in different piles). */
export function swapPlaces(s: GameState, a: string, b: string): void {
  const lists = [s.blips.LEFT, s.blips.RIGHT, s.genestealerDeck, s.genestealerDiscard];
  let la: string[] | null = null;
  let lb: string[] | null = null;
  let ia = -1;
  let ib = -1;
  for (const l of lists) {
    const x = l.indexOf(a);
    if (x >= 0) [la, ia] = [l, x];
    const y = l.indexOf(b);
    if (y >= 0) [lb, ib] = [l, y];
  }
  if (!la || !lb) throw new Error('engine: face-down card not found');
  la[ia] = b;
  lb[ib] = a;
}

/** Shuffles known cards into a blip pile (Intimidation, Temporary Sanctuary). */
export function shuffleIntoBlips(s: GameState, side: Side, cards: string[]): void {
  const pile = s.blips[side];
  pile.push(...cards);
  if (s.chance === 'dealer') shuffle(s, pile);
  else for (const c of cards) s.provisional.push(c);
}

/** The Event deck's top card, reshuffling the discards when it has run out (RB p29). */
export function ensureEventDeck(s: GameState): void {
  if (s.eventDeck.length > 0) return;
  s.eventDeck = s.eventDiscard;
  s.eventDiscard = [];
  s.eventKnown = { top: null, bottom: [] };
  if (s.chance === 'dealer') shuffle(s, s.eventDeck);
}

/** The blip pile holding fewer cards, or null on a tie (the player then chooses). */
export function smallerBlipPile(s: GameState): Side | null {
  const l = s.blips.LEFT.length;
  const r = s.blips.RIGHT.length;
  return l === r ? null : l < r ? 'LEFT' : 'RIGHT';
}
