/**
 * The one entry point of the rules: a position waits on a prompt; an answer to it runs every
 * automatic step up to the next prompt. `answer` never throws on bad input and never changes
 * the position it is given.
 */
import type { Ctx, Handler } from './context';
import { emit, top } from './context';
import type { GameEvent } from './events';
import { renderLog } from './words/log-en';
import { refusalEn } from './words/refusal-en';
import { optionsProblemEn } from './words/problems-en';
import type { AnswerRefusal } from './refusals';
import { clone } from './clone';
import { explainReveal } from './explain';
import { dealerAnswer, revealOptions } from './dealer';
import { checkVictory } from './rules/casualties';
import { endOfPhase, chooseActions, phase, resolveActions } from './phases/round';
import { checkOptions, initialState, setupFormation, setupSpawn, startingTokens } from './phases/setup';
import { activate, face, move, support } from './phases/actions';
import { attack, attackAction, slay } from './phases/attack';
import { defence, genestealerAttackPhase } from './phases/genestealer-attack';
import { eventPhase, spawn, spawnBox } from './phases/event';
import { doorSlay, travel, travelCheck } from './phases/travel';
import { refill } from './rules/terrain-and-blips';
import { ability } from './abilities/registry';
import type { Frame, GameOptions, GameState, Prompt, Result } from './types';

const HANDLERS: { [K in Frame['t']]: Handler<Extract<Frame, { t: K }>> } = {
  'setup-formation': setupFormation,
  'setup-spawn': setupSpawn,
  'starting-tokens': startingTokens,
  phase,
  'choose-actions': chooseActions,
  'resolve-actions': resolveActions,
  support,
  move,
  face,
  activate,
  'attack-action': attackAction,
  attack,
  slay,
  'gs-attack-phase': genestealerAttackPhase,
  defence,
  'event-phase': eventPhase,
  'spawn-box': spawnBox,
  spawn,
  'travel-check': travelCheck,
  'door-slay': doorSlay,
  travel,
  refill,
  ability,
};

function handler(f: Frame): Handler {
  return HANDLERS[f.t] as Handler;
}

/** Far more steps than any real round needs; reaching it means a rule loops forever. */
const STEP_LIMIT = 100_000;

/** Runs automatic steps until the game needs an answer or is over. */
export function advance(s: GameState, cx: Ctx): void {
  s.prompt = null;
  for (let i = 0; i < STEP_LIMIT; i++) {
    if (s.outcome) return;
    const f = top(s);
    if (!f) {
      endOfPhase(s);
      continue;
    }
    const h = handler(f);
    const p = h.step(s, f, cx);
    if (!s.outcome) checkVictory(s, cx);
    if (!p) continue;
    if (p.kind === 'reveal') {
      if (s.chance === 'dealer') {
        cx.reveals = (cx.reveals ?? 0) + 1;
        const choice = dealerAnswer(s, p);
        if (p.reveal === 'die') cx.rolls?.push({ value: Number(choice), why: p.why });
        answerFrame(s, f, choice, cx);
        continue;
      }
      const options = revealOptions(s, p);
      if (options.length === 0) throw new Error(`engine: nothing can be revealed for ${p.reveal}`);
      s.prompt = { ...p, options };
      return;
    }
    if (p.options.length === 1) {
      // A forced choice is not a choice: take it, and report it so the app can say so.
      const choice = p.options[0] as string;
      cx.forced?.push({ ask: p.ask, subject: p.subject, player: p.player, choice, secret: p.secret });
      // Most forced answers say what they did; the words never name a forced secret card.
      emit(cx, { k: 'forced', ask: p.ask, subject: p.subject, player: p.player, choice, secret: p.secret });
      answerFrame(s, f, choice, cx);
      continue;
    }
    if (p.options.length === 0) throw new Error(`engine: a decision with no options (${p.ask})`);
    s.prompt = p;
    return;
  }
  throw new Error('engine: the rules did not reach a prompt (step limit)');
}

function answerFrame(s: GameState, f: Frame, choice: string, cx: Ctx): void {
  const h = handler(f);
  if (!h.answer) throw new Error(`engine: frame ${f.t} takes no answer`);
  h.answer(s, f, choice, cx);
  if (!s.outcome) checkVictory(s, cx);
}

/** A context that keeps everything a caller of the pure API may want to show. */
export function fullCtx(fired?: Record<string, number>): Ctx {
  // No English lines while the rules run: a result words its events only when asked (`done`).
  const cx: Ctx = { events: [], rolls: [], forced: [] };
  if (fired) cx.fired = fired;
  return cx;
}

/** The successful result of a step, from what its context collected. */
export function done(s: GameState, cx: Ctx): Result {
  const events = cx.events ?? [];
  let log = cx.log ?? null;
  // The English lines are made when first read (tests, the CLI): the app words the events in
  // the language it shows, so most results never need these.
  return {
    ok: true,
    state: s,
    get log(): string[] {
      return (log ??= renderLog(events));
    },
    events,
    reveals: cx.reveals ?? 0,
    rolls: cx.rolls ?? [],
    forced: cx.forced ?? [],
  };
}

/** Starts a game: the options are checked, then setup runs up to the first prompt. */
export function newGame(options: GameOptions, fired?: Record<string, number>): Result {
  const problem = checkOptions(options);
  if (problem) return { ok: false, error: optionsProblemEn(problem), options: problem };
  const s = initialState(options);
  const cx = fullCtx(fired);
  advance(s, cx);
  return done(s, cx);
}

export function prompt(s: GameState): Prompt | null {
  return s.prompt;
}

/** Why an answer cannot be taken now (a code with its parameters), or null when it can. */
export function checkAnswer(s: GameState, choice: unknown): AnswerRefusal | null {
  if (s.outcome) return { code: 'game-over', outcome: s.outcome };
  const p = s.prompt;
  if (!p) return { code: 'not-waiting' };
  if (typeof choice !== 'string') return { code: 'not-text', value: JSON.stringify(choice) ?? String(choice) };
  if (!p.options.includes(choice)) {
    if (p.kind === 'reveal') return explainReveal(s, p, choice);
    return { code: 'not-an-option', choice, ask: p.ask, options: p.options };
  }
  return null;
}

/** Applies an answer to a copy of the position: the input is never changed. */
export function answer(s: GameState, choice: string): Result {
  const problem = checkAnswer(s, choice);
  if (problem) return { ok: false, error: refusalEn(problem), refusal: problem };
  const next = clone(s);
  const cx = fullCtx();
  const p = s.prompt;
  if (p?.kind === 'reveal' && p.reveal === 'die') cx.rolls?.push({ value: Number(choice), why: p.why });
  applyInPlace(next, choice, cx);
  return done(next, cx);
}

/**
 * Applies an answer to the position itself, for simulations that own their state. Returns
 * the refusal (and changes nothing) when the answer is not one of the prompt's options.
 */
export function answerInPlace(
  s: GameState,
  choice: string,
  log: string[] | null = null,
  fired?: Record<string, number>,
  events: GameEvent[] | null = null,
): AnswerRefusal | null {
  const problem = checkAnswer(s, choice);
  if (problem) return problem;
  // Events are collected only when someone reads them (the log's words are built from them).
  const collected: GameEvent[] | null = log || events ? [] : null;
  applyInPlace(s, choice, fired ? { events: collected, fired } : { events: collected });
  if (collected) {
    if (events) events.push(...collected);
    if (log) log.push(...renderLog(collected));
  }
  return null;
}

function applyInPlace(s: GameState, choice: string, cx: Ctx): void {
  const f = top(s);
  if (!f) throw new Error('engine: a prompt without a frame');
  s.prompt = null;
  answerFrame(s, f, choice, cx);
  advance(s, cx);
}

