/**
 * Location "Upon Entering" abilities (RB p25–26: travel steps 1–4; the ability comes last, after
 * the new terrain and blip piles, D-15). Every scenario travels at the end of the Resolve
 * Actions Phase (the left blip pile is empty), four marines, one player (BLUE, GREEN, GREY).
 * Terrain rows follow RB p26 (arrow down: from the top; up: from the bottom; clamped).
 * Sources: cards.json location.<id> abilitySummary / victory.
 */
import { describe, expect, it } from 'vitest';
import { blipCounts, build, rows, view } from '../build';
import { expectAsk, expectDie, lines, run } from './helpers';

const FOUR = ['| lorenzo< |', '| deino< |', '| gideon> |', '| noctis> |'];

function travelTo(location: string, rowsIn: string[] = FOUR) {
  return build({ rows: rowsIn, start: { phase: 'end-of-resolve-actions' }, blips: { LEFT: 0, RIGHT: 3 }, locationDeck: [location] }).state;
}

describe('Upon Entering abilities (RB p26 step 4)', () => {
  // cards.json location.main-corridor: 2 spawn at the Corridor, from the pile on its side.
  it('Main Corridor: two Genestealers spawn at the Corridor from the right pile (after the refill, D-15)', () => {
    const s = travelTo('location.main-corridor');
    const r1 = run(s, 'location.main-corridor');
    expect(r1.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'RIGHT' });
    const r = run(s, 'location.main-corridor', 'CLAW', 'TAIL');
    expect(view(r.state)).toEqual(rows('| lorenzo< | #corridor [CLAW TAIL]', '#ventilation-duct | deino< | #dark-corner', '| gideon> |', '#door | noctis> |'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 7, RIGHT: 6 });
    expect(r.fired).toEqual({ 'location.main-corridor': 1 });
    // Next: the Genestealer Attack Phase.
    expectDie(r.state);
  });

  // cards.json location.service-shaft.
  it('Service Shaft: every marine turns to face right', () => {
    const r = run(travelTo('location.service-shaft'), 'location.service-shaft');
    expect(view(r.state)).toEqual(rows('| lorenzo> | #corridor', '#dark-corner | deino> | #door', '| gideon> |', '#ventilation-duct | noctis> |'));
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json location.lower-accessway: 2 spawn behind the top marine, from that side's pile.
  it('Lower Accessway: two Genestealers spawn behind the top marine (Lorenzo faces left: on his right)', () => {
    const r = run(travelTo('location.lower-accessway'), 'location.lower-accessway', 'HEAD', 'HEAD');
    expect(view(r.state)).toEqual(rows('| lorenzo< | #dark-corner [HEAD HEAD]', '| deino< | #door', '#ventilation-duct | gideon> |', '#corridor | noctis> |'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 7, RIGHT: 5 });
  });

  // cards.json location.wreckage-labyrinth; D-15: judged against the new terrain, not the one left behind.
  it('Wreckage Labyrinth: marines facing a new Terrain card at their position turn round; the old terrain does not count (D-15)', () => {
    const s = travelTo('location.wreckage-labyrinth', ['| lorenzo< |', '| deino> |', '| gideon> | #spore-chimney', '| noctis< |']);
    const r = run(s, 'location.wreckage-labyrinth');
    expect(view(r.state)).toEqual(rows(
      '#ventilation-duct | lorenzo> | #promethium-tank',
      '| deino< | #door',
      '| gideon> |',
      '#corridor | noctis> |',
    ));
  });

  // cards.json location.munitorium implementationNotes: two different marines.
  it('Munitorium: the current player puts a token on each of two different marines', () => {
    const s = travelTo('location.munitorium');
    const r1 = run(s, 'location.munitorium');
    expect(expectAsk(r1.state, 'munitorium')).toEqual(['marine.lorenzo', 'marine.deino', 'marine.gideon', 'marine.noctis']);
    const r2 = run(s, 'location.munitorium', 'marine.deino');
    expect(expectAsk(r2.state, 'munitorium')).toEqual(['marine.lorenzo', 'marine.gideon', 'marine.noctis']);
    const r = run(s, 'location.munitorium', 'marine.deino', 'marine.noctis');
    expect(view(r.state)).toEqual(rows('| lorenzo< | #dark-corner', '| deino<+1 |', '#promethium-tank | gideon> | #ventilation-duct', '#door | noctis>+1 |'));
    expect(r.state.supply).toBe(10);
  });

  // cards.json location.dark-catacombs: a marine without tokens (any if none qualifies) gets one behind him.
  it('Dark Catacombs: only marines without tokens are offered; one Genestealer spawns behind Noctis', () => {
    const s = travelTo('location.dark-catacombs', ['| lorenzo<+1 |', '| deino<+1 |', '| gideon> |', '| noctis> |']);
    const r1 = run(s, 'location.dark-catacombs');
    expect(expectAsk(r1.state, 'dark-catacombs')).toEqual(['marine.gideon', 'marine.noctis']);
    const r = run(s, 'location.dark-catacombs', 'marine.noctis', 'TONGUE');
    expect(view(r.state)).toEqual(rows(
      '#dark-corner | lorenzo<+1 | #ventilation-duct #corridor',
      '| deino<+1 |',
      '#door | gideon> |',
      '[TONGUE] | noctis> |',
    ));
    expect(blipCounts(r.state)).toEqual({ LEFT: 5, RIGHT: 6 });
  });

  // cards.json location.black-holds: 2 spawn into a chosen swarm from its side's pile; no swarm, nothing.
  it('Black Holds: the current player picks a swarm and two more join it', () => {
    const s = travelTo('location.black-holds', ['[CLAW] | lorenzo< |', '| deino< | [TAIL]', '| gideon> |', '| noctis> |']);
    const r1 = run(s, 'location.black-holds');
    expect(expectAsk(r1.state, 'black-holds')).toEqual(['swarm:0:LEFT:0', 'swarm:1:RIGHT:0']);
    const r = run(s, 'location.black-holds', 'swarm:1:RIGHT:0', 'HEAD', 'HEAD');
    expect(view(r.state)).toEqual(rows(
      '[CLAW] | lorenzo< |',
      '#corridor | deino< | #ventilation-duct [HEAD HEAD TAIL]',
      '| gideon> | #promethium-tank',
      '#door | noctis> |',
    ));
    expect(blipCounts(r.state)).toEqual({ LEFT: 5, RIGHT: 4 });
  });

  // cards.json location.black-holds: "no swarms -> nothing".
  it('Black Holds: with no swarm in the formation nothing happens', () => {
    const r = run(travelTo('location.black-holds'), 'location.black-holds');
    expect(blipCounts(r.state)).toEqual({ LEFT: 5, RIGHT: 6 });
    expect(r.fired).toEqual({});
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json location.hibernation-cluster implementationNotes: the piles are filled before the travel check.
  it('Hibernation Cluster: one card per marine into each (empty) pile, and no second travel', () => {
    const r = run(travelTo('location.hibernation-cluster'), 'location.hibernation-cluster');
    expect(blipCounts(r.state)).toEqual({ LEFT: 4, RIGHT: 4 });
    expect(r.state.location).toBe('location.hibernation-cluster');
    expect(r.log).toContain('Hibernation Cluster: 4 cards go into each blip pile, one per marine.');
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json location.wrath-of-baal-chapel: the Artefact goes on any row and side, a 5th terrain.
  it('Wrath of Baal Chapel: the Artefact is placed where the current player says', () => {
    const s = travelTo('location.wrath-of-baal-chapel');
    const r1 = run(s, 'location.wrath-of-baal-chapel');
    expect(expectAsk(r1.state, 'place-artefact')).toEqual(['at:0:LEFT', 'at:0:RIGHT', 'at:1:LEFT', 'at:1:RIGHT', 'at:2:LEFT', 'at:2:RIGHT', 'at:3:LEFT', 'at:3:RIGHT']);
    const r = run(s, 'location.wrath-of-baal-chapel', 'at:2:RIGHT');
    expect(view(r.state)).toEqual(rows('#ventilation-duct | lorenzo< | #door', '| deino< |', '#corridor | gideon> | #artefact', '| noctis> | #dark-corner'));
  });

  // cards.json location.genestealer-lair: swarms gather at the red terrain of their side, a Brood Lord at each.
  it('Genestealer Lair: swarms gather at the Ventilation Duct and the Spore Chimney, a Brood Lord rises at each', () => {
    const s = travelTo('location.genestealer-lair', ['[CLAW] | lorenzo< | [TAIL]', '| deino< |', '[HEAD] | gideon> |', '| noctis> | [TONGUE]']);
    const r1 = run(s, 'location.genestealer-lair');
    expect(expectAsk(r1.state, 'brood-lord-left')).toEqual(['brood-lord.a', 'brood-lord.b']);
    const r = run(s, 'location.genestealer-lair', 'brood-lord.b');
    const cards = (row: number, side: 'LEFT' | 'RIGHT') => r.state.formation[row]?.[side].swarms.flatMap((sw) => sw.cards.map((c) => c.replace(/\.\d+$/, ''))).sort();
    expect(cards(1, 'LEFT')).toEqual(['brood-lord.b', 'gs.claw', 'gs.head']);
    expect(cards(3, 'RIGHT')).toEqual(['brood-lord.a', 'gs.tail', 'gs.tongue']);
    expect(inRows(r.state, [0, 2])).toBe(0);
    expect(r.state.broodLordsOut).toEqual([]);
  });

  // RB p13 (a swarm is every card on one side of a position), RB p21 (a spawned card joins the cards there), RB p24 (−1).
  it('Genestealer Lair: the gathered cards and the Brood Lord form one swarm, which attacks once with −1', () => {
    // Found by this suite: the Lair used to leave each gathered swarm and the Brood Lord apart, attacking one by one.
    const s = travelTo('location.genestealer-lair', ['[CLAW] | lorenzo< | [TAIL]', '| deino< |', '[HEAD] | gideon> |', '| noctis> | [TONGUE]']);
    const r = run(s, 'location.genestealer-lair', 'brood-lord.b');
    expect(view(r.state)[1]).toBe(rows('[BL-b CLAW HEAD] #ventilation-duct | deino< |')[0]);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.deino', swarm: { size: 3, side: 'LEFT', marine: 'marine.deino' } } });
  });
});

function inRows(s: ReturnType<typeof travelTo>, rowsIn: number[]): number {
  let n = 0;
  for (const r of rowsIn) for (const side of ['LEFT', 'RIGHT'] as const) for (const sw of s.formation[r]?.[side].swarms ?? []) n += sw.cards.length;
  return n;
}

describe('Genestealer Lair victory (cards.json location.genestealer-lair victory; RB p24)', () => {
  const lair = () => {
    const s = build({
      rows: ['[BL-a] | lorenzo< |', '[CLAW] | deino< |'],
      start: { phase: 'resolve-actions' },
      chosen: { BLUE: 'action.lead-by-example' },
      location: 'location.genestealer-lair',
      pastLocations: ['setup.void-lock-1p', 'location.black-holds', 'location.generatorium'],
      locationDeck: [],
    }).state;
    // The other Brood Lord died earlier in the game.
    s.broodLordsOut = [];
    s.broodLordsSlain = ['brood-lord.b'];
    return s;
  };

  // cards.json location.genestealer-lair victory: "the moment the second Brood Lord dies".
  it('Genestealer Lair: the marines win the moment the second Brood Lord dies, Genestealers and blips notwithstanding', () => {
    const r = run(lair(), 'marine.lorenzo', 'swarm:0:LEFT:0', '1');
    expect(r.state.outcome).toBe('won');
    expect(r.state.phase).toBe('over');
    expect(r.state.prompt).toBeNull();
    expect(lines(r.log, 'Both Brood Lords are dead')).toHaveLength(1);
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '[CLAW] | deino< |'));
  });

  // cards.json location.genestealer-lair victory; RB p10.
  it('Genestealer Lair: killing a normal Genestealer is no win while a Brood Lord lives', () => {
    const r = run(lair(), 'marine.lorenzo', 'swarm:1:LEFT:0', '1');
    expect(r.state.outcome).toBeNull();
    // The game goes on: Lead By Example offers its token for the kill.
    expect(r.state.prompt).toMatchObject({ ask: 'lead-by-example' });
  });
});
