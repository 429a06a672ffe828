/**
 * Why options cannot start a game, as data (issue 34): a code with its parameters, worded
 * where it is shown (`words/problems.ts`; English in `words/problems-en.ts`).
 */
import type { Team } from '../data/types';

export type OptionsProblem =
  | { code: 'player-count'; players: number }
  /** With `players` players each controls `teams` combat teams; player `player` (from 1) has `has`. */
  | { code: 'teams-per-player'; players: number; teams: number; player: number; has: number }
  /** `team`: the value given, which names no team. */
  | { code: 'unknown-team'; team: string }
  | { code: 'team-twice'; team: Team }
  | { code: 'chance' }
  | { code: 'seed'; max: number }
  | { code: 'starting-tokens'; max: number };

export type OptionsProblemCode = OptionsProblem['code'];
