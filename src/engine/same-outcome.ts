/**
 * Questions with one real answer: every option leads to the same position. The engine still
 * asks them (stored games replay their answers, so the prompts it asks never change); this
 * pure check lets the table app enter such an answer by itself and say so.
 *
 * A question and the follow-ups it opens are judged together: "which Genestealer dies first?"
 * when the hits slay the whole swarm asks once per card, and only the end of that chain (the
 * swarm gone) is the same whichever order was picked.
 */
import { firstDifference } from './difference';
import { answer } from './driver';
import type { GameState } from './types';

/** Answers tried before giving up: far above any real chain (a swarm of 4 is 4! orders). */
const BUDGET = 200;

/**
 * JSON with object keys sorted, so two equal positions always give the same text. Written
 * directly rather than through JSON.stringify with a sorting replacer: the decision screens
 * key every position they walk (ui/play/decisions/runs.ts), so this is on a tap's path.
 */
function canonical(v: unknown): string {
  if (typeof v !== 'object' || v === null) return v === undefined ? 'null' : JSON.stringify(v);
  if (Array.isArray(v)) {
    // Card ids and numbers, most arrays of a position: no key to sort, so JSON's own is exact.
    if (v.every((x) => typeof x !== 'object' && x !== undefined)) return JSON.stringify(v);
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i ? ',' : '') + canonical(v[i]);
    return `${out}]`;
  }
  const o = v as Record<string, unknown>;
  let out = '{';
  for (const k of Object.keys(o).sort()) {
    if (o[k] === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(k)}:${canonical(o[k])}`;
  }
  return `${out}}`;
}

/**
 * The position as far as a player can tell positions apart. The Genestealer discard pile is
 * shuffled before it is used again (rules/decks.ts): at the table its cards then become
 * unknown, and in pocket play the dealer shuffles it, so the order cards went there in is no
 * choice anyone makes (issue 32: pocket play takes such questions for the player too). Only
 * which cards lie there counts.
 */
export function positionKey(s: GameState): string {
  return canonical({ ...s, genestealerDiscard: [...s.genestealerDiscard].sort() });
}

/**
 * The same position as far as a player can tell (what `positionKey` says, without building
 * it): most ends differ early, so the comparison stops at the first difference.
 */
export function samePosition(a: GameState, b: GameState): boolean {
  const da = [...a.genestealerDiscard].sort();
  const db = [...b.genestealerDiscard].sort();
  return firstDifference(da, db) === null && firstDifference({ ...a, genestealerDiscard: null }, { ...b, genestealerDiscard: null }) === null;
}

interface Walk {
  ask: string;
  subject: string | null;
  /** Where the first answer ended; every other end must be the same position. */
  end: GameState | null;
  budget: number;
}

/** Compares where each answer (and the same question's follow-ups) ends; false once two ends differ. */
function explore(s: GameState, w: Walk): boolean {
  for (const o of s.prompt?.options ?? []) {
    if (--w.budget < 0) return false;
    const r = answer(s, o);
    if (!r.ok) return false;
    const np = r.state.prompt;
    if (np && np.kind === 'decision' && np.ask === w.ask && np.subject === w.subject && np.options.length > 1) {
      if (!explore(r.state, w)) return false;
    } else if (!w.end) w.end = r.state;
    else if (!samePosition(w.end, r.state)) return false;
  }
  return true;
}

/**
 * When every answer to the decision asked now (with the follow-ups of the same question it
 * opens) leads to the same position, the answers that get there, in order: the first option
 * each time. Null when the answer matters, or for a reveal (the table says what came up).
 */
export function sameOutcome(s: GameState): string[] | null {
  const p = s.prompt;
  if (!p || p.kind !== 'decision' || p.options.length < 2 || s.outcome) return null;
  const w: Walk = { ask: p.ask, subject: p.subject, end: null, budget: BUDGET };
  if (!explore(s, w) || !w.end) return null;
  const path: string[] = [];
  let at = s;
  for (;;) {
    const q = at.prompt;
    const first = q?.options[0];
    if (!q || q.kind !== 'decision' || first === undefined) return path;
    if (path.length > 0 && (q.ask !== p.ask || q.subject !== p.subject || q.options.length < 2)) return path;
    const r = answer(at, first);
    if (!r.ok) return path;
    path.push(first);
    at = r.state;
  }
}
