/**
 * What is wrong with a position on the way in (validate.ts), as data (issue 34), worded where
 * it is shown (`words/position.ts`). A path ("formation[2].facing") and the values a file
 * holds (ids, option codes) are technical and shown as they are; what was expected and what
 * was found are small tagged unions, so each language words them.
 */
import type { Team } from '../data/types';
import type { Inconsistency } from './inconsistencies';
import type { OptionsProblem } from './options-problems';

/** The cards an id field may name. */
export type IdKind = 'marine' | 'action' | 'genestealer' | 'swarm-card' | 'event' | 'terrain' | 'location' | 'setup-card' | 'brood-lord';

/** What a field must hold. */
export type Expected =
  | { t: 'string' }
  | { t: 'boolean' }
  | { t: 'integer'; min: number; max: number }
  /** One of these literal values (as the file writes them). */
  | { t: 'one-of'; values: string[] }
  | { t: 'id'; kind: IdKind }
  | { t: 'array' }
  | { t: 'array-max'; max: number }
  | { t: 'object' }
  | { t: 'object-or-null' }
  | { t: 'keyed'; by: KeyKind }
  /** An ability's own data: a string, number, true/false, null or an array of strings. */
  | { t: 'ability-value' }
  /** A reveal's reason: an object with a code. */
  | { t: 'reason' };

/** What an object's keys name (hands by team, Core Cogitator's limits by Terrain card). */
export type KeyKind = 'team' | 'terrain';

/** What was found instead, as a file shows it. */
export type Shown =
  /** Text, cut at 40 characters (then ending in "…"). */
  | { t: 'text'; text: string }
  | { t: 'nothing' }
  /** A number, true, false or null as written. */
  | { t: 'literal'; value: string }
  | { t: 'array'; length: number }
  | { t: 'object' }
  /** A value no JSON file holds (a function): its type. */
  | { t: 'other'; type: string };

/** What the engine would ask instead of a prompt edited by hand (null: nothing). */
export type WouldAsk = { ask: string; options: string[] } | { reveal: string } | null;

export type PositionProblem =
  /** `path` is '' for the position itself. */
  | { code: 'wrong'; path: string; expected: Expected; got: Shown }
  | { code: 'bad-key'; path: string; by: KeyKind; got: Shown }
  | { code: 'missing'; path: string }
  /** `of`: the object's path, '' for the position itself. */
  | { code: 'not-a-field'; path: string; of: string }
  | { code: 'twice'; path: string; value: Shown }
  /** The players and their teams, as the options would be refused. */
  | { code: 'options'; problem: OptionsProblem }
  | { code: 'setup-card'; players: number; expected: string; got: string }
  | { code: 'marine-not-in-play'; path: string; marine: string }
  | { code: 'team-not-in-play'; path: string; team: Team }
  | { code: 'other-teams-card'; path: string; card: string; team: Team }
  | { code: 'player-index'; path: string; players: number; got: number }
  | { code: 'finished-with-prompt' }
  | { code: 'prompt-without-frame' }
  | { code: 'inconsistent'; detail: Inconsistency }
  /** `detail`: the engine's own message (a bug, or a position it cannot go on from): technical. */
  | { code: 'engine-failed'; detail: string }
  | { code: 'prompt-differs'; at: string; would: WouldAsk }
  | { code: 'not-at-rest'; at: string }
  /** A value no JSON file holds (a getter that throws): the exception's message. */
  | { code: 'unreadable'; detail: string }
  /** The list was cut: more problems were not listed. */
  | { code: 'more' };

export type PositionProblemCode = PositionProblem['code'];
