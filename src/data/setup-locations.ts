import type { SetupLocationDef } from './types';

/**
 * The 4 Void Lock setup cards. One major and one minor spawn size per card, used for every
 * terrain colour all game (RB p21, D-14). The deck recipe lists tiers top card first (RB p7).
 */
export const SETUP_LOCATIONS = [
  {
    id: 'setup.void-lock-1p',
    name: 'Void Lock',
    players: [1],
    marines: 6,
    blips: { left: 6, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.door', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 3, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 2, from: 'BOTTOM' },
    ],
    spawn: { major: 2, minor: 1 },
    deck: ['2', '3', '4'],
  },
  {
    id: 'setup.void-lock-2-4p',
    name: 'Void Lock',
    players: [2, 4],
    marines: 8,
    blips: { left: 7, right: 7 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.door', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 4, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 2, from: 'BOTTOM' },
    ],
    spawn: { major: 3, minor: 1 },
    deck: ['1C', '2', '3', '4'],
  },
  {
    id: 'setup.void-lock-5p',
    name: 'Void Lock',
    players: [5],
    marines: 10,
    blips: { left: 8, right: 8 },
    terrain: [
      // D-06: SET has Door 1 and Dark Corner 3.
      { side: 'LEFT', terrain: 'terrain.door', number: 2, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 3, from: 'BOTTOM' },
    ],
    spawn: { major: 4, minor: 2 },
    deck: ['1B', '2', '3', '4'],
  },
  {
    id: 'setup.void-lock-3-6p',
    name: 'Void Lock',
    players: [3, 6],
    marines: 12,
    blips: { left: 9, right: 9 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.door', number: 2, from: 'TOP' },
      // D-07: SET has 4; a DAD def has 6, against its own JSON block.
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 5, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 6, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 3, from: 'BOTTOM' },
    ],
    spawn: { major: 5, minor: 3 },
    deck: ['1A', '2', '3', '4'],
  },
] as const satisfies readonly SetupLocationDef[];

export type SetupLocationId = (typeof SETUP_LOCATIONS)[number]['id'];
