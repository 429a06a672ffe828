/**
 * What one player may know. A bot never reads the dealer's PRNG or the order of a hidden
 * deck: the engine's `playerView` (engine/view.ts) replaces every hidden thing by a canonical
 * stand-in (sorted decks, the PRNG at 0, other players' secret Action cards unchosen), so two
 * positions that differ only in hidden order give the same view. `determinise` then redeals the hidden cards at random
 * (from the bot's own PRNG), consistently with what is known: pile sizes, location tiers,
 * the cards already seen.
 */
import { locationCandidates as candidates, seenLocations } from '../engine';
import type { GameState } from '../engine';
import type { Rand } from './rand';
import { shuffle } from './rand';

/** The position as one player may know it: one rule for bots, the advisor and every phone (engine/view.ts). */
export { playerView } from '../engine';

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
