/**
 * Reveals of chance: what could come up, and the seeded dealer's answer. At the table the
 * options are what the people may enter; in pocket play the dealer answers from the hidden
 * deck orders and the PRNG kept in the state, so the same seed and decisions replay exactly.
 */
import { option } from './options';
import { genestealerType, isSetupLocation, LOCATIONS, locationDef } from '../data';
import { revealableTypes } from './rules/decks';
import { undealtMarines } from './phases/setup';
import { nextInt } from './rng';
import type { GameState, Reveal } from './types';

export const DIE_OPTIONS = [0, 1, 2, 3, 4, 5].map(option.face);

export function revealOptions(s: GameState, r: Reveal): string[] {
  switch (r.reveal) {
    case 'die':
      return DIE_OPTIONS;
    case 'event':
      return eventRevealOptions(s);
    case 'genestealer':
      return revealableTypes(s, r.side);
    case 'location': {
      const top = s.locationDeck[0];
      if (!top) return [];
      const def = locationDef(top);
      const tier = isSetupLocation(def) ? null : def.tier;
      const used = new Set([s.location, ...s.pastLocations]);
      return LOCATIONS.filter((l) => l.tier === tier && !used.has(l.id)).map((l) => l.id);
    }
    case 'marine':
      return undealtMarines(s);
  }
}

/**
 * At the table the Event deck's order is unknown, except what Forward Scouting showed: a card
 * kept on top must come next, and cards put at the bottom come only after all the others.
 */
function eventRevealOptions(s: GameState): string[] {
  const { top, bottom } = s.eventKnown;
  if (top && s.eventDeck.includes(top)) return [top];
  const rest = s.eventDeck.filter((e) => !bottom.includes(e)).sort();
  if (rest.length > 0) return rest;
  const first = bottom.find((e) => s.eventDeck.includes(e));
  return first ? [first] : [];
}

export function dealerAnswer(s: GameState, r: Reveal): string {
  switch (r.reveal) {
    case 'die':
      return String(nextInt(s, 6));
    case 'event':
      return s.eventDeck[0] as string;
    case 'genestealer': {
      return genestealerType(s.blips[r.side][0] as string) as string;
    }
    case 'location':
      return s.locationDeck[0] as string;
    case 'marine': {
      const options = undealtMarines(s);
      return options[nextInt(s, options.length)] as string;
    }
  }
}
