/**
 * Setup (RB p7–8 "Setup", p30 "Playing with 1 to 3 players"; FAQ F9).
 */
import { describe, expect, it } from 'vitest';
import { locationDef, isSetupLocation, marinesOfTeam } from '../../src/data';
import type { Team } from '../../src/data';
import { answer, newGame } from '../../src/engine/driver';
import { checkInvariants } from '../../src/engine/invariants';
import type { GameState, Player } from '../../src/engine/types';
import { asked, blipCounts, marineId, options, play, rows, view } from './build';

const ALL: Team[] = ['BLUE', 'GREEN', 'GREY', 'PURPLE', 'RED', 'YELLOW'];

/** Players for a count, teams handed out round the table (RB p7 step 4, p30). */
function playersFor(n: number, perPlayer: number): Player[] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, teams: ALL.slice(i * perPlayer, (i + 1) * perPlayer) }));
}

function start(players: Player[]): GameState {
  const r = newGame({ players, chance: 'table', seed: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function dealAll(s: GameState, order: string[]): GameState {
  return play(s, ...order).state;
}

function tiers(ids: string[]): string[] {
  return ids.map((id) => {
    const d = locationDef(id);
    return isSetupLocation(d) ? 'setup' : d.tier;
  });
}

describe('Setup: player counts (RB p7 step 2, p30)', () => {
  // RB p30: 3 markers for 1 player, 2 each for 2 or 3 players, 1 each for 4+; the Void Lock card is the
  // one printed for the player count (RB p7 step 2).
  it.each([
    { n: 1, per: 3, marines: 6, card: 'setup.void-lock-1p', deck: ['2', '3', '4'] },
    { n: 2, per: 2, marines: 8, card: 'setup.void-lock-2-4p', deck: ['1C', '2', '3', '4'] },
    { n: 3, per: 2, marines: 12, card: 'setup.void-lock-3-6p', deck: ['1A', '2', '3', '4'] },
    { n: 4, per: 1, marines: 8, card: 'setup.void-lock-2-4p', deck: ['1C', '2', '3', '4'] },
    { n: 5, per: 1, marines: 10, card: 'setup.void-lock-5p', deck: ['1B', '2', '3', '4'] },
    { n: 6, per: 1, marines: 12, card: 'setup.void-lock-3-6p', deck: ['1A', '2', '3', '4'] },
  ])('$n player(s): $per team(s) each, $marines marines, $card, location deck $deck top first (RB p7 step 3)', ({ n, per, marines, card, deck }) => {
    const players = playersFor(n, per);
    const s = start(players);
    expect(s.setupCard).toBe(card);
    expect(s.location).toBe(card);
    expect(tiers(s.locationDeck)).toEqual(deck);
    // The formation deal offers exactly the marines of the chosen teams.
    const inPlay = players.flatMap((p) => p.teams).flatMap((t) => marinesOfTeam(t).map((m) => m.id));
    expect(asked(s)).toBe('reveal:marine');
    expect([...options(s)].sort()).toEqual([...inPlay].sort());
    expect(inPlay).toHaveLength(marines);
    const dealt = dealAll(s, inPlay);
    expect(dealt.formation).toHaveLength(marines);
    expect(Object.keys(dealt.hands).sort()).toEqual(players.flatMap((p) => p.teams).sort());
    // RB p7 step 4: each player's hand holds the 3 Action cards of each of his teams.
    for (const t of players.flatMap((p) => p.teams)) expect(dealt.hands[t]).toHaveLength(3);
  });

  it('the seeded dealer builds the same recipe: one random card per tier, the first listed on top (RB p7 step 3)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = newGame({ players: playersFor(5, 1), chance: 'dealer', seed });
      if (!r.ok) throw new Error(r.error);
      expect(tiers(r.state.locationDeck)).toEqual(['1B', '2', '3', '4']);
    }
  });
});

describe('Setup: option errors', () => {
  const msg = (players: Player[]): string => {
    const r = newGame({ players, chance: 'table', seed: 0 });
    return r.ok ? 'accepted' : r.error;
  };
  it('7 players are refused (RB p3: one to six players)', () => {
    expect(msg(Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, teams: [ALL[i % 6] as Team] })))).toBe('A game has 1 to 6 players, not 7.');
    expect(msg([])).toBe('A game has 1 to 6 players, not 0.');
  });
  it('a wrong number of teams per player is refused (RB p30)', () => {
    expect(msg([{ name: 'A', teams: ['BLUE'] }, { name: 'B', teams: ['GREEN'] }])).toBe('With 2 players each player controls 2 combat teams; player 1 has 1.');
    expect(msg([{ name: 'A', teams: ['BLUE', 'GREEN'] }])).toBe('With 1 player each player controls 3 combat teams; player 1 has 2.');
    expect(msg(playersFor(4, 1).map((p, i) => (i === 3 ? { ...p, teams: ['PURPLE', 'RED'] as Team[] } : p)))).toBe(
      'With 4 players each player controls 1 combat team; player 4 has 2.',
    );
  });
  it('a team chosen twice is refused (RB p7 step 4: each marker once)', () => {
    expect(msg([{ name: 'A', teams: ['BLUE', 'GREEN'] }, { name: 'B', teams: ['GREEN', 'RED'] }])).toBe('The Green team is chosen twice.');
  });
});

describe('Setup: formation, terrain, blips and the setup spawn (RB p8 steps 5–8, p26)', () => {
  const FOUR = playersFor(4, 1); // BLUE GREEN GREY PURPLE
  // FAQ F9: marines are dealt at random, team-mates need not be neighbours; the table names each card.
  const ORDER = ['gideon', 'lorenzo', 'zael', 'scipio', 'noctis', 'omnio', 'deino', 'calistarius'].map(marineId);

  it('deals the formation in the revealed order; top half faces left; terrain from the Void Lock card; 7/7 blips', () => {
    const s = dealAll(start(FOUR), ORDER);
    // RB p26: Door 1↓, Dark Corner 3↓ on the left; Ventilation Duct 4↑, Corridor 2↑ on the right.
    expect(view(s)).toEqual(
      rows(
        '#door | gideon< |',
        '| lorenzo< |',
        '#dark-corner | zael< |',
        '| scipio< |',
        '| noctis> | #ventilation-duct',
        '| omnio> |',
        '| deino> | #corridor',
        '| calistarius> |',
      ),
    );
    // RB p8 step 7: the blip piles hold the numbers printed on the Void Lock card before the spawn.
    expect(asked(s)).toBe('reveal:event');
    expect(blipCounts(s)).toEqual({ LEFT: 7, RIGHT: 7 });
    expect(s.supply).toBe(12);
  });

  it('3/6-player Void Lock: Door 2↓, Dark Corner 5↓, Ventilation Duct 6↑, Corridor 3↑ on 12 marines', () => {
    const players = playersFor(6, 1);
    const order = players.flatMap((p) => p.teams).flatMap((t) => marinesOfTeam(t).map((m) => m.id));
    const s = dealAll(start(players), order);
    const terrainRows = s.formation.flatMap((p, i) => [...p.LEFT.terrain.map((t) => `${i + 1}L ${t.id}`), ...p.RIGHT.terrain.map((t) => `${i + 1}R ${t.id}`)]);
    expect(terrainRows).toEqual(['2L terrain.door', '5L terrain.dark-corner', '7R terrain.ventilation-duct', '10R terrain.corridor']);
    expect(s.formation.map((p) => p.facing)).toEqual([...Array(6).fill('LEFT'), ...Array(6).fill('RIGHT')]);
    expect(blipCounts(s)).toEqual({ LEFT: 9, RIGHT: 9 });
  });

  it('the setup Event only spawns: no ability, no movement; it is then discarded (RB p8 step 8)', () => {
    const s0 = dealAll(start(FOUR), ORDER);
    // Chaos of Battle: red minor, yellow minor, head moves to adjacent; its ability would turn every marine.
    const { state: s, log } = play(s0, 'event.chaos-of-battle.1', 'HEAD', 'HEAD');
    expect(view(s)).toEqual(
      rows(
        '[HEAD] #door | gideon< |',
        '| lorenzo< |',
        '#dark-corner | zael< |',
        '| scipio< |',
        '| noctis> | #ventilation-duct [HEAD]',
        '| omnio> |',
        '| deino> | #corridor',
        '| calistarius> |',
      ),
    );
    // Minor spawn of the 2–4 player card is 1: one card from each side's pile.
    expect(blipCounts(s)).toEqual({ LEFT: 6, RIGHT: 6 });
    expect(s.event).toBeNull();
    expect(s.eventDiscard).toEqual(['event.chaos-of-battle.1']);
    expect(s.eventDeck).toHaveLength(29);
    expect(s.phase).toBe('choose-actions');
    expect(asked(s)).toBe('decision:choose-action');
    expect(log).toContain('Setup is complete.');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the red box spawns before the yellow box: the right pile is revealed first (RB p14 boxes left to right)', () => {
    const s0 = dealAll(start(FOUR), ORDER);
    const s1 = play(s0, 'event.chaos-of-battle.1').state;
    expect(s1.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'RIGHT' });
    const s2 = play(s1, 'TAIL').state;
    expect(s2.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'LEFT' });
  });

  it('a dealt marine cannot be dealt again (FAQ F9 deal, table input)', () => {
    const s = play(start(FOUR), marineId('gideon')).state;
    const r = answer(s, marineId('gideon'));
    expect(r.ok).toBe(false);
    expect(options(s)).not.toContain(marineId('gideon'));
    expect(options(s)).toHaveLength(7);
  });
});
