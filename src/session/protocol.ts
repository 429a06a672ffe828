/**
 * The messages between the host's phone and the guests' phones, and the one parser each side
 * reads them with. Everything that arrives is untrusted text: the parser turns any unknown,
 * malformed, oversized or prototype-keyed message into a typed refusal, never a throw, so a
 * hostile guest cannot reach the rules or the store with anything but a checked message.
 */
import * as v from 'valibot';
import type { AnswerRefusal, DecisionPrompt, GameEvent, GameState } from '../engine';

/**
 * Bumped whenever a message changes shape; a phone speaking another version is refused on
 * hello. 2: the host sends each phone its view of the position and of the log (issue 33), no
 * longer the dealer's seed and the steps for the phone to replay. 3: a new phone's hello
 * without a seat may be answered with the game's players (`seats`), so it chooses which it is.
 * 4: a guest first sends a `challenge` and says hello (its seat token) only once the host's
 * `proof` shows it knows the room's key, which is in the room code but never in the peer id;
 * the host answers a ping (`pong`), so a guest knows within seconds that the host is gone; a
 * refusal is a code with parameters, no words (issue 34): each phone words it in its own
 * language (words-en.ts).
 */
export const PROTOCOL_VERSION = 4;

/** A guest's message is small (an answer); anything bigger is refused before JSON.parse runs. */
export const MAX_GUEST_MESSAGE = 64 * 1024;
/** The host's whole log for a phone; still bounded, so a broken host cannot exhaust a guest. */
export const MAX_HOST_MESSAGE = 8 * 1024 * 1024;

/** One answered step as one phone may see it: a choice still sealed to it comes as null, its events only those it may see. */
export interface WireEntry {
  index: number;
  /** Who answered (-1: a reveal of chance or a correction by hand). */
  player: number;
  ask: string;
  secret: boolean;
  choice: string | null;
  events: GameEvent[];
}

/** Who the game waits for, as every phone may know it. */
export interface Waiting {
  players: number[];
  /** They answer in secret (Action cards, or an Event card only its player has seen). */
  secret: boolean;
}

/**
 * The game as one phone may know it, after `at` steps: its view of the position (engine/view.ts
 * seatView), the log entries from `from` to `at`, and its own open questions (several at once
 * while everyone chooses Action cards).
 */
export interface SeatState {
  at: number;
  from: number;
  entries: WireEntry[];
  view: GameState;
  asks: DecisionPrompt[];
  waiting: Waiting | null;
}

/**
 * Why the host refused. `replaced`: the seat's token came in on another connection (this one is
 * closed); `dropped`: this connection sent too many bad messages and is closed (a phone in good
 * faith comes back by itself); `wait`: a new phone waits for the host to let it in (for a player
 * with no phone, or one whose phone is away); `removed`: the host removed this phone.
 */
export type RefusalCode = 'version' | 'full' | 'message' | 'answer' | 'busy' | 'hello' | 'replaced' | 'dropped' | 'wait' | 'removed';
const REFUSAL_CODES = ['version', 'full', 'message', 'answer', 'busy', 'hello', 'replaced', 'dropped', 'wait', 'removed'] as const;

/** Why a message could not be read, as data. */
export type MessageProblem =
  | { problem: 'not-text' }
  | { problem: 'too-long'; length: number; max: number }
  | { problem: 'forbidden-key' }
  | { problem: 'broken-json' }
  | { problem: 'not-understood'; path: string }
  | { problem: 'entries-gap' };

/**
 * A refusal as it travels: its code and what the words need, never the words. `older`: which
 * phone runs the older protocol; `guest`/`host`: the app versions that differ. `busy`: the
 * host's phone was storing another answer (`stored: false`: it could not store this one).
 */
export type Refusal =
  | { code: 'version'; older: 'guest' | 'host' }
  | { code: 'version'; guest: string; host: string }
  | { code: 'full' }
  | ({ code: 'message' } & MessageProblem)
  | { code: 'answer'; reason: 'over' | 'already-chosen' | 'stale' | 'not-yours' }
  | { code: 'answer'; reason: 'invalid'; refusal: AnswerRefusal }
  | { code: 'busy' }
  | { code: 'hello'; reason: 'join-first' | 'joined' | 'challenged' }
  | { code: 'replaced' }
  | { code: 'dropped' }
  | { code: 'wait'; name: string; away: boolean }
  | { code: 'removed' };

/** What a guest shows as refused: the host's refusal, or its own (`impostor`: the phone at the room's id could not prove it is the host). */
export type GuestRefusal = Refusal | { code: 'impostor' };

/**
 * One of the game's players as a phone not yet seated may know it: its name and whether it
 * can be chosen (`free`: no phone; `away`: its phone fell silent, the host may let a new one
 * take it) or not (`taken`: a phone plays it; `host`: answered on the host's phone).
 */
export interface SeatChoice {
  player: number;
  name: string;
  status: 'free' | 'away' | 'taken' | 'host';
}

export type HostMessage =
  | { t: 'welcome'; protocol: number; version: string; game: string; seat: number; token: string; names: string[] }
  | ({ t: 'state' } & SeatState)
  | ({ t: 'refused' } & Refusal)
  /** The answer to a new phone's hello without a seat when it has more than one player to choose from: names only, no game data. */
  | { t: 'seats'; players: SeatChoice[] }
  /** The answer to a `challenge`: the guest's nonce signed with the room's key (only the real host knows it). */
  | { t: 'proof'; proof: string }
  | { t: 'kicked' }
  /** The answer to a guest's ping: a guest that hears nothing for a few seconds joins again (a killed host's link can look open for half a minute). */
  | { t: 'pong' };

export type GuestMessage =
  /** A new connection's first message: prove you know the room's key (the nonce is fresh each time). */
  | { t: 'challenge'; protocol: number; nonce: string }
  | { t: 'hello'; protocol: number; version: string; token?: string; seat?: number; lastIndex: number; name: string }
  | { t: 'answer'; index: number; choice: string }
  | { t: 'resync'; from: number }
  /** "Still here": a silent phone shows away on the host (host.ts AWAY_MS). The host answers `pong`. */
  | { t: 'ping' };

export type Parsed<T> = { ok: true; message: T } | { ok: false; why: MessageProblem };

const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const Short = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Who answered a step: a player's index, or -1 for a reveal of chance or a correction at the table. */
const Player = v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(5));

const GuestSchema = v.variant('t', [
  v.strictObject({ t: v.literal('challenge'), protocol: v.number(), nonce: v.pipe(v.string(), v.regex(/^[0-9a-f]{32,64}$/)) }),
  v.strictObject({ t: v.literal('hello'), protocol: v.number(), version: Short(40), token: v.optional(Short(64)), seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5))), lastIndex: v.pipe(v.number(), v.integer(), v.minValue(-1)), name: Short(40) }),
  v.strictObject({ t: v.literal('answer'), index: Index, choice: Short(200) }),
  v.strictObject({ t: v.literal('resync'), from: Index }),
  v.strictObject({ t: v.literal('ping') }),
]);

const PromptSchema = v.looseObject({
  kind: v.literal('decision'),
  player: Index,
  ask: v.string(),
  subject: v.nullable(v.string()),
  options: v.array(v.string()),
  secret: v.boolean(),
});
const EntrySchema = v.object({ index: Index, player: Player, ask: v.string(), secret: v.boolean(), choice: v.nullable(v.string()), events: v.array(v.looseObject({ k: v.string() })) });
/** The position is the engine's own format; a guest only shows it, so its shape is checked loosely. */
const ViewSchema = v.looseObject({ format: v.literal('death-angel-position'), players: v.array(v.looseObject({ name: v.string() })), formation: v.array(v.unknown()) });

const HostSchema = v.variant('t', [
  v.object({ t: v.literal('welcome'), protocol: v.number(), version: v.string(), game: v.string(), seat: Index, token: v.string(), names: v.array(v.string()) }),
  v.object({
    t: v.literal('state'),
    at: Index,
    from: Index,
    entries: v.array(EntrySchema),
    view: ViewSchema,
    asks: v.array(PromptSchema),
    waiting: v.nullable(v.object({ players: v.array(Index), secret: v.boolean() })),
  }),
  // Loosely checked: the words (words-en.ts) fall back to plain ones for what they cannot read.
  v.looseObject({ t: v.literal('refused'), code: v.picklist(REFUSAL_CODES) }),
  v.object({ t: v.literal('seats'), players: v.pipe(v.array(v.object({ player: Index, name: Short(200), status: v.picklist(['free', 'away', 'taken', 'host']) })), v.maxLength(6)) }),
  v.object({ t: v.literal('proof'), proof: Short(128) }),
  v.object({ t: v.literal('kicked') }),
  v.object({ t: v.literal('pong') }),
]);

/** Keys that could reach an object's prototype if a later step copied the message. */
const POISON = new Set(['__proto__', 'constructor', 'prototype']);

class Poisoned extends Error {}

function decode(raw: unknown, max: number): { ok: true; value: unknown } | { ok: false; why: MessageProblem } {
  if (typeof raw !== 'string') return { ok: false, why: { problem: 'not-text' } };
  if (raw.length > max) return { ok: false, why: { problem: 'too-long', length: raw.length, max } };
  try {
    const value: unknown = JSON.parse(raw, (key, val: unknown) => {
      if (POISON.has(key)) throw new Poisoned();
      return val;
    });
    return { ok: true, value };
  } catch (e) {
    return { ok: false, why: { problem: e instanceof Poisoned ? 'forbidden-key' : 'broken-json' } };
  }
}

function checked<T>(schema: v.GenericSchema, value: unknown): Parsed<T> {
  const r = v.safeParse(schema, value);
  if (r.success) return { ok: true, message: r.output as T };
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, why: { problem: 'not-understood', path } };
}

/** What the host reads from a guest: a checked message, or why it was refused. */
export function parseGuestMessage(raw: unknown): Parsed<GuestMessage> {
  const d = decode(raw, MAX_GUEST_MESSAGE);
  return d.ok ? checked<GuestMessage>(GuestSchema, d.value) : d;
}

/** What a guest reads from the host. A state's entries run exactly from `from` to `at`. */
export function parseHostMessage(raw: unknown): Parsed<HostMessage> {
  const d = decode(raw, MAX_HOST_MESSAGE);
  if (!d.ok) return d;
  const r = checked<HostMessage>(HostSchema, d.value);
  if (r.ok && r.message.t === 'state') {
    const m = r.message;
    if (m.from > m.at || m.entries.length !== m.at - m.from || m.entries.some((e, i) => e.index !== m.from + i)) return { ok: false, why: { problem: 'entries-gap' } };
  }
  return r;
}

export function encode(message: HostMessage | GuestMessage): string {
  return JSON.stringify(message);
}
