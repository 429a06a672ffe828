import type { LocationTier } from '../../../data';

/**
 * What the numbers after a Location's name mean, said where the name is opened (issue 35: "Dark
 * Catacombs (2)", "Genestealer Lair (4)" were explained nowhere). RB p6, setup step 3: the
 * location deck holds one random card of each number the Setup card lists, in that order.
 */
export function locationNumberNote(tier: LocationTier, deck: readonly LocationTier[]): string {
  const last = deck[deck.length - 1];
  const final = tier === last ? ' It is the last one: the mission is won or lost here.' : '';
  return `(${tier}) is the number printed on this Location card. The location deck holds one card of each number the Setup card lists (${deck.join(', ')}), met in that order.${final}`;
}

/** "Void Lock (1 player)": the Setup card is the one for this many players. */
export const SETUP_NAME_NOTE = 'In brackets: the player counts this Setup card is for. Each count has its own, which sets the first spawns and the location deck.';
