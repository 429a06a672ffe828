/**
 * Corrections by hand (table companion): when the physical table and the app disagree, any
 * count, card, token, facing or marine order can be set to what the table shows. A
 * correction is data (stored and replayed like an answer), checked before it changes
 * anything, and the game then asks again whatever it was asking, recomputed from the
 * corrected position. Pocket play refuses them: there the app deals every card itself.
 */
import { BROOD_LORDS, EVENTS, GENESTEALER_TYPES, genestealerType, marineDef, SUPPORT_TOKENS, TERRAIN, terrainDef } from '../data';
import { clone } from './clone';
import type { Ctx } from './context';
import { advance, done, fullCtx } from './driver';
import { checkInvariants } from './invariants';
import { ensureGenestealerDeck, swapPlaces } from './rules/decks';
import { slayMarine } from './rules/casualties';
import { row, rowOf, SIDES, terrainRow } from './rules/formation';
import type { GameState, Result } from './types';
import { describeCorrection } from './words/log-en';

export type { Correction, Place } from './correction-kinds';
import type { Correction, Place } from './correction-kinds';

type Edit = (s: GameState, c: Correction, cx: Ctx) => string | null;

function marineAt(s: GameState, marine: unknown): number | string {
  if (typeof marine !== 'string') return 'Name a marine.';
  const r = rowOf(s, marine);
  return r < 0 ? `${safeName(marine)} is not in the formation.` : r;
}

function safeName(id: string): string {
  try {
    return marineDef(id).name;
  } catch {
    return `"${id}"`;
  }
}

function checkPlace(s: GameState, at: unknown): string | null {
  const p = at as Place | null;
  if (!p || typeof p !== 'object' || !Number.isInteger(p.row) || p.row < 0 || p.row >= s.formation.length) return `Position must be a row from 1 to ${s.formation.length}.`;
  return p.side === 'LEFT' || p.side === 'RIGHT' ? null : 'The side must be left or right.';
}

function wholeNumber(v: unknown, max: number, what: string): string | null {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? null : `${what} must be a whole number from 0 to ${max}.`;
}

/** Frames that point at a row or a swarm by index: removing rows or cards under them is refused. */
function midAttack(s: GameState): boolean {
  return s.stack.some((f) => f.t === 'defence' || f.t === 'slay' || (f.t === 'attack' && f.target !== null));
}

const EDITS: { [K in Correction['t']]: (s: GameState, c: Extract<Correction, { t: K }>, cx: Ctx) => string | null } = {
  facing(s, c) {
    const r = marineAt(s, c.marine);
    if (typeof r === 'string') return r;
    if (c.facing !== 'LEFT' && c.facing !== 'RIGHT') return 'Facing must be left or right.';
    row(s, r).facing = c.facing;
    return null;
  },
  tokens(s, c) {
    const r = marineAt(s, c.marine);
    if (typeof r === 'string') return r;
    const bad = wholeNumber(c.count, SUPPORT_TOKENS, 'Support tokens');
    if (bad) return bad;
    const p = row(s, r);
    const more = c.count - p.tokens;
    if (more > s.supply) return `Only ${s.supply} Support token${s.supply === 1 ? ' is' : 's are'} left in the supply; take tokens off another card first.`;
    s.supply -= more;
    p.tokens = c.count;
    return null;
  },
  swap(s, c) {
    const a = marineAt(s, c.a);
    const b = marineAt(s, c.b);
    if (typeof a === 'string') return a;
    if (typeof b === 'string') return b;
    const pa = row(s, a);
    const pb = row(s, b);
    [pa.marine, pb.marine] = [pb.marine, pa.marine];
    [pa.facing, pb.facing] = [pb.facing, pa.facing];
    [pa.tokens, pb.tokens] = [pb.tokens, pa.tokens];
    return null;
  },
  slain(s, c, cx) {
    const r = marineAt(s, c.marine);
    if (typeof r === 'string') return r;
    if (midAttack(s)) return 'Finish the attack being resolved first, then remove the marine.';
    slayMarine(s, c.marine, cx);
    return null;
  },
  genestealers(s, c) {
    const bad = checkPlace(s, c.at) ?? wholeNumber(c.count, 36, 'The number of Genestealers');
    if (bad) return bad;
    if (!(GENESTEALER_TYPES as readonly string[]).includes(c.type)) return `"${String(c.type)}" is not a Genestealer type.`;
    if (midAttack(s)) return 'Finish the attack being resolved first, then correct the swarm.';
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
      if (!from) return `No ${c.type.toLowerCase()} Genestealer is left outside the formation and the blip piles.`;
      const card = from.splice(from.findIndex((x) => genestealerType(x) === c.type), 1)[0] as string;
      s.provisional = s.provisional.filter((x) => x !== card);
      if (stack.swarms[0]) stack.swarms[0].cards.push(card);
      else stack.swarms.push({ cards: [card], attacked: false, moved: false });
    }
    return null;
  },
  'brood-lord'(s, c) {
    if (!BROOD_LORDS.some((b) => b.id === c.id)) return `"${String(c.id)}" is not a Brood Lord.`;
    if (c.at !== null) {
      const bad = checkPlace(s, c.at);
      if (bad) return bad;
    }
    if (midAttack(s)) return 'Finish the attack being resolved first, then move the Brood Lord.';
    for (const p of s.formation) for (const side of SIDES) for (const sw of p[side].swarms) sw.cards = sw.cards.filter((x) => x !== c.id);
    for (const p of s.formation) for (const side of SIDES) p[side].swarms = p[side].swarms.filter((sw) => sw.cards.length > 0);
    s.broodLordsOut = s.broodLordsOut.filter((x) => x !== c.id);
    s.broodLordsSlain = s.broodLordsSlain.filter((x) => x !== c.id);
    if (c.at === null) s.broodLordsSlain.push(c.id);
    else row(s, c.at.row)[c.at.side].swarms.push({ cards: [c.id], attacked: false, moved: false });
    return null;
  },
  blips(s, c) {
    if (c.side !== 'LEFT' && c.side !== 'RIGHT') return 'The side must be left or right.';
    const bad = wholeNumber(c.count, 36, 'A blip pile');
    if (bad) return bad;
    const pile = s.blips[c.side];
    while (pile.length > c.count) s.genestealerDeck.push(pile.pop() as string);
    while (pile.length < c.count) {
      ensureGenestealerDeck(s);
      const card = s.genestealerDeck.shift();
      if (!card) return `Only ${pile.length} cards are left for the ${c.side.toLowerCase()} blip pile.`;
      if (s.chance === 'table' && !s.provisional.includes(card)) s.provisional.push(card);
      pile.push(card);
    }
    return null;
  },
  terrain(s, c) {
    if (!TERRAIN.some((t) => t.id === c.terrain)) return `"${String(c.terrain)}" is not a Terrain card.`;
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
    if (!at) return `${typeof c.terrain === 'string' && TERRAIN.some((t) => t.id === c.terrain) ? terrainDef(c.terrain).name : 'That Terrain card'} is not in the formation.`;
    const bad = wholeNumber(c.count, SUPPORT_TOKENS, 'Support tokens');
    if (bad) return bad;
    const slot = row(s, at.row)[at.side].terrain.find((t) => t.id === c.terrain);
    if (!slot) return 'That Terrain card is not in the formation.';
    const more = c.count - slot.tokens;
    if (more > s.supply) return `Only ${s.supply} Support token${s.supply === 1 ? ' is' : 's are'} left in the supply.`;
    s.supply -= more;
    slot.tokens = c.count;
    return null;
  },
  'event-discarded'(s, c) {
    if (!EVENTS.some((e) => e.id === c.event)) return `"${String(c.event)}" is not an Event card.`;
    if (s.event === c.event) return 'That Event is being resolved right now.';
    const [from, to] = c.discarded ? [s.eventDeck, s.eventDiscard] : [s.eventDiscard, s.eventDeck];
    const i = from.indexOf(c.event);
    if (i >= 0) to.push(...from.splice(i, 1));
    s.eventKnown = { top: null, bottom: [] };
    return null;
  },
};

export { describeCorrection };

/**
 * Applies a correction to a copy of the position. Refused with a reason (and nothing
 * changed) when the chance is the dealer's, the correction names something impossible, or
 * the result would break a rule of the components.
 */
export function correct(s: GameState, c: Correction): Result {
  if (s.chance !== 'table') return { ok: false, error: 'Corrections are for games played with physical cards; in pocket play the app deals every card itself.' };
  if (s.outcome) return { ok: false, error: 'The game is over; nothing more can be corrected.' };
  // Own keys only: `in` would also find Object.prototype members (`hasOwnProperty`, `constructor`…).
  if (!c || typeof c !== 'object' || typeof c.t !== 'string' || !Object.prototype.hasOwnProperty.call(EDITS, c.t)) return { ok: false, error: 'That is not a correction the app knows.' };
  const next = clone(s);
  const cx = fullCtx();
  let problem: string | null;
  try {
    problem = (EDITS[c.t] as Edit)(next, c, cx);
  } catch {
    problem = 'That correction does not fit this position.';
  }
  if (problem) return { ok: false, error: problem };
  // The correction comes first in what is reported, before what it set off (a marine slain…).
  cx.events?.unshift({ k: 'correction', correction: c });
  // The pending question is asked again from the corrected position.
  advance(next, cx);
  const broken = checkInvariants(next);
  if (broken.length > 0) return { ok: false, error: `That would leave the game inconsistent: ${broken[0]}` };
  return done(next, cx);
}

