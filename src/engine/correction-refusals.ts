/**
 * Why a correction by hand cannot be made, as data (issue 34): a code with its parameters,
 * worded where it is shown (`words/fix.ts`), as answer refusals are (refusals.ts).
 */
import type { GenestealerType, Side } from '../data/types';
import type { Inconsistency } from './inconsistencies';

export type CorrectionRefusal =
  | { code: 'not-table' }
  | { code: 'game-over' }
  | { code: 'unknown-correction' }
  | { code: 'does-not-fit' }
  /**
   * `detail`: the first broken rule of the components (invariants.ts), as data; a refusal
   * made by an older phone carries it in English (shown as it is).
   */
  | { code: 'inconsistent'; detail: Inconsistency | string }
  | { code: 'name-a-marine' }
  /** `marine`: the id given, which may be no marine at all. */
  | { code: 'marine-not-in-formation'; marine: string }
  | { code: 'no-such-row'; rows: number }
  | { code: 'side' }
  | { code: 'facing' }
  | { code: 'tokens-count'; max: number }
  | { code: 'genestealers-count'; max: number }
  | { code: 'blips-count'; max: number }
  /** `more`: whether tokens on another card could make room (a marine's tokens; not a terrain's). */
  | { code: 'supply-short'; supply: number; marine: boolean }
  | { code: 'mid-attack'; then: 'slain' | 'swarm' | 'brood-lord' }
  | { code: 'not-a-type'; value: string }
  | { code: 'type-used-up'; type: GenestealerType }
  | { code: 'not-a-brood-lord'; value: string }
  | { code: 'blips-short'; side: Side; left: number }
  | { code: 'not-a-terrain'; value: string }
  /** `terrain`: the Terrain card's id, or null when the value named none. */
  | { code: 'terrain-not-in-formation'; terrain: string | null }
  | { code: 'not-an-event'; value: string }
  | { code: 'event-in-play' };

export type CorrectionRefusalCode = CorrectionRefusal['code'];
