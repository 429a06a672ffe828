/**
 * What a correction by hand can say, as data (see corrections.ts for the rules that apply
 * them). Kept apart so that events and words can name a correction without the rules.
 */
import type { GenestealerType, Side } from '../data/types';

export type Place = { row: number; side: Side };

export type Correction =
  | { t: 'facing'; marine: string; facing: Side }
  | { t: 'tokens'; marine: string; count: number }
  | { t: 'swap'; a: string; b: string }
  | { t: 'slain'; marine: string }
  /** How many Genestealers of one type stand at a place (all its swarms together). */
  | { t: 'genestealers'; at: Place; type: GenestealerType; count: number }
  /** Where a Brood Lord is: at a place, or not in play (null). */
  | { t: 'brood-lord'; id: string; at: Place | null }
  | { t: 'blips'; side: Side; count: number }
  /** Where a Terrain card is: at a place, or not in play (null). */
  | { t: 'terrain'; terrain: string; at: Place | null }
  | { t: 'terrain-tokens'; terrain: string; count: number }
  /** Whether an Event card lies in the discard pile (true) or in the deck (false). */
  | { t: 'event-discarded'; event: string; discarded: boolean };
