/**
 * Checks a position on the way in (an import, a hand-edited file, a test scenario) before
 * the engine, which trusts its input, ever sees it. Three layers: the JSON shape field by
 * field, the cross-field facts (ids belong to the teams in play, indexes in range), then the
 * engine's own invariants and a dry run showing the engine would ask what the prompt says.
 * Never throws: every problem becomes a message naming the path.
 */
import { ACTIONS, actionDef, BROOD_LORDS, EVENTS, GENESTEALERS, LOCATIONS, MARINES, marinesOfTeam, PLAYER_COUNTS, SETUP_LOCATIONS, SUPPORT_TOKENS, TEAMS, TERRAIN } from '../data';
import { clone } from './clone';
import { advance } from './driver';
import { checkInvariants } from './invariants';
import { upgradePosition } from './legacy';
import { firstDifference } from './difference';
import type { DecisionPrompt, Frame, GameState, NextRoundEffects, Player, Position, RevealPrompt, RoundEffects, SideStack, Stats, Swarm, SwarmRef, Team, TerrainSlot } from './types';

type Check = (v: unknown, path: string, out: string[]) => void;

const MAX_ERRORS = 60;

function show(v: unknown): string {
  if (typeof v === 'string') return `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;
  if (v === undefined) return 'nothing';
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  if (Array.isArray(v)) return `an array of ${v.length}`;
  return typeof v === 'object' ? 'an object' : typeof v;
}

function fail(out: string[], path: string, what: string, v: unknown): void {
  if (out.length < MAX_ERRORS) out.push(`${path || 'A position'} must be ${what}, not ${show(v)}.`);
}

const str: Check = (v, p, out) => (typeof v === 'string' ? undefined : fail(out, p, 'a string', v));
const bool: Check = (v, p, out) => (typeof v === 'boolean' ? undefined : fail(out, p, 'true or false', v));

function int(min: number, max: number): Check {
  return (v, p, out) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail(out, p, `a whole number from ${min} to ${max}`, v);
  };
}

function oneOf(values: readonly unknown[]): Check {
  const names = values.map((x) => String(x));
  const what = names.length <= 2 ? names.join(' or ') : `one of ${names.join(', ')}`;
  return (v, p, out) => (values.includes(v) ? undefined : fail(out, p, what, v));
}

/** A card id from the catalogue; `kind` words the message ("a marine id"). */
function id(kind: string, ids: readonly string[]): Check {
  const known = new Set(ids);
  return (v, p, out) => {
    if (typeof v !== 'string') fail(out, p, `${kind} (a string)`, v);
    else if (!known.has(v)) fail(out, p, `${kind}`, v);
  };
}

function nullable(c: Check): Check {
  return (v, p, out) => (v === null ? undefined : c(v, p, out));
}

/** An array of at most `max` entries; with `unique`, no entry twice (a card in one place). */
function arr(item: Check, max: number, unique = false): Check {
  return (v, p, out) => {
    if (!Array.isArray(v)) return fail(out, p, 'an array', v);
    if (v.length > max) return fail(out, p, `an array of at most ${max} entries`, v);
    v.forEach((x, i) => item(x, `${p}[${i}]`, out));
    if (unique) {
      const seen = new Set<unknown>();
      for (const x of v) {
        if (seen.has(x) && out.length < MAX_ERRORS) out.push(`${p} holds ${show(x)} twice.`);
        seen.add(x);
      }
    }
  };
}

/**
 * A check for every field of T, no more, no fewer: adding a field to the position format
 * fails the typecheck here until the validator knows it.
 */
type Fields<T> = { [K in keyof T]-?: Check };

/** An object with exactly these fields: a typo in a hand-edited file is an error, not ignored. */
function obj<T>(fields: Fields<T>): Check {
  return (v, p, out) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(out, p, 'an object', v);
    const o = v as Record<string, unknown>;
    const at = (k: string) => (p ? `${p}.${k}` : k);
    for (const [k, f] of Object.entries<Check>(fields)) {
      if (Object.prototype.hasOwnProperty.call(o, k)) f(o[k], at(k), out);
      else if (out.length < MAX_ERRORS) out.push(`${at(k)} is missing.`);
    }
    for (const k of Object.keys(o)) if (!Object.prototype.hasOwnProperty.call(fields, k) && out.length < MAX_ERRORS) out.push(`${at(k)} is not a field of ${p || 'a position'}.`);
  };
}

/** An object keyed by ids (teams for hands and chosen cards, terrain for Core Cogitator). */
function keyed(keys: readonly string[], keyWhat: string, value: Check): Check {
  return (v, p, out) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(out, p, `an object keyed by ${keyWhat}`, v);
    for (const [k, x] of Object.entries(v)) {
      if (!keys.includes(k)) fail(out, `${p} key`, `a ${keyWhat}`, k);
      else value(x, `${p}.${k}`, out);
    }
  };
}

/** A union told apart by one field: `variants` maps each tag to the other fields. */
function tagged(tag: string, variants: Record<string, Record<string, Check>>): Check {
  const checks = Object.fromEntries(Object.entries(variants).map(([k, f]) => [k, obj<Record<string, unknown>>({ [tag]: str, ...f })]));
  const tags = oneOf(Object.keys(variants));
  return (v, p, out) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(out, p, 'an object', v);
    const t = (v as Record<string, unknown>)[tag];
    const c = typeof t === 'string' ? checks[t] : undefined;
    if (c) c(v, p, out);
    else tags(t, `${p}.${tag}`, out);
  };
}

const ids = (defs: readonly { id: string }[]) => defs.map((d) => d.id);
const GS = ids(GENESTEALERS);
const LORDS = ids(BROOD_LORDS);
const side = oneOf(['LEFT', 'RIGHT']);
const team = oneOf(TEAMS);
const marine = id('a marine id', ids(MARINES));
const action = id('an Action card id', ids(ACTIONS));
const gsCard = id('a Genestealer card id', GS);
const swarmCard = id('a Genestealer or Brood Lord id', [...GS, ...LORDS]);
const event = id('an Event card id', ids(EVENTS));
const terrain = id('a Terrain card id', ids(TERRAIN));
const location = id('a Location card id', [...ids(LOCATIONS), ...ids(SETUP_LOCATIONS)]);
const count = int(0, 999);
const row = int(0, 11);
const roll = nullable(int(0, 5));
const tokens = int(0, SUPPORT_TOKENS);
const marines = arr(marine, 12, true);
const ref = obj<SwarmRef>({ row, side, index: int(0, 99) });
const nextRound = obj<NextRoundEffects>({ evasion: bool, jammed: arr(team, 6, true), secondWind: marines, enterFormation: bool });
const abilityData: Check = (v, p, out) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(out, p, 'an object', v);
  for (const [k, x] of Object.entries(v)) {
    const ok = x === null || ['string', 'number', 'boolean'].includes(typeof x) || (Array.isArray(x) && x.every((y) => typeof y === 'string'));
    if (!ok) fail(out, `${p}.${k}`, 'a string, number, true/false, null or an array of strings', x);
  }
};
const spawnAt: Check = (v, p, out) => {
  const byMarine = typeof v === 'object' && v !== null && 'marine' in v;
  (byMarine ? obj<{ marine: string }>({ marine }) : obj<{ terrain: string }>({ terrain }))(v, p, out);
};

type Variants<U, Tag extends keyof U> = { [K in U[Tag] & string]: Fields<Omit<Extract<U, Record<Tag, K>>, Tag>> };

const frame = tagged('t', {
  'setup-formation': { row: int(0, 12) },
  'setup-spawn': { step: oneOf(['draw', 'spawn', 'done']) },
  'starting-tokens': { count: tokens },
  phase: { phase: oneOf(['choose-actions', 'resolve-actions', 'genestealer-attack', 'event']) },
  'choose-actions': {},
  'resolve-actions': { next: int(0, 6) },
  support: { card: action, step: oneOf(['token', 'ability']) },
  move: { card: action, moved: marines },
  face: { card: action, flipped: marines },
  activate: { card: action, used: marines },
  'attack-action': { card: action, done: marines },
  attack: { marine, source: str, target: nullable(ref), roll, settled: bool, chain: count },
  slay: { row, side, index: int(0, 99), count, by: nullable(marine), shieldOk: bool },
  'gs-attack-phase': {},
  defence: { marine, ref, roll, settled: bool, paid: bool, artefact: nullable(bool) },
  'event-phase': { step: oneOf(['draw', 'ability', 'spawn', 'move', 'end']) },
  'spawn-box': { colour: oneOf(['RED', 'ORANGE', 'YELLOW', 'GREEN']), size: oneOf(['MAJOR', 'MINOR']), pending: nullable(arr(terrain, 24, true)) },
  spawn: { side, at: spawnAt, count },
  'travel-check': {},
  'door-slay': { door: terrain, left: tokens },
  travel: { step: oneOf(['draw', 'terrain', 'blips', 'enter']) },
  refill: { left: int(0, 40), right: int(0, 40) },
  // Ability ids name a card and a moment ('on-draw:event.x'): free text the registry owns.
  ability: { id: str, step: str, data: abilityData },
} satisfies Variants<Frame, 't'>);

const options = arr(str, 1000, true);
/** A reveal's reason: a code with its parameters, or the English sentence of a position stored before codes (upgraded on reading). */
const reason: Check = (v, p, out) => {
  if (typeof v === 'string') return;
  if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof (v as { code?: unknown }).code !== 'string') fail(out, p, 'a reason (an object with a code)', v);
};
const decision = obj<DecisionPrompt>({ kind: str, player: int(0, 5), ask: str, subject: nullable(str), options, secret: bool });
const revealPrompt = tagged('reveal', {
  die: { kind: str, why: reason, options },
  event: { kind: str, why: reason, options },
  genestealer: { kind: str, side, why: reason, options },
  location: { kind: str, why: reason, options },
  marine: { kind: str, row, why: reason, options },
} satisfies Variants<RevealPrompt, 'reveal'>);
const prompt: Check = (v, p, out) => {
  const kind = typeof v === 'object' && v !== null ? (v as Record<string, unknown>).kind : undefined;
  if (kind === 'decision') decision(v, p, out);
  else if (kind === 'reveal') revealPrompt(v, p, out);
  else if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(out, p, 'an object or null', v);
  else fail(out, `${p}.kind`, 'decision or reveal', kind);
};

const swarm = obj<Swarm>({ cards: arr(swarmCard, 40, true), attacked: bool, moved: bool });
const sideStack = obj<SideStack>({ terrain: arr(obj<TerrainSlot>({ id: terrain, tokens }), 8), swarms: arr(swarm, 40) });
const gsPile = arr(gsCard, GS.length);
const lords = arr(id('a Brood Lord id', LORDS), LORDS.length, true);

const position = obj<GameState>({
  format: oneOf(['death-angel-position']),
  version: oneOf([1]),
  chance: oneOf(['dealer', 'table']),
  rng: int(0, 0xffffffff),
  players: arr(obj<Player>({ name: str, teams: arr(team, 3, true) }), 6),
  phase: oneOf(['setup', 'choose-actions', 'resolve-actions', 'genestealer-attack', 'event', 'over']),
  round: int(0, 100_000),
  current: int(0, 5),
  setupCard: id('a Void Lock setup card id', ids(SETUP_LOCATIONS)),
  location,
  pastLocations: arr(location, 20, true),
  locationDeck: arr(id('a Location card id', ids(LOCATIONS)), 20, true),
  locationTokens: tokens,
  formation: arr(obj<Position>({ marine, facing: side, tokens, LEFT: sideStack, RIGHT: sideStack }), 12),
  blips: obj<GameState['blips']>({ LEFT: gsPile, RIGHT: gsPile }),
  genestealerDeck: gsPile,
  genestealerDiscard: gsPile,
  broodLordsOut: lords,
  broodLordsSlain: lords,
  eventDeck: arr(event, EVENTS.length),
  eventDiscard: arr(event, EVENTS.length),
  eventKnown: obj<GameState['eventKnown']>({ top: nullable(event), bottom: arr(event, EVENTS.length, true) }),
  event: nullable(event),
  artefactHolder: nullable(int(0, 5)),
  supply: tokens,
  hands: keyed(TEAMS, 'team', arr(action, 3, true)),
  chosen: keyed(TEAMS, 'team', nullable(action)),
  lastResolved: keyed(TEAMS, 'team', nullable(action)),
  order: arr(action, 6, true),
  marinesSlain: marines,
  effects: obj<RoundEffects>({
    active: arr(action, 18),
    shielded: arr(swarmCard, 40, true),
    activatedTerrain: arr(terrain, 8),
    spawnLimited: keyed(ids(TERRAIN), 'Terrain card id', int(0, 1)),
    leadUsed: bool,
    fromEvent: nextRound,
  }),
  nextRound,
  provisional: arr(gsCard, GS.length, true),
  stack: arr(frame, 200),
  prompt: nullable(prompt),
  outcome: nullable(oneOf(['won', 'lost'])),
  stats: obj<Stats>({ genestealersSlain: int(0, 100_000), slainByTeam: keyed(TEAMS, 'team', int(0, 100_000)), marinesLost: arr(marine, 1000), locationsReached: int(0, 20) }),
});

/** Facts across fields, on a value whose shape is already sound. */
function crossChecks(s: GameState, out: string[]): void {
  const n = s.players.length;
  const pc = PLAYER_COUNTS.find((c) => c.players === n);
  if (!pc) return void out.push(`players must list 1 to 6 players, not ${n}.`);
  const inPlay: Team[] = [];
  s.players.forEach((p, i) => {
    if (p.teams.length !== pc.teamsPerPlayer) out.push(`players[${i}].teams must hold ${pc.teamsPerPlayer} team(s) with ${n} player(s), not ${p.teams.length}.`);
    for (const t of p.teams) {
      if (inPlay.includes(t)) out.push(`players: the ${t} team is given to two players.`);
      else inPlay.push(t);
    }
  });
  if (s.setupCard !== pc.setup) out.push(`setupCard must be ${pc.setup} for ${n} player(s), not '${s.setupCard}'.`);
  const teamMarines = new Set(inPlay.flatMap((t) => marinesOfTeam(t).map((m) => m.id)));
  for (const [name, list] of [['formation', s.formation.map((p) => p.marine)], ['marinesSlain', s.marinesSlain]] as const) {
    list.forEach((m, i) => teamMarines.has(m) || out.push(`${name}${name === 'formation' ? `[${i}].marine` : `[${i}]`} '${m}' belongs to no team in play.`));
  }
  for (const field of ['hands', 'chosen', 'lastResolved'] as const) {
    for (const [t, v] of Object.entries(s[field])) {
      if (!inPlay.includes(t as Team)) out.push(`${field}.${t}: the ${t} team is not in play.`);
      const cards = Array.isArray(v) ? v : v === null || v === undefined ? [] : [v];
      for (const c of cards) if (actionDef(c).team !== t) out.push(`${field}.${t} holds ${c}, an Action card of the ${actionDef(c).team} team.`);
    }
  }
  if (s.current >= n) out.push(`current must be a player index below ${n}, not ${s.current}.`);
  if (s.artefactHolder !== null && s.artefactHolder >= n) out.push(`artefactHolder must be a player index below ${n}, not ${s.artefactHolder}.`);
  if (s.prompt?.kind === 'decision' && s.prompt.player >= n) out.push(`prompt.player must be a player index below ${n}, not ${s.prompt.player}.`);
  if (s.outcome !== null && (s.prompt !== null || s.stack.length > 0)) out.push('A finished game has no prompt and no pending frames.');
  if (s.prompt && s.stack.length === 0) out.push('prompt is set but no frame is pending on stack to receive the answer.');
}

/**
 * Re-asks the engine from a copy: a position at rest must make the engine return the same
 * prompt without changing anything. Catches a prompt edited by hand or a stale frame stack.
 */
function promptCheck(s: GameState, out: string[]): void {
  if (!s.prompt) return;
  const copy = clone(s);
  try {
    advance(copy, { events: null });
  } catch (e) {
    out.push(`The engine cannot go on from this position: ${e instanceof Error ? e.message : String(e)}`);
    return;
  }
  const diffPrompt = firstDifference(s.prompt, copy.prompt, 'prompt');
  if (diffPrompt) {
    const p = copy.prompt;
    const would = !p ? 'nothing' : p.kind === 'decision' ? `'${p.ask}' with options ${p.options.join(', ')}` : `a ${p.reveal} reveal`;
    out.push(`prompt does not match the position (first difference at ${diffPrompt}): the engine would ask ${would}.`);
    return;
  }
  const diff = firstDifference(s, copy);
  if (diff) out.push(`The position is not at rest: before asking, the engine would still change ${diff}.`);
}

export type Validation = { ok: true; state: GameState } | { ok: false; errors: string[] };

export function validatePosition(json: unknown): Validation {
  const errors: string[] = [];
  let state = json as GameState;
  try {
    position(json, '', errors);
    if (errors.length === 0) crossChecks(json as GameState, errors);
    if (errors.length === 0) errors.push(...checkInvariants(json as GameState));
    if (errors.length === 0) state = upgradePosition(json as GameState);
    if (errors.length === 0) promptCheck(state, errors);
  } catch (e) {
    // A value no JSON file can produce (a getter that throws, a cycle): still no exception.
    errors.push(`The position could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (errors.length >= MAX_ERRORS) errors.push('(more problems were not listed)');
  return errors.length === 0 ? { ok: true, state } : { ok: false, errors };
}
