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

/** One answer on the screen: the engine answers it plays, in order. */
export interface PathOption {
  path: string[];
  /** The engine's question the last answer of the path answers, and the position it is asked in (for its words). */
  prompt: DecisionPrompt;
  at: GameState;
  /** A first answer whose follow-up asks which one (which Genestealer of this swarm, which swarm this marine attacks): the follow-ups, one tap each. */
  subs?: PathOption[];
}

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

/** The three questions of a Move + Activate card (RB p17–18), asked in this order. */
export const MOVE_ACTIVATE: ReadonlySet<Ask> = new Set<Ask>(['move', 'face', 'activate']);
const REROLL: ReadonlySet<Ask> = new Set<Ask>(['attack-reroll', 'defence-reroll']);

/** The answer that lets the rest of the decision go on without doing this part. */
function passOf(ask: Ask): string | null {
  if (MOVE_ACTIVATE.has(ask)) return 'done';
  if (REROLL.has(ask)) return 'keep';
  return null;
}

/** Follow-ups that finish the answer before them: the same player's pick among what it opened. */
function opensPick(first: DecisionPrompt, next: DecisionPrompt): boolean {
  if (next.ask === 'slay') return true;
  return first.ask === 'attacker' && next.ask === 'attack-target';
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

/** An answer, or when it opens a pick of the same player's (nothing revealed before it), that pick's answers. */
function expand(at: GameState, p: DecisionPrompt, path: string[]): PathOption {
  const here: PathOption = { path, prompt: p, at };
  const o = path[path.length - 1] as string;
  const r = answer(at, o);
  if (!r.ok || r.reveals > 0) return here;
  const np = decision(r.state);
  if (!np || np.player !== p.player || np.secret || np.options.length < 2 || !opensPick(p, np)) return here;
  // One real answer (the whole swarm dies, a single swarm in reach): taken for the player.
  if (sameOutcome(r.state) !== null) return here;
  return { ...here, subs: np.options.map((t) => ({ path: [...path, t], prompt: np, at: r.state })) };
}

/** Questions on one screen at most: a Move + Activate card's three, or a re-roll and what follows. */
const DEPTH = 4;

/**
 * The screen for the question asked in `s`: its answers, then (after its pass, when the pass
 * reveals nothing and the same decision goes on) the next question's, and so on.
 */
export function decisionScreen(s: GameState): DecisionScreen | null {
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
    sections.push({ prompt: here, at: hereAt, options: here.options.filter((o) => o !== own).map((o) => expand(hereAt, here, [...prefix, o])) });
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
  return d.sections.length > 1 || d.sections.some((sec) => sec.options.some((o) => o.subs)) || (d.pass !== null && d.pass.length > 1);
}

/** Every path the screen offers, in screen order (the pass last). */
export function allPaths(d: DecisionScreen): string[][] {
  const out: string[][] = [];
  for (const sec of d.sections) for (const o of sec.options) for (const x of o.subs ?? [o]) out.push(x.path);
  if (d.pass) out.push(d.pass);
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
