import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import {
  ACTIONS,
  BROOD_LORDS,
  DIE_FACES,
  EVENTS,
  GENESTEALERS,
  LOCATIONS,
  MARINES,
  PLAYER_COUNTS,
  SETUP_LOCATIONS,
  SUPPORT_TOKENS,
  TEAMS,
  TERRAIN,
  actionDef,
  actionsOfTeam,
  broodLordIcons,
  eventDef,
  genestealerType,
  isBroodLord,
  isSetupLocation,
  locationDef,
  marineDef,
  marinesOfTeam,
  playerCount,
  terrainDef,
  type EventDef,
  type Team,
} from '../../src/data';
import { countBy, fixturePath, fx, ids, sharedPath } from './fixture';
import { terrainText } from '../../src/words/card-text';
import { makeSay } from '../../src/words/say';
import type { Key } from '../../src/words/keys';
import cards from '../../public/words/en/cards.json' with { type: 'json' };

const en = makeSay<Key>('en', cards);

const fxEvents = fx.events;
// Widened once so derived counts can mix the per-card literal types.
const events: readonly EventDef[] = EVENTS;
const fxSpawnBoxes = fxEvents.flatMap((e) => e.spawnBoxes);

describe('fixture', () => {
  // Source: tests/fixtures/cards.json must stay a verbatim copy of shared/reference/cards.json.
  it.runIf(existsSync(sharedPath))('is byte-identical to ../shared/reference/cards.json', () => {
    expect(readFileSync(fixturePath).equals(readFileSync(sharedPath))).toBe(true);
  });
});

describe('components', () => {
  // Source: shared/reference/cards.json components; RB p4 component list.
  it('has every card count of the box', () => {
    const c = fx.components;
    expect(MARINES.length).toBe(c.spaceMarineCards);
    expect(ACTIONS.length).toBe(c.actionCards);
    expect(EVENTS.length).toBe(c.eventCards);
    expect(GENESTEALERS.length).toBe(c.genestealerCards);
    expect(BROOD_LORDS.length).toBe(c.broodLords);
    expect(TERRAIN.length).toBe(c.terrainCards);
    expect(SETUP_LOCATIONS.length + LOCATIONS.length).toBe(c.locationCards);
    expect(SETUP_LOCATIONS.length).toBe(c.locationCardsBreakdown['setup(VoidLock)']);
    const total =
      MARINES.length + ACTIONS.length + EVENTS.length + GENESTEALERS.length + BROOD_LORDS.length +
      TERRAIN.length + SETUP_LOCATIONS.length + LOCATIONS.length;
    expect(total).toBe(c.cardsTotal);
  });

  // Source: shared/reference/cards.json components.supportTokens; RB p4.
  it('has the support token supply', () => {
    expect(SUPPORT_TOKENS).toBe(fx.components.supportTokens);
  });

  // Source: shared/reference/cards.json meta.conventions.teams.
  it('lists the teams in the reference order', () => {
    expect([...TEAMS]).toEqual(fx.meta.conventions.teams);
  });

  // Source: shared/reference/cards.json combatDie.faces; discrepancies.md D-11.
  it('has the combat die faces', () => {
    expect(DIE_FACES).toEqual(fx.combatDie.faces);
  });

  // Source: shared/reference/cards.json playerCounts; RB p7, p30.
  it('has the player counts', () => {
    expect(PLAYER_COUNTS.map((p) => p.players)).toEqual(fx.playerCounts.map((p) => p.players));
    for (const f of fx.playerCounts) {
      const p = playerCount(f.players);
      expect(p).toEqual({
        players: f.players,
        teamsPerPlayer: f.teamsPerPlayer,
        marines: f.marines,
        setup: f.setupCard,
      });
      // Derived: 2 marines per team in play, and the named setup card is the one for this count.
      expect(p.marines).toBe(2 * p.teamsPerPlayer * p.players);
      const setup = locationDef(p.setup);
      if (!isSetupLocation(setup)) throw new Error(`${p.setup} is not a setup card`);
      expect(setup.players).toContain(f.players);
      expect(setup.marines).toBe(f.marines);
    }
  });
});

describe('marines', () => {
  // Source: shared/reference/cards.json marines (ranges: D36, LUK, DAD; RB p20).
  it('match the reference field by field', () => {
    expect(ids(MARINES).sort()).toEqual(ids(fx.marines).sort());
    for (const f of fx.marines) {
      const m = marineDef(f.id);
      expect([m.name, m.team, m.range]).toEqual([f.name, f.team, f.attackRange]);
    }
  });

  // Source: shared/reference/cards.json marines[].name; shortName drops only the rank word.
  it('have a short name that is the name without its rank', () => {
    for (const f of fx.marines) {
      const [rank, ...rest] = f.name.split(' ');
      expect(['Brother', 'Sergeant', 'Lexicanium']).toContain(rank);
      expect(marineDef(f.id).shortName).toBe(rest.join(' '));
    }
  });

  // Source: shared/reference/cards.json marines[].team; 2 marines per team (RB p4).
  it('group by team, the marine named by an Action card first', () => {
    for (const team of fx.meta.conventions.teams) {
      const expected = fx.marines.filter((m) => m.team === team);
      const got = marinesOfTeam(team as Team);
      expect(ids(got).sort()).toEqual(ids(expected).sort());
      const named = expected.find((m) => m.namedByActionCard !== null);
      if (named) expect(got[0]?.id).toBe(named.id);
    }
  });
});

describe('actions', () => {
  // Source: shared/reference/cards.json actions (D36, LUK, DAD agree).
  it('match the reference field by field', () => {
    expect(ids(ACTIONS)).toEqual(ids(fx.actions));
    for (const f of fx.actions) {
      const a = actionDef(f.id);
      expect([a.name, a.team, a.type, a.initiative]).toEqual([f.name, f.team, f.type, f.initiative]);
    }
  });

  // Source: shared/reference/cards.json marines[].namedByActionCard.
  it('name the marine the reference says the ability names', () => {
    for (const f of fx.actions) {
      const named = fx.marines.find((m) => m.namedByActionCard === f.name);
      expect(actionDef(f.id).namedMarine).toBe(named ? named.id : null);
    }
  });

  // Source: discrepancies.md internal checks (initiatives 1-18, no gaps; one card per type per team).
  it('have initiatives 1..18 once each and one card of each type per team', () => {
    const inits = ACTIONS.map((a) => a.initiative).sort((a, b) => a - b);
    expect(inits).toEqual(fx.actions.map((_, i) => i + 1));
    for (const team of fx.meta.conventions.teams) {
      const hand = actionsOfTeam(team as Team);
      expect(ids(hand).sort()).toEqual(ids(fx.actions.filter((a) => a.team === team)).sort());
      expect(hand.map((a) => a.type).sort()).toEqual(['ATTACK', 'MOVE_ACTIVATE', 'SUPPORT']);
      expect(hand.map((a) => a.initiative)).toEqual(hand.map((a) => a.initiative).sort((a, b) => a - b));
    }
  });
});

describe('events', () => {
  // Source: shared/reference/cards.json events (D36, LUK, SET agree; D-09, D-10).
  it('match the reference field by field', () => {
    expect(ids(EVENTS)).toEqual(ids(fxEvents));
    for (const f of fxEvents) {
      const e = eventDef(f.id);
      expect([e.name, e.instinct]).toEqual([f.name, f.instinct]);
      const boxes = [...f.spawnBoxes].sort((a, b) => a.order - b.order);
      expect(e.spawns).toEqual(boxes.map((b) => ({ colour: b.colour, size: b.size })));
      expect(e.movement).toEqual(f.movement);
    }
  });

  // Source: shared/reference/cards.json eventNotes "Derived checks"; terrain colouredBoxes; RB p21.
  it('have 24 red / 18 orange / 12 yellow / 6 green spawn boxes, 6 x the terrain boxes', () => {
    const got = countBy(events.flatMap((e) => e.spawns), (b) => b.colour);
    expect(got).toEqual(countBy(fxSpawnBoxes, (b) => b.colour));
    expect(got).toEqual({ RED: 24, ORANGE: 18, YELLOW: 12, GREEN: 6 });
    for (const t of fx.terrain) expect(got[t.colour]).toBe(6 * t.colouredBoxes);
  });

  // Source: shared/reference/cards.json eventNotes "Derived checks"; discrepancies.md D-10.
  it('have movement icons 7/7/7/7, 2 cards without, and 8 flank cards (2 per icon)', () => {
    const moving = events.flatMap((e) => (e.movement ? [e.movement] : []));
    expect(countBy(moving, (m) => m.icon)).toEqual({ HEAD: 7, TAIL: 7, TONGUE: 7, CLAW: 7 });
    expect(EVENTS.length - moving.length).toBe(2);
    const flank = moving.filter((m) => m.mode === 'FLANK');
    expect(countBy(flank, (m) => m.icon)).toEqual({ HEAD: 2, TAIL: 2, TONGUE: 2, CLAW: 2 });
  });

  // Source: shared/reference/cards.json eventNotes "Derived checks" (19 Instinct cards).
  it('have 19 Instinct cards', () => {
    expect(EVENTS.filter((e) => e.instinct).length).toBe(fxEvents.filter((e) => e.instinct).length);
    expect(EVENTS.filter((e) => e.instinct).length).toBe(19);
  });
});

describe('terrain', () => {
  // Source: shared/reference/cards.json terrain (D36, LUK, SET, DAD agree); RB p21.
  it('matches the reference field by field', () => {
    expect(ids(TERRAIN)).toEqual(ids(fx.terrain));
    for (const f of fx.terrain) {
      const t = terrainDef(f.id);
      expect([t.name, t.colour, t.boxes, t.activatable]).toEqual([
        f.name,
        f.colour,
        f.colouredBoxes,
        f.activatable,
      ]);
      expect(terrainText(en, t) === null).toBe(!f.activatable);
    }
  });
});

describe('genestealers and brood lords', () => {
  // Source: shared/reference/cards.json genestealers.byType (D36, LUK, SET); RB p4.
  it('have 9 cards of each type with ids gs.<type>.<1..9>', () => {
    expect(GENESTEALERS.length).toBe(fx.genestealers.total);
    expect(countBy(GENESTEALERS, (g) => g.type)).toEqual(fx.genestealers.byType);
    for (const type of fx.meta.conventions.genestealerTypes) {
      const n = fx.genestealers.byType[type] ?? 0;
      for (let i = 1; i <= n; i++) {
        const id = `gs.${type.toLowerCase()}.${i}`;
        expect(genestealerType(id)).toBe(type);
        expect(isBroodLord(id)).toBe(false);
      }
    }
    expect(new Set(ids(GENESTEALERS)).size).toBe(GENESTEALERS.length);
  });

  // Source: shared/reference/cards.json broodLords (D36, LUK); RB p24.
  it('have 2 Brood Lords with the reference icons', () => {
    expect(ids(BROOD_LORDS)).toEqual(ids(fx.broodLords));
    for (const f of fx.broodLords) {
      expect(BROOD_LORDS.find((b) => b.id === f.id)?.name).toBe(f.name);
      expect(broodLordIcons(f.id)).toEqual(f.movementIcons);
      expect(isBroodLord(f.id)).toBe(true);
      expect(genestealerType(f.id)).toBeNull();
    }
  });
});

describe('lookups', () => {
  // Source: src/data/README.md contract (unknown ids are programmer errors and throw).
  it('throw a clear error for unknown ids', () => {
    expect(() => marineDef('marine.nobody')).toThrow(/Unknown marine id: 'marine.nobody'/);
    expect(() => actionDef('action.nope')).toThrow(/Unknown action id/);
    expect(() => eventDef('event.nope')).toThrow(/Unknown event id/);
    expect(() => locationDef('location.nope')).toThrow(/Unknown location id/);
    expect(() => terrainDef('terrain.nope')).toThrow(/Unknown terrain id/);
    expect(() => genestealerType('gs.claw.10')).toThrow(/Unknown genestealer id/);
    expect(() => isBroodLord('brood-lord.c')).toThrow(/Unknown/);
    expect(() => broodLordIcons('gs.head.1')).toThrow(/Unknown brood lord id/);
    expect(() => playerCount(0)).toThrow(/player count/);
    expect(() => playerCount(7)).toThrow(/player count/);
  });
});
