import type { EventDef } from './types';

/**
 * The 30 Event cards in the order cards.json lists them; copies get `.1`/`.2` ids. Spawn boxes
 * and movement icons: cards.json (D36, LUK, SET agree; D-09 and D-10 settle DAD's
 * differences). Summaries cover only the special ability: the app resolves spawns and movement
 * from the data. "You" is the current player.
 */
export const EVENTS = [
  {
    id: 'event.surrounded',
    name: 'Surrounded',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: null,
    summary:
      'Pick a marine. Every Genestealer in the formation moves to his position, each staying on its own side.',
  },
  {
    id: 'event.flanking-manoeuvre',
    name: 'Flanking Manoeuvre',
    instinct: false,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: null,
    summary:
      'Every swarm moves behind the marine it is engaged with. Swarms already behind him stay.',
  },
  {
    // D-10: the two copies carry different icons (HEAD/CLAW here, TAIL/TONGUE on The Swarm).
    id: 'event.out-of-thin-air.1',
    name: 'Out of Thin Air',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'FLANK' },
    summary:
      "Pick a marine: 2 Genestealers spawn behind him, from that side's blip pile. Pick so that as many as possible spawn.",
  },
  {
    id: 'event.out-of-thin-air.2',
    name: 'Out of Thin Air',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'CLAW', mode: 'FLANK' },
    summary:
      "Pick a marine: 2 Genestealers spawn behind him, from that side's blip pile. Pick so that as many as possible spawn.",
  },
  {
    id: 'event.the-swarm.1',
    name: 'The Swarm',
    instinct: false,
    spawns: [{ colour: 'YELLOW', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'FLANK' },
    summary: 'Add 2 cards from the Genestealer deck to each blip pile.',
  },
  {
    id: 'event.the-swarm.2',
    name: 'The Swarm',
    instinct: false,
    spawns: [{ colour: 'YELLOW', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TONGUE', mode: 'FLANK' },
    summary: 'Add 2 cards from the Genestealer deck to each blip pile.',
  },
  {
    id: 'event.psychic-assault',
    name: 'Psychic Assault',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TONGUE', mode: 'FLANK' },
    summary: 'Pick a marine and roll the die (no reroll). On a 0 or 1 he is slain.',
  },
  {
    id: 'event.theyre-everywhere',
    name: "They're Everywhere!",
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'FLANK' },
    summary:
      "Each marine with no swarm on either side of him gets 1 Genestealer on the side he faces, from that side's blip pile.",
  },
  {
    id: 'event.evasion',
    name: 'Evasion',
    instinct: false,
    spawns: [{ colour: 'YELLOW', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'FLANK' },
    summary: 'Next round, each Attack card lets only one marine of its team attack.',
  },
  {
    id: 'event.outnumbered',
    name: 'Outnumbered',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MINOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'CLAW', mode: 'FLANK' },
    summary: 'Every marine engaged with a swarm returns all his Support tokens to the supply.',
  },
  {
    id: 'event.chaos-of-battle.1',
    name: 'Chaos of Battle',
    instinct: false,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'YELLOW', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
    summary: "Before this card's spawns and movement, turn every marine to face the other way.",
  },
  {
    id: 'event.chaos-of-battle.2',
    name: 'Chaos of Battle',
    instinct: false,
    spawns: [{ colour: 'RED', size: 'MINOR' }, { colour: 'YELLOW', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
    summary: "Before this card's spawns and movement, turn every marine to face the other way.",
  },
  {
    // D-09: box 2 is MINOR on both copies; DAD alone has MAJOR.
    id: 'event.stalking-from-the-shadows.1',
    name: 'Stalking from the Shadows',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'GREEN', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
    summary: 'Pick a marine who holds Support tokens. He returns them all to the supply.',
  },
  {
    id: 'event.stalking-from-the-shadows.2',
    name: 'Stalking from the Shadows',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'GREEN', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
    summary: 'Pick a marine who holds Support tokens. He returns them all to the supply.',
  },
  {
    id: 'event.resupply',
    name: 'Resupply',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MINOR' }],
    movement: { icon: 'HEAD', mode: 'ADJACENT' },
    summary: 'Pick a marine. Move every Support token on the other marines onto him.',
  },
  {
    id: 'event.gun-jam.1',
    name: 'Gun Jam',
    instinct: true,
    spawns: [{ colour: 'YELLOW', size: 'MAJOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
    summary:
      'Pick a team that did not play its Attack card this round. Next round it cannot choose its Attack card.',
  },
  {
    id: 'event.gun-jam.2',
    name: 'Gun Jam',
    instinct: true,
    spawns: [{ colour: 'YELLOW', size: 'MAJOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
    summary:
      'Pick a team that did not play its Attack card this round. Next round it cannot choose its Attack card.',
  },
  {
    id: 'event.for-my-battle-brothers.1',
    name: 'For My Battle Brothers!',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
    summary:
      'Pick a marine with a Support token (any marine if none has one). He loses 1 token, and 1 Genestealer engaged with him is discarded.',
  },
  {
    id: 'event.for-my-battle-brothers.2',
    name: 'For My Battle Brothers!',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
    summary:
      'Pick a marine with a Support token (any marine if none has one). He loses 1 token, and 1 Genestealer engaged with him is discarded.',
  },
  {
    id: 'event.rewarded-faith',
    name: 'Rewarded Faith',
    instinct: true,
    spawns: [{ colour: 'GREEN', size: 'MAJOR' }, { colour: 'RED', size: 'MINOR' }],
    movement: { icon: 'TAIL', mode: 'ADJACENT' },
    summary:
      'Pick a marine. He may return any number of his tokens to the supply to slay that many Genestealers engaged with him.',
  },
  {
    id: 'event.full-scan.1',
    name: 'Full Scan',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
    summary: 'Pick a blip pile and discard its top card.',
  },
  {
    id: 'event.full-scan.2',
    name: 'Full Scan',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
    summary: 'Pick a blip pile and discard its top card.',
  },
  {
    id: 'event.cleansing-flames',
    name: 'Cleansing Flames',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'GREEN', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
    summary:
      'Pick a marine and roll the die (no reroll). On a skull, slay 2 Genestealers engaged with him.',
  },
  {
    id: 'event.second-wind',
    name: 'Second Wind',
    instinct: true,
    spawns: [{ colour: 'YELLOW', size: 'MAJOR' }, { colour: 'RED', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
    summary: 'Pick a marine. Next round, his defence rolls of 0 are misses.',
  },
  {
    id: 'event.quick-instincts',
    name: 'Quick Instincts',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MAJOR' }],
    movement: { icon: 'TONGUE', mode: 'ADJACENT' },
    summary: 'Pick a marine. He may make one normal attack right now.',
  },
  {
    id: 'event.secret-route.1',
    name: 'Secret Route',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'GREEN', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
    summary: 'If a Door is in the formation, put 2 Support tokens from the supply on it.',
  },
  {
    id: 'event.secret-route.2',
    name: 'Secret Route',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'GREEN', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
    summary: 'If a Door is in the formation, put 2 Support tokens from the supply on it.',
  },
  {
    id: 'event.enter-formation',
    name: 'Enter Formation',
    instinct: false,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'YELLOW', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
    summary:
      'Next round, each time a Move + Activate card resolves, its player may first give 1 Support token to any marine.',
  },
  {
    id: 'event.temporary-sanctuary',
    name: 'Temporary Sanctuary',
    instinct: true,
    spawns: [{ colour: 'RED', size: 'MAJOR' }, { colour: 'ORANGE', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
    summary: 'Pick a swarm. Shuffle all its cards into the smaller blip pile.',
  },
  {
    id: 'event.rescue-space-marine',
    name: 'Rescue Space Marine',
    instinct: true,
    spawns: [{ colour: 'ORANGE', size: 'MAJOR' }, { colour: 'RED', size: 'MAJOR' }],
    movement: { icon: 'CLAW', mode: 'ADJACENT' },
    summary:
      'Pick a slain marine whose team-mate is alive. He rejoins at the bottom of the formation, facing right.',
  },
] as const satisfies readonly EventDef[];

export type EventId = (typeof EVENTS)[number]['id'];
