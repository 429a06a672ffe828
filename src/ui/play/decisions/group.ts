/**
 * One screen per decision (issue 32): the engine asks atomic questions ("move a marine?",
 * "turn a marine around?", "activate a Terrain card?"; "which swarm?" then "which
 * Genestealer?"), and a player often makes one decision that spans several of them. This
 * pure module groups them: each answer on the screen is a path of engine answers, played one
 * by one (play-path.ts), so every engine answer is still stored as its own step.
 *
 * A path never looks past chance: a pass whose answer reveals anything (a roll, a card) ends
 * the screen there, and the next question is asked on its own. Nor past the player: a
 * question for someone else, or a secret one, is never drawn on this screen.
 */
import { answer, sameOutcome, type Ask, type DecisionPrompt, type GameState } from '../../../engine';
import { MOVE_ACTIVATE, REROLL } from './ask-groups';
import { runLabel, runOptions } from './runs';
import { settleFrom } from './settle';
import { oneSwapPerPair } from '../swaps';
import { currentSay, t } from '../../common/words';
import { optionLabel } from '../words/options';
import type { PathOption, PathStep } from './paths';

export type { PathOption, PathStep } from './paths';

/** One engine question on the screen, with the answers it offers (its pass left out). */
export interface Section {
  prompt: DecisionPrompt;
  at: GameState;
  options: PathOption[];
}

export interface DecisionScreen {
  sections: Section[];
  /** "Nothing to do" / "Done": every remaining pass of the decision in one tap, or null. */
  pass: string[] | null;
}

/** The answer that lets the rest of the decision go on without doing this part. */
function passOf(ask: Ask): string | null {
  if (MOVE_ACTIVATE.has(ask)) return 'done';
  if (REROLL.has(ask)) return 'keep';
  return null;
}

/** Questions that finish the one before them: one effect's "who?" then "which swarm?" then "which Genestealer?". */
const FOLLOWS: Partial<Record<Ask, readonly Ask[]>> = {
  attacker: ['attack-target'],
  'rewarded-faith': ['rewarded-faith-slay'],
  'cleansing-flames': ['cleansing-flames-slay'],
  'battle-brothers': ['battle-brothers-discard'],
  'strategize-swarm': ['strategize-to'],
  'intimidation-pile': ['intimidation-pick'],
  'temporary-sanctuary': ['sanctuary-pile'],
  'stealth-first': ['stealth-second'],
};

/** Follow-ups that finish the answer before them: the same player's pick among what it opened. */
function opensPick(first: DecisionPrompt, next: DecisionPrompt, after: GameState, choice: string): boolean {
  if (next.ask === 'slay') return true;
  if (FOLLOWS[first.ask]?.includes(next.ask)) return true;
  // A Terrain card's own question (the Door's token, a Control Panel's price) belongs to its activation.
  if (first.ask === 'activate') {
    const top = after.stack[after.stack.length - 1];
    return top?.t === 'ability' && choice.endsWith(`:${top.id}`);
  }
  return false;
}

function decision(s: GameState): DecisionPrompt | null {
  const p = s.prompt;
  return p && p.kind === 'decision' && !s.outcome ? p : null;
}

/** Whether `next`, asked after passing on `p`, belongs to the same decision on the same screen. */
function continues(p: DecisionPrompt, next: DecisionPrompt): boolean {
  if (next.player !== p.player || next.secret) return false;
  if (MOVE_ACTIVATE.has(p.ask)) return MOVE_ACTIVATE.has(next.ask) && next.subject === p.subject;
  // Keeping a roll is no decision of its own: the question after it is asked beside the re-roll.
  return REROLL.has(p.ask) && !REROLL.has(next.ask);
}

/** Buttons one pick may show: beyond that, its follow-up is asked on its own. */
const PICK_MAX = 12;

/** The answers a follow-up opened by `choice` offers, as paths after `path` (nested picks flattened), or null. */
function picks(at: GameState, p: DecisionPrompt, path: string[]): PathOption[] | null {
  const choice = path[path.length - 1] as string;
  const r = answer(at, choice);
  if (!r.ok || r.reveals > 0) return null;
  const np = decision(r.state);
  if (!np || np.player !== p.player || np.secret || np.options.length < 2 || !opensPick(p, np, r.state, choice)) return null;
  // One real answer (the whole swarm dies, a single swarm in reach): taken for the player.
  if (sameOutcome(r.state) !== null) return null;
  const out: PathOption[] = [];
  for (const t of np.options) {
    const step: PathStep = { choice: t, prompt: np, at: r.state };
    const deeper = picks(r.state, np, [...path, t]);
    if (deeper) out.push(...deeper.map((d) => ({ path: d.path, steps: [step, ...d.steps] })));
    else out.push({ path: [...path, t], steps: [step] });
    if (out.length > PICK_MAX) return np.options.length <= PICK_MAX ? np.options.map((x) => ({ path: [...path, x], steps: [{ choice: x, prompt: np, at: r.state }] })) : null;
  }
  return out;
}

/** An answer's words on the screen: its own text, else its steps' answers. */
export const pathWords = (o: PathOption): string => o.text ?? o.steps.map((x) => optionLabel(x.choice, x.prompt, x.at)).join(' · ');

/** An answer, or when it opens a pick of the same player's (nothing revealed before it), that pick's answers. */
function expand(at: GameState, p: DecisionPrompt, path: string[]): PathOption {
  const here: PathOption = { path, steps: [{ choice: path[path.length - 1] as string, prompt: p, at }] };
  const subs = picks(at, p, path);
  return subs ? { ...here, subs } : (charge(at, p, here) ?? here);
}

/**
 * An attacker's ability that then kills a set (Heroic Charge: up to three from nearby swarms):
 * the ability and the set in one tap, each swarm's largest sets as its own answer, and "one at
 * a time" (the ability alone) for any other set.
 */
function charge(at: GameState, p: DecisionPrompt, o: PathOption): PathOption | null {
  const choice = o.path[o.path.length - 1] as string;
  if (p.ask !== 'attacker' || !choice.startsWith('ability:')) return null;
  const r = answer(at, choice);
  if (!r.ok || r.reveals > 0) return null;
  const np = decision(r.state);
  if (!np || np.player !== p.player || np.secret || np.ask !== 'heroic-charge') return null;
  const run = runOptions(r.state, np, o.path, PICK_MAX, expand);
  if (!run || run.every) return null;
  // One swarm in reach of a whole set: it is named once, above its sets.
  const one = run.options.length === 1 ? (run.options[0] as PathOption) : null;
  const sets = run.options.flatMap((g) => g.subs ?? []).map((x) => ({ ...x, steps: [...o.steps, ...x.steps], text: one ? (x.text as string) : runLabel(x.steps, np.ask, 'done') }));
  if (sets.length === 0) return null;
  const swarm = one?.steps[0];
  return { ...o, ...(swarm ? { text: `${pathWords(o)} · ${optionLabel(swarm.choice, swarm.prompt, swarm.at)}` } : {}), subs: [...sets, { ...o, text: t('board.decision.oneAtATime') }] };
}

/** Cards whose marine may attack again and again (asked after each roll): one tap may say "every attack". */
const AGAIN: Partial<Record<string, Ask>> = { 'action.full-auto': 'full-auto' };

/** The answers of an attacker question, with, for a marine who may attack again, the same answers meaning "every attack". */
function withAgain(p: DecisionPrompt, options: PathOption[]): PathOption[] {
  const again = p.ask === 'attacker' && p.subject ? AGAIN[p.subject] : undefined;
  if (!again) return options;
  const twin = (o: PathOption): PathOption => ({ ...o, repeat: again, ...(o.subs ? { subs: o.subs.map(twin) } : {}) });
  return options.flatMap((o) => (o.path[o.path.length - 1] === 'done' ? [o] : [o, twin(o)]));
}

/** Swaps that show what may follow them: more (Reorganize's every pair) and the swaps stay one tap each. */
const SWAP_MAX = 4;
/** What may follow one swap, at most: past that the swap is a tap of its own, as before. */
const REST_MAX = 8;

/**
 * A swap of a Move + Activate card with what may finish the card after it (issue 32: swap, then
 * turn or use a Door, in one tap): the card's turns and Terrain once the marines stand where
 * the swap puts them, and nothing else; "another swap" keeps the swap a tap of its own. The
 * swap alone when nothing is left to choose after it, or too much.
 */
function thenRest(at: GameState, p: DecisionPrompt, o: PathOption): PathOption {
  const swap = o.path[o.path.length - 1] as string;
  const r = answer(at, swap);
  if (!r.ok || r.reveals > 0) return o;
  // A path holds the player's answers only: where the app would answer in between (pocket play
  // does, the table and a host's game do not), the swap stays a tap of its own.
  const after = settleFrom(r.state);
  const np = decision(after.at);
  if (!after.ok || after.answers.length > 0 || !np || !continues(p, np)) return o;
  const rest = screenOf(after.at, false);
  if (!rest) return o;
  const head = o.path;
  const subs: PathOption[] = [];
  const more = rest.sections.some((sec) => sec.prompt.ask === 'move' && sec.prompt.options.some((x) => x !== 'done'));
  for (const sec of rest.sections) {
    if (sec.prompt.ask === 'move') continue;
    for (const x of sec.options) {
      for (const y of x.subs ?? [x]) {
        // A turn's "nothing else" after it (runs.ts thenActivate) reads as the turn alone.
        const text = y === x || y.path[y.path.length - 1] === 'done' ? pathWords(x) : `${pathWords(x)} · ${pathWords(y)}`;
        subs.push({ path: [...head, ...y.path], steps: [...o.steps, ...y.steps], text });
      }
    }
  }
  if (subs.length === 0 || subs.length > REST_MAX) return o;
  if (rest.pass) subs.unshift({ path: [...head, ...rest.pass], steps: o.steps, text: t('board.decision.nothingElse') });
  if (more) subs.push({ path: head, steps: o.steps, text: t('board.decision.anotherSwap') });
  return { ...o, subs };
}

/** Questions on one screen at most: a Move + Activate card's three, or a re-roll and what follows. */
const DEPTH = 4;

/**
 * The screen for the question asked in `s`: its answers, then (after its pass, when the pass
 * reveals nothing and the same decision goes on) the next question's, and so on.
 */
export function decisionScreen(s: GameState): DecisionScreen | null {
  // Kept per position and language (a pick's words are in it): worked out ahead while the
  // player reads the question before (ahead.ts), the next screen is drawn without waiting.
  const say = currentSay();
  const kept = screens.get(s);
  if (kept && kept.say === say) return kept.screen;
  const screen = screenOf(s, true);
  screens.set(s, { say, screen });
  return screen;
}

const screens = new WeakMap<GameState, { say: unknown; screen: DecisionScreen | null }>();

/** `rests`: a swap shows what may finish the card after it (thenRest), not on the screen after a swap already tapped there. */
function screenOf(s: GameState, rests: boolean): DecisionScreen | null {
  let p = decision(s);
  if (!p) return null;
  const sections: Section[] = [];
  const prefix: string[] = [];
  let at = s;
  let pass: string[] | null = null;
  for (let i = 0; p && i < DEPTH; i++) {
    const own = passOf(p.ask);
    const here = p;
    const hereAt = at;
    // Picks asked one at a time but decided as a set: each set one answer (runs.ts).
    const run = runOptions(hereAt, here, prefix, PICK_MAX, expand);
    // Not worked out: the one-at-a-time answers when the sets are every answer, and the other
    // swaps after a swap (thenRest shows only what follows the moves).
    const shown = run?.every || (!rests && here.ask === 'move') ? [] : here.options.filter((o) => o !== own);
    let single = withAgain(here, shown.map((o) => expand(hereAt, here, [...prefix, o])));
    if (here.ask === 'move') {
      // Team-mates' swap in the other order ends on the same board: offered once, as the plain list does (swaps.ts).
      const once = new Set(oneSwapPerPair(single.map((o) => ({ key: o.path[o.path.length - 1] as string }))).map((o) => o.key));
      single = single.filter((o) => once.has(o.path[o.path.length - 1] as string));
      if (rests && single.length <= SWAP_MAX) single = single.map((o) => thenRest(hereAt, here, o));
    }
    sections.push({ prompt: here, at: hereAt, options: run ? (run.every ? run.options : [...run.options, ...single]) : single });
    if (!own || !here.options.includes(own)) {
      pass = null;
      break;
    }
    pass = [...prefix, own];
    const r = answer(at, own);
    if (!r.ok || r.reveals > 0) break;
    const np = decision(r.state);
    // A question with one real answer after the pass is taken for the player (settle.ts).
    if (!np || !continues(here, np) || sameOutcome(r.state) !== null) break;
    prefix.push(own);
    at = r.state;
    p = np;
    pass = null;
  }
  return { sections, pass };
}

/** Whether the screen is more than the question's own answers (otherwise the plain list shows). */
export function isGrouped(d: DecisionScreen): boolean {
  return d.sections.length > 1 || d.sections.some((sec) => sec.options.some((o) => o.subs || o.repeat || o.path.length > 1)) || (d.pass !== null && d.pass.length > 1);
}

/** Every path the screen offers, in screen order (the pass last). */
export function allPaths(d: DecisionScreen): { path: string[]; repeat?: Ask }[] {
  const out: { path: string[]; repeat?: Ask }[] = [];
  for (const sec of d.sections) for (const o of sec.options) for (const x of o.subs ?? [o]) out.push(x.repeat ? { path: x.path, repeat: x.repeat } : { path: x.path });
  if (d.pass) out.push({ path: d.pass });
  return out;
}

/**
 * Whether the player already answered something for this Move + Activate card (then its pass
 * reads "Done", else "Nothing to do"): the stored steps since the card began to resolve.
 */
export function answeredFor(entries: readonly { ask: string; events: readonly { k: string; card?: string }[] }[], card: string): boolean {
  let n = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as (typeof entries)[number];
    if (e.events.some((ev) => ev.k === 'resolves' && ev.card === card)) return n > 0;
    if (MOVE_ACTIVATE.has(e.ask as Ask)) n++;
  }
  return n > 0;
}
