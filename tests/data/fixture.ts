/**
 * Typed access to tests/fixtures/cards.json for the catalogue tests. JSON.parse checks nothing,
 * so these interfaces name only the fields the tests read; a renamed field then shows up as a
 * failing comparison against `undefined`, not as a silently skipped check.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TerrainColour, TerrainPlacement } from '../../src/data';

export interface FxPlacement {
  side: string;
  terrain: string;
  number: number;
  arrow: 'UP' | 'DOWN';
  countFrom: string;
}
export interface FxDisputed {
  ref: string;
  confidence: string;
}
export interface FxLocation {
  id: string;
  name: string;
  deckTier: string;
  blips: { left: number; right: number };
  terrain: FxPlacement[];
  abilityKind: 'UPON_ENTERING' | 'ACTIVATE_CONTROL_PANEL';
  abilitySummary: string;
  isFinal: boolean;
  victory: string | null;
  disputed: FxDisputed[];
}
export interface FxSetup {
  id: string;
  name: string;
  players: number[];
  marines: number;
  blips: { left: number; right: number };
  terrain: FxPlacement[];
  spawn: { major: number; minor: number };
  spawnByColour: Record<TerrainColour, { major: number; minor: number }>;
  locationDeckTopToBottom: string[];
}
export interface Fixture {
  meta: { conventions: { teams: string[]; genestealerTypes: string[] } };
  components: {
    cardsTotal: number;
    actionCards: number;
    broodLords: number;
    eventCards: number;
    genestealerCards: number;
    locationCards: number;
    locationCardsBreakdown: Record<string, number>;
    spaceMarineCards: number;
    terrainCards: number;
    supportTokens: number;
  };
  playerCounts: { players: number; teamsPerPlayer: number; marines: number; setupCard: string }[];
  combatDie: { faces: { value: number; skull: boolean }[] };
  marines: {
    id: string;
    name: string;
    team: string;
    attackRange: number;
    namedByActionCard: string | null;
  }[];
  actions: { id: string; team: string; name: string; type: string; initiative: number; summary: string }[];
  genestealers: { total: number; byType: Record<string, number> };
  broodLords: { id: string; name: string; movementIcons: string[] }[];
  terrain: {
    id: string;
    name: string;
    colour: TerrainColour;
    colouredBoxes: number;
    activatable: boolean;
    activateSummary: string | null;
  }[];
  setupLocations: FxSetup[];
  locations: FxLocation[];
  events: {
    id: string;
    name: string;
    instinct: boolean;
    spawnBoxes: { order: number; colour: string; size: string }[];
    movement: { icon: string; mode: string } | null;
    specialSummary: string;
  }[];
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixturePath = `${repoRoot}tests/fixtures/cards.json`;
export const sharedPath = `${repoRoot}../shared/reference/cards.json`;
export const fx: Fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as Fixture;

export const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id);
export const placements = (ps: readonly FxPlacement[]): TerrainPlacement[] =>
  ps.map(
    (p) => ({ side: p.side, terrain: p.terrain, number: p.number, from: p.countFrom }) as TerrainPlacement,
  );
export const countBy = <T>(xs: readonly T[], key: (x: T) => string): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
};
