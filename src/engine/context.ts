/**
 * What a rule step needs besides the state: where to report what happened. Kept apart from
 * the state so that a position stays pure data and simulations can skip the reporting.
 */
import type { GameEvent } from './events';
import { renderEvent } from './words/log-en';
import type { Ask } from './asks';
import type { DecisionPrompt, Forced, Frame, GameState, PendingPrompt, Roll } from './types';

export interface Ctx {
  /** What happened, as data (events.ts), or null when nobody reads it (fuzzing, benchmarks). */
  events?: GameEvent[] | null;
  /** The same in English words, for callers that only want the lines (tests, tools). */
  log?: string[] | null;
  /** Counts of card abilities that took effect, by card id, when someone wants them (fuzzing). */
  fired?: Record<string, number>;
  /** How many reveals of chance the dealer answered during this step (undo may not cross them). */
  reveals?: number;
  /** Dice rolled during this step, when someone wants them as data. */
  rolls?: Roll[];
  /** Decisions with a single legal option, taken automatically during this step. */
  forced?: Forced[];
}

/** Records that a card ability took effect (for coverage counts in fuzzing). */
export function fire(cx: Ctx, id: string): void {
  if (cx.fired) cx.fired[id] = (cx.fired[id] ?? 0) + 1;
}

/** Reports an event when someone collects them. */
export function emit(cx: Ctx, ev: GameEvent): void {
  if (cx.events) cx.events.push(ev);
  if (cx.log) {
    const line = renderEvent(ev);
    if (line !== null) cx.log.push(line);
  }
}

/**
 * Whether events are collected: a caller whose payload costs work (a swarm's description)
 * checks this first, so simulations pay nothing for it.
 */
export function collecting(cx: Ctx): boolean {
  return !!cx.events || !!cx.log;
}

/**
 * A frame's rules. `step` either returns the prompt the frame waits for (and then must not
 * have changed anything) or makes progress (changes the state, pops or pushes frames) and
 * returns null. `answer` receives a choice already checked against the prompt's options.
 */
export interface Handler<F extends Frame = Frame> {
  step(s: GameState, f: F, cx: Ctx): PendingPrompt | null;
  answer?(s: GameState, f: F, choice: string, cx: Ctx): void;
}

export function top(s: GameState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

export function pop(s: GameState): void {
  s.stack.pop();
}

/** Pushes frames so that the first one given runs first. */
export function push(s: GameState, ...frames: Frame[]): void {
  for (let i = frames.length - 1; i >= 0; i--) s.stack.push(frames[i] as Frame);
}

export function decide(
  player: number,
  ask: Ask,
  options: string[],
  subject: string | null = null,
  secret = false,
): DecisionPrompt {
  return { kind: 'decision', player, ask, subject, options, secret };
}
