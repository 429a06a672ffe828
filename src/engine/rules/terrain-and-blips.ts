/**
 * Terrain placement (RB p26: counted from the top or the bottom, clamped to the last valid
 * position) and blip piles (RB p20, p26, p29: discard, refill, as equally as possible).
 */
import { locationDef, SETUP_LOCATIONS } from '../../data';
import type { SetupLocationDef, TerrainPlacement } from '../../data';
import type { Ctx, Handler } from '../context';
import { decide, pop, emit } from '../context';
import type { Frame, GameState, Side } from '../types';
import { drawGenestealer, genestealersAvailable } from './decks';
import { row, SIDES } from './formation';

export function setupCardOf(s: GameState): SetupLocationDef {
  const card = SETUP_LOCATIONS.find((c) => c.id === s.setupCard);
  if (!card) throw new Error(`engine: unknown setup card ${s.setupCard}`);
  return card;
}

/** The row a placement lands on: counted from its end, clamped to the formation (RB p26). */
export function placementRow(n: number, p: TerrainPlacement): number {
  const idx = p.from === 'TOP' ? p.number - 1 : n - p.number;
  return Math.min(n - 1, Math.max(0, idx));
}

export function placeTerrain(s: GameState, placements: readonly TerrainPlacement[], cx: Ctx | null = null): void {
  const n = s.formation.length;
  if (n === 0) return;
  for (const p of placements) {
    const r = placementRow(n, p);
    row(s, r)[p.side].terrain.push({ id: p.terrain, tokens: 0 });
    if (cx) emit(cx, { k: 'terrain-placed', terrain: p.terrain, side: p.side, marine: row(s, r).marine, position: r + 1 });
  }
}

/** Discards every Terrain card; tokens on them go back to the supply (RB p26, p29). */
export function clearTerrain(s: GameState): void {
  for (const p of s.formation) {
    for (const side of SIDES) {
      for (const t of p[side].terrain) s.supply += t.tokens;
      p[side].terrain = [];
    }
  }
}

export function refillFrame(blips: { readonly left: number; readonly right: number }): Frame {
  return { t: 'refill', left: blips.left, right: blips.right };
}

/** Blip counts printed on the current location (the setup card before the first travel). */
export function locationBlips(id: string): { left: number; right: number } {
  return locationDef(id).blips;
}

/**
 * Deals face-down cards into the blip piles. When the Genestealer deck and discards cannot
 * fill both, the piles get cards one each in turn; an odd last card goes where the current
 * player says (RB p29, D-26).
 */
export const refill: Handler<Extract<Frame, { t: 'refill' }>> = {
  step(s, f, cx) {
    const avail = genestealersAvailable(s);
    if ((f.left === 0 && f.right === 0) || avail === 0) {
      if (f.left + f.right > 0) emit(cx, { k: 'deck-exhausted', count: f.left + f.right });
      pop(s);
      return null;
    }
    if (avail >= f.left + f.right) {
      deal(s, 'LEFT', f.left);
      deal(s, 'RIGHT', f.right);
      emit(cx, { k: 'blip-piles', left: s.blips.LEFT.length, right: s.blips.RIGHT.length });
      pop(s);
      return null;
    }
    if (f.left > 0 && f.right > 0) {
      if (avail === 1) return decide(s.current, 'blip-split', ['LEFT', 'RIGHT']);
      deal(s, 'LEFT', 1);
      deal(s, 'RIGHT', 1);
      f.left--;
      f.right--;
      return null;
    }
    const side: Side = f.left > 0 ? 'LEFT' : 'RIGHT';
    deal(s, side, 1);
    if (side === 'LEFT') f.left--;
    else f.right--;
    return null;
  },
  answer(s, f, choice, cx) {
    const side = choice as Side;
    deal(s, side, 1);
    f.left = 0;
    f.right = 0;
    emit(cx, { k: 'blip-split', side, left: s.blips.LEFT.length, right: s.blips.RIGHT.length });
  },
};

function deal(s: GameState, side: Side, count: number): void {
  for (let i = 0; i < count; i++) {
    const c = drawGenestealer(s);
    if (c === null) return;
    s.blips[side].push(c);
  }
}

/** Leftover blip cards are discarded on travel (RB p26 step 3). */
export function discardBlips(s: GameState): void {
  for (const side of SIDES) {
    s.genestealerDiscard.push(...s.blips[side]);
    s.blips[side] = [];
  }
}
