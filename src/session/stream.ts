/**
 * The host's record of the game as each phone may see it: every step with what the rules
 * reported and the engine's verdict on who may see what (engine/view.ts `stepSeen`). A thing
 * sealed to one player opens at the first later step that makes it public: the Action cards'
 * reveal, or the end of a secret Event decision.
 */
import { makeSave, replay, sees, stepSeen, type GameEvent, type GameOptions, type GameState, type Step, type StepSeen } from '../engine';
import type { WireEntry } from './protocol';

/** Where the game starts, on the host only: its options (with the dealer's seed) and, at the table, its own first position. */
export interface SessionStart {
  options: GameOptions;
  start?: GameState;
}

/** The question of a sealed step of a secret Event decision, as the other phones get it. */
export const SEALED_ASK = 'sealed';

export interface StepRecord {
  step: Step;
  ask: string;
  secret: boolean;
  events: GameEvent[];
  seen: StepSeen;
}

export function recordOf(before: GameState, step: Step, after: GameState, events: readonly GameEvent[]): StepRecord {
  const p = before.prompt && before.prompt.kind === 'decision' && typeof step === 'string' ? before.prompt : null;
  return { step, ask: p ? p.ask : typeof step === 'string' ? 'reveal' : 'correction', secret: p?.secret ?? false, events: [...events], seen: stepSeen(before, step, after, events) };
}

/** The steps so far, and the last step that turned the cards face up and that ended a secret run. */
export class StepLog {
  readonly records: StepRecord[] = [];
  private cardsOpenAt = -1;
  private runOpenAt = -1;

  get length(): number {
    return this.records.length;
  }

  push(r: StepRecord): void {
    this.records.push(r);
    const i = this.records.length - 1;
    if (r.seen.opensCards) this.cardsOpenAt = i;
    if (r.seen.opensRun) this.runOpenAt = i;
  }

  truncate(to: number): void {
    this.records.length = to;
    this.cardsOpenAt = -1;
    this.runOpenAt = -1;
    this.records.forEach((r, i) => {
      if (r.seen.opensCards) this.cardsOpenAt = i;
      if (r.seen.opensRun) this.runOpenAt = i;
    });
  }

  private open(index: number, to: 'all' | number, opensAt: 'reveal' | 'run' | null, seat: number): boolean {
    if (sees(to, seat)) return true;
    if (opensAt === 'reveal') return this.cardsOpenAt >= index;
    if (opensAt === 'run') return this.runOpenAt >= index;
    return false;
  }

  /** Whether step `index` still hides something from someone. */
  hides(index: number): boolean {
    const r = this.records[index] as StepRecord;
    const closed = (to: 'all' | number, at: 'reveal' | 'run' | null) => to !== 'all' && !(at === 'reveal' ? this.cardsOpenAt >= index : at === 'run' ? this.runOpenAt >= index : false);
    return closed(r.seen.answer, r.seen.answerOpensAt) || r.seen.events.some((e) => closed(e.to, e.opensAt));
  }

  /** Step `index` as the phone of `seat` may see it now. */
  entry(index: number, seat: number): WireEntry {
    const r = this.records[index] as StepRecord;
    const choice = typeof r.step === 'string' ? r.step : 'correction';
    const open = this.open(index, r.seen.answer, r.seen.answerOpensAt, seat);
    return {
      index,
      player: r.seen.player,
      // The question of a secret Event decision names the card: sealed with its answer.
      ask: open || r.seen.answerOpensAt !== 'run' ? r.ask : SEALED_ASK,
      secret: r.secret,
      choice: open ? choice : null,
      events: r.events.filter((_, i) => {
        const e = r.seen.events[i] as StepSeen['events'][number];
        return this.open(index, e.to, e.opensAt, seat);
      }),
    };
  }
}

/** Replays a game from its start and records each step; throws when the stream does not replay. */
export function replayStream(start: SessionStart, steps: readonly Step[]): { state: GameState; log: StepLog } {
  const log = new StepLog();
  const r = replay(makeSave(start.options, steps, undefined, start.start), {
    each: (taken) => log.push(recordOf(taken.before, taken.step, taken.result.state, taken.result.events)),
  });
  if (!r.ok) throw new Error(r.error);
  return { state: r.state, log };
}
