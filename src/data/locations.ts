import type { LocationDef } from './types';

/**
 * The 18 Location cards, tiers 1A to 4, as cards.json lists them. Blips and placements come
 * from cards.json; where transcriptions disagree the majority verdict is used and the
 * discrepancies.md id is noted beside the value, so a fix is a one-line change.
 * `from` follows the printed arrow (RB p26, D-18): DOWN counts from the top, UP from the bottom.
 */
export const LOCATIONS = [
  {
    id: 'location.main-corridor',
    name: 'Main Corridor',
    tier: '1A',
    blips: { left: 7, right: 8 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 2, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.door', number: 5, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 7, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 3, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.maintenance-tunnels',
    name: 'Maintenance Tunnels',
    tier: '1A',
    blips: { left: 8, right: 8 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 3, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.control-panel', number: 7, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.door', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 3, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.service-shaft',
    name: 'Service Shaft',
    tier: '1A',
    blips: { left: 7, right: 7 },
    terrain: [
      // D-01, unverified: D36 has a Promethium Tank here. Keep `doubt` below in step.
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 2, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 6, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 6, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.door', number: 3, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false,
    doubt:
      'D-01: Dark Corner per three transcriptions; one source has Promethium Tank. Check your physical card.',
  },
  {
    id: 'location.lower-accessway',
    name: 'Lower Accessway',
    tier: '1B',
    blips: { left: 7, right: 7 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 3, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.corridor', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.door', number: 3, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.cryo-control',
    name: 'Cryo Control',
    tier: '1B',
    blips: { left: 7, right: 7 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.control-panel', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 2, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.wreckage-labyrinth',
    name: 'Wreckage Labyrinth',
    tier: '1B',
    blips: { left: 7, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.corridor', number: 5, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.promethium-tank', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.door', number: 3, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.munitorium',
    name: 'Munitorium',
    tier: '1C',
    blips: { left: 6, right: 7 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.promethium-tank', number: 3, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.door', number: 5, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 4, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 2, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.apothecarion',
    name: 'Apothecarion',
    tier: '1C',
    blips: { left: 7, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.control-panel', number: 2, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 2, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.core-cogitator',
    name: 'Core Cogitator',
    tier: '1C',
    blips: { left: 7, right: 5 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.corridor', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 3, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.control-panel', number: 1, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.dark-catacombs',
    name: 'Dark Catacombs',
    tier: '2',
    blips: { left: 6, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.door', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 5, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 4, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.teleportarium',
    name: 'Teleportarium',
    tier: '2',
    blips: { left: 7, right: 5 }, // D-02: LUK has 6/6
    terrain: [
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 2, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.control-panel', number: 4, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 1, from: 'BOTTOM' }, // D-03: SET has 2
    ],
    ability: 'CONTROL_PANEL',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.black-holds',
    name: 'Black Holds',
    tier: '2',
    blips: { left: 5, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.corridor', number: 2, from: 'TOP' }, // D-04: DAD: Dark Corner
      { side: 'LEFT', terrain: 'terrain.door', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 3, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.promethium-tank', number: 2, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.hibernation-cluster',
    name: 'Hibernation Cluster',
    tier: '3',
    blips: { left: 0, right: 0 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 3, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.door', number: 4, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.spore-chimney', number: 2, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 1, from: 'BOTTOM' }, // D-05: SET has 4
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.wrath-of-baal-chapel',
    name: 'Wrath of Baal Chapel',
    tier: '3',
    blips: { left: 5, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.corridor', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.door', number: 4, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.dark-corner', number: 1, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.generatorium',
    name: 'Generatorium', // D-08: D36 spells it Genetorium
    tier: '3',
    blips: { left: 5, right: 5 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.corridor', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.control-panel', number: 4, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 3, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: false, doubt: null,
  },
  {
    id: 'location.genestealer-lair',
    name: 'Genestealer Lair',
    tier: '4',
    blips: { left: 6, right: 5 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.ventilation-duct', number: 2, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 2, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.spore-chimney', number: 1, from: 'BOTTOM' },
    ],
    ability: 'UPON_ENTERING',
    isFinal: true,
    doubt: null,
  },
  {
    id: 'location.launch-control-room',
    name: 'Launch Control Room',
    tier: '4',
    blips: { left: 6, right: 6 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.control-panel', number: 3, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 2, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.corridor', number: 1, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: true,
    doubt: null,
  },
  {
    id: 'location.toxin-pumping-station',
    name: 'Toxin Pumping Station',
    tier: '4',
    blips: { left: 7, right: 7 },
    terrain: [
      { side: 'LEFT', terrain: 'terrain.corridor', number: 1, from: 'TOP' },
      { side: 'LEFT', terrain: 'terrain.dark-corner', number: 2, from: 'TOP' },
      { side: 'RIGHT', terrain: 'terrain.control-panel', number: 2, from: 'BOTTOM' },
      { side: 'RIGHT', terrain: 'terrain.ventilation-duct', number: 1, from: 'BOTTOM' },
    ],
    ability: 'CONTROL_PANEL',
    isFinal: true,
    doubt: null,
  },
] as const satisfies readonly LocationDef[];

export type LocationId = (typeof LOCATIONS)[number]['id'];
