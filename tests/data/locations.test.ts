import { describe, it, expect } from 'vitest';
import {
  LOCATIONS,
  SETUP_LOCATIONS,
  actionDef,
  eventDef,
  isSetupLocation,
  locationDef,
  terrainDef,
  type TerrainColour,
} from '../../src/data';
import { countBy, fx, ids, placements } from './fixture';
import { cardText, cardVictory, terrainText } from '../../src/words/card-text';
import { makeSay } from '../../src/words/say';
import type { Key } from '../../src/words/keys';
import cards from '../../public/words/en/cards.json' with { type: 'json' };
import { listIn } from '../../src/words/say';

const en = makeSay<Key>('en', cards);

describe('setup locations', () => {
  // Source: shared/reference/cards.json setupLocations; RB p7, p21; discrepancies.md D-06, D-07, D-14.
  it('match the reference field by field', () => {
    expect(ids(SETUP_LOCATIONS)).toEqual(ids(fx.setupLocations));
    for (const f of fx.setupLocations) {
      const def = locationDef(f.id);
      if (!isSetupLocation(def)) throw new Error(`${f.id} is not a setup card`);
      // The printed name; the player counts after it are our words (play.json location.setupName).
      expect(f.name).toBe(`${def.name} (${listIn('en', def.players.map(String), 'disjunction')} ${def.players.length === 1 && def.players[0] === 1 ? 'player' : 'players'})`);
      expect(def.players).toEqual(f.players);
      expect(def.marines).toBe(f.marines);
      expect(def.blips).toEqual(f.blips);
      expect(def.terrain).toEqual(placements(f.terrain));
      expect(def.spawn).toEqual(f.spawn);
      for (const colour of Object.keys(f.spawnByColour) as TerrainColour[]) {
        expect(f.spawnByColour[colour]).toEqual(def.spawn);
      }
      expect(def.deck).toEqual(f.locationDeckTopToBottom);
    }
  });

  // Source: shared/reference/cards.json playerCounts; every player count has exactly one card.
  it('cover each player count 1..6 exactly once', () => {
    const covered = SETUP_LOCATIONS.flatMap((s) => s.players).sort((a, b) => a - b);
    expect(covered).toEqual(fx.playerCounts.map((p) => p.players));
  });
});

describe('locations', () => {
  const tierOf = (key: string): string => key.replace('(final)', '');

  // Source: shared/reference/cards.json locations; discrepancies.md D-01..D-05, D-08.
  it('match the reference field by field', () => {
    expect(ids(LOCATIONS)).toEqual(ids(fx.locations));
    for (const f of fx.locations) {
      const def = locationDef(f.id);
      if (isSetupLocation(def)) throw new Error(`${f.id} is a setup card`);
      expect(def.name).toBe(f.name);
      expect(def.tier).toBe(f.deckTier);
      expect(def.blips).toEqual(f.blips);
      expect(def.terrain).toEqual(placements(f.terrain));
      const kind = f.abilityKind === 'ACTIVATE_CONTROL_PANEL' ? 'CONTROL_PANEL' : f.abilityKind;
      expect(def.ability).toBe(kind);
      expect(def.isFinal).toBe(f.isFinal);
      expect(cardVictory(en, def) !== null).toBe(f.victory !== null);
    }
  });

  // Source: shared/reference/cards.json locations[].disputed (confidence); discrepancies.md D-01.
  it('carry a doubt exactly where the reference confidence is low, citing its id', () => {
    for (const f of fx.locations) {
      const low = f.disputed.filter((d) => d.confidence.startsWith('low'));
      const def = locationDef(f.id);
      const doubt = isSetupLocation(def) ? 'setup card' : def.doubt;
      expect(doubt === null).toBe(low.length === 0);
      for (const d of low) expect(doubt).toContain(d.ref);
    }
  });

  // Source: discrepancies.md internal checks; shared/reference/cards.json components.locationCardsBreakdown.
  it('have 3 cards per tier and 4 different terrain cards each', () => {
    const expected = Object.fromEntries(
      Object.entries(fx.components.locationCardsBreakdown)
        .filter(([k]) => !k.startsWith('setup'))
        .map(([k, n]) => [tierOf(k), n]),
    );
    expect(countBy(LOCATIONS, (l) => l.tier)).toEqual(expected);
    for (const l of LOCATIONS) {
      expect(l.terrain.length).toBe(4);
      expect(new Set(l.terrain.map((p) => p.terrain)).size).toBe(4);
    }
  });

  // Source: RB p26 (the arrow sets the counting end, D-18); cards.json arrow and countFrom.
  it('count DOWN arrows from the top and UP arrows from the bottom, on known terrain', () => {
    for (const f of [...fx.locations, ...fx.setupLocations]) {
      const def = locationDef(f.id);
      f.terrain.forEach((p, i) => {
        expect(def.terrain[i]?.from).toBe(p.arrow === 'DOWN' ? 'TOP' : 'BOTTOM');
        expect(terrainDef(p.terrain).id).toBe(p.terrain);
      });
    }
  });
});

describe('texts', () => {
  // Source: src/data/README.md (texts are our words); cards.json summaries are only a starting point.
  // The texts live in public/words/en/cards.json; every other language is checked in tests/words.
  it('are ours: present, phone-sized and never the reference wording verbatim', () => {
    const pairs: [string | null, string | null][] = [
      ...fx.actions.map((f): [string, string] => [cardText(en, actionDef(f.id).id), f.summary]),
      ...fx.events.map((f): [string, string] => [cardText(en, eventDef(f.id).id), f.specialSummary]),
      ...fx.terrain.map((f): [string | null, string | null] => [terrainText(en, terrainDef(f.id)), f.activateSummary]),
      ...fx.locations.flatMap((f): [string | null, string | null][] => {
        const def = locationDef(f.id);
        if (isSetupLocation(def)) throw new Error(`${f.id} is a setup card`);
        return [
          [cardText(en, def.id), f.abilitySummary],
          [cardVictory(en, def), f.victory],
        ];
      }),
    ];
    for (const [ours, reference] of pairs) {
      expect(ours === null).toBe(reference === null);
      if (ours === null) continue;
      expect(ours.trim().length).toBeGreaterThan(0);
      expect(ours.length).toBeLessThanOrEqual(200);
      expect(ours).not.toBe(reference);
    }
  });
});
