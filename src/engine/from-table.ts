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
import { tableProblemEn } from './words/table-en';
import type { TableProblem } from './table-problems';
import { advance } from './driver';
import { checkInvariants } from './invariants';
import { checkOptions, initialState } from './phases/setup';
import type { GameState, Player, Position, Side, Team } from './types';

export type { TableProblem } from './table-problems';

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

/** `errors`: the problems in English, for callers that only want words (tests, CLI). */
export type FromTable = { ok: true; state: GameState; log: string[]; events: GameEvent[] } | { ok: false; errors: string[]; problems: TableProblem[] };

function refused(problems: TableProblem[]): FromTable {
  return { ok: false, errors: problems.map(tableProblemEn), problems };
}

function takeType(s: GameState, entry: string, errors: TableProblem[], position: number, side: Side): string | null {
  if (BROOD_LORDS.some((b) => b.id === entry)) {
    if (!s.broodLordsOut.includes(entry)) return errors.push({ code: 'brood-lord-twice', position, side }), null;
    s.broodLordsOut = s.broodLordsOut.filter((b) => b !== entry);
    return entry;
  }
  if (!(GENESTEALER_TYPES as readonly string[]).includes(entry)) return errors.push({ code: 'not-a-type', position, side, value: entry }), null;
  const i = s.genestealerDeck.findIndex((c) => genestealerType(c) === entry);
  if (i < 0) return errors.push({ code: 'type-used-up', position, side, type: entry }), null;
  const card = s.genestealerDeck.splice(i, 1)[0] as string;
  s.provisional = s.provisional.filter((c) => c !== card);
  return card;
}

/** Builds the position the table describes, or says everything that does not fit. */
export function positionFromTable(t: TablePosition): FromTable {
  const errors: TableProblem[] = [];
  const problem = checkOptions({ players: t.players, chance: 'table', seed: 0 });
  if (problem) return refused([{ code: 'options', detail: problem }]);
  const s = initialState({ players: t.players, chance: 'table', seed: 0 });
  s.stack = [];
  const teams = t.players.flatMap((p) => p.teams);
  const inPlay = new Set(teams.flatMap((team) => marinesOfTeam(team).map((m) => m.id)));

  let loc;
  try {
    loc = locationDef(t.location);
  } catch {
    return refused([{ code: 'not-a-location', value: String(t.location) }]);
  }
  const recipe = locationDef(s.setupCard);
  if (!isSetupLocation(recipe)) throw new Error('engine: setup card expected');
  const tierIndex = isSetupLocation(loc) ? -1 : recipe.deck.indexOf(loc.tier);
  if (isSetupLocation(loc) ? loc.id !== s.setupCard : tierIndex < 0) {
    errors.push({ code: 'location-not-in-deck', players: t.players.length, tiers: recipe.deck.join(', '), location: loc.id });
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
    const position = i + 1;
    if (!MARINES.some((m) => m.id === r.marine)) errors.push({ code: 'not-a-marine', position, value: String(r.marine) });
    else if (!inPlay.has(r.marine)) errors.push({ code: 'marine-not-in-game', position, value: r.marine });
    if (seen.has(r.marine)) errors.push({ code: 'marine-twice', position, value: String(r.marine) });
    seen.add(r.marine);
    if (r.facing !== 'LEFT' && r.facing !== 'RIGHT') errors.push({ code: 'facing', position });
    tokens += r.tokens ?? 0;
    const p: Position = { marine: r.marine, facing: r.facing, tokens: r.tokens ?? 0, LEFT: { terrain: [], swarms: [] }, RIGHT: { terrain: [], swarms: [] } };
    for (const side of ['LEFT', 'RIGHT'] as const) {
      const d = r[side];
      for (const ter of d?.terrain ?? []) {
        if (!TERRAIN.some((x) => x.id === ter.id)) errors.push({ code: 'not-a-terrain', position, value: String(ter.id) });
        if (terrainSeen.has(ter.id)) errors.push({ code: 'terrain-twice', position, value: String(ter.id) });
        terrainSeen.add(ter.id);
        tokens += ter.tokens ?? 0;
        p[side].terrain.push({ id: ter.id, tokens: ter.tokens ?? 0 });
      }
      const cards = (d?.genestealers ?? []).map((g) => takeType(s, g, errors, position, side)).filter((c): c is string => c !== null);
      if (cards.length > 0) p[side].swarms.push({ cards, attacked: false, moved: false });
    }
    return p;
  });
  if (s.formation.length === 0) errors.push({ code: 'no-marine' });
  if (tokens > SUPPORT_TOKENS) errors.push({ code: 'too-many-tokens', listed: tokens, max: SUPPORT_TOKENS });
  s.supply = SUPPORT_TOKENS - tokens;
  s.locationTokens = t.locationTokens ?? 0;
  s.marinesSlain = [...inPlay].filter((m) => !seen.has(m));

  for (const side of ['LEFT', 'RIGHT'] as const) {
    const n = t.blips[side];
    if (!Number.isInteger(n) || n < 0) errors.push({ code: 'blips-not-whole', side });
    else if (n > s.genestealerDeck.length) errors.push({ code: 'blips-short', left: s.genestealerDeck.length });
    else s.blips[side] = s.genestealerDeck.splice(0, n);
  }
  for (const e of t.eventDiscard ?? []) {
    if (!EVENTS.some((x) => x.id === e)) errors.push({ code: 'not-an-event', value: String(e) });
    else if (!s.eventDeck.includes(e)) errors.push({ code: 'event-twice', value: e });
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
    if (!s.hands[team]?.includes(last)) errors.push({ code: 'not-teams-card', card: String(last), team });
    else s.lastResolved[team] = last;
  }
  if (errors.length > 0) return refused(errors);

  // The position stands at the end of an Event Phase: the travel check and the next round follow.
  s.phase = 'event';
  s.round = t.round ?? 0;
  // A stand-in prompt: the position waits for the next round, which `advance` asks below.
  const broken = checkInvariants({ ...s, prompt: { kind: 'decision', player: 0, ask: 'choose-action', subject: null, options: ['x'], secret: false } });
  if (broken.length > 0) return refused(broken.map((detail) => ({ code: 'inconsistent', detail })));
  const cx: Ctx = { events: [] };
  advance(s, cx);
  return { ok: true, state: s, log: renderLog(cx.events ?? []), events: cx.events ?? [] };
}
