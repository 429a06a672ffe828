import type { PlayerCountDef } from './types';

/**
 * Teams per player and the Void Lock card for 1 to 6 players (RB p7, p30). Marines = 2 per team in
 * play; a solo player runs 3 teams.
 */
export const PLAYER_COUNTS = [
  { players: 1, teamsPerPlayer: 3, marines: 6, setup: 'setup.void-lock-1p' },
  { players: 2, teamsPerPlayer: 2, marines: 8, setup: 'setup.void-lock-2-4p' },
  { players: 3, teamsPerPlayer: 2, marines: 12, setup: 'setup.void-lock-3-6p' },
  { players: 4, teamsPerPlayer: 1, marines: 8, setup: 'setup.void-lock-2-4p' },
  { players: 5, teamsPerPlayer: 1, marines: 10, setup: 'setup.void-lock-5p' },
  { players: 6, teamsPerPlayer: 1, marines: 12, setup: 'setup.void-lock-3-6p' },
] as const satisfies readonly PlayerCountDef[];
