/**
 * What one answer of the game model (game-model.ts) stores and shows, and the bookkeeping of
 * its write: the step with the code of its own line, and what the screen showed before it.
 */
import type { DecisionPrompt, GameEvent, GameState, Result } from '../../engine';
import type { GameRow } from '../../persistence/db';
import type { Answered, LogEntry } from '../../persistence/games';
import type { Said } from '../../persistence/said';
import type { Moment, RecapItem } from './moment';
import { answerLine } from './words/options';
import { pocketSaid } from './words/said';
import { logLines } from './words/log';

/** Who holds the phone: confirmed for `player` when `step` answers had been given. */
export interface Holder {
  player: number;
  step: number;
}

/** What the screen showed before an answer, to put back should its write fail. */
export interface Shown {
  unshown: RecapItem[];
  moment: Moment | null;
  before: GameState | null;
  holder: Holder | null;
  log: LogEntry[];
  recent: string[];
  recentEvents: GameEvent[];
  row: GameRow;
  state: GameState;
}

/** One answer taken, waiting to be stored. */
export interface Taken {
  r0: GameRow;
  step: Answered;
  was: Shown;
  t0: number;
  t1: number;
}

/**
 * The step an answer stores, with its lines in the shown language. `told`: the code of an
 * answer given for the player (null: the engine's lines tell it all); undefined for the
 * player's own answer, whose line is kept unless its events already name what it chose.
 */
export function answeredStep(s: GameState, p: DecisionPrompt, option: string, result: Extract<Result, { ok: true }>, told: Said | null | undefined): { step: Answered; code: Said | null; lines: string[] } {
  const decided = { ask: p.ask, choice: option, player: p.player, secret: p.secret };
  const code = told !== undefined ? told : answerLine(decided, s, result.events) === null ? null : ({ w: 'answer' } as const);
  const said = code && pocketSaid(code, decided, s);
  const lines = said === null ? logLines(result.events) : [said, ...logLines(result.events)];
  const step: Answered = { ...decided, state: result.state, log: lines, events: result.events, reveals: result.reveals, ...(code ? { said: code } : {}) };
  return { step, code, lines };
}

/** Resolves in a new task, after the rendering the current one queued (no timer clamping). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
