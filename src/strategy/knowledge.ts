/**
 * What one player may know. A bot never reads the dealer's PRNG or the order of a hidden
 * deck: `playerView` replaces every hidden thing by a canonical stand-in (sorted decks, the
 * PRNG at 0, other players' secret Action cards unchosen), so two positions that differ only
 * in hidden order give the same view. `determinise` then redeals the hidden cards at random
 * (from the bot's own PRNG), consistently with what is known: pile sizes, location tiers,
 * the cards already seen.
 */
import { isSetupLocation, locationDef, LOCATIONS } from '../data';
import { clone } from '../engine';
import type { GameState } from '../engine';
import type { Rand } from './rand';
import { shuffle } from './rand';

function tierOf(id: string): string {
  const def = locationDef(id);
  return isSetupLocation(def) ? 'setup' : String(def.tier);
}

/** Every Location card of each tier: one of them, face down, is each slot of the deck (rulebook, setup step 3: "a deck of random face down Location cards"). */
const BY_TIER = new Map<string, string[]>();
for (const l of LOCATIONS) BY_TIER.set(l.tier, [...(BY_TIER.get(l.tier) ?? []), l.id].sort());

/** The cards a face-down slot of this tier may be: the tier's cards that were not seen. */
function candidates(slot: string, seen: ReadonlySet<string>): string[] {
  const t = tierOf(slot);
  const all = BY_TIER.get(t) ?? [slot];
  const open = all.filter((id) => !seen.has(id));
  return open.length > 0 ? open : [slot];
}

/** The Location cards already turned face up (the current one and those travelled through). */
function seenLocations(s: GameState): Set<string> {
  return new Set([s.location, ...s.pastLocations]);
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
  // The Location deck is face down: its tiers are known, not which card of each tier (rulebook, setup step 3).
  const seen = seenLocations(v);
  v.locationDeck = v.locationDeck.map((id) => candidates(id, seen)[0] as string);
  // Other players' Action cards are secret until revealed together (RB p12).
  if (v.phase === 'choose-actions') {
    const own = new Set(v.players[player]?.teams ?? []);
    for (const team of Object.keys(v.chosen) as (keyof typeof v.chosen)[]) if (!own.has(team)) v.chosen[team] = null;
  }
  return v;
}

/**
 * The Event deck in a random order that keeps what Forward Scouting showed: a card kept on
 * top comes first, cards put at the bottom come last, in the order they went there.
 */
function dealEvents(rand: Rand, deck: readonly string[], known: GameState['eventKnown']): string[] {
  const top = known.top !== null && deck.includes(known.top) ? known.top : null;
  const bottom = known.bottom.filter((e) => e !== top && deck.includes(e));
  const rest = shuffle(
    rand,
    deck.filter((e) => e !== top && !bottom.includes(e)),
  );
  return [...(top === null ? [] : [top]), ...rest, ...bottom];
}

/** One possible world behind a view: hidden cards redealt at random, a fresh dealer PRNG. In place. */
export function determinise(v: GameState, rand: Rand): GameState {
  v.rng = Math.floor(rand() * 4294967296) >>> 0;
  const nl = v.blips.LEFT.length;
  const nr = v.blips.RIGHT.length;
  const pool = shuffle(rand, [...v.blips.LEFT, ...v.blips.RIGHT, ...v.genestealerDeck]);
  v.blips = { LEFT: pool.slice(0, nl), RIGHT: pool.slice(nl, nl + nr) };
  v.genestealerDeck = pool.slice(nl + nr);
  v.eventDeck = dealEvents(rand, v.eventDeck, v.eventKnown);
  const seen = seenLocations(v);
  v.locationDeck = v.locationDeck.map((id) => {
    const c = candidates(id, seen);
    return c[Math.floor(rand() * c.length)] as string;
  });
  return v;
}
