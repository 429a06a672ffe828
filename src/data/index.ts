/**
 * The card catalogue: readonly constants plus O(1) lookups by id. The lookups throw on an unknown
 * id because the engine validates user input first, so an unknown id here is a programming error
 * that should surface loudly rather than turn into `undefined` somewhere later.
 */
import { ACTIONS } from './actions';
import { EVENTS } from './events';
import { BROOD_LORDS, GENESTEALERS } from './genestealers';
import { LOCATIONS } from './locations';
import { MARINES } from './marines';
import { PLAYER_COUNTS } from './player-counts';
import { SETUP_LOCATIONS } from './setup-locations';
import { TERRAIN } from './terrain';
import type {
  ActionDef,
  EventDef,
  GenestealerType,
  LocationDef,
  MarineDef,
  PlayerCountDef,
  SetupLocationDef,
  Team,
  TerrainDef,
} from './types';

export * from './types';
export * from './actions';
export * from './die';
export * from './events';
export * from './genestealers';
export * from './locations';
export * from './marines';
export * from './player-counts';
export * from './setup-locations';
export * from './terrain';

/** Support tokens in the supply; a hard cap on everything that hands out tokens (RB p4). */
export const SUPPORT_TOKENS = 12;

export const TEAMS = [
  'BLUE',
  'GREEN',
  'GREY',
  'PURPLE',
  'RED',
  'YELLOW',
] as const satisfies readonly Team[];

function indexById<T extends { readonly id: string }>(
  kind: string,
  defs: readonly T[],
): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const def of defs) {
    // A duplicate would silently shadow a card, so refuse to load at all.
    if (map.has(def.id)) throw new Error(`Duplicate ${kind} id in catalogue: '${def.id}'`);
    map.set(def.id, def);
  }
  return map;
}

function lookup<T>(kind: string, map: ReadonlyMap<string, T>, id: string): T {
  const def = map.get(id);
  if (def === undefined) throw new Error(`Unknown ${kind} id: '${id}'`);
  return def;
}

function groupByTeam<T extends { readonly team: Team }>(
  defs: readonly T[],
): ReadonlyMap<Team, readonly T[]> {
  const map = new Map<Team, T[]>(TEAMS.map((team) => [team, []]));
  for (const def of defs) map.get(def.team)?.push(def);
  return map;
}

const marineById = indexById<MarineDef>('marine', MARINES);
const actionById = indexById<ActionDef>('action', ACTIONS);
const eventById = indexById<EventDef>('event', EVENTS);
const locationById = indexById<LocationDef | SetupLocationDef>('location', [
  ...SETUP_LOCATIONS,
  ...LOCATIONS,
]);
const terrainById = indexById<TerrainDef>('terrain', TERRAIN);
// Built for its duplicate check; lookups go through typeById.
indexById('genestealer', GENESTEALERS);
const broodLordById = indexById('brood lord', BROOD_LORDS);
// One map for both questions asked of a swarm card in the engine's inner loops (type, lord or not).
const typeById = new Map<string, GenestealerType | null>([
  ...GENESTEALERS.map((g): [string, GenestealerType] => [g.id, g.type]),
  ...BROOD_LORDS.map((b): [string, null] => [b.id, null]),
]);
const marinesByTeam = groupByTeam<MarineDef>(MARINES);
// Sorted so a team's hand reads in resolution order (Support, Move + Activate, Attack).
const actionsByTeam = groupByTeam<ActionDef>(
  [...ACTIONS].sort((a, b) => a.initiative - b.initiative),
);
const playerCountByN = new Map<number, PlayerCountDef>(PLAYER_COUNTS.map((p) => [p.players, p]));

export function marineDef(id: string): MarineDef {
  return lookup('marine', marineById, id);
}

export function actionDef(id: string): ActionDef {
  return lookup('action', actionById, id);
}

export function eventDef(id: string): EventDef {
  return lookup('event', eventById, id);
}

/** Any card of the location deck or a Void Lock setup card; narrow with `isSetupLocation`. */
export function locationDef(id: string): LocationDef | SetupLocationDef {
  return lookup('location', locationById, id);
}

export function isSetupLocation(def: LocationDef | SetupLocationDef): def is SetupLocationDef {
  return 'deck' in def;
}

export function terrainDef(id: string): TerrainDef {
  return lookup('terrain', terrainById, id);
}

/** The type icon of a Genestealer card, or null for a Brood Lord (it carries two icons). */
export function genestealerType(id: string): GenestealerType | null {
  const t = typeById.get(id);
  if (t === undefined) throw new Error(`Unknown genestealer id: '${id}'`);
  return t;
}

/** True for a Brood Lord, false for a Genestealer card; throws for anything else. */
export function isBroodLord(id: string): boolean {
  return genestealerType(id) === null;
}

export function broodLordIcons(id: string): readonly [GenestealerType, GenestealerType] {
  return lookup('brood lord', broodLordById, id).icons;
}

/** The team's 3 Action cards in initiative order. */
export function actionsOfTeam(team: Team): readonly ActionDef[] {
  return lookup('team', actionsByTeam, team);
}

/** The team's 2 marines; the one an Action card names comes first. */
export function marinesOfTeam(team: Team): readonly MarineDef[] {
  return lookup('team', marinesByTeam, team);
}

export function playerCount(n: number): PlayerCountDef {
  const def = playerCountByN.get(n);
  if (def === undefined) throw new Error(`Unsupported player count: ${n} (must be 1 to 6)`);
  return def;
}
