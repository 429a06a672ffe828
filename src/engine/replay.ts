/**
 * Saved games: the options (with the dealer's seed) and the list of answers given, which is
 * all a game is. Replaying re-runs the rules, so a save can always be checked against the
 * position it claims to reach, and a broken save says exactly which answer went wrong.
 */
import { answerInPlace, newGame } from './driver';
import type { GameOptions, GameState } from './types';

export interface Save {
  format: 'death-angel-save';
  version: 1;
  options: GameOptions;
  /** Every answer given, in order: decisions and, at the table, reveals of chance. */
  answers: string[];
  /** The position the answers reach, when the writer wants replays checked against it. */
  final?: GameState;
}

export type ReplayResult =
  | { ok: true; state: GameState; steps: number }
  /** `step` is the 1-based number of the answer that failed, 0 when the game could not start. */
  | { ok: false; error: string; step: number; state: GameState | null };

export function makeSave(options: GameOptions, answers: readonly string[], final?: GameState): Save {
  const save: Save = { format: 'death-angel-save', version: 1, options, answers: [...answers] };
  if (final) save.final = final;
  return save;
}

/** Why a value is not a save (only its envelope; the options are checked by newGame), or null. */
export function checkSave(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'A save is a JSON object.';
  const o = json as Record<string, unknown>;
  if (o.format !== 'death-angel-save') return `format must be 'death-angel-save', not ${show(o.format)}.`;
  if (o.version !== 1) return `version must be 1, not ${show(o.version)}.`;
  const opts = o.options;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) return 'options must be an object.';
  const players = (opts as Record<string, unknown>).players;
  if (!Array.isArray(players)) return 'options.players must be an array.';
  for (const [i, p] of players.entries()) {
    const teams = typeof p === 'object' && p !== null ? (p as Record<string, unknown>).teams : undefined;
    if (!Array.isArray(teams)) return `options.players[${i}].teams must be an array.`;
    if (typeof (p as Record<string, unknown>).name !== 'string') return `options.players[${i}].name must be a string.`;
  }
  if (!Array.isArray(o.answers)) return 'answers must be an array of strings.';
  const bad = o.answers.findIndex((a) => typeof a !== 'string');
  if (bad >= 0) return `answers[${bad}] must be a string, not ${show(o.answers[bad])}.`;
  if (o.final !== undefined && (typeof o.final !== 'object' || o.final === null)) return 'final, when present, must be a position object.';
  return null;
}

/**
 * Re-runs a save from its options through every answer. Stops at the first answer the
 * position refuses, or at an engine failure, and names the step. `log`, when given,
 * receives the plain-words log of the whole replay.
 */
export function replay(save: Save, log: string[] | null = null): ReplayResult {
  const envelope = checkSave(save);
  if (envelope) return { ok: false, error: `Not a save: ${envelope}`, step: 0, state: null };
  let state: GameState;
  try {
    const started = newGame(save.options);
    if (!started.ok) return { ok: false, error: `The game cannot start: ${started.error}`, step: 0, state: null };
    state = started.state;
    if (log) log.push(...started.log);
  } catch (e) {
    return { ok: false, error: `The engine failed while setting up: ${message(e)}`, step: 0, state: null };
  }
  for (let i = 0; i < save.answers.length; i++) {
    const choice = save.answers[i] as string;
    const step = i + 1;
    let problem: string | null;
    try {
      problem = answerInPlace(state, choice, log);
    } catch (e) {
      // answerInPlace may have changed the state half-way; what is left is only for diagnosis.
      return { ok: false, error: `Step ${step} ("${choice}"): the engine failed: ${message(e)}`, step, state };
    }
    if (problem) return { ok: false, error: `Step ${step} of ${save.answers.length} ("${choice}") was refused: ${problem}`, step, state };
  }
  return { ok: true, state, steps: save.answers.length };
}

/** The first path where two JSON values differ, or null when they are deep-equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  const where = path || '(the whole value)';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return where;
  if (Array.isArray(a) !== Array.isArray(b)) return where;
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}

function show(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
