/**
 * Saved games: the options (with the dealer's seed), at the table the position the game
 * started from when the options do not deal it, and the stream of steps taken, which is all
 * a game is. A step is an answer to the prompt or, at the table, a correction by hand, in the
 * order they were made. Replaying re-runs the rules, so a save can always be checked against
 * the position it claims to reach, and a broken save says exactly which step went wrong.
 * Every replay of a stored, exported or backed-up game goes through `replaySteps`.
 */
import type { GameEvent } from './events';
import { clone } from './clone';
import { correct, type Correction } from './corrections';
import { answer, answerInPlace, newGame } from './driver';
import type { GameOptions, GameState, Result } from './types';
import { validatePosition } from './validate';
import { upgradePosition } from './legacy';
import type { SaveProblem, StartProblem, StepFailure } from './replay-problems';
import { replayErrorEn, stepProblemEn } from './words/problems-en';

export { firstDifference } from './difference';

/** One step of a game: an answer (one of the prompt's options) or a correction by hand. */
export type Step = string | { correction: Correction };

export interface Save {
  format: 'death-angel-save';
  version: 2;
  options: GameOptions;
  /** The first position, when the options do not deal it: a table game begun mid-way. */
  start?: GameState;
  /** Every step, in order: decisions, at the table reveals of chance and corrections by hand. */
  steps: Step[];
  /** The position the steps reach, when the writer wants replays checked against it. */
  final?: GameState;
}

/** A save as written before corrections joined the stream: answers only. Still read. */
export interface SaveV1 {
  format: 'death-angel-save';
  version: 1;
  options: GameOptions;
  answers: string[];
  final?: GameState;
}

/** What one step did, for callers that keep more than the final position (rows, logs). */
export interface StepTaken {
  /** 0-based index of the step in the whole game. */
  index: number;
  step: Step;
  /** The position the step was taken from; never changed afterwards. */
  before: GameState;
  result: Extract<Result, { ok: true }>;
}

export interface ReplayOptions {
  /** Receives the plain-words log: setup (when the replay starts the game) and every step. */
  log?: string[] | null;
  /**
   * Called after each step with everything it did. Steps are then taken on copies (the pure
   * `answer`), so each position handed out stays as it was; without it the replay works in place.
   */
  each?: (taken: StepTaken) => void;
  /** Index of the first step in the whole game, when replaying from a later position (a snapshot). */
  first?: number;
}

/**
 * A replay that stopped: why, as data (`StepFailure`: the step, and a refusal, a correction's
 * refusal, the engine's failure or why the game could not start), worded where it is shown
 * (words/replay.ts); `error` and `problem` are its English, for the CLI and the tests.
 */
export interface ReplayFailure extends StepFailure {
  ok: false;
  /** The whole sentence, in English: which step, and why. */
  error: string;
  /** Only why the step was refused, in English, for callers that name the step in their own words. */
  problem: string;
  /** The position after the steps before it (never half-changed), null when the game could not start. */
  state: GameState | null;
}

export type ReplayResult = { ok: true; state: GameState; steps: number; setupLog: string[]; setupEvents: GameEvent[] } | ReplayFailure;

export function makeSave(options: GameOptions, steps: readonly Step[], final?: GameState, start?: GameState): Save {
  const save: Save = { format: 'death-angel-save', version: 2, options, steps: [...steps] };
  if (start) save.start = start;
  if (final) save.final = final;
  return save;
}

/** A save of either version as the current one (version 1 held answers only). */
export function upgradeSave(save: Save | SaveV1): Save {
  if (save.version === 2) return save;
  const { answers, version: _v, ...rest } = save;
  return { ...rest, version: 2, steps: [...answers] };
}

/** Applies one step to a copy of the position: the input is never changed. */
export function applyStep(s: GameState, step: Step): Result {
  if (typeof step === 'string') return answer(s, step);
  if (typeof step === 'object' && step !== null && typeof step.correction === 'object' && step.correction !== null) return correct(s, step.correction);
  return { ok: false, error: 'A step is an answer (text) or a correction by hand.' };
}

/** Why a value is not a save (only its envelope; the options are checked by newGame), or null. */
export function checkSave(json: unknown): SaveProblem | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { code: 'not-an-object' };
  const o = json as Record<string, unknown>;
  if (o.format !== 'death-angel-save') return { code: 'format', got: show(o.format) };
  if (o.version !== 1 && o.version !== 2) return { code: 'version', got: show(o.version) };
  const opts = o.options;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) return { code: 'object', path: 'options' };
  const players = (opts as Record<string, unknown>).players;
  if (!Array.isArray(players)) return { code: 'array', path: 'options.players' };
  for (const [i, p] of players.entries()) {
    const teams = typeof p === 'object' && p !== null ? (p as Record<string, unknown>).teams : undefined;
    if (!Array.isArray(teams)) return { code: 'array', path: `options.players[${i}].teams` };
    if (typeof (p as Record<string, unknown>).name !== 'string') return { code: 'string', path: `options.players[${i}].name`, got: null };
  }
  if (o.version === 1) {
    if (!Array.isArray(o.answers)) return { code: 'answers' };
    const bad = o.answers.findIndex((a) => typeof a !== 'string');
    if (bad >= 0) return { code: 'string', path: `answers[${bad}]`, got: show(o.answers[bad]) };
  } else {
    if (!Array.isArray(o.steps)) return { code: 'steps' };
    const bad = o.steps.findIndex((a) => typeof a !== 'string' && !isCorrectionStep(a));
    if (bad >= 0) return { code: 'step', path: `steps[${bad}]`, got: show(o.steps[bad]) };
    if (o.start !== undefined && (typeof o.start !== 'object' || o.start === null || Array.isArray(o.start))) return { code: 'position', path: 'start' };
  }
  if (o.final !== undefined && (typeof o.final !== 'object' || o.final === null)) return { code: 'position', path: 'final' };
  return null;
}

function isCorrectionStep(a: unknown): boolean {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const c = (a as { correction?: unknown }).correction;
  return typeof c === 'object' && c !== null && !Array.isArray(c);
}

/**
 * Re-runs a save from its start (its own position, or what its options deal) through every
 * step. Stops at the first step the position refuses, or at an engine failure, and names it.
 */
export function replay(save: Save | SaveV1, options: ReplayOptions = {}): ReplayResult {
  const envelope = checkSave(save);
  if (envelope) return failed({ code: 'not-a-save', problem: envelope });
  const current = upgradeSave(save);
  const started = startOf(current);
  if (!started.ok) return failed(started.problem);
  options.log?.push(...started.log);
  const r = replaySteps(started.state, current.steps, { ...options, first: 0 });
  return r.ok ? { ...r, setupLog: started.log, setupEvents: started.events } : r;
}

/** A failure with its English words made from its data. */
function failure(f: StepFailure, state: GameState | null): ReplayFailure {
  return { ok: false, ...f, error: replayErrorEn(f), problem: stepProblemEn(f), state };
}

function failed(start: StartProblem): ReplayResult {
  return failure({ step: 0, of: 0, start }, null);
}

/** The position a save starts from, checked: its own (a table game begun mid-way) or a new game. */
function startOf(save: Save): { ok: true; state: GameState; log: string[]; events: GameEvent[] } | { ok: false; problem: StartProblem } {
  if (save.start !== undefined) {
    // A dealt game is its options and seed: a position of its own could stack the decks.
    if (save.options.chance !== 'table') return { ok: false, problem: { code: 'own-start-dealt' } };
    const checked = validatePosition(save.start);
    if (!checked.ok) return { ok: false, problem: { code: 'start-invalid', problem: checked.problems[0] ?? { code: 'more' } } };
    if (checked.state.chance !== 'table' || JSON.stringify(checked.state.players) !== JSON.stringify(save.options.players)) {
      return { ok: false, problem: { code: 'other-game' } };
    }
    // The replay works in place: the save's own start must stay as it was.
    return { ok: true, state: clone(checked.state), log: [], events: [] };
  }
  try {
    const started = newGame(save.options);
    if (started.ok) return { ok: true, state: started.state, log: started.log, events: started.events };
    // newGame refuses only options (the engine's failures throw).
    return { ok: false, problem: started.options ? { code: 'cannot-start', problem: started.options } : { code: 'setup-failed', detail: started.error } };
  } catch (e) {
    return { ok: false, problem: { code: 'setup-failed', detail: message(e) } };
  }
}

/**
 * Takes `steps` from `start`, which it consumes (pass a copy of a position you keep). The one
 * loop behind every replay: loading a stored game, recovery, import, the CLI.
 */
export function replaySteps(start: GameState, steps: readonly Step[], { log = null, each, first = 0 }: ReplayOptions = {}): ReplayResult {
  const total = first + steps.length;
  // In place, an engine failure may leave the position half-changed; the good steps are then
  // replayed again from this copy, so a failure always reports a clean position.
  const origin = each ? null : clone(start);
  let state = upgradePosition(start);
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step;
    const n = first + i + 1;
    const at: StepFailure = { step: n, of: total, given: step };
    let refused: StepFailure | null = null;
    let taken: StepTaken | null = null;
    try {
      if (typeof step === 'string' && !each) {
        const refusal = answerInPlace(state, step, log);
        if (refusal) refused = { ...at, refusal };
      } else {
        const r = applyStep(state, step);
        if (r.ok) {
          taken = { index: n - 1, step, before: state, result: r };
          state = r.state;
          log?.push(...r.log);
        } else {
          refused = r.refusal ? { ...at, refusal: r.refusal } : r.fix ? { ...at, fix: r.fix } : at;
        }
      }
    } catch (e) {
      const good = origin ? replaySteps(origin, steps.slice(0, i), { first }).state : state;
      return failure({ ...at, crash: message(e) }, good);
    }
    if (refused) return failure(refused, state);
    if (taken) each?.(taken);
  }
  return { ok: true, state, steps: steps.length, setupLog: [], setupEvents: [] };
}

function show(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
