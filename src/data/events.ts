import type { EventDef } from './types';

/**
 * The 30 Event cards in the order cards.json lists them; copies get `.1`/`.2` ids. Spawn boxes
 * and movement icons: cards.json (D36, LUK, SET agree; D-09 and D-10 settle DAD's
 * differences). The texts (`card.event.<name>.text`, one for both copies) cover only the special
 * ability: the app resolves spawns and movement from the data. "You" is the current player.
 */
export const EVENTS = [
  {
    id: 'event.surrounded',
    name: 'Surrounded',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: null,
  },
  {
    id: 'event.flanking-manoeuvre',
    name: 'Flanking Manoeuvre',
    instinct: false,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: null,
  },
  {
    // D-10: the two copies carry different icons (HEAD/CLAW here, TAIL/TONGUE on The Swarm).
    id: 'event.out-of-thin-air.1',
    name: 'Out of Thin Air',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'FLANK' },
  },
  {
    id: 'event.out-of-thin-air.2',
    name: 'Out of Thin Air',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'CLAW', mode: 'FLANK' },
  },
  {
    id: 'event.the-swarm.1',
    name: 'The Swarm',
    instinct: false,
    spawns: [{ colour: 'YELLOW', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'FLANK' },
  },
  {
    id: 'event.the-swarm.2',
    name: 'The Swarm',
    instinct: false,
    spawns: [{ colour: 'YELLOW', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TONGUE', mode: 'FLANK' },
  },
  {
    id: 'event.psychic-assault',
    name: 'Psychic Assault',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TONGUE', mode: 'FLANK' },
  },
  {
    id: 'event.theyre-everywhere',
    name: "They're Everywhere!",
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'FLANK' },
  },
  {
    id: 'event.evasion',
    name: 'Evasion',
    instinct: false,
    spawns: [{ colour: 'YELLOW', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'FLANK' },
  },
  {
    id: 'event.outnumbered',
    name: 'Outnumbered',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'CLAW', mode: 'FLANK' },
  },
  {
    id: 'event.chaos-of-battle.1',
    name: 'Chaos of Battle',
    instinct: false,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'YELLOW', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
  },
  {
    id: 'event.chaos-of-battle.2',
    name: 'Chaos of Battle',
    instinct: false,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'YELLOW', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
  },
  {
    // D-09: box 2 is MINOR on both copies; DAD alone has MAJOR.
    id: 'event.stalking-from-the-shadows.1',
    name: 'Stalking from the Shadows',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'GREEN', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
  },
  {
    id: 'event.stalking-from-the-shadows.2',
    name: 'Stalking from the Shadows',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'GREEN', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
  },
  {
    id: 'event.resupply',
    name: 'Resupply',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
  },
  {
    id: 'event.gun-jam.1',
    name: 'Gun Jam',
    instinct: true,
    spawns: [{ colour: 'YELLOW', size: 'MAJOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
  },
  {
    id: 'event.gun-jam.2',
    name: 'Gun Jam',
    instinct: true,
    spawns: [{ colour: 'YELLOW', size: 'MAJOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
  },
  {
    id: 'event.for-my-battle-brothers.1',
    name: 'For My Battle Brothers!',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
  },
  {
    id: 'event.for-my-battle-brothers.2',
    name: 'For My Battle Brothers!',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
  },
  {
    id: 'event.rewarded-faith',
    name: 'Rewarded Faith',
    instinct: true,
    spawns: [{ colour: 'GREEN', size: 'MAJOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
  },
  {
    id: 'event.full-scan.1',
    name: 'Full Scan',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
  },
  {
    id: 'event.full-scan.2',
    name: 'Full Scan',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
  },
  {
    id: 'event.cleansing-flames',
    name: 'Cleansing Flames',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'GREEN', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
  },
  {
    id: 'event.second-wind',
    name: 'Second Wind',
    instinct: true,
    spawns: [{ colour: 'YELLOW', size: 'MAJOR' }, { colour: 'RED', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
  },
  {
    id: 'event.quick-instincts',
    name: 'Quick Instincts',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
  },
  {
    id: 'event.secret-route.1',
    name: 'Secret Route',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'GREEN', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
  },
  {
    id: 'event.secret-route.2',
    name: 'Secret Route',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'GREEN', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
  },
  {
    id: 'event.enter-formation',
    name: 'Enter Formation',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
  },
  {
    id: 'event.temporary-sanctuary',
    name: 'Temporary Sanctuary',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
  },
  {
    id: 'event.rescue-space-marine',
    name: 'Rescue Space Marine',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'RED', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
  },
] as const satisfies readonly EventDef[];

export type EventId = (typeof EVENTS)[number]['id'];
