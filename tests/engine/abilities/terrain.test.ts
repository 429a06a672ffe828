/**
 * Terrain activations (RB p18: a marine in front of an ACTIVATE Terrain card during a Move +
 * Activate action; each card once per round) and the Door on travel (RB p25–26).
 * Sources: cards.json terrain.<id> activateSummary; FAQ F12 for Power Field.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../build';
import { FOUR_PLAYERS, blipCounts, build, rows, view } from '../build';
import { expectAsk, expectDie, lines, run } from './helpers';

/** Lorenzo (BLUE, Intimidation) is in front of the terrain; `extra` may add other teams' cards. */
function activation(rowsIn: string[], extra: Partial<Scenario> = {}) {
  return build({ rows: rowsIn, start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.intimidation' }, ...extra }).state;
}

describe('Door (terrain.door)', () => {
  // cards.json terrain.door: one token from the supply onto the Door.
  it('Door: activating it puts one Support token from the supply on it (no second token for a blue marine)', () => {
    const s = activation(['#door | lorenzo< |', '| deino> |']);
    const r1 = run(s, 'done', 'done');
    expect(expectAsk(r1.state, 'activate')).toEqual(['activate:marine.lorenzo:terrain.door', 'done']);
    const r = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.door');
    expect(view(r.state)).toEqual(rows('#door*1 | lorenzo< |', '| deino> |'));
    expect(r.state.supply).toBe(11);
    expect(r.state.effects.activatedTerrain).toEqual(['terrain.door']);
  });

  // cards.json terrain.door; D-17: on travel, first, up to one Genestealer anywhere per token; the tokens go back.
  it('Door on travel: before the new Location, one Genestealer anywhere per token; then the tokens return to the supply', () => {
    const s = build({
      rows: ['[CLAW CLAW] #door*2 | lorenzo< |', '| deino> | [TAIL]'],
      start: { phase: 'end-of-resolve-actions' },
      blips: { LEFT: 0, RIGHT: 3 },
      locationDeck: ['location.teleportarium'],
    }).state;
    expect(s.prompt).toMatchObject({ ask: 'door-slay', subject: 'terrain.door', options: ['swarm:0:LEFT:0', 'swarm:1:RIGHT:0', 'done'] });
    const r1 = run(s, 'swarm:1:RIGHT:0');
    expect(expectAsk(r1.state, 'door-slay')).toEqual(['swarm:0:LEFT:0', 'done']);
    const r2 = run(s, 'swarm:1:RIGHT:0', 'swarm:0:LEFT:0');
    expect(r2.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
    expect(view(r2.state)).toEqual(rows('[CLAW] #door*2 | lorenzo< |', '| deino> |'));
    const r = run(r2.state, 'location.teleportarium');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo< | #control-panel', '#ventilation-duct #dark-corner | deino> | #corridor'));
    expect(r.state.supply).toBe(12);
    expect(blipCounts(r.state)).toEqual({ LEFT: 7, RIGHT: 5 });
  });

  // D-17: the slaying is optional.
  it('Door on travel: "done" keeps every Genestealer', () => {
    const s = build({ rows: ['[CLAW] #door*1 | lorenzo< |', '| deino> |'], start: { phase: 'end-of-resolve-actions' }, blips: { LEFT: 0, RIGHT: 3 } }).state;
    const r = run(s, 'done');
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
    expect(view(r.state)[0]).toBe(rows('[CLAW] #door*1 | lorenzo< |')[0]);
  });
});

describe('Control Panel (terrain.control-panel)', () => {
  // cards.json terrain.control-panel: no effect where the Location has no Control Panel ability.
  it('Control Panel at the Main Corridor (an Upon Entering location): nothing happens, but it counts as activated', () => {
    const s = activation(['#control-panel | lorenzo< |', '| deino> |'], { location: 'location.main-corridor', pastLocations: ['setup.void-lock-1p'], locationDeck: [] });
    const r = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.control-panel');
    expect(view(r.state)).toEqual(rows('#control-panel | lorenzo< |', '| deino> |'));
    expect(lines(r.log, 'has no control panel effect, so nothing happens')).toHaveLength(1);
    expect(r.fired).toEqual({});
    expect(r.state.effects.activatedTerrain).toEqual(['terrain.control-panel']);
  });
});

describe('Spore Chimney (terrain.spore-chimney)', () => {
  // cards.json terrain.spore-chimney: a skull discards it; the roll is not re-rolled (RB p16).
  it('Spore Chimney: a skull removes it from play', () => {
    const s = activation(['#spore-chimney | lorenzo<+1 |', '| deino> |']);
    const r1 = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.spore-chimney');
    expectDie(r1.state);
    const r = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.spore-chimney', '3');
    expect(view(r.state)).toEqual(rows('| lorenzo<+1 |', '| deino> |'));
  });

  // cards.json terrain.spore-chimney; RB p16 (no re-roll).
  it('Spore Chimney: no skull, it stays (Lorenzo\'s token offers no re-roll)', () => {
    const r = run(activation(['#spore-chimney | lorenzo<+1 |', '| deino> |']), 'done', 'done', 'activate:marine.lorenzo:terrain.spore-chimney', '4');
    expect(view(r.state)).toEqual(rows('#spore-chimney | lorenzo<+1 |', '| deino> |'));
    expect(r.fired['terrain.spore-chimney']).toBe(1);
  });
});

describe('Promethium Tank (terrain.promethium-tank)', () => {
  // cards.json terrain.promethium-tank; FAQ F12 / action.power-field; RB p24 (the Brood Lord after the normal card).
  it('Promethium Tank: it leaves play and its row burns on both sides, Brood Lord included, except a Power Field swarm', () => {
    const s = activation(['[BL-a CLAW] #promethium-tank | lorenzo< | [TAIL]', '| scipio> |', '| deino> | [HEAD]'], {
      chosen: { BLUE: 'action.intimidation', GREY: 'action.power-field' },
    });
    const r1 = run(s, 'marine.scipio', 'swarm:0:RIGHT:0', 'done', 'done', 'activate:marine.lorenzo:terrain.promethium-tank');
    expectDie(r1.state);
    expect(view(r1.state)).toEqual(rows('| lorenzo< | [TAIL]', '| scipio>+1 |', '| deino> | [HEAD]'));
    expect(r1.state.broodLordsSlain).toEqual(['brood-lord.a']);
    expect(r1.state.stats.genestealersSlain).toBe(2);
    const r = run(r1.state, '3');
    expect(r.state.marinesSlain).not.toContain('marine.lorenzo');
    // Intimidation's own step follows (the shielded TAIL may still be driven off: that is no slaying).
    expect(r.state.prompt).toMatchObject({ ask: 'intimidation' });
  });

  // cards.json terrain.promethium-tank: "a 0 kills the activating marine".
  it('Promethium Tank: a 0 afterwards kills the marine who set it off', () => {
    const s = activation(['[CLAW] #promethium-tank | lorenzo< |', '| deino> |']);
    const r = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.promethium-tank', '0');
    expect(r.state.marinesSlain).toContain('marine.lorenzo');
    expect(view(r.state)).toEqual(rows('| deino> |'));
    expect(r.state.stats.genestealersSlain).toBe(1);
  });
});

describe('Artefact (terrain.artefact)', () => {
  // cards.json terrain.artefact: taken into the activating player's hand; later it turns a killing defence roll into a miss.
  it('Artefact: Ann takes it, and later discards it to save her marine Lorenzo from a killing roll', () => {
    const s = build({
      players: FOUR_PLAYERS,
      rows: ['#artefact | lorenzo< | [CLAW CLAW CLAW]', '| scipio> |'],
      start: { phase: 'resolve-actions' },
      chosen: { BLUE: 'action.intimidation', GREY: 'action.power-field' },
    }).state;
    // Power Field (Cid): token on Scipio, no shield; Intimidation (Ann): take the Artefact, no roll.
    const r1 = run(s, 'marine.scipio', 'skip', 'done', 'done', 'activate:marine.lorenzo:terrain.artefact');
    expect(r1.state.artefactHolder).toBe(0);
    expect(view(r1.state)).toEqual(rows('| lorenzo< | [CLAW CLAW CLAW]', '| scipio>+1 |'));
    const r2 = run(r1.state, 'skip', '1');
    expect(r2.state.prompt).toMatchObject({ player: 0, ask: 'use-artefact', subject: 'marine.lorenzo', options: ['use', 'keep'] });
    const r = run(r2.state, 'use');
    expect(r.state.marinesSlain).not.toContain('marine.lorenzo');
    expect(r.state.artefactHolder).toBeNull();
    expect(r.fired['terrain.artefact']).toBe(1);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json terrain.artefact: "one of his marines", "turn that Genestealer attack into a miss".
  it('Artefact: keeping it lets the roll kill; it is not offered for another player\'s marine, nor for a miss', () => {
    const s = build({
      players: FOUR_PLAYERS,
      rows: ['| lorenzo< | [CLAW]', '| scipio< | [TAIL TAIL]', '| gideon> |'],
      start: { phase: 'genestealer-attack' },
    }).state;
    s.artefactHolder = 0;
    // Lorenzo's 4 misses: nothing to ask. Scipio (Cid's) rolls 1 and dies: Ann is not asked.
    const r = run(s, '4', '1');
    expect(r.state.marinesSlain).toContain('marine.scipio');
    expect(r.state.artefactHolder).toBe(0);
    const kept = run(s, '1', 'keep');
    expect(kept.state.marinesSlain).toContain('marine.lorenzo');
    expect(kept.state.artefactHolder).toBe(0);
  });
});
