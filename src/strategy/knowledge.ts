/**
 * What one player may know. A bot never reads the dealer's PRNG or the order of a hidden
 * deck: `playerView` replaces every hidden thing by a canonical stand-in (sorted decks, the
 * PRNG at 0, other players' secret Action cards unchosen), so two positions that differ only
 * in hidden order give the same view. `determinise` then redeals the hidden cards at random
 * (from the bot's own PRNG), consistently with what is known: pile sizes, location tiers,
 * the cards already seen.
 */
import { isSetupLocation, locationDef } from '../data';
import { clone } from '../engine';
import type { GameState } from '../engine';
import type { Rand } from './rand';
import { shuffle } from './rand';

function tierOf(id: string): string {
  const def = locationDef(id);
  return isSetupLocation(def) ? 'setup' : String(def.tier);
}

/** Deals `pool` back into slots of the given tiers, in pool order within each tier. */
function byTier(slots: readonly string[], pool: readonly string[]): string[] {
  const left = new Map<string, string[]>();
  for (const id of pool) {
    const t = tierOf(id);
    const list = left.get(t) ?? [];
    list.push(id);
    left.set(t, list);
  }
  return slots.map((id) => (left.get(tierOf(id)) as string[]).shift() as string);
}

/** The position as `player` sees it, hidden things in a canonical order. A fresh copy. */
export function playerView(s: GameState, player: number): GameState {
  const v = clone(s);
  v.rng = 0;
  // Blips and the Genestealer deck are face down: only their sizes are known (RB p9).
  const pool = [...v.blips.LEFT, ...v.blips.RIGHT, ...v.genestealerDeck].sort();
  v.blips = { LEFT: pool.slice(0, v.blips.LEFT.length), RIGHT: pool.slice(v.blips.LEFT.length, v.blips.LEFT.length + v.blips.RIGHT.length) };
  v.genestealerDeck = pool.slice(v.blips.LEFT.length + v.blips.RIGHT.length);
  v.eventDeck = [...v.eventDeck].sort();
  v.locationDeck = byTier(v.locationDeck, [...v.locationDeck].sort());
  // Other players' Action cards are secret until revealed together (RB p12).
  if (v.phase === 'choose-actions') {
    const own = new Set(v.players[player]?.teams ?? []);
    for (const team of Object.keys(v.chosen) as (keyof typeof v.chosen)[]) if (!own.has(team)) v.chosen[team] = null;
  }
  return v;
}

/** One possible world behind a view: hidden cards redealt at random, a fresh dealer PRNG. In place. */
export function determinise(v: GameState, rand: Rand): GameState {
  v.rng = Math.floor(rand() * 4294967296) >>> 0;
  const nl = v.blips.LEFT.length;
  const nr = v.blips.RIGHT.length;
  const pool = shuffle(rand, [...v.blips.LEFT, ...v.blips.RIGHT, ...v.genestealerDeck]);
  v.blips = { LEFT: pool.slice(0, nl), RIGHT: pool.slice(nl, nl + nr) };
  v.genestealerDeck = pool.slice(nl + nr);
  v.eventDeck = shuffle(rand, v.eventDeck);
  v.locationDeck = byTier(v.locationDeck, shuffle(rand, [...v.locationDeck]));
  return v;
}
