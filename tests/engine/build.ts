/**
 * Scenario builder for engine tests. A scenario starts as a real table game (`newGame` with
 * chance 'table', the setup reveals answered), then the position is reshaped to the wanted
 * formation, piles and phase, moving cards between their places so that every card and token
 * stays in exactly one place. The result is checked with `checkInvariants` before use.
 *
 * Rows are written in the same notation `view()` prints, one string per position, top first:
 *
 *   '[CLAW HEAD] #door*1 | lorenzo<+2 | #corridor [TAIL]'
 *
 * left side | marine | right side. `[...]` is a swarm (types CLAW/HEAD/TAIL/TONGUE, Brood Lords
 * BL-a / BL-b, or exact ids like gs.claw.3), `#name` a Terrain card with `*n` Support tokens on it,
 * the marine is his short name with `<` (facing left) or `>` (facing right) and `+n` tokens.
 */
import { expect } from 'vitest';
import {
  actionDef,
  BROOD_LORDS,
  EVENTS,
  GENESTEALERS,
  genestealerType,
  MARINES,
  marinesOfTeam,
  SUPPORT_TOKENS,
} from '../../src/data';
import type { GenestealerType, MarineId, Team, TerrainId } from '../../src/data';
import { printOption } from '../../src/engine/options';
import { advance, answer, newGame } from '../../src/engine/driver';
import { checkInvariants } from '../../src/engine/invariants';
import { inconsistencyEn } from '../../src/engine/words/problems-en';
import type { Frame, GameState, Player, Position, Side, SideStack, Swarm } from '../../src/engine/types';

export const ONE_PLAYER: Player[] = [{ name: 'Solo', teams: ['BLUE', 'GREEN', 'GREY'] }];
export const FOUR_PLAYERS: Player[] = [
  { name: 'Ann', teams: ['BLUE'] },
  { name: 'Bob', teams: ['GREEN'] },
  { name: 'Cid', teams: ['GREY'] },
  { name: 'Dee', teams: ['PURPLE'] },
];

const TYPES: readonly string[] = ['CLAW', 'HEAD', 'TAIL', 'TONGUE'];

/** 'lorenzo' → 'marine.lorenzo' (checked against the catalogue). */
export function marineId(short: string): MarineId {
  const m = MARINES.find((d) => d.shortName.toLowerCase() === short.toLowerCase());
  if (!m) throw new Error(`build: unknown marine "${short}"`);
  return m.id;
}

function shortOf(id: string): string {
  const m = MARINES.find((d) => d.id === id);
  if (!m) throw new Error(`build: unknown marine id ${id}`);
  return m.shortName.toLowerCase();
}

/** A card as the notation shows it: its type, or BL-a / BL-b for the Brood Lords. */
export function cardLabel(card: string): string {
  if (card.startsWith('brood-lord.')) return `BL-${card.slice('brood-lord.'.length)}`;
  return genestealerType(card) as string;
}

function swarmText(sw: Swarm): string {
  return `[${sw.cards.map(cardLabel).sort().join(' ')}]`;
}

function terrainText(side: SideStack): string[] {
  return side.terrain.map((t) => `#${t.id.slice('terrain.'.length)}${t.tokens ? `*${t.tokens}` : ''}`);
}

/** One position in the builder's notation; swarm cards sorted, so order inside a swarm is ignored. */
export function rowText(p: Position): string {
  const left = [...p.LEFT.swarms.map(swarmText), ...terrainText(p.LEFT)].join(' ');
  const right = [...terrainText(p.RIGHT), ...p.RIGHT.swarms.map(swarmText)].join(' ');
  const marine = `${shortOf(p.marine)}${p.facing === 'LEFT' ? '<' : '>'}${p.tokens ? `+${p.tokens}` : ''}`;
  return `${left} | ${marine} | ${right}`.trim();
}

/** The whole formation, top first, in the builder's notation. */
export function view(s: GameState): string[] {
  return s.formation.map(rowText);
}

function norm(row: string): string {
  return row.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Parsing the notation

interface SideSpec {
  terrain: { id: string; tokens: number }[];
  swarms: string[][];
}

interface RowSpec {
  marine: string;
  facing: Side;
  tokens: number;
  LEFT: SideSpec;
  RIGHT: SideSpec;
}

function parseSide(text: string): SideSpec {
  const out: SideSpec = { terrain: [], swarms: [] };
  const rest = text.replace(/\[([^\]]*)\]|#([a-z-]+)(?:\*(\d+))?/g, (_m, sw: string | undefined, ter: string | undefined, n: string | undefined) => {
    if (sw !== undefined) out.swarms.push(sw.split(/\s+/).filter((x) => x.length > 0));
    else if (ter !== undefined) out.terrain.push({ id: `terrain.${ter}`, tokens: n ? Number(n) : 0 });
    return '';
  });
  if (rest.trim() !== '') throw new Error(`build: cannot read "${rest.trim()}" in "${text}"`);
  return out;
}

function parseRow(text: string): RowSpec {
  const parts = text.split('|');
  if (parts.length !== 3) throw new Error(`build: a row is "left | marine | right", not "${text}"`);
  const m = /^([a-z]+)([<>])(?:\+(\d+))?$/i.exec((parts[1] as string).trim());
  if (!m) throw new Error(`build: cannot read the marine in "${text}"`);
  return {
    marine: marineId(m[1] as string),
    facing: m[2] === '<' ? 'LEFT' : 'RIGHT',
    tokens: m[3] ? Number(m[3]) : 0,
    LEFT: parseSide(parts[0] as string),
    RIGHT: parseSide(parts[2] as string),
  };
}

// ---------------------------------------------------------------------------------------------
// Building

/** Where the scenario starts. */
export type Start =
  /** Start of a round: the Choose Actions Phase begins (round becomes `round + 1`). */
  | { phase: 'choose-actions' }
  /** Cards chosen and revealed, none resolved yet. */
  | { phase: 'resolve-actions' }
  /** The Genestealer Attack Phase or the Event Phase begins. */
  | { phase: 'genestealer-attack' }
  | { phase: 'event' }
  /** The end of the Resolve Actions Phase: the travel check runs next (RB p25). */
  | { phase: 'end-of-resolve-actions' };

export interface Scenario {
  players?: Player[];
  /** Top first; marines of the teams in play that are not listed are slain. */
  rows: string[];
  start: Start;
  /** Blip pile sizes, or exact types/ids (top first). Default 4 and 4. */
  blips?: Partial<Record<Side, number | string[]>>;
  /** Genestealer discard pile (types or ids). The rest of the cards form the deck. */
  gsDiscard?: string[];
  /** Cap on the Genestealer deck; cards beyond it go to the discard pile. */
  gsDeckSize?: number;
  /** This round's chosen cards (default: each team's Move + Activate card, else the cheapest legal one). */
  chosen?: Partial<Record<Team, string>>;
  /** The cards resolved last round (default: none). */
  lastResolved?: Partial<Record<Team, string>>;
  /** Events in the discard pile (default: the setup Event). */
  eventDiscard?: string[];
  /** Events left in the deck (default: every other Event). */
  eventDeck?: string[];
  location?: string;
  pastLocations?: string[];
  locationDeck?: string[];
  round?: number;
  /** Marine deal order at setup (default: the listed rows, then the slain). */
  dealOrder?: string[];
}

export interface Built {
  state: GameState;
  /** Log lines from the build's own advance (the position's first automatic steps). */
  log: string[];
}

/** Plays a real table setup: marines dealt in `order`, the given Event, the first type offered. */
export function tableSetup(players: Player[], order: string[], setupEvent = 'event.surrounded'): GameState {
  const r = newGame({ players, chance: 'table', seed: 0 });
  if (!r.ok) throw new Error(`build: ${r.error}`);
  let s = r.state;
  for (const m of order) s = must(s, m);
  s = must(s, setupEvent);
  while (s.phase === 'setup') {
    const p = s.prompt;
    if (!p) throw new Error('build: setup waits for nothing');
    s = must(s, p.options.includes('CLAW') ? 'CLAW' : (p.options[0] as string));
  }
  return s;
}

function must(s: GameState, choice: string): GameState {
  const r = answer(s, choice);
  if (!r.ok) throw new Error(`build: ${r.error}`);
  return r.state;
}

function teamsOf(players: Player[]): Team[] {
  return players.flatMap((p) => p.teams);
}

/** Builds the scenario's position and runs it up to its first prompt. */
export function build(sc: Scenario): Built {
  const players = sc.players ?? ONE_PLAYER;
  const teams = teamsOf(players);
  const specs = sc.rows.map(parseRow);
  const inPlay = teams.flatMap((t) => marinesOfTeam(t).map((m) => m.id));
  const listed = specs.map((r) => r.marine);
  for (const m of listed) if (!inPlay.includes(m)) throw new Error(`build: ${m} is not in a team in play`);
  const slain = inPlay.filter((m) => !listed.includes(m));
  const order = sc.dealOrder?.map(marineId) ?? [...listed, ...slain];
  const s = tableSetup(players, order);

  // Genestealer cards: every card goes to exactly one place.
  const free: string[] = GENESTEALERS.map((g) => g.id);
  const lords: string[] = BROOD_LORDS.map((b) => b.id);
  const take = (label: string): string => {
    if (label.startsWith('BL-')) {
      const id = `brood-lord.${label.slice(3)}`;
      const i = lords.indexOf(id);
      if (i < 0) throw new Error(`build: ${id} used twice`);
      lords.splice(i, 1);
      return id;
    }
    if (TYPES.includes(label)) {
      const i = free.findIndex((c) => genestealerType(c) === (label as GenestealerType));
      if (i < 0) throw new Error(`build: no ${label} card left`);
      return free.splice(i, 1)[0] as string;
    }
    const i = free.indexOf(label);
    if (i < 0) throw new Error(`build: card ${label} unknown or used twice`);
    return free.splice(i, 1)[0] as string;
  };

  let tokens = 0;
  s.formation = specs.map((r): Position => {
    tokens += r.tokens;
    const side = (x: SideSpec): SideStack => ({
      terrain: x.terrain.map((t) => {
        tokens += t.tokens;
        return { id: t.id, tokens: t.tokens };
      }),
      swarms: x.swarms.map((cards) => ({ cards: cards.map(take), attacked: false, moved: false })),
    });
    return { marine: r.marine, facing: r.facing, tokens: r.tokens, LEFT: side(r.LEFT), RIGHT: side(r.RIGHT) };
  });
  s.broodLordsOut = lords;
  s.broodLordsSlain = [];
  s.genestealerDiscard = (sc.gsDiscard ?? []).map(take);
  const pile = (spec: number | string[] | undefined): string[] => {
    if (Array.isArray(spec)) return spec.map(take);
    return free.splice(0, spec ?? 4);
  };
  s.blips = { LEFT: pile(sc.blips?.LEFT), RIGHT: pile(sc.blips?.RIGHT) };
  if (sc.gsDeckSize !== undefined) s.genestealerDiscard.push(...free.splice(sc.gsDeckSize));
  s.genestealerDeck = free;
  s.provisional = [...s.genestealerDeck, ...s.blips.LEFT, ...s.blips.RIGHT];

  if (tokens > SUPPORT_TOKENS) throw new Error('build: more than 12 Support tokens');
  s.supply = SUPPORT_TOKENS - tokens;
  s.locationTokens = 0;

  // Slain marines and eliminated teams (RB p27).
  s.marinesSlain = slain;
  s.stats.marinesLost = [...slain];
  for (const t of teams) {
    if (marinesOfTeam(t).every((m) => slain.includes(m.id))) {
      delete s.hands[t];
      delete s.chosen[t];
      delete s.lastResolved[t];
    }
  }
  const alive = teams.filter((t) => s.hands[t]);

  // Events.
  const eventDiscard = sc.eventDiscard ?? [...s.eventDiscard];
  s.eventDiscard = [...eventDiscard];
  s.eventDeck = sc.eventDeck ?? EVENTS.map((e) => e.id).filter((e) => !eventDiscard.includes(e));
  s.event = null;

  // Locations.
  if (sc.location !== undefined) s.location = sc.location;
  if (sc.pastLocations !== undefined) s.pastLocations = sc.pastLocations;
  if (sc.locationDeck !== undefined) s.locationDeck = sc.locationDeck;
  s.stats.locationsReached = s.pastLocations.length;

  // Action cards.
  for (const t of alive) s.lastResolved[t] = sc.lastResolved?.[t] ?? null;
  s.round = sc.round ?? 1;
  const stack: Frame[] = [];
  if (sc.start.phase === 'choose-actions') {
    s.phase = 'event';
    stack.push({ t: 'phase', phase: 'choose-actions' });
  } else {
    for (const t of alive) {
      const hand = s.hands[t] ?? [];
      // Default: the team's Move + Activate card, whose ability has no lasting effect once resolved.
      const legal = hand.filter((c) => c !== s.lastResolved[t]);
      const pick = sc.chosen?.[t] ?? legal.find((c) => actionDef(c).type === 'MOVE_ACTIVATE') ?? legal[0];
      if (!pick || actionDef(pick).team !== t) throw new Error(`build: no card for team ${t}`);
      s.chosen[t] = pick;
    }
    s.order = alive.map((t) => s.chosen[t] as string).sort((a, b) => actionDef(a).initiative - actionDef(b).initiative);
    const lowest = s.order[0];
    s.current = lowest ? players.findIndex((p) => p.teams.includes(actionDef(lowest).team)) : 0;
    if (sc.start.phase === 'resolve-actions') {
      s.phase = 'resolve-actions';
      stack.push({ t: 'resolve-actions', next: 0 });
    } else {
      // Every chosen card has resolved already.
      for (const t of alive) s.lastResolved[t] = s.chosen[t] ?? null;
      s.effects.active = [...s.order];
      if (sc.start.phase === 'end-of-resolve-actions') {
        s.phase = 'resolve-actions';
        stack.push({ t: 'phase', phase: 'genestealer-attack' }, { t: 'travel-check' });
      } else {
        s.phase = sc.start.phase === 'genestealer-attack' ? 'resolve-actions' : 'genestealer-attack';
        stack.push({ t: 'phase', phase: sc.start.phase });
      }
    }
  }
  s.stack = stack;
  s.prompt = null;
  s.outcome = null;

  // The builder's shape must be sound before any rule runs.
  // A stand-in prompt: the builder's position waits for whatever its stack asks next.
  const before = checkInvariants({ ...s, prompt: { kind: 'decision', player: 0, ask: 'choose-action', subject: null, options: ['x'], secret: false } });
  if (before.length > 0) throw new Error(`build: unsound position: ${before.map(inconsistencyEn).join(' ')}`);
  for (const [i, r] of sc.rows.entries()) {
    const shown = rowText(s.formation[i] as Position);
    if (norm(shown) !== norm(canonical(r))) throw new Error(`build: row ${i + 1} reads "${shown}", asked "${r}"`);
  }
  const log: string[] = [];
  advance(s, { log });
  const after = checkInvariants(s);
  if (after.length > 0) throw new Error(`build: after the first steps: ${after.map(inconsistencyEn).join(' ')}`);
  return { state: s, log };
}

/** A row as `view` prints it (swarm cards sorted, swarms before terrain on the left). */
function canonical(r: string): string {
  const spec = parseRow(r);
  const sw = (cards: string[]) => `[${cards.map((c) => (TYPES.includes(c) || c.startsWith('BL-') ? c : cardLabel(c))).sort().join(' ')}]`;
  const ter = (x: SideSpec) => x.terrain.map((t) => `#${t.id.slice('terrain.'.length)}${t.tokens ? `*${t.tokens}` : ''}`);
  const left = [...spec.LEFT.swarms.map(sw), ...ter(spec.LEFT)].join(' ');
  const right = [...ter(spec.RIGHT), ...spec.RIGHT.swarms.map(sw)].join(' ');
  return `${left} | ${shortOf(spec.marine)}${spec.facing === 'LEFT' ? '<' : '>'}${spec.tokens ? `+${spec.tokens}` : ''} | ${right}`;
}

/** Rows in canonical form, for comparing with `view()`. */
export function rows(...r: string[]): string[] {
  return r.map((x) => norm(canonical(x)));
}

// ---------------------------------------------------------------------------------------------
// Driving

export interface Played {
  state: GameState;
  log: string[];
}

/**
 * Applies answers in order with `answer()`. A refusal fails the test with the engine's message;
 * every intermediate position must keep the invariants.
 */
export function play(state: GameState, ...answers: string[]): Played {
  let s = state;
  const log: string[] = [];
  for (const [i, a] of answers.entries()) {
    const r = answer(s, a);
    if (!r.ok) throw new Error(`answer ${i + 1} "${a}" refused: ${r.error}\nprompt: ${JSON.stringify(s.prompt)}`);
    s = r.state;
    log.push(...r.log);
    const problems = checkInvariants(s);
    if (problems.length > 0) throw new Error(`after answer ${i + 1} "${a}": ${problems.map(inconsistencyEn).join(' ')}`);
  }
  return { state: s, log };
}

/** Expects the answer to be refused with no change to the position; returns the message. */
export function refuse(state: GameState, choice: string): string {
  const before = JSON.stringify(state);
  const r = answer(state, choice);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  return r.ok ? '' : r.error;
}

/** The prompt as `kind:what` (decision ask or reveal kind), for short assertions. */
export function asked(s: GameState): string {
  const p = s.prompt;
  if (!p) return 'none';
  return p.kind === 'decision' ? `decision:${p.ask}` : `reveal:${p.reveal}`;
}

export function options(s: GameState): string[] {
  return s.prompt ? [...s.prompt.options] : [];
}

/** Swarm reference key as the engine offers it ('swarm:row:SIDE:index'). */
export function ref(row: number, side: Side, index = 0): string {
  return printOption({ kind: 'swarm', ref: { row, side, index } });
}

export function swap(a: string, b: string): string {
  return printOption({ kind: 'swap', a: marineId(a), b: marineId(b) });
}

export function flip(m: string): string {
  return printOption({ kind: 'flip', marine: marineId(m) });
}

/** 'Lorenzo activates the Door' as the engine offers it. */
export function activate(m: string, terrain: TerrainId): string {
  return printOption({ kind: 'activate', marine: marineId(m), terrain });
}

/** Number of Genestealers in both blip piles. */
export function blipCounts(s: GameState): { LEFT: number; RIGHT: number } {
  return { LEFT: s.blips.LEFT.length, RIGHT: s.blips.RIGHT.length };
}

/** Support tokens on marines, on terrain, in the supply: always 12 together. */
export function tokenCount(s: GameState): { supply: number; marines: number; terrain: number } {
  let marines = 0;
  let terrain = 0;
  for (const p of s.formation) {
    marines += p.tokens;
    for (const side of ['LEFT', 'RIGHT'] as const) for (const t of p[side].terrain) terrain += t.tokens;
  }
  return { supply: s.supply, marines, terrain };
}
