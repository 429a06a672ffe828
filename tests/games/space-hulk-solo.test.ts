import { describe, expect, it } from 'vitest';
import {
  activationOrder,
  afterReveal,
  ambushTarget,
  blipStep,
  broodTest,
  connectedTiles,
  genestealerStep,
  movementTarget,
  placementOf,
  placeOnEntry,
  priorityOrder,
  rankOf,
  saturated,
  type Die,
  type Marine,
} from '../../src/games/space-hulk-solo/rules';

const marine = (id: string, f: Partial<Marine> = {}): Marine => ({
  id,
  name: id,
  victory: false,
  noFirePower: false,
  facingAway: false,
  bolter: false,
  ...f,
});

describe('Reinforcement Blips: the d6 placement table (Solo Game Board)', () => {
  it.each<[Die, string]>([
    [1, 'ambush'],
    [2, 'top-priority'],
    [3, 'top-priority'],
    [4, 'top-priority'],
    [5, 'isolated'],
    [6, 'player-choice'],
  ])('a %i places the blip: %s', (d6, placement) => {
    expect(placementOf(d6)).toBe(placement);
  });
});

describe('Saturation (Reinforcement Blips; FAQ "Can I put 2 blips on the same entry point?")', () => {
  it('a second blip may join an entry point while another entry point is empty', () => {
    expect(placeOnEntry([1, 0, 0], 0)).toEqual([2, 0, 0]);
  });
  it('once every entry point holds a blip, the next blip is lost', () => {
    expect(saturated([2, 1, 1])).toBe(true);
    expect(placeOnEntry([2, 1, 1], 1)).toBeNull();
  });
  it('the last empty entry point can still be filled', () => {
    expect(placeOnEntry([1, 1, 0], 2)).toEqual([1, 1, 1]);
  });
  it('an entry point that does not exist is refused', () => {
    expect(() => placeOnEntry([0, 0], 2)).toThrow(RangeError);
  });
});

describe('Targets Priority List', () => {
  it.each<[Partial<Marine>, number]>([
    [{ victory: true, bolter: true }, 1],
    [{ noFirePower: true, facingAway: true }, 2],
    [{ facingAway: true, bolter: true }, 3],
    [{ bolter: true }, 4],
    [{}, 5],
  ])('%o ranks %i', (f, rank) => {
    expect(rankOf(marine('m', f))).toBe(rank);
  });
  it('orders by rank, and a die settles equal ranks', () => {
    const ms = [marine('a', { bolter: true }), marine('b', { bolter: true }), marine('c', { victory: true })];
    expect(priorityOrder(ms).map((m) => m.id)).toEqual(['c', 'a', 'b']);
    expect(priorityOrder(ms, [5, 2, 1]).map((m) => m.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('Ambush Blips: exactly 6 squares, out of every line of sight (FAQ on 6 squares)', () => {
  const order = [marine('sergeant'), marine('flamer'), marine('brother')];
  it('goes to the top-priority marine when a square fits', () => {
    expect(ambushTarget(order, () => true)?.id).toBe('sergeant');
  });
  it('falls back to the next marine in priority order', () => {
    expect(ambushTarget(order, (m) => m.id !== 'sergeant')?.id).toBe('flamer');
    expect(ambushTarget(order, (m) => m.id === 'brother')?.id).toBe('brother');
  });
  it('is lost when no marine allows it', () => {
    expect(ambushTarget(order, () => false)).toBeNull();
  });
});

describe('Target for aliens movement', () => {
  const order = priorityOrder([marine('a', { bolter: true }), marine('b', { victory: true }), marine('c')]);
  it('row 1: a marine it can reach in close combat beats priority', () => {
    expect(movementTarget(order, { reachable: ['a'], within12: ['a', 'b'], closest: 'c' })).toEqual({ target: 'a', row: 1 });
  });
  it('row 2: the highest priority within 12 squares', () => {
    expect(movementTarget(order, { reachable: [], within12: ['a', 'b'], closest: 'a' })).toEqual({ target: 'b', row: 2 });
  });
  it('row 3: else the closest', () => {
    expect(movementTarget(order, { reachable: [], within12: [], closest: 'c' })).toEqual({ target: 'c', row: 3 });
  });
});

describe('Aliens Activation Order', () => {
  it('Genestealers closest first, then blips on board closest first, then lurking blips', () => {
    const order = activationOrder({
      genestealers: [
        { id: 'g1', distance: 5 },
        { id: 'g2', distance: 2 },
      ],
      blips: [
        { id: 'b1', distance: 9 },
        { id: 'b2', distance: 4 },
      ],
      lurking: [0, 2],
    });
    expect(order).toEqual([
      { kind: 'genestealer', id: 'g2' },
      { kind: 'genestealer', id: 'g1' },
      { kind: 'blip', id: 'b2' },
      { kind: 'blip', id: 'b1' },
      { kind: 'lurking', entry: 1 },
      { kind: 'lurking', entry: 1 },
    ]);
  });
  it("a revealed blip's Genestealers act before the next blip", () => {
    const rest = [{ kind: 'blip', id: 'b1' } as const];
    expect(afterReveal(rest, ['x', 'y'])).toEqual([{ kind: 'genestealer', id: 'x' }, { kind: 'genestealer', id: 'y' }, rest[0]]);
  });
});

describe('Genestealers Activation and Blips Activation', () => {
  it('attacks while adjacent, moves otherwise, stops without action points', () => {
    expect(genestealerStep(3, true)).toBe('attack');
    expect(genestealerStep(1, false)).toBe('move');
    expect(genestealerStep(0, true)).toBe('done');
  });
  it('a blip reveals when it can end next to a marine, else moves', () => {
    expect(blipStep(true)).toBe('reveal');
    expect(blipStep(false)).toBe('move');
  });
});

describe('The Brood Effect: one d6 per tile plus the aliens on the section, 6 or more (FAQ "1D6 per alien?")', () => {
  it.each<[Die, number, boolean]>([
    [3, 3, true], // the rule's example: 2 blips + 1 Genestealer and a 3
    [3, 2, false],
    [4, 2, true], // two aliens: 4+ (50%)
    [1, 5, true], // five aliens always succeed
    [5, 0, false],
    [6, 0, true],
  ])('die %i with %i aliens: success %s', (d6, aliens, success) => {
    expect(broodTest(d6, aliens)).toEqual({ score: d6 + aliens, success });
  });
  it('connected groups: aliens adjacent across tiles join, and so on outwards', () => {
    const touching = [
      ['A', 'B'],
      ['B', 'C'],
      ['D', 'E'],
    ] as const;
    expect(connectedTiles('A', touching)).toEqual(['A', 'B', 'C']);
    expect(connectedTiles('D', touching)).toEqual(['D', 'E']);
    expect(connectedTiles('F', touching)).toEqual(['F']);
  });
});
