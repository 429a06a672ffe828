/**
 * The messages between the host's phone and the guests' phones, and the one parser each side
 * reads them with. Everything that arrives is untrusted text: the parser turns any unknown,
 * malformed, oversized or prototype-keyed message into a typed refusal, never a throw, so a
 * hostile guest cannot reach the rules or the store with anything but a checked message.
 */
import * as v from 'valibot';
import type { DecisionPrompt, GameOptions, GameState, Step } from '../engine';

/** Bumped whenever a message changes shape; a phone speaking another version is refused on hello. */
export const PROTOCOL_VERSION = 1;

/** A guest's message is small (an answer); anything bigger is refused before JSON.parse runs. */
export const MAX_GUEST_MESSAGE = 64 * 1024;
/** The host's welcome holds the whole game; still bounded, so a broken host cannot exhaust a guest. */
export const MAX_HOST_MESSAGE = 8 * 1024 * 1024;

/** Where the game starts: its options (with the dealer's seed) and, at the table, its own first position. */
export interface SessionStart {
  options: GameOptions;
  start?: GameState;
}

/** One step as one phone may see it: in clear, or sealed (a secret choice not yet revealed to it). */
export type WireStep = { index: number; player: number; step: Step } | { index: number; player: number; sealed: true };

export type RefusalCode = 'version' | 'full' | 'message' | 'answer' | 'busy' | 'hello';

export type HostMessage =
  | { t: 'welcome'; protocol: number; version: string; game: string; seat: number; token: string; names: string[]; start: SessionStart; from: number; steps: WireStep[] }
  | ({ t: 'step' } & WireStep)
  | { t: 'unseal'; steps: { index: number; step: Step }[] }
  | { t: 'undo'; toIndex: number }
  | { t: 'ask'; index: number; prompt: DecisionPrompt }
  | { t: 'refused'; code: RefusalCode; why: string }
  | { t: 'kicked' };

export type GuestMessage =
  | { t: 'hello'; protocol: number; version: string; token?: string; seat?: number; lastIndex: number; name: string }
  | { t: 'answer'; index: number; choice: string }
  | { t: 'resync'; from: number };

export type Parsed<T> = { ok: true; message: T } | { ok: false; why: string };

const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const Short = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Who answered a step: a player's index, or -1 for a reveal of chance or a correction at the table. */
const Player = v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(5));

const GuestSchema = v.variant('t', [
  v.strictObject({ t: v.literal('hello'), protocol: v.number(), version: Short(40), token: v.optional(Short(64)), seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5))), lastIndex: v.pipe(v.number(), v.integer(), v.minValue(-1)), name: Short(40) }),
  v.strictObject({ t: v.literal('answer'), index: Index, choice: Short(200) }),
  v.strictObject({ t: v.literal('resync'), from: Index }),
]);

/** A step is an answer (text) or a correction by hand (an object the engine checks on replay). */
const StepSchema = v.union([Short(400), v.looseObject({ correction: v.looseObject({}) })]);
const Wire = v.union([
  v.strictObject({ index: Index, player: Player, step: StepSchema }),
  v.strictObject({ index: Index, player: Player, sealed: v.literal(true) }),
]);
const PromptSchema = v.looseObject({
  kind: v.literal('decision'),
  player: Index,
  ask: v.string(),
  subject: v.nullable(v.string()),
  options: v.array(v.string()),
  secret: v.boolean(),
});

const HostSchema = v.variant('t', [
  v.object({
    t: v.literal('welcome'),
    protocol: v.number(),
    version: v.string(),
    game: v.string(),
    seat: Index,
    token: v.string(),
    names: v.array(v.string()),
    start: v.looseObject({ options: v.looseObject({ players: v.array(v.unknown()) }), start: v.optional(v.looseObject({})) }),
    from: Index,
    steps: v.array(Wire),
  }),
  v.object({ t: v.literal('step'), index: Index, player: Player, step: v.optional(StepSchema), sealed: v.optional(v.literal(true)) }),
  v.object({ t: v.literal('unseal'), steps: v.array(v.object({ index: Index, step: StepSchema })) }),
  v.object({ t: v.literal('undo'), toIndex: Index }),
  v.object({ t: v.literal('ask'), index: Index, prompt: PromptSchema }),
  v.object({ t: v.literal('refused'), code: v.picklist(['version', 'full', 'message', 'answer', 'busy', 'hello']), why: Short(400) }),
  v.object({ t: v.literal('kicked') }),
]);

/** Keys that could reach an object's prototype if a later step copied the message. */
const POISON = new Set(['__proto__', 'constructor', 'prototype']);

class Poisoned extends Error {}

function decode(raw: unknown, max: number): { ok: true; value: unknown } | { ok: false; why: string } {
  if (typeof raw !== 'string') return { ok: false, why: 'A message is text.' };
  if (raw.length > max) return { ok: false, why: `The message was too long (${raw.length} characters; at most ${max}).` };
  try {
    const value: unknown = JSON.parse(raw, (key, val: unknown) => {
      if (POISON.has(key)) throw new Poisoned();
      return val;
    });
    return { ok: true, value };
  } catch (e) {
    return { ok: false, why: e instanceof Poisoned ? 'The message held a forbidden key.' : 'The message was not readable (broken JSON).' };
  }
}

function checked<T>(schema: v.GenericSchema, value: unknown): Parsed<T> {
  const r = v.safeParse(schema, value);
  if (r.success) return { ok: true, message: r.output as T };
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, why: `The message was not understood${path ? ` (at ${path})` : ''}.` };
}

/** What the host reads from a guest: a checked message, or why it was refused. */
export function parseGuestMessage(raw: unknown): Parsed<GuestMessage> {
  const d = decode(raw, MAX_GUEST_MESSAGE);
  return d.ok ? checked<GuestMessage>(GuestSchema, d.value) : d;
}

/** What a guest reads from the host. A sealed or clear step has exactly one of `step` and `sealed`. */
export function parseHostMessage(raw: unknown): Parsed<HostMessage> {
  const d = decode(raw, MAX_HOST_MESSAGE);
  if (!d.ok) return d;
  const r = checked<HostMessage>(HostSchema, d.value);
  if (r.ok && r.message.t === 'step' && (r.message as { step?: unknown }).step !== undefined === ((r.message as { sealed?: unknown }).sealed === true)) {
    return { ok: false, why: 'A step is either in clear or sealed.' };
  }
  return r;
}

export function encode(message: HostMessage | GuestMessage): string {
  return JSON.stringify(message);
}
