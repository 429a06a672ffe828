/**
 * Starting from the middle of a physical game: the table describes what it sees (marines,
 * swarms by type, terrain, tokens, blip pile sizes, the current Location, discarded Events)
 * and this builds the full position, with every unseen card face down and provisional, ready
 * for the next round's Choose Actions Phase.
 */
import {
  BROOD_LORDS,
  EVENTS,
  GENESTEALER_TYPES,
  genestealerType,
  isSetupLocation,
  locationDef,
  LOCATIONS,
  MARINES,
  marinesOfTeam,
  SUPPORT_TOKENS,
  TERRAIN,
} from '../data';
import type { Ctx } from './context';
import type { GameEvent } from './events';
import { renderLog } from './words/log-en';
import { advance } from './driver';
import { checkInvariants } from './invariants';
import { checkOptions, initialState } from './phases/setup';
import type { GameState, Player, Position, Side, Team } from './types';

export interface TableSide {
  terrain?: { id: string; tokens?: number }[];
  /** Genestealer types ('CLAW' …) and Brood Lord ids, one entry per card. */
  genestealers?: string[];
}

export interface TableRow {
  marine: string;
  facing: Side;
  tokens?: number;
  LEFT?: TableSide;
  RIGHT?: TableSide;
}

export interface TablePosition {
  players: Player[];
  /** Rounds already played; the position starts the next one. */
  round?: number;
  /** The current Location: the Void Lock card before the first travel, else a deck Location. */
  location: string;
  /** Top to bottom. Marines of the teams in play that are missing are slain. */
  formation: TableRow[];
  blips: { LEFT: number; RIGHT: number };
  eventDiscard?: string[];
  /** The Action card each team resolved last round (it may not be chosen now). */
  lastResolved?: Partial<Record<Team, string>>;
  locationTokens?: number;
}

export type FromTable = { ok: true; state: GameState; log: string[]; events: GameEvent[] } | { ok: false; errors: string[] };

function takeType(s: GameState, entry: string, errors: string[], where: string): string | null {
  if (BROOD_LORDS.some((b) => b.id === entry)) {
    if (!s.broodLordsOut.includes(entry)) return errors.push(`${where}: that Brood Lord is listed twice.`), null;
    s.broodLordsOut = s.broodLordsOut.filter((b) => b !== entry);
    return entry;
  }
  if (!(GENESTEALER_TYPES as readonly string[]).includes(entry)) return errors.push(`${where}: "${entry}" is not a Genestealer type or Brood Lord.`), null;
  const i = s.genestealerDeck.findIndex((c) => genestealerType(c) === entry);
  if (i < 0) return errors.push(`${where}: there are only 9 ${entry.toLowerCase()} Genestealers in the game.`), null;
  const card = s.genestealerDeck.splice(i, 1)[0] as string;
  s.provisional = s.provisional.filter((c) => c !== card);
  return card;
}

/** Builds the position the table describes, or says everything that does not fit. */
export function positionFromTable(t: TablePosition): FromTable {
  const errors: string[] = [];
  const problem = checkOptions({ players: t.players, chance: 'table', seed: 0 });
  if (problem) return { ok: false, errors: [problem] };
  const s = initialState({ players: t.players, chance: 'table', seed: 0 });
  s.stack = [];
  const teams = t.players.flatMap((p) => p.teams);
  const inPlay = new Set(teams.flatMap((team) => marinesOfTeam(team).map((m) => m.id)));

  let loc;
  try {
    loc = locationDef(t.location);
  } catch {
    return { ok: false, errors: [`"${t.location}" is not a Location card.`] };
  }
  const recipe = locationDef(s.setupCard);
  if (!isSetupLocation(recipe)) throw new Error('engine: setup card expected');
  const tierIndex = isSetupLocation(loc) ? -1 : recipe.deck.indexOf(loc.tier);
  if (isSetupLocation(loc) ? loc.id !== s.setupCard : tierIndex < 0) {
    errors.push(`With ${t.players.length} player${t.players.length > 1 ? 's' : ''} the Location deck is built from tiers ${recipe.deck.join(', ')}; the ${loc.name} is not part of it.`);
  } else if (!isSetupLocation(loc)) {
    s.pastLocations = [s.setupCard];
    s.location = loc.id;
    s.stats.locationsReached = tierIndex + 1;
    s.locationDeck = recipe.deck.slice(tierIndex + 1).map((tier) => LOCATIONS.find((l) => l.tier === tier)?.id as string);
  }

  const seen = new Set<string>();
  let tokens = t.locationTokens ?? 0;
  const terrainSeen = new Set<string>();
  s.formation = t.formation.map((r, i): Position => {
    const where = `Position ${i + 1}`;
    if (!MARINES.some((m) => m.id === r.marine)) errors.push(`${where}: "${r.marine}" is not a Space Marine.`);
    else if (!inPlay.has(r.marine)) errors.push(`${where}: ${r.marine} is not in a combat team of this game.`);
    if (seen.has(r.marine)) errors.push(`${where}: ${r.marine} is listed twice.`);
    seen.add(r.marine);
    if (r.facing !== 'LEFT' && r.facing !== 'RIGHT') errors.push(`${where}: facing must be LEFT or RIGHT.`);
    tokens += r.tokens ?? 0;
    const p: Position = { marine: r.marine, facing: r.facing, tokens: r.tokens ?? 0, LEFT: { terrain: [], swarms: [] }, RIGHT: { terrain: [], swarms: [] } };
    for (const side of ['LEFT', 'RIGHT'] as const) {
      const d = r[side];
      for (const ter of d?.terrain ?? []) {
        if (!TERRAIN.some((x) => x.id === ter.id)) errors.push(`${where}: "${ter.id}" is not a Terrain card.`);
        if (terrainSeen.has(ter.id)) errors.push(`${where}: ${ter.id} is in play twice.`);
        terrainSeen.add(ter.id);
        tokens += ter.tokens ?? 0;
        p[side].terrain.push({ id: ter.id, tokens: ter.tokens ?? 0 });
      }
      const cards = (d?.genestealers ?? []).map((g) => takeType(s, g, errors, `${where} ${side.toLowerCase()}`)).filter((c): c is string => c !== null);
      if (cards.length > 0) p[side].swarms.push({ cards, attacked: false, moved: false });
    }
    return p;
  });
  if (s.formation.length === 0) errors.push('The formation needs at least one marine.');
  if (tokens > SUPPORT_TOKENS) errors.push(`${tokens} Support tokens are listed, but the game has only ${SUPPORT_TOKENS}.`);
  s.supply = SUPPORT_TOKENS - tokens;
  s.locationTokens = t.locationTokens ?? 0;
  s.marinesSlain = [...inPlay].filter((m) => !seen.has(m));

  for (const side of ['LEFT', 'RIGHT'] as const) {
    const n = t.blips[side];
    if (!Number.isInteger(n) || n < 0) errors.push(`The ${side.toLowerCase()} blip pile must hold a whole number of cards.`);
    else if (n > s.genestealerDeck.length) errors.push(`Only ${s.genestealerDeck.length} Genestealers are left for the blip piles.`);
    else s.blips[side] = s.genestealerDeck.splice(0, n);
  }
  for (const e of t.eventDiscard ?? []) {
    if (!EVENTS.some((x) => x.id === e)) errors.push(`"${e}" is not an Event card.`);
    else if (!s.eventDeck.includes(e)) errors.push(`${e} is listed twice in the discard pile.`);
    else s.eventDiscard.push(...s.eventDeck.splice(s.eventDeck.indexOf(e), 1));
  }
  for (const team of teams) {
    if (!s.formation.some((p) => marinesOfTeam(team).some((m) => m.id === p.marine))) {
      delete s.hands[team];
      delete s.chosen[team];
      delete s.lastResolved[team];
      continue;
    }
    const last = t.lastResolved?.[team];
    if (last === undefined) continue;
    if (!s.hands[team]?.includes(last)) errors.push(`${last} is not an Action card of the ${team.toLowerCase()} team.`);
    else s.lastResolved[team] = last;
  }
  if (errors.length > 0) return { ok: false, errors };

  // The position stands at the end of an Event Phase: the travel check and the next round follow.
  s.phase = 'event';
  s.round = t.round ?? 0;
  // A stand-in prompt: the position waits for the next round, which `advance` asks below.
  const broken = checkInvariants({ ...s, prompt: { kind: 'decision', player: 0, ask: 'choose-action', subject: null, options: ['x'], secret: false } });
  if (broken.length > 0) return { ok: false, errors: broken };
  const cx: Ctx = { events: [] };
  advance(s, cx);
  return { ok: true, state: s, log: renderLog(cx.events ?? []), events: cx.events ?? [] };
}
