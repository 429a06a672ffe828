import type { Side, Team } from '../data/types';
import type { Inconsistency } from './inconsistencies';
import type { OptionsProblem } from './options-problems';

/**
 * What does not fit in a described table, as data (issue 34), worded where it is shown
 * (`words/table.ts`). Ids are as given (they may name nothing); `position` counts from 1.
 */
export type TableProblem =
  /** Options the engine refuses, or a position breaking a rule of the components. */
  | { code: 'options'; detail: OptionsProblem }
  | { code: 'inconsistent'; detail: Inconsistency }
  | { code: 'not-a-location'; value: string }
  | { code: 'location-not-in-deck'; players: number; tiers: string; location: string }
  | AtPosition<'not-a-marine' | 'marine-not-in-game' | 'marine-twice' | 'not-a-terrain' | 'terrain-twice'>
  | { code: 'facing'; position: number }
  | { code: 'brood-lord-twice'; position: number; side: Side }
  | { code: 'not-a-type'; position: number; side: Side; value: string }
  | { code: 'type-used-up'; position: number; side: Side; type: string }
  | { code: 'no-marine' }
  | { code: 'too-many-tokens'; listed: number; max: number }
  | { code: 'blips-not-whole'; side: Side }
  | { code: 'blips-short'; left: number }
  | { code: 'not-an-event'; value: string }
  | { code: 'event-twice'; value: string }
  | { code: 'not-teams-card'; card: string; team: Team };

/** One variant per code: a value given at a position of the formation. */
type AtPosition<C extends string> = C extends string ? { code: C; position: number; value: string } : never;
