import type { TerrainDef } from './types';

/**
 * The 8 Terrain cards. Colour decides which Event spawn boxes spawn there; the box count (4/3/2/1
 * by colour) is how often that colour comes up (RB p21; 6 × boxes = spawn boxes on the 30 Events).
 * Colours and the activatable set: cards.json (D36, LUK, SET, DAD agree).
 */
export const TERRAIN = [
  {
    id: 'terrain.ventilation-duct',
    name: 'Ventilation Duct',
    colour: 'RED',
    boxes: 4,
    activatable: false,
    summary: null,
  },
  {
    id: 'terrain.spore-chimney',
    name: 'Spore Chimney',
    colour: 'RED',
    boxes: 4,
    activatable: true,
    summary: 'Roll the die (no reroll). On a skull, discard this Terrain card.',
  },
  {
    id: 'terrain.dark-corner',
    name: 'Dark Corner',
    colour: 'ORANGE',
    boxes: 3,
    activatable: false,
    summary: null,
  },
  {
    id: 'terrain.promethium-tank',
    name: 'Promethium Tank',
    colour: 'ORANGE',
    boxes: 3,
    activatable: true,
    summary:
      'Discard the tank and slay every Genestealer at this position, both sides (Power Field spares its swarm). Then roll the die: on a 0 the activating marine dies.',
  },
  {
    id: 'terrain.door',
    name: 'Door',
    colour: 'YELLOW',
    boxes: 2,
    activatable: true,
    summary:
      'Put 1 Support token from the supply on this Door. When the team travels, you may first slay 1 Genestealer anywhere for each token on it.',
  },
  {
    id: 'terrain.control-panel',
    name: 'Control Panel',
    colour: 'YELLOW',
    boxes: 2,
    activatable: true,
    summary: "Use the current location's Control Panel ability, if it has one.",
  },
  {
    id: 'terrain.corridor',
    name: 'Corridor',
    colour: 'GREEN',
    boxes: 1,
    activatable: false,
    summary: null,
  },
  {
    id: 'terrain.artefact',
    name: 'Artefact',
    colour: 'GREEN',
    boxes: 1,
    activatable: true,
    summary:
      'Take this card into your hand. Later, right after one of your marines rolls to defend, discard it to make that attack miss.',
  },
] as const satisfies readonly TerrainDef[];

export type TerrainId = (typeof TERRAIN)[number]['id'];
