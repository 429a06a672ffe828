/** Names of things on the table, for sentences and buttons. Card names are facts; the rest is ours. */
import { actionDef, eventDef, genestealerType, isBroodLord, locationDef, marineDef, terrainDef } from '../../data';
import type { GameState, Side, Team } from '../../engine';

export const TEAM_NAMES: Record<Team, string> = {
  BLUE: 'Blue',
  GREEN: 'Green',
  GREY: 'Grey',
  PURPLE: 'Purple',
  RED: 'Red',
  YELLOW: 'Yellow',
};

export const TYPE_NAMES: Record<string, string> = { CLAW: 'Claw', HEAD: 'Head', TAIL: 'Tail', TONGUE: 'Tongue' };

export function marineName(id: string): string {
  return marineDef(id).shortName;
}

export function sideWord(side: Side | string): string {
  return side === 'LEFT' ? 'left' : 'right';
}

/** Any card id the engine uses as a subject, by its printed name. */
export function cardName(id: string): string {
  if (id.startsWith('marine.')) return marineDef(id).name;
  if (id.startsWith('action.')) return actionDef(id).name;
  if (id.startsWith('event.')) return eventDef(id).name;
  if (id.startsWith('terrain.')) return terrainDef(id).name;
  if (id.startsWith('location.') || id.startsWith('setup.')) return locationDef(id).name;
  if (id.startsWith('brood-lord.')) return 'Brood Lord';
  if (id.startsWith('gs.')) return `${TYPE_NAMES[genestealerType(id) ?? ''] ?? ''} Genestealer`;
  if (id in TEAM_NAMES) return `${TEAM_NAMES[id as Team]} team`;
  return id;
}

export function genestealerName(id: string): string {
  return isBroodLord(id) ? 'Brood Lord' : `${TYPE_NAMES[genestealerType(id) ?? ''] ?? ''} Genestealer`;
}

/** "the swarm of 3 left of Leon" for a swarm reference string 'swarm:<row>:<side>:<index>'. */
export function swarmPhrase(s: GameState, row: number, side: string, index: number): string {
  const pos = s.formation[row];
  if (!pos) return 'a swarm';
  const sw = pos[side as Side]?.swarms[index];
  const size = sw ? sw.cards.length : 0;
  const extra = (pos[side as Side]?.swarms.length ?? 0) > 1 ? ` (group ${index + 1})` : '';
  return `swarm of ${size} ${sideWord(side)} of ${marineName(pos.marine)}${extra}`;
}

export function playerName(s: GameState, index: number): string {
  return s.players[index]?.name ?? `Player ${index + 1}`;
}

/** The phase as a player would say it. */
export function phaseName(s: GameState): string {
  switch (s.phase) {
    case 'setup':
      return 'Setup';
    case 'choose-actions':
      return 'Choose actions';
    case 'resolve-actions':
      return 'Actions';
    case 'genestealer-attack':
      return 'Genestealers attack';
    case 'event':
      return 'Event';
    case 'over':
      return 'Over';
  }
}

/** Terrain names short enough for a chip on the board (the details give the full name). */
export const TERRAIN_SHORT: Record<string, string> = {
  'terrain.ventilation-duct': 'Vent',
  'terrain.spore-chimney': 'Spores',
  'terrain.dark-corner': 'Corner',
  'terrain.promethium-tank': 'Tank',
  'terrain.door': 'Door',
  'terrain.control-panel': 'Panel',
  'terrain.corridor': 'Corridor',
  'terrain.artefact': 'Artefact',
};
