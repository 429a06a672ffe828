/**
 * Bots never cheat: their decisions depend only on what their player may know. Two positions
 * that differ only in hidden order (Genestealer deck and blips, Event deck, Location deck
 * within its tiers, the dealer's PRNG, another player's secret Action card) give the same
 * view and the same decision.
 */
import { describe, expect, it } from 'vitest';
import { answerInPlace, clone, newGame } from '../../src/engine';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { LOCATIONS, locationDef } from '../../src/data';
import { features, winChance } from '../../src/strategy/value';
import { APP_SEARCH, decideBy, DEFAULT_SEARCH, determinise, heuristic, mulberry, playerView, searchDecision } from '../../src/strategy';

function reverseHidden(s: GameState): GameState {
  const t = clone(s);
  t.rng = (s.rng ^ 0xdeadbeef) >>> 0;
  t.genestealerDeck.reverse();
  t.blips = { LEFT: [...t.blips.LEFT].reverse(), RIGHT: [...t.blips.RIGHT].reverse() };
  // Swap one card between the deck and a blip pile: same sizes, different hidden cards.
  if (t.blips.LEFT.length > 0 && t.genestealerDeck.length > 0) [t.blips.LEFT[0], t.genestealerDeck[0]] = [t.genestealerDeck[0] as string, t.blips.LEFT[0] as string];
  t.eventDeck.reverse();
  return t;
}

/** A solo game played by the heuristic until a decision (of kind `ask`, if given) with at least `min` options in round `round`. */
function midGame(seed: number, round: number, min: number, ask?: string): GameState {
  const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'RED', 'YELLOW'] }], chance: 'dealer', seed });
  if (!r.ok) throw new Error(r.error);
  const s = r.state;
  const wanted = (p: DecisionPrompt): boolean => s.round >= round && p.options.length >= min && (!ask || p.ask === ask);
  while (s.prompt && !wanted(s.prompt as DecisionPrompt)) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
  if (!s.prompt) throw new Error('the game ended first');
  return s;
}

describe('No cheating', () => {
  it('positions differing only in hidden order have the same view and the same search decision', () => {
    const a = midGame(3, 2, 3);
    const b = reverseHidden(a);
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    expect(playerView(b, 0)).toEqual(playerView(a, 0));
    const p = a.prompt as DecisionPrompt;
    const settings = { budget: 12, minPerOption: 2, horizon: 1 };
    expect(searchDecision(b, p, mulberry(9), settings)).toBe(searchDecision(a, p, mulberry(9), settings));
    expect(heuristic(b, p)).toBe(heuristic(a, p));
  });

  it('the search bot as it plays (Action cards searched, one round ahead) chooses the same card whatever the hidden order', () => {
    const a = midGame(8, 2, 2, 'choose-action');
    const b = reverseHidden(a);
    const p = a.prompt as DecisionPrompt;
    expect(decideBy('search', b, p, mulberry(5), DEFAULT_SEARCH)).toBe(decideBy('search', a, p, mulberry(5), DEFAULT_SEARCH));
  });

  it.each(['attack-target', 'support-target', 'face'])('the in-app bot, which searches every decision, answers a %s the same whatever the hidden order', (ask) => {
    const a = midGame(6, 2, 2, ask);
    const b = reverseHidden(a);
    const p = a.prompt as DecisionPrompt;
    const settings = { ...APP_SEARCH, budget: 8, minPerOption: 2 };
    expect(decideBy('app', b, p, mulberry(3), settings)).toBe(decideBy('app', a, p, mulberry(3), settings));
  });

  it('the fitted value function reads only the view: hidden order changes neither its features nor its P(win)', () => {
    for (const seed of [3, 6, 8]) {
      const a = midGame(seed, 2, 2);
      const b = reverseHidden(a);
      expect(features(b)).toEqual(features(a));
      expect(features(playerView(a, 0))).toEqual(features(a));
      expect(winChance(b)).toBe(winChance(a));
    }
  });

  it("another player's secret Action card is not in the view while cards are being chosen (RB p12)", () => {
    const r = newGame({ players: [{ name: 'Ann', teams: ['BLUE', 'RED'] }, { name: 'Bob', teams: ['GREEN', 'GREY'] }], chance: 'dealer', seed: 4 });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    while (s.prompt && !(s.phase === 'choose-actions' && s.prompt.kind === 'decision' && s.prompt.player === 1)) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
    const other = clone(s);
    const ann = ['BLUE', 'RED'] as const;
    for (const t of ann) {
      const hand = other.hands[t] ?? [];
      other.chosen[t] = hand.find((c) => c !== s.chosen[t] && c !== other.lastResolved[t]) ?? null;
    }
    expect(other.chosen).not.toEqual(s.chosen);
    expect(playerView(other, 1)).toEqual(playerView(s, 1));
  });

  it('determinisation keeps what is known: pile sizes, the cards in play and the Location tiers', () => {
    const a = midGame(5, 2, 2);
    const v = playerView(a, 0);
    const w = determinise(clone(v), mulberry(1));
    expect(w.blips.LEFT.length).toBe(a.blips.LEFT.length);
    expect(w.blips.RIGHT.length).toBe(a.blips.RIGHT.length);
    const hidden = (s: GameState) => [...s.blips.LEFT, ...s.blips.RIGHT, ...s.genestealerDeck].sort();
    expect(hidden(w)).toEqual(hidden(a));
    expect([...w.eventDeck].sort()).toEqual([...a.eventDeck].sort());
    expect(w.formation).toEqual(a.formation);
    const tiers = (s: GameState) => s.locationDeck.map((l) => {
        const def = locationDef(l);
        return 'tier' in def ? def.tier : 'setup';
      });
    expect(tiers(w)).toEqual(tiers(a));
  });

  it('the face-down Location deck: another card of the same tier gives the same view and the same decisions (rulebook, setup step 3)', () => {
    const a = midGame(5, 1, 2, 'choose-action');
    expect(a.locationDeck.length).toBeGreaterThan(0);
    const other = clone(a);
    other.locationDeck = a.locationDeck.map((id) => {
      const tier = (locationDef(id) as { tier: string }).tier;
      return LOCATIONS.find((l) => l.tier === tier && l.id !== id)?.id ?? id;
    });
    expect(other.locationDeck).not.toEqual(a.locationDeck);
    expect(playerView(other, 0)).toEqual(playerView(a, 0));
    const p = a.prompt as DecisionPrompt;
    expect(searchDecision(other, p, mulberry(3), DEFAULT_SEARCH)).toBe(searchDecision(a, p, mulberry(3), DEFAULT_SEARCH));
  });

  it('redealt worlds draw every card of a tier for a face-down slot, never a Location already seen', () => {
    const a = midGame(5, 1, 2);
    const v = playerView(a, 0);
    const top = new Set<string>();
    for (let i = 0; i < 200; i++) top.add(determinise(clone(v), mulberry(i)).locationDeck[0] as string);
    const tier = (locationDef(a.locationDeck[0] as string) as { tier: string }).tier;
    expect([...top].sort()).toEqual(LOCATIONS.filter((l) => l.tier === tier).map((l) => l.id).sort());
    expect(top.has(a.location)).toBe(false);
  });
  it('what Forward Scouting showed stays known: every world keeps the card left on top first and the cards put at the bottom last (the Forward Scouting card: look at the top Event, keep it or put it at the bottom)', () => {
    const a = midGame(5, 2, 2);
    const [top, b1, b2] = [a.eventDeck[4], a.eventDeck[1], a.eventDeck[7]] as [string, string, string];
    a.eventKnown = { top, bottom: [b1, b2] };
    const v = playerView(a, 0);
    const middles = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const w = determinise(clone(v), mulberry(seed));
      expect(w.eventDeck[0]).toBe(top);
      expect(w.eventDeck.slice(-2)).toEqual([b1, b2]);
      expect([...w.eventDeck].sort()).toEqual([...a.eventDeck].sort());
      middles.add(w.eventDeck.slice(1, -2).join());
    }
    // The rest is still redealt: the worlds differ.
    expect(middles.size).toBeGreaterThan(10);
    // Nothing known: the top card varies from world to world.
    a.eventKnown = { top: null, bottom: [] };
    const tops = new Set(Array.from({ length: 20 }, (_, k) => determinise(playerView(a, 0), mulberry(k + 1)).eventDeck[0]));
    expect(tops.size).toBeGreaterThan(3);
  });
});
