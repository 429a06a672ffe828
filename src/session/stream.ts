/**
 * The host's view of the step stream: who answered each step, and which steps are still
 * sealed. A secret answer (an Action card in the Choose Actions Phase) stays sealed for the
 * other phones while the questions after it are still secret; the first step whose next
 * question is public reveals the whole run at once, as turning the cards face up does.
 */
import { makeSave, replay, type GameState, type Prompt, type Step } from '../engine';
import type { SessionStart, WireStep } from './protocol';

export interface StepMeta {
  step: Step;
  /** The player who answered (-1: a reveal of chance or a correction by hand). */
  player: number;
  /** It answered a secret question. */
  secret: boolean;
  /** The question after it is secret too, so the secret run goes on. */
  secretNext: boolean;
}

export function isSecretDecision(p: Prompt | null): boolean {
  return p !== null && p.kind === 'decision' && p.secret;
}

export function metaOf(step: Step, before: Prompt | null, after: GameState): StepMeta {
  const decision = before && before.kind === 'decision' ? before : null;
  return { step, player: decision && typeof step === 'string' ? decision.player : -1, secret: !!decision?.secret && typeof step === 'string', secretNext: !after.outcome && isSecretDecision(after.prompt) };
}

/** The index of the first still-sealed step: the trailing run of secret steps (the length when none). */
export function sealedFrom(metas: readonly StepMeta[]): number {
  let i = metas.length;
  while (i > 0) {
    const m = metas[i - 1] as StepMeta;
    if (!m.secret || !m.secretNext) break;
    i--;
  }
  return i;
}

/** Step `index` as the phone of `seat` may see it. */
export function viewOf(metas: readonly StepMeta[], index: number, seat: number, sealed: number): WireStep {
  const m = metas[index] as StepMeta;
  if (index >= sealed && m.player !== seat) return { index, player: m.player, sealed: true };
  return { index, player: m.player, step: m.step };
}

/** Replays a game from its start and records each step's meta; throws when the stream does not replay. */
export function replayStream(start: SessionStart, steps: readonly Step[]): { state: GameState; metas: StepMeta[] } {
  const metas: StepMeta[] = [];
  const r = replay(makeSave(start.options, steps, undefined, start.start), {
    each: (taken) => void metas.push(metaOf(taken.step, taken.before.prompt, taken.result.state)),
  });
  if (!r.ok) throw new Error(r.error);
  return { state: r.state, metas };
}
