/**
 * Starting the companion from the middle of a physical game (issue: table companion, "start
 * from the middle of a game by entering the position"). The table's description becomes a
 * full position: unseen cards face down and provisional, every card and token in one place.
 */
import { describe, expect, it } from 'vitest';
import { positionFromTable } from '../../../src/engine/from-table';
import type { TablePosition } from '../../../src/engine/from-table';
import { checkInvariants } from '../../../src/engine/invariants';
import { answer } from '../../../src/engine/driver';
import { view } from '../build';

const TWO: TablePosition['players'] = [
  { name: 'Ann', teams: ['BLUE', 'RED'] },
  { name: 'Bob', teams: ['GREEN', 'YELLOW'] },
];

function base(): TablePosition {
  return {
    players: TWO,
    round: 3,
    location: 'location.black-holds',
    formation: [
      { marine: 'marine.lorenzo', facing: 'LEFT', tokens: 2, LEFT: { genestealers: ['CLAW', 'HEAD'], terrain: [{ id: 'terrain.corridor' }] } },
      { marine: 'marine.leon', facing: 'LEFT' },
      { marine: 'marine.gideon', facing: 'RIGHT', RIGHT: { terrain: [{ id: 'terrain.door', tokens: 1 }], genestealers: ['TAIL'] } },
      { marine: 'marine.claudio', facing: 'RIGHT' },
      { marine: 'marine.goriel', facing: 'RIGHT' },
    ],
    blips: { LEFT: 3, RIGHT: 4 },
    eventDiscard: ['event.evasion', 'event.gun-jam.1'],
    lastResolved: { BLUE: 'action.counter-attack' },
  };
}

describe('positionFromTable', () => {
  it('builds the described formation, piles and tokens, and starts the next round', () => {
    const r = positionFromTable(base());
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const s = r.state;
    expect(view(s)).toEqual([
      '[CLAW HEAD] #corridor | lorenzo<+2 |',
      '| leon< |',
      '| gideon> | #door*1 [TAIL]',
      '| claudio> |',
      '| goriel> |',
    ]);
    expect(s.round).toBe(4);
    expect(s.phase).toBe('choose-actions');
    expect([s.blips.LEFT.length, s.blips.RIGHT.length]).toEqual([3, 4]);
    expect(s.supply).toBe(12 - 3);
    expect(s.eventDiscard).toEqual(['event.evasion', 'event.gun-jam.1']);
    // Two players with 2 teams each: the 2–4 player Void Lock, tiers 1C, 2, 3, 4; Black Holds is tier 2.
    expect(s.location).toBe('location.black-holds');
    expect(s.locationDeck.map((l) => l.split('.')[0])).toEqual(['location', 'location']);
    expect(s.marinesSlain.sort()).toEqual(['marine.deino', 'marine.noctis', 'marine.valencio']);
    expect(checkInvariants(s)).toEqual([]);
    // Blue resolved Counter Attack last round, so it is not offered to Blue now.
    expect(s.prompt).toMatchObject({ ask: 'choose-action', subject: 'BLUE' });
    expect(s.prompt?.options).not.toContain('action.counter-attack');
  });

  it('a team with no marine left has no cards to choose (RB p27)', () => {
    const t = base();
    t.formation = t.formation.filter((r) => r.marine !== 'marine.leon');
    const r = positionFromTable(t);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.state.hands.RED).toBeUndefined();
  });

  it('an empty blip pile at the start makes the squad travel at once (RB p25)', () => {
    const t = base();
    t.blips = { LEFT: 0, RIGHT: 4 };
    const r = positionFromTable(t);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    // The Door's token may first slay a Genestealer before leaving (RB p26, Door card).
    expect(r.state.prompt).toMatchObject({ kind: 'decision', ask: 'door-slay' });
    const next = answer(r.state, 'done');
    if (!next.ok) throw new Error(next.error);
    expect(next.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
    expect(next.state.prompt?.options.sort()).toEqual(['location.generatorium', 'location.hibernation-cluster', 'location.wrath-of-baal-chapel']);
  });

  it.each([
    [(t: TablePosition) => (t.formation[1] = { marine: 'marine.zael', facing: 'LEFT' }), 'Position 2: marine.zael is not in a combat team of this game.'],
    [(t: TablePosition) => (t.location = 'location.generatorium-x'), '"location.generatorium-x" is not a Location card.'],
    [(t: TablePosition) => (t.formation[0] = { marine: 'marine.lorenzo', facing: 'LEFT', tokens: 13 }), '14 Support tokens are listed, but the game has only 12.'],
    [(t: TablePosition) => (t.formation[3] = { marine: 'marine.claudio', facing: 'RIGHT', LEFT: { genestealers: Array(10).fill('CLAW') } }), 'Position 4 left: there are only 9 claw Genestealers in the game.'],
    [(t: TablePosition) => (t.formation[3] = { marine: 'marine.claudio', facing: 'RIGHT', LEFT: { terrain: [{ id: 'terrain.corridor' }] } }), 'Position 4: terrain.corridor is in play twice.'],
    [(t: TablePosition) => (t.eventDiscard = ['event.evasion', 'event.evasion']), 'event.evasion is listed twice in the discard pile.'],
    [(t: TablePosition) => (t.location = 'location.service-shaft'), 'With 2 players the Location deck is built from tiers 1C, 2, 3, 4; the Service Shaft is not part of it.'],
  ])('refuses what cannot be on a table, saying why (%#)', (edit, message) => {
    const t = base();
    edit(t);
    const r = positionFromTable(t);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContain(message);
  });
});
