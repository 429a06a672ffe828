/**
 * Corrections by hand (table companion): when the physical table and the app disagree, any
 * count, card, token, facing or marine order can be set to what the table shows. A
 * correction is data (stored and replayed like an answer), checked before it changes
 * anything, and the game then asks again whatever it was asking, recomputed from the
 * corrected position. Pocket play refuses them: there the app deals every card itself.
 */
import { BROOD_LORDS, EVENTS, GENESTEALER_TYPES, genestealerType, SUPPORT_TOKENS, TERRAIN } from '../data';
import { clone } from './clone';
import type { Ctx } from './context';
import { advance, done, fullCtx } from './driver';
import { checkInvariants } from './invariants';
import { ensureGenestealerDeck, swapPlaces } from './rules/decks';
import { slayMarine } from './rules/casualties';
import { row, rowOf, SIDES, terrainRow } from './rules/formation';
import type { GameState, Result } from './types';
import { describeCorrection } from './words/log-en';
import { fixEn } from './words/fix-en';
import type { CorrectionRefusal } from './correction-refusals';

export type { Correction, Place } from './correction-kinds';
import type { Correction, Place } from './correction-kinds';

type Problem = CorrectionRefusal | null;
type Edit = (s: GameState, c: Correction, cx: Ctx) => Problem;

function marineAt(s: GameState, marine: unknown): number | CorrectionRefusal {
  if (typeof marine !== 'string') return { code: 'name-a-marine' };
  const r = rowOf(s, marine);
  return r < 0 ? { code: 'marine-not-in-formation', marine } : r;
}

function checkPlace(s: GameState, at: unknown): Problem {
  const p = at as Place | null;
  if (!p || typeof p !== 'object' || !Number.isInteger(p.row) || p.row < 0 || p.row >= s.formation.length) return { code: 'no-such-row', rows: s.formation.length };
  return p.side === 'LEFT' || p.side === 'RIGHT' ? null : { code: 'side' };
}

function wholeNumber(v: unknown, max: number, code: 'tokens-count' | 'genestealers-count' | 'blips-count'): Problem {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? null : { code, max };
}

/** Frames that point at a row or a swarm by index: removing rows or cards under them is refused. */
function midAttack(s: GameState): boolean {
  return s.stack.some((f) => f.t === 'defence' || f.t === 'slay' || (f.t === 'attack' && f.target !== null));
}

const EDITS: { [K in Correction['t']]: (s: GameState, c: Extract<Correction, { t: K }>, cx: Ctx) => Problem } = {
  facing(s, c) {
    const r = marineAt(s, c.marine);
    if (typeof r !== 'number') return r;
    if (c.facing !== 'LEFT' && c.facing !== 'RIGHT') return { code: 'facing' };
    row(s, r).facing = c.facing;
    return null;
  },
  tokens(s, c) {
    const r = marineAt(s, c.marine);
    if (typeof r !== 'number') return r;
    const bad = wholeNumber(c.count, SUPPORT_TOKENS, 'tokens-count');
    if (bad) return bad;
    const p = row(s, r);
    const more = c.count - p.tokens;
    if (more > s.supply) return { code: 'supply-short', supply: s.supply, marine: true };
    s.supply -= more;
    p.tokens = c.count;
    return null;
  },
  swap(s, c) {
    const a = marineAt(s, c.a);
    const b = marineAt(s, c.b);
    if (typeof a !== 'number') return a;
    if (typeof b !== 'number') return b;
    const pa = row(s, a);
    const pb = row(s, b);
    [pa.marine, pb.marine] = [pb.marine, pa.marine];
    [pa.facing, pb.facing] = [pb.facing, pa.facing];
    [pa.tokens, pb.tokens] = [pb.tokens, pa.tokens];
    return null;
  },
  slain(s, c, cx) {
    const r = marineAt(s, c.marine);
    if (typeof r !== 'number') return r;
    if (midAttack(s)) return { code: 'mid-attack', then: 'slain' };
    slayMarine(s, c.marine, cx);
    return null;
  },
  genestealers(s, c) {
    const bad = checkPlace(s, c.at) ?? wholeNumber(c.count, 36, 'genestealers-count');
    if (bad) return bad;
    if (!(GENESTEALER_TYPES as readonly string[]).includes(c.type)) return { code: 'not-a-type', value: String(c.type) };
    if (midAttack(s)) return { code: 'mid-attack', then: 'swarm' };
    const stack = row(s, c.at.row)[c.at.side];
    const here = stack.swarms.flatMap((sw) => sw.cards.filter((x) => genestealerType(x) === c.type));
    for (let i = here.length; i > c.count; i--) {
      const card = here[i - 1] as string;
      for (const sw of stack.swarms) if (sw.cards.includes(card)) sw.cards.splice(sw.cards.indexOf(card), 1);
      s.genestealerDiscard.push(card);
    }
    stack.swarms = stack.swarms.filter((sw) => sw.cards.length > 0);
    for (let i = here.length; i < c.count; i++) {
      // Missing cards come from the deck first (a missed spawn), then the discard pile.
      let from = [s.genestealerDeck, s.genestealerDiscard].find((l) => l.some((x) => genestealerType(x) === c.type));
      if (!from) {
        // Face-down blip cards are unknown: one of that type there may trade places with a deck card.
        const hidden = s.provisional.find((x) => genestealerType(x) === c.type);
        const stand = s.genestealerDeck.find((x) => genestealerType(x) !== c.type);
        if (hidden && stand) swapPlaces(s, hidden, stand);
        from = hidden && stand ? s.genestealerDeck : undefined;
      }
      if (!from) return { code: 'type-used-up', type: c.type };
      const card = from.splice(from.findIndex((x) => genestealerType(x) === c.type), 1)[0] as string;
      s.provisional = s.provisional.filter((x) => x !== card);
      if (stack.swarms[0]) stack.swarms[0].cards.push(card);
      else stack.swarms.push({ cards: [card], attacked: false, moved: false });
    }
    return null;
  },
  'brood-lord'(s, c) {
    if (!BROOD_LORDS.some((b) => b.id === c.id)) return { code: 'not-a-brood-lord', value: String(c.id) };
    if (c.at !== null) {
      const bad = checkPlace(s, c.at);
      if (bad) return bad;
    }
    if (midAttack(s)) return { code: 'mid-attack', then: 'brood-lord' };
    for (const p of s.formation) for (const side of SIDES) for (const sw of p[side].swarms) sw.cards = sw.cards.filter((x) => x !== c.id);
    for (const p of s.formation) for (const side of SIDES) p[side].swarms = p[side].swarms.filter((sw) => sw.cards.length > 0);
    s.broodLordsOut = s.broodLordsOut.filter((x) => x !== c.id);
    s.broodLordsSlain = s.broodLordsSlain.filter((x) => x !== c.id);
    if (c.at === null) s.broodLordsSlain.push(c.id);
    else row(s, c.at.row)[c.at.side].swarms.push({ cards: [c.id], attacked: false, moved: false });
    return null;
  },
  blips(s, c) {
    if (c.side !== 'LEFT' && c.side !== 'RIGHT') return { code: 'side' };
    const bad = wholeNumber(c.count, 36, 'blips-count');
    if (bad) return bad;
    const pile = s.blips[c.side];
    while (pile.length > c.count) s.genestealerDeck.push(pile.pop() as string);
    while (pile.length < c.count) {
      ensureGenestealerDeck(s);
      const card = s.genestealerDeck.shift();
      if (!card) return { code: 'blips-short', side: c.side, left: pile.length };
      if (s.chance === 'table' && !s.provisional.includes(card)) s.provisional.push(card);
      pile.push(card);
    }
    return null;
  },
  terrain(s, c) {
    if (!TERRAIN.some((t) => t.id === c.terrain)) return { code: 'not-a-terrain', value: String(c.terrain) };
    if (c.at !== null) {
      const bad = checkPlace(s, c.at);
      if (bad) return bad;
    }
    const was = terrainRow(s, c.terrain);
    let tokens = 0;
    if (was) {
      const stack = row(s, was.row)[was.side];
      tokens = stack.terrain.find((t) => t.id === c.terrain)?.tokens ?? 0;
      stack.terrain = stack.terrain.filter((t) => t.id !== c.terrain);
    }
    if (c.terrain === 'terrain.artefact') s.artefactHolder = null;
    if (c.at === null) s.supply += tokens;
    else row(s, c.at.row)[c.at.side].terrain.push({ id: c.terrain, tokens });
    return null;
  },
  'terrain-tokens'(s, c) {
    const at = typeof c.terrain === 'string' ? terrainRow(s, c.terrain) : null;
    if (!at) return { code: 'terrain-not-in-formation', terrain: typeof c.terrain === 'string' && TERRAIN.some((t) => t.id === c.terrain) ? c.terrain : null };
    const bad = wholeNumber(c.count, SUPPORT_TOKENS, 'tokens-count');
    if (bad) return bad;
    const slot = row(s, at.row)[at.side].terrain.find((t) => t.id === c.terrain);
    if (!slot) return { code: 'terrain-not-in-formation', terrain: null };
    const more = c.count - slot.tokens;
    if (more > s.supply) return { code: 'supply-short', supply: s.supply, marine: false };
    s.supply -= more;
    slot.tokens = c.count;
    return null;
  },
  'event-discarded'(s, c) {
    if (!EVENTS.some((e) => e.id === c.event)) return { code: 'not-an-event', value: String(c.event) };
    if (s.event === c.event) return { code: 'event-in-play' };
    const [from, to] = c.discarded ? [s.eventDeck, s.eventDiscard] : [s.eventDiscard, s.eventDeck];
    const i = from.indexOf(c.event);
    if (i >= 0) to.push(...from.splice(i, 1));
    s.eventKnown = { top: null, bottom: [] };
    return null;
  },
};

export { describeCorrection };

/** A refused correction: its code, and its English for callers that only want words (tests, CLI). */
function refused(fix: CorrectionRefusal): Result {
  return { ok: false, error: fixEn(fix), fix };
}

/**
 * Applies a correction to a copy of the position. Refused with a reason (and nothing
 * changed) when the chance is the dealer's, the correction names something impossible, or
 * the result would break a rule of the components.
 */
export function correct(s: GameState, c: Correction): Result {
  if (s.chance !== 'table') return refused({ code: 'not-table' });
  if (s.outcome) return refused({ code: 'game-over' });
  // Own keys only: `in` would also find Object.prototype members (`hasOwnProperty`, `constructor`…).
  if (!c || typeof c !== 'object' || typeof c.t !== 'string' || !Object.prototype.hasOwnProperty.call(EDITS, c.t)) return refused({ code: 'unknown-correction' });
  const next = clone(s);
  const cx = fullCtx();
  let problem: Problem;
  try {
    problem = (EDITS[c.t] as Edit)(next, c, cx);
  } catch {
    problem = { code: 'does-not-fit' };
  }
  if (problem) return refused(problem);
  // The correction comes first in what is reported, before what it set off (a marine slain…).
  cx.events?.unshift({ k: 'correction', correction: c });
  // The pending question is asked again from the corrected position.
  advance(next, cx);
  const broken = checkInvariants(next);
  const first = broken[0];
  if (first) return refused({ code: 'inconsistent', detail: first });
  return done(next, cx);
}

