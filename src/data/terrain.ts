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
  },
  {
    id: 'terrain.spore-chimney',
    name: 'Spore Chimney',
    colour: 'RED',
    boxes: 4,
    activatable: true,
  },
  {
    id: 'terrain.dark-corner',
    name: 'Dark Corner',
    colour: 'ORANGE',
    boxes: 3,
    activatable: false,
  },
  {
    id: 'terrain.promethium-tank',
    name: 'Promethium Tank',
    colour: 'ORANGE',
    boxes: 3,
    activatable: true,
  },
  {
    id: 'terrain.door',
    name: 'Door',
    colour: 'YELLOW',
    boxes: 2,
    activatable: true,
  },
  {
    id: 'terrain.control-panel',
    name: 'Control Panel',
    colour: 'YELLOW',
    boxes: 2,
    activatable: true,
  },
  {
    id: 'terrain.corridor',
    name: 'Corridor',
    colour: 'GREEN',
    boxes: 1,
    activatable: false,
  },
  {
    id: 'terrain.artefact',
    name: 'Artefact',
    colour: 'GREEN',
    boxes: 1,
    activatable: true,
  },
] as const satisfies readonly TerrainDef[];

export type TerrainId = (typeof TERRAIN)[number]['id'];
