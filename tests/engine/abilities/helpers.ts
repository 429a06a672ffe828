/**
 * Small helpers for the card-ability scenario tests. The scenarios themselves are built with
 * `../build` (owned by the base-rule tests); what is here only drives and reads positions.
 */
import { expect } from 'vitest';
import type { Team } from '../../../src/data';
import { clone } from '../../../src/engine/clone';
import { answerInPlace } from '../../../src/engine/driver';
import { checkInvariants } from '../../../src/engine/invariants';
import { inconsistencyEn } from '../../../src/engine/words/problems-en';
import type { DecisionPrompt, GameState, Player } from '../../../src/engine/types';

/** One player controlling the given teams (RB p30: 1 player = 3 teams, 2 or 3 players = 2 each). */
export function solo(...teams: Team[]): Player[] {
  return [{ name: 'Solo', teams }];
}

export interface Run {
  state: GameState;
  log: string[];
  /** Card abilities that took effect, by card id (the engine's `fired` counter). */
  fired: Record<string, number>;
}

/**
 * Plays answers on a copy of the position with `answerInPlace`, counting the abilities that
 * fired. A refused answer fails the test with the prompt it met; every position reached must
 * keep the invariants.
 */
export function run(state: GameState, ...answers: string[]): Run {
  const s = clone(state);
  const log: string[] = [];
  const fired: Record<string, number> = {};
  for (const [i, a] of answers.entries()) {
    const before = JSON.stringify(s.prompt);
    const problem = answerInPlace(s, a, log, fired);
    if (problem) throw new Error(`answer ${i + 1} "${a}" refused: ${JSON.stringify(problem)}\nprompt: ${before}`);
    const bad = checkInvariants(s);
    if (bad.length > 0) throw new Error(`after answer ${i + 1} "${a}": ${bad.map(inconsistencyEn).join(' ')}`);
  }
  return { state: s, log, fired };
}

/** The waiting decision; fails the test when the position waits on something else. */
export function decision(s: GameState): DecisionPrompt {
  const p = s.prompt;
  if (!p || p.kind !== 'decision') throw new Error(`expected a decision, got ${JSON.stringify(p)}`);
  return p;
}

/** Expects the position to wait on this decision (ask) and returns its options. */
export function expectAsk(s: GameState, ask: string): string[] {
  const p = decision(s);
  expect(p.ask).toBe(ask);
  return [...p.options];
}

/** Expects a die reveal at the table (a roll nobody may re-roll shows up as a plain reveal). */
export function expectDie(s: GameState): void {
  expect(s.prompt).toMatchObject({ kind: 'reveal', reveal: 'die' });
}

/** Genestealer cards (Brood Lords included) anywhere in the formation. */
export function inFormation(s: GameState): number {
  let n = 0;
  for (const p of s.formation) for (const side of ['LEFT', 'RIGHT'] as const) for (const sw of p[side].swarms) n += sw.cards.length;
  return n;
}

/** The position as the seeded dealer would hold it: every card's identity is its real one. */
export function asDealer(state: GameState, seed = 1): GameState {
  const s = clone(state);
  s.chance = 'dealer';
  s.rng = seed;
  s.provisional = [];
  return s;
}

/** Lines of the log that contain the text. */
export function lines(log: string[], text: string): string[] {
  return log.filter((l) => l.includes(text));
}
