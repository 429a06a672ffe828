import type { LocationTier } from '../../../data';
import { t } from '../../common/words';

/**
 * What the numbers after a Location's name mean, said where the name is opened (issue 35: "Dark
 * Catacombs (2)", "Genestealer Lair (4)" were explained nowhere). RB p6, setup step 3: the
 * location deck holds one random card of each number the Setup card lists, in that order.
 */
export function locationNumberNote(tier: LocationTier, deck: readonly LocationTier[]): string {
  const last = deck[deck.length - 1];
  return t(tier === last ? 'location.numberNoteLast' : 'location.numberNote', { tier, deck: deck.join(', ') });
}

/** "Void Lock (1 player)": the Setup card is the one for this many players. */
export function setupNameNote(): string {
  return t('location.setupNameNote');
}
