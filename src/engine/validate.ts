/**
 * Checks a position on the way in (an import, a hand-edited file, a test scenario) before
 * the engine, which trusts its input, ever sees it. Three layers: the JSON shape field by
 * field, the cross-field facts (ids belong to the teams in play, indexes in range), then the
 * engine's own invariants and a dry run showing the engine would ask what the prompt says.
 * Never throws: every problem becomes data naming the path (position-problems.ts), worded
 * where it is shown (`words/position.ts`).
 */
import { ACTIONS, actionDef, BROOD_LORDS, EVENTS, GENESTEALERS, LOCATIONS, MARINES, marinesOfTeam, PLAYER_COUNTS, SETUP_LOCATIONS, SUPPORT_TOKENS, TEAMS, TERRAIN } from '../data';
import { clone } from './clone';
import { advance } from './driver';
import { checkInvariants } from './invariants';
import { upgradePosition } from './legacy';
import { firstDifference } from './difference';
import type { Expected, IdKind, KeyKind, PositionProblem, Shown } from './position-problems';
import { positionProblemEn } from './words/problems-en';
import type { DecisionPrompt, Frame, GameState, NextRoundEffects, Player, Position, RevealPrompt, RoundEffects, SideStack, Stats, Swarm, SwarmRef, Team, TerrainSlot } from './types';

type Check = (v: unknown, path: string, out: PositionProblem[]) => void;

const MAX_ERRORS = 60;

/** A value as a file shows it: text cut short, a number as written, an array by its length. */
function show(v: unknown): Shown {
  if (typeof v === 'string') return { t: 'text', text: v.length > 40 ? `${v.slice(0, 40)}…` : v };
  if (v === undefined) return { t: 'nothing' };
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return { t: 'literal', value: String(v) };
  if (Array.isArray(v)) return { t: 'array', length: v.length };
  return typeof v === 'object' ? { t: 'object' } : { t: 'other', type: typeof v };
}

function note(out: PositionProblem[], problem: PositionProblem): void {
  if (out.length < MAX_ERRORS) out.push(problem);
}

function fail(out: PositionProblem[], path: string, expected: Expected, v: unknown): void {
  note(out, { code: 'wrong', path, expected, got: show(v) });
}

const str: Check = (v, p, out) => (typeof v === 'string' ? undefined : fail(out, p, { t: 'string' }, v));
const bool: Check = (v, p, out) => (typeof v === 'boolean' ? undefined : fail(out, p, { t: 'boolean' }, v));

function int(min: number, max: number): Check {
  return (v, p, out) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail(out, p, { t: 'integer', min, max }, v);
  };
}

function oneOf(values: readonly unknown[]): Check {
  const expected: Expected = { t: 'one-of', values: values.map((x) => String(x)) };
  return (v, p, out) => (values.includes(v) ? undefined : fail(out, p, expected, v));
}

/** A card id from the catalogue. */
function id(kind: IdKind, ids: readonly string[]): Check {
  const known = new Set(ids);
  return (v, p, out) => {
    if (typeof v !== 'string' || !known.has(v)) fail(out, p, { t: 'id', kind }, v);
  };
}

function nullable(c: Check): Check {
  return (v, p, out) => (v === null ? undefined : c(v, p, out));
}

/** An array of at most `max` entries; with `unique`, no entry twice (a card in one place). */
function arr(item: Check, max: number, unique = false): Check {
  return (v, p, out) => {
    if (!Array.isArray(v)) return fail(out, p, { t: 'array' }, v);
    if (v.length > max) return fail(out, p, { t: 'array-max', max }, v);
    v.forEach((x, i) => item(x, `${p}[${i}]`, out));
    if (unique) {
      const seen = new Set<unknown>();
      for (const x of v) {
        if (seen.has(x)) note(out, { code: 'twice', path: p, value: show(x) });
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with exactly these fields: a typo in a hand-edited file is an error, not ignored. */
function obj<T>(fields: Fields<T>): Check {
  return (v, p, out) => {
    if (!isObject(v)) return fail(out, p, { t: 'object' }, v);
    const at = (k: string) => (p ? `${p}.${k}` : k);
    for (const [k, f] of Object.entries<Check>(fields)) {
      if (Object.prototype.hasOwnProperty.call(v, k)) f(v[k], at(k), out);
      else note(out, { code: 'missing', path: at(k) });
    }
    for (const k of Object.keys(v)) if (!Object.prototype.hasOwnProperty.call(fields, k)) note(out, { code: 'not-a-field', path: at(k), of: p });
  };
}

/** An object keyed by ids (teams for hands and chosen cards, terrain for Core Cogitator). */
function keyed(keys: readonly string[], by: KeyKind, value: Check): Check {
  return (v, p, out) => {
    if (!isObject(v)) return fail(out, p, { t: 'keyed', by }, v);
    for (const [k, x] of Object.entries(v)) {
      if (!keys.includes(k)) note(out, { code: 'bad-key', path: p, by, got: show(k) });
      else value(x, `${p}.${k}`, out);
    }
  };
}

/** A union told apart by one field: `variants` maps each tag to the other fields. */
function tagged(tag: string, variants: Record<string, Record<string, Check>>): Check {
  const checks = Object.fromEntries(Object.entries(variants).map(([k, f]) => [k, obj<Record<string, unknown>>({ [tag]: str, ...f })]));
  const tags = oneOf(Object.keys(variants));
  return (v, p, out) => {
    if (!isObject(v)) return fail(out, p, { t: 'object' }, v);
    const t = v[tag];
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
const marine = id('marine', ids(MARINES));
const action = id('action', ids(ACTIONS));
const gsCard = id('genestealer', GS);
const swarmCard = id('swarm-card', [...GS, ...LORDS]);
const event = id('event', ids(EVENTS));
const terrain = id('terrain', ids(TERRAIN));
const location = id('location', [...ids(LOCATIONS), ...ids(SETUP_LOCATIONS)]);
const count = int(0, 999);
const row = int(0, 11);
const roll = nullable(int(0, 5));
const tokens = int(0, SUPPORT_TOKENS);
const marines = arr(marine, 12, true);
const ref = obj<SwarmRef>({ row, side, index: int(0, 99) });
const nextRound = obj<NextRoundEffects>({ evasion: bool, jammed: arr(team, 6, true), secondWind: marines, enterFormation: bool });
const abilityData: Check = (v, p, out) => {
  if (!isObject(v)) return fail(out, p, { t: 'object' }, v);
  for (const [k, x] of Object.entries(v)) {
    const ok = x === null || ['string', 'number', 'boolean'].includes(typeof x) || (Array.isArray(x) && x.every((y) => typeof y === 'string'));
    if (!ok) fail(out, `${p}.${k}`, { t: 'ability-value' }, x);
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
  if (!isObject(v) || typeof v.code !== 'string') fail(out, p, { t: 'reason' }, v);
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
  else if (!isObject(v)) fail(out, p, { t: 'object-or-null' }, v);
  else fail(out, `${p}.kind`, { t: 'one-of', values: ['decision', 'reveal'] }, kind);
};

const swarm = obj<Swarm>({ cards: arr(swarmCard, 40, true), attacked: bool, moved: bool });
const sideStack = obj<SideStack>({ terrain: arr(obj<TerrainSlot>({ id: terrain, tokens }), 8), swarms: arr(swarm, 40) });
const gsPile = arr(gsCard, GS.length);
const lords = arr(id('brood-lord', LORDS), LORDS.length, true);

const position = obj<GameState>({
  format: oneOf(['death-angel-position']),
  version: oneOf([1]),
  chance: oneOf(['dealer', 'table']),
  rng: int(0, 0xffffffff),
  players: arr(obj<Player>({ name: str, teams: arr(team, 3, true) }), 6),
  phase: oneOf(['setup', 'choose-actions', 'resolve-actions', 'genestealer-attack', 'event', 'over']),
  round: int(0, 100_000),
  current: int(0, 5),
  setupCard: id('setup-card', ids(SETUP_LOCATIONS)),
  location,
  pastLocations: arr(location, 20, true),
  locationDeck: arr(id('location', ids(LOCATIONS)), 20, true),
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
    spawnLimited: keyed(ids(TERRAIN), 'terrain', int(0, 1)),
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
function crossChecks(s: GameState, out: PositionProblem[]): void {
  const n = s.players.length;
  const pc = PLAYER_COUNTS.find((c) => c.players === n);
  if (!pc) return void out.push({ code: 'options', problem: { code: 'player-count', players: n } });
  const inPlay: Team[] = [];
  s.players.forEach((p, i) => {
    if (p.teams.length !== pc.teamsPerPlayer) out.push({ code: 'options', problem: { code: 'teams-per-player', players: n, teams: pc.teamsPerPlayer, player: i + 1, has: p.teams.length } });
    for (const t of p.teams) {
      if (inPlay.includes(t)) out.push({ code: 'options', problem: { code: 'team-twice', team: t } });
      else inPlay.push(t);
    }
  });
  if (s.setupCard !== pc.setup) out.push({ code: 'setup-card', players: n, expected: pc.setup, got: s.setupCard });
  const teamMarines = new Set(inPlay.flatMap((t) => marinesOfTeam(t).map((m) => m.id)));
  for (const [name, list] of [['formation', s.formation.map((p) => p.marine)], ['marinesSlain', s.marinesSlain]] as const) {
    list.forEach((m, i) => teamMarines.has(m) || out.push({ code: 'marine-not-in-play', path: `${name}${name === 'formation' ? `[${i}].marine` : `[${i}]`}`, marine: m }));
  }
  for (const field of ['hands', 'chosen', 'lastResolved'] as const) {
    for (const [t, v] of Object.entries(s[field])) {
      if (!inPlay.includes(t as Team)) out.push({ code: 'team-not-in-play', path: `${field}.${t}`, team: t as Team });
      const cards = Array.isArray(v) ? v : v === null || v === undefined ? [] : [v];
      for (const c of cards) if (actionDef(c).team !== t) out.push({ code: 'other-teams-card', path: `${field}.${t}`, card: c, team: actionDef(c).team });
    }
  }
  const index = (path: string, got: number): void => void (got >= n && out.push({ code: 'player-index', path, players: n, got }));
  index('current', s.current);
  if (s.artefactHolder !== null) index('artefactHolder', s.artefactHolder);
  if (s.prompt?.kind === 'decision') index('prompt.player', s.prompt.player);
  if (s.outcome !== null && (s.prompt !== null || s.stack.length > 0)) out.push({ code: 'finished-with-prompt' });
  if (s.prompt && s.stack.length === 0) out.push({ code: 'prompt-without-frame' });
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Re-asks the engine from a copy: a position at rest must make the engine return the same
 * prompt without changing anything. Catches a prompt edited by hand or a stale frame stack.
 */
function promptCheck(s: GameState, out: PositionProblem[]): void {
  if (!s.prompt) return;
  const copy = clone(s);
  try {
    advance(copy, { events: null });
  } catch (e) {
    out.push({ code: 'engine-failed', detail: message(e) });
    return;
  }
  const diffPrompt = firstDifference(s.prompt, copy.prompt, 'prompt');
  if (diffPrompt) {
    const p = copy.prompt;
    out.push({ code: 'prompt-differs', at: diffPrompt, would: !p ? null : p.kind === 'decision' ? { ask: p.ask, options: [...p.options] } : { reveal: p.reveal } });
    return;
  }
  const diff = firstDifference(s, copy);
  if (diff) out.push({ code: 'not-at-rest', at: diff });
}

/** `problems`: what is wrong, as data; `errors`: the same in English (the CLI, tests). */
export type Validation = { ok: true; state: GameState } | { ok: false; problems: PositionProblem[]; readonly errors: string[] };

export function validatePosition(json: unknown): Validation {
  const problems: PositionProblem[] = [];
  let state = json as GameState;
  try {
    position(json, '', problems);
    if (problems.length === 0) crossChecks(json as GameState, problems);
    if (problems.length === 0) problems.push(...checkInvariants(json as GameState).map((detail): PositionProblem => ({ code: 'inconsistent', detail })));
    if (problems.length === 0) state = upgradePosition(json as GameState);
    if (problems.length === 0) promptCheck(state, problems);
  } catch (e) {
    // A value no JSON file can produce (a getter that throws, a cycle): still no exception.
    problems.push({ code: 'unreadable', detail: message(e) });
  }
  if (problems.length >= MAX_ERRORS) problems.push({ code: 'more' });
  if (problems.length === 0) return { ok: true, state };
  let errors: string[] | null = null;
  return {
    ok: false,
    problems,
    // The English words are made when first read: the app words the problems in the language it shows.
    get errors(): string[] {
      return (errors ??= problems.map(positionProblemEn));
    },
  };
}
