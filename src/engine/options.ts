/**
 * The one codec for option strings. A prompt's options stay plain strings (saves, imports and
 * `answer()` speak them), but nothing outside this file reads or writes their grammar:
 * the engine builds them with `printOption`, everyone else reads them with `parseOption`.
 *
 *   done, skip, keep, …       a word answer (yes/no and the like)
 *   0 … 5                      a die face (table reveals)
 *   LEFT, RIGHT                a blip pile
 *   BLUE, RED, …               a team
 *   CLAW, HEAD, TAIL, TONGUE   a Genestealer type
 *   marine.leon, action.…      a marine or a card
 *   swarm:row:SIDE:i[:TYPE]    a swarm (and one Genestealer type in it)
 *   swap:a:b, flip:m, pay:m    marine moves and payments
 *   activate:m:terrain         a marine activates a Terrain card
 *   to:row:SIDE, at:row:SIDE   a place beside a marine (Strategize, the Artefact)
 *   ability:card:m             a card's ability instead of m's normal attack
 */
import {
  ACTIONS,
  BROOD_LORDS,
  EVENTS,
  GENESTEALER_TYPES,
  LOCATIONS,
  MARINES,
  SETUP_LOCATIONS,
  TEAMS,
  TERRAIN,
} from '../data';
import type {
  ActionId,
  BroodLordId,
  EventId,
  GenestealerType,
  LocationId,
  MarineId,
  SetupLocationId,
  Side,
  Team,
  TerrainId,
} from '../data';
import type { SwarmRef } from './types';

/** Answers that are a word: yes/no questions, ending a loop, keeping a roll. */
export const WORDS = ['done', 'skip', 'stop', 'attack', 'reroll', 'keep', 'add', 'use', 'bottom', 'turn', 'stay', 'roll', 'token'] as const;
export type Word = (typeof WORDS)[number];

export type CardId = ActionId | EventId | TerrainId | LocationId | SetupLocationId | BroodLordId;

export type OptionValue =
  | { kind: 'word'; word: Word }
  | { kind: 'face'; face: number }
  | { kind: 'pile'; side: Side }
  | { kind: 'team'; team: Team }
  | { kind: 'type'; type: GenestealerType }
  | { kind: 'marine'; id: MarineId }
  | { kind: 'card'; id: CardId }
  | { kind: 'swarm'; ref: SwarmRef; type?: GenestealerType }
  | { kind: 'swap'; a: MarineId; b: MarineId }
  | { kind: 'flip'; marine: MarineId }
  | { kind: 'pay'; marine: MarineId }
  | { kind: 'activate'; marine: MarineId; terrain: TerrainId }
  | { kind: 'to'; row: number; side: Side }
  | { kind: 'at'; row: number; side: Side }
  | { kind: 'ability'; card: ActionId; marine: MarineId };

export type OptionKind = OptionValue['kind'];
/** The value of one kind, e.g. `OptionOf<'swarm'>`. */
export type OptionOf<K extends OptionKind> = Extract<OptionValue, { kind: K }>;

const ids = (defs: readonly { readonly id: string }[]): ReadonlySet<string> => new Set(defs.map((d) => d.id));
const WORD_SET: ReadonlySet<string> = new Set(WORDS);
const TEAM_SET: ReadonlySet<string> = new Set(TEAMS);
const TYPE_SET: ReadonlySet<string> = new Set(GENESTEALER_TYPES);
const MARINE_SET = ids(MARINES);
const TERRAIN_SET = ids(TERRAIN);
const ACTION_SET = ids(ACTIONS);
const CARD_SET: ReadonlySet<string> = new Set([...ACTION_SET, ...ids(EVENTS), ...TERRAIN_SET, ...ids(LOCATIONS), ...ids(SETUP_LOCATIONS), ...ids(BROOD_LORDS)]);

const COMPOUND: ReadonlySet<OptionKind> = new Set<OptionKind>(['swarm', 'swap', 'flip', 'pay', 'activate', 'to', 'at', 'ability']);

export function printOption(v: OptionValue): string {
  switch (v.kind) {
    case 'word':
      return v.word;
    case 'face':
      return String(v.face);
    case 'pile':
      return v.side;
    case 'team':
      return v.team;
    case 'type':
      return v.type;
    case 'marine':
    case 'card':
      return v.id;
    case 'swarm':
      return `swarm:${v.ref.row}:${v.ref.side}:${v.ref.index}${v.type ? `:${v.type}` : ''}`;
    case 'swap':
      return `swap:${v.a}:${v.b}`;
    case 'flip':
    case 'pay':
      return `${v.kind}:${v.marine}`;
    case 'activate':
      return `activate:${v.marine}:${v.terrain}`;
    case 'to':
    case 'at':
      return `${v.kind}:${v.row}:${v.side}`;
    case 'ability':
      return `ability:${v.card}:${v.marine}`;
  }
}

const isSide = (x: string | undefined): x is Side => x === 'LEFT' || x === 'RIGHT';
const isMarine = (x: string | undefined): x is MarineId => x !== undefined && MARINE_SET.has(x);
/** A row or index: a whole number written plainly (no sign, no leading zero). Char checks, not a
 * regex: the bots read swarm options in every argmax of every playout. */
function whole(x: string | undefined): number | null {
  if (x === undefined || x.length === 0 || (x.length > 1 && x.charCodeAt(0) === 48)) return null;
  let n = 0;
  for (let i = 0; i < x.length; i++) {
    const c = x.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return null;
    n = n * 10 + c;
  }
  return n;
}

/** 'swarm:row:SIDE:i[:TYPE]' read by index, not split: the bots read it in every argmax. */
function swarm(o: string): OptionOf<'swarm'> | null {
  const a = o.indexOf(':', 6);
  const b = a < 0 ? -1 : o.indexOf(':', a + 1);
  if (b < 0) return null;
  const c = o.indexOf(':', b + 1);
  const row = whole(o.slice(6, a));
  const side = o.slice(a + 1, b);
  const index = whole(c < 0 ? o.slice(b + 1) : o.slice(b + 1, c));
  if (row === null || index === null || !isSide(side)) return null;
  if (c < 0) return { kind: 'swarm', ref: { row, side, index } };
  const type = o.slice(c + 1);
  return TYPE_SET.has(type) ? { kind: 'swarm', ref: { row, side, index }, type: type as GenestealerType } : null;
}

function compound(parts: string[]): OptionValue | null {
  const [head, a, b] = parts;
  const n = parts.length;
  switch (head) {
    case 'swap':
      return n === 3 && isMarine(a) && isMarine(b) ? { kind: 'swap', a, b } : null;
    case 'flip':
    case 'pay':
      return n === 2 && isMarine(a) ? { kind: head, marine: a } : null;
    case 'activate':
      return n === 3 && isMarine(a) && b !== undefined && TERRAIN_SET.has(b) ? { kind: 'activate', marine: a, terrain: b as TerrainId } : null;
    case 'to':
    case 'at': {
      const row = whole(a);
      return n === 3 && row !== null && isSide(b) ? { kind: head, row, side: b } : null;
    }
    case 'ability':
      return n === 3 && a !== undefined && ACTION_SET.has(a) && isMarine(b) ? { kind: 'ability', card: a as ActionId, marine: b } : null;
  }
  return null;
}

/**
 * Reads an option string; null when it is not in the grammar (a typo in an imported file, a
 * board spot that is not an option). The ids are checked against the card catalogue.
 */
export function parseOption(option: string): OptionValue | null {
  if (option.startsWith('swarm:')) return swarm(option);
  if (option.includes(':')) return compound(option.split(':'));
  if (WORD_SET.has(option)) return { kind: 'word', word: option as Word };
  if (/^[0-5]$/.test(option)) return { kind: 'face', face: Number(option) };
  if (isSide(option)) return { kind: 'pile', side: option };
  if (TEAM_SET.has(option)) return { kind: 'team', team: option as Team };
  if (TYPE_SET.has(option)) return { kind: 'type', type: option as GenestealerType };
  if (isMarine(option)) return { kind: 'marine', id: option };
  if (CARD_SET.has(option)) return { kind: 'card', id: option as CardId };
  return null;
}

/** The option parsed when it is of the given kind, else null: `optionOf('swarm', o)?.ref`. */
export function optionOf<K extends OptionKind>(kind: K, option: string): OptionOf<K> | null {
  // Compound kinds start with their own name: skip the rest of the grammar for the others.
  if (COMPOUND.has(kind) && !(option.startsWith(kind) && option.charCodeAt(kind.length) === 58)) return null;
  const v = parseOption(option);
  return v && v.kind === kind ? (v as OptionOf<K>) : null;
}

/** The marine an option names, whatever its kind (a marine, a swap's first, a payer, …). */
export function optionMarine(v: OptionValue | null): MarineId | null {
  if (!v) return null;
  switch (v.kind) {
    case 'marine':
      return v.id;
    case 'swap':
      return v.a;
    case 'flip':
    case 'pay':
    case 'activate':
    case 'ability':
      return v.marine;
  }
  return null;
}

/** Inside the engine: a choice already checked against the prompt's options, read as its kind. */
export function expectOption<K extends OptionKind>(kind: K, option: string): OptionOf<K> {
  const v = optionOf(kind, option);
  if (!v) throw new Error(`engine: '${option}' is not a ${kind} option`);
  return v;
}

/**
 * Builders for the engine's own options. The state keeps ids as plain strings (validated when a
 * position is loaded), so the one cast to the catalogue's id types happens here.
 */
export const option = {
  swarm: (ref: SwarmRef, type?: GenestealerType): string => printOption(type ? { kind: 'swarm', ref, type } : { kind: 'swarm', ref }),
  swap: (a: string, b: string): string => printOption({ kind: 'swap', a: a as MarineId, b: b as MarineId }),
  flip: (m: string): string => printOption({ kind: 'flip', marine: m as MarineId }),
  pay: (m: string): string => printOption({ kind: 'pay', marine: m as MarineId }),
  activate: (m: string, terrain: string): string => printOption({ kind: 'activate', marine: m as MarineId, terrain: terrain as TerrainId }),
  to: (row: number, side: Side): string => printOption({ kind: 'to', row, side }),
  at: (row: number, side: Side): string => printOption({ kind: 'at', row, side }),
  ability: (card: ActionId, m: string): string => printOption({ kind: 'ability', card, marine: m as MarineId }),
  face: (face: number): string => printOption({ kind: 'face', face }),
};
