/**
 * Names of things on the table, for sentences and buttons. Card, marine and Genestealer-type
 * names are facts printed in English and stay so; the team colours, the generic Genestealer
 * and Brood Lord, players' default names and phases are our words (area `play`).
 */
import { actionDef, eventDef, genestealerType, isBroodLord, isSetupLocation, locationDef, marineDef, terrainDef } from '../../data';
import type { TerrainColour } from '../../data';
import type { GameState, Side, Team } from '../../engine';
import type { KeyOf } from '../../words/keys';
import { t, tList } from './words';
import { worded } from './worded';

const TEAM_KEYS: Record<Team, KeyOf<'play'>> = {
  BLUE: 'names.teamBlue',
  GREEN: 'names.teamGreen',
  GREY: 'names.teamGrey',
  PURPLE: 'names.teamPurple',
  RED: 'names.teamRed',
  YELLOW: 'names.teamYellow',
};

/** A team's colour as its name ("Red"), in the shown language. */
export function teamName(team: Team): string {
  return t(TEAM_KEYS[team]);
}

/** The same names as a table, for screens that read them so. */
export const TEAM_NAMES: Readonly<Record<Team, string>> = worded(TEAM_KEYS);

/** The Genestealer types as printed on the cards: facts, the same in every language. */
export const TYPE_NAMES: Record<string, string> = { CLAW: 'Claw', HEAD: 'Head', TAIL: 'Tail', TONGUE: 'Tongue' };

const TYPE_IN_SENTENCE: Record<string, KeyOf<'play'>> = { CLAW: 'names.typeClaw', HEAD: 'names.typeHead', TAIL: 'names.typeTail', TONGUE: 'names.typeTongue' };

/** A printed type inside a sentence: English lowers its case ("a claw"), other languages keep it as printed. */
export function typeInSentence(type: string): string {
  const key = TYPE_IN_SENTENCE[type];
  return key ? t(key) : type.toLowerCase();
}

const COLOUR_KEYS: Record<TerrainColour, KeyOf<'play'>> = {
  RED: 'names.colourRed',
  ORANGE: 'names.colourOrange',
  YELLOW: 'names.colourYellow',
  GREEN: 'names.colourGreen',
};

/** A terrain colour as it stands inside a sentence ("orange" in English). */
export function colourName(colour: TerrainColour | string): string {
  const key = COLOUR_KEYS[colour as TerrainColour];
  return key ? t(key) : colour.toLowerCase();
}

export function marineName(id: string): string {
  return marineDef(id).shortName;
}

/** A Genestealer of a printed type ("Claw Genestealer"), or a Brood Lord. */
function genestealerOfType(type: string | null | undefined): string {
  return t('names.genestealer', { type: TYPE_NAMES[type ?? ''] ?? '' });
}

/**
 * A Location card's name; a Setup card's with the player counts it is for ("Void Lock (2 or 4
 * players)": the four Setup cards share the printed name). An id that is no card (an old
 * saved summary held the English name itself) is shown as it is.
 */
export function locationName(id: string): string {
  if (!id.startsWith('location.') && !id.startsWith('setup.')) return id;
  const def = locationDef(id);
  if (!isSetupLocation(def)) return def.name;
  return t('location.setupName', { name: def.name, players: tList(def.players.map(String), 'disjunction'), n: Math.max(...def.players) });
}

/** Any card id the engine uses as a subject, by its printed name. */
export function cardName(id: string): string {
  if (id.startsWith('marine.')) return marineDef(id).name;
  if (id.startsWith('action.')) return actionDef(id).name;
  if (id.startsWith('event.')) return eventDef(id).name;
  if (id.startsWith('terrain.')) return terrainDef(id).name;
  if (id.startsWith('location.') || id.startsWith('setup.')) return locationName(id);
  if (id.startsWith('brood-lord.')) return t('names.broodLord');
  if (id.startsWith('gs.')) return genestealerOfType(genestealerType(id));
  if (id in TEAM_KEYS) return t('names.team', { team: teamName(id as Team) });
  return id;
}

export function genestealerName(id: string): string {
  return isBroodLord(id) ? t('names.broodLord') : genestealerOfType(genestealerType(id));
}

/** Whether a side is the left one (sentences differ by side rather than splice a word in). */
export function isLeft(side: Side | string): boolean {
  return side === 'LEFT';
}

export function playerName(s: GameState, index: number): string {
  return s.players[index]?.name ?? t('names.player', { n: index + 1 });
}

const PHASE_KEYS: Record<GameState['phase'], KeyOf<'play'>> = {
  setup: 'phase.setup',
  'choose-actions': 'phase.chooseActions',
  'resolve-actions': 'phase.resolveActions',
  'genestealer-attack': 'phase.genestealerAttack',
  event: 'phase.event',
  over: 'phase.over',
};

/** The phase as a player would say it. */
export function phaseName(s: GameState): string {
  return t(PHASE_KEYS[s.phase]);
}

/** Terrain names short enough for a chip on the board (the details give the full name): shortened printed names, kept as printed. */
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
