/**
 * Event card abilities, part 2 (RB p13–14; RB p16 on rolls that are not attacks). Four players
 * unless said: Cid (GREY) is the current player and answers every Instinct question, secretly.
 * Sources: cards.json event.<id>; discrepancies.md D-30, D-34.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../build';
import { FOUR_PLAYERS, blipCounts, build, rows, view } from '../build';
import { expectAsk, expectDie, lines, run, solo } from './helpers';

function ev(rowsIn: string[], extra: Partial<Scenario> = {}) {
  return build({ players: FOUR_PLAYERS, rows: rowsIn, start: { phase: 'event' }, eventDiscard: [], ...extra }).state;
}

function instinct(ask: string, options: string[]) {
  return { kind: 'decision', player: 2, ask, options, secret: true };
}

describe('Gun Jam (event.gun-jam.1 / .2, both TAIL adjacent)', () => {
  // cards.json event.gun-jam: only a team whose card this round was not its Attack card; it may not attack next round.
  it('Gun Jam: the teams that did not attack are offered; Green then cannot choose Dead Aim', () => {
    const s = ev(['| lorenzo< |', '| gideon< |', '| scipio> |', '[TAIL] | zael> |'], {
      chosen: { BLUE: 'action.lead-by-example', GREEN: 'action.run-and-gun', GREY: 'action.power-field', PURPLE: 'action.flamer-attack' },
    });
    const r1 = run(s, 'event.gun-jam.1');
    expect(r1.state.prompt).toMatchObject(instinct('gun-jam', ['GREEN', 'GREY']));
    const r = run(s, 'event.gun-jam.1', 'GREEN', 'action.counter-attack');
    // TAIL adjacent: the left swarm of the bottom marine flanks instead (off the bottom), behind Zael.
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| gideon< |', '| scipio> |', '[TAIL] | zael> |'));
    // Green's hand: Run and Gun was resolved last round, Dead Aim is jammed — Block is its only card, taken at once.
    expect(r.state.chosen.GREEN).toBe('action.block');
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action', subject: 'GREY' });
  });

  // cards.json event.gun-jam.2 (TAIL adjacent); RB p14 (a single valid target).
  it('Gun Jam copy 2: TAIL swarms move to the adjacent position', () => {
    const s = ev(['[TAIL] | lorenzo< |', '| gideon< |', '| scipio> |', '| zael> |'], {
      chosen: { BLUE: 'action.lead-by-example', GREEN: 'action.dead-aim', GREY: 'action.psionic-attack', PURPLE: 'action.strategize' },
    });
    // Only Purple did not attack: a single valid target is taken without asking.
    const r = run(s, 'event.gun-jam.2');
    expect(r.state.nextRound.jammed).toEqual([]);
    expect(r.state.effects.fromEvent.jammed).toEqual(['PURPLE']);
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '[TAIL] | gideon< |', '| scipio> |', '| zael> |'));
  });
});

describe('For My Battle Brothers! (event.for-my-battle-brothers.1 / .2, both TAIL adjacent)', () => {
  // cards.json event.for-my-battle-brothers; D-34: a marine with a token if any; he loses one; one engaged Genestealer goes.
  it('For My Battle Brothers!: only marines with a token are offered; Lorenzo pays one and a CLAW is discarded', () => {
    const s = ev(['[CLAW TAIL] | lorenzo<+1 |', '[HEAD] | scipio< |', '| calistarius>+2 |']);
    const r1 = run(s, 'event.for-my-battle-brothers.1');
    expect(r1.state.prompt).toMatchObject(instinct('battle-brothers', ['marine.lorenzo', 'marine.calistarius']));
    const r2 = run(s, 'event.for-my-battle-brothers.1', 'marine.lorenzo');
    expect(r2.state.prompt).toMatchObject({ player: 2, ask: 'battle-brothers-discard', options: ['swarm:0:LEFT:0:CLAW', 'swarm:0:LEFT:0:TAIL'], secret: false });
    const r = run(s, 'event.for-my-battle-brothers.1', 'marine.lorenzo', 'swarm:0:LEFT:0:CLAW');
    // Then TAIL adjacent: the left swarm left of Lorenzo moves one row down and merges with Scipio's.
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '[HEAD TAIL] | scipio< |', '| calistarius>+2 |'));
    expect(r.state.genestealerDiscard).toHaveLength(1);
    expect(r.state.supply).toBe(10);
    // Issue 35: which Genestealer went is told, as a typed event worded in the log.
    expect(r.log).toContain('For My Battle Brothers!: a claw Genestealer left of Lorenzo is discarded.');
  });

  // D-34: nobody holds a token — any marine is valid, and a Genestealer engaged with him is still discarded.
  it('For My Battle Brothers! copy 2 with no token anywhere: any marine; an engaged Genestealer is still discarded (D-34)', () => {
    const s = ev(['[TAIL] | lorenzo< |', '| scipio< | [HEAD HEAD]', '| calistarius> |']);
    const r1 = run(s, 'event.for-my-battle-brothers.2');
    expect(r1.state.prompt).toMatchObject(instinct('battle-brothers', ['marine.lorenzo', 'marine.scipio', 'marine.calistarius']));
    const r = run(s, 'event.for-my-battle-brothers.2', 'marine.scipio');
    // One HEAD is discarded (one type: no question); copy 2's TAIL adjacent moves Lorenzo's swarm down.
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '[TAIL] | scipio< | [HEAD]', '| calistarius> |'));
    expect(r.state.supply).toBe(12);
    expect(r.log).toContain('For My Battle Brothers!: a head Genestealer right of Scipio is discarded.');
  });

  // Own reading (sources silent): the discard takes a normal Genestealer; a Brood Lord alone is not discarded.
  it('For My Battle Brothers!: a Brood Lord is never the discarded card (own reading, RB p24)', () => {
    const s = ev(['| lorenzo<+1 | [BL-a]', '| scipio< |', '| calistarius>+1 |']);
    const r = run(s, 'event.for-my-battle-brothers.1', 'marine.lorenzo');
    // Lorenzo's token goes; the Brood Lord stays (its TAIL icon moves it: right swarms go up, off the top: it flanks, already behind).
    expect(view(r.state)).toEqual(rows('| lorenzo< | [BL-a]', '| scipio< |', '| calistarius>+1 |'));
  });
});

describe('Rewarded Faith (event.rewarded-faith, TAIL adjacent)', () => {
  // cards.json event.rewarded-faith: N of the chosen marine's tokens slay N Genestealers engaged with him.
  it('Rewarded Faith: Lorenzo returns both tokens to slay one on each side', () => {
    const s = ev(['[CLAW CLAW] | lorenzo<+2 | [HEAD]', '| scipio< |', '| calistarius> |']);
    const r1 = run(s, 'event.rewarded-faith');
    expect(r1.state.prompt).toMatchObject(instinct('rewarded-faith', ['marine.lorenzo', 'marine.scipio', 'marine.calistarius']));
    const r2 = run(s, 'event.rewarded-faith', 'marine.lorenzo');
    expect(expectAsk(r2.state, 'rewarded-faith-slay')).toEqual(['swarm:0:LEFT:0', 'swarm:0:RIGHT:0', 'stop']);
    const r = run(s, 'event.rewarded-faith', 'marine.lorenzo', 'swarm:0:LEFT:0', 'swarm:0:RIGHT:0');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo< |', '| scipio< |', '| calistarius> |'));
    expect(r.state.supply).toBe(12);
    expect(r.state.stats.genestealersSlain).toBe(2);
  });

  // cards.json event.rewarded-faith: "any number N".
  it('Rewarded Faith: "stop" keeps the remaining tokens', () => {
    const r = run(ev(['[CLAW CLAW] | lorenzo<+2 |', '| scipio< |']), 'event.rewarded-faith', 'marine.lorenzo', 'swarm:0:LEFT:0', 'stop');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo<+1 |', '| scipio< |'));
  });
});

describe('Full Scan (event.full-scan.1 / .2, both TONGUE adjacent)', () => {
  // cards.json event.full-scan: the top card of the chosen blip pile is discarded.
  it('Full Scan: the top card of the left pile is discarded; TONGUE swarms move', () => {
    const s = ev(['| lorenzo< |', '| scipio< | [TONGUE]'], { blips: { LEFT: 4, RIGHT: 3 } });
    const r1 = run(s, 'event.full-scan.1');
    expect(r1.state.prompt).toMatchObject(instinct('full-scan', ['LEFT', 'RIGHT']));
    const r = run(s, 'event.full-scan.1', 'LEFT');
    expect(blipCounts(r.state)).toEqual({ LEFT: 3, RIGHT: 3 });
    expect(r.state.genestealerDiscard).toEqual([s.blips.LEFT[0]]);
    expect(view(r.state)).toEqual(rows('| lorenzo< | [TONGUE]', '| scipio< |'));
  });

  // cards.json event.full-scan.2 (TONGUE adjacent).
  it('Full Scan copy 2: same ability, same TONGUE movement', () => {
    const r = run(ev(['| lorenzo< |', '| scipio< | [TONGUE]']), 'event.full-scan.2', 'RIGHT');
    expect(blipCounts(r.state)).toEqual({ LEFT: 4, RIGHT: 3 });
    expect(view(r.state)).toEqual(rows('| lorenzo< | [TONGUE]', '| scipio< |'));
  });
});

describe('Cleansing Flames (event.cleansing-flames, TONGUE adjacent)', () => {
  // cards.json event.cleansing-flames; RB p14: a marine it can act on (engaged Genestealers) if any; no re-roll.
  it('Cleansing Flames: only engaged marines are offered; a skull burns 2 engaged with Lorenzo', () => {
    const s = ev(['[CLAW CLAW HEAD] | lorenzo<+1 |', '| scipio< |', '| calistarius> | [TAIL]']);
    const r1 = run(s, 'event.cleansing-flames');
    expect(r1.state.prompt).toMatchObject(instinct('cleansing-flames', ['marine.lorenzo', 'marine.calistarius']));
    const r2 = run(s, 'event.cleansing-flames', 'marine.lorenzo');
    expectDie(r2.state);
    const r = run(s, 'event.cleansing-flames', 'marine.lorenzo', '2', 'HEAD');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo<+1 |', '| scipio< |', '| calistarius> | [TAIL]'));
    expect(r.state.stats.genestealersSlain).toBe(2);
  });

  // RB p14 "if able": with nobody engaged, any marine may be named (and nothing burns).
  it('Cleansing Flames: with no Genestealer engaged anywhere, every marine is offered', () => {
    const s = ev(['| lorenzo< |', '| scipio< |']);
    expect(run(s, 'event.cleansing-flames').state.prompt).toMatchObject(instinct('cleansing-flames', ['marine.lorenzo', 'marine.scipio']));
    const r = run(s, 'event.cleansing-flames', 'marine.scipio', '1');
    expect(r.state.stats.genestealersSlain).toBe(0);
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action' });
  });

  // cards.json event.cleansing-flames: only a skull burns.
  it('Cleansing Flames: no skull, no effect', () => {
    const r = run(ev(['[CLAW CLAW HEAD] | lorenzo<+1 |', '| scipio< |', '| calistarius> | [TAIL]']), 'event.cleansing-flames', 'marine.lorenzo', '4');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW HEAD] | lorenzo<+1 |', '| scipio< |', '| calistarius> | [TAIL]'));
  });
});

describe('Second Wind (event.second-wind, TONGUE adjacent)', () => {
  // cards.json event.second-wind: next round, the chosen marine's defence rolls of 0 miss.
  it('Second Wind: next round Scipio survives a 0 against a swarm of 2', () => {
    const s = build({ players: solo('GREY', 'BLUE', 'GREEN'), rows: ['[CLAW CLAW] | scipio< |', '| calistarius> |'], start: { phase: 'event' } }).state;
    const r1 = run(s, 'event.second-wind');
    expect(r1.state.prompt).toMatchObject({ ask: 'second-wind', secret: true, options: ['marine.scipio', 'marine.calistarius'] });
    // Next round: Power Field (its token on Calistarius, no shield), then Scipio's defence roll.
    const r = run(s, 'event.second-wind', 'marine.scipio', 'action.power-field', 'marine.calistarius', 'skip', '0');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW] | scipio< |', '| calistarius>+1 |'));
    expect(lines(r.log, 'he rolls 0, a hit, but an ability turns it into a miss')).toHaveLength(1);
  });
});

describe('Quick Instincts (event.quick-instincts, TONGUE adjacent)', () => {
  // cards.json event.quick-instincts; RB p14: only a marine that can attack; a normal attack, his own token may re-roll.
  it('Quick Instincts: a marine with a target attacks at once and re-rolls a miss with his token', () => {
    const s = ev(['[CLAW] | lorenzo<+1 |', '| scipio> |', '| calistarius< |']);
    const r1 = run(s, 'event.quick-instincts');
    expect(r1.state.prompt).toMatchObject(instinct('quick-instincts', ['marine.lorenzo', 'marine.calistarius']));
    // "may": Lorenzo's player (Ann) aims or declines.
    const r2 = run(s, 'event.quick-instincts', 'marine.lorenzo');
    expect(r2.state.prompt).toMatchObject({ player: 0, ask: 'attack-target', options: ['swarm:0:LEFT:0', 'skip'] });
    const r3 = run(s, 'event.quick-instincts', 'marine.lorenzo', 'swarm:0:LEFT:0', '4');
    expect(expectAsk(r3.state, 'attack-reroll')).toEqual(['reroll', 'keep']);
    const r = run(s, 'event.quick-instincts', 'marine.lorenzo', 'swarm:0:LEFT:0', '4', 'reroll', '1');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| scipio> |', '| calistarius< |'));
    expect(r.state.supply).toBe(12);
  });
});

describe('Quick Instincts: no marine can attack', () => {
  // RB p14: no valid target — nothing is asked and nothing happens.
  it('Quick Instincts: with no swarm in anyone\'s sights, nothing is asked', () => {
    // The only swarm is behind Scipio; Lorenzo faces right, where there is none.
    const s = ev(['| lorenzo> |', '[CLAW] | scipio> |']);
    const r = run(s, 'event.quick-instincts');
    expect(view(r.state)).toEqual(rows('| lorenzo> |', '[CLAW] | scipio> |'));
    expect(lines(r.log, 'no valid target')).toHaveLength(1);
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action' });
  });
});

describe('Secret Route (event.secret-route.1 / .2, both CLAW adjacent)', () => {
  // cards.json event.secret-route: 2 tokens from the supply on the Door, as many as the supply has.
  it('Secret Route: 2 tokens go on the Door; CLAW swarms move', () => {
    const r = run(ev(['#door*1 | lorenzo< |', '[CLAW] | scipio< |', '| calistarius> |']), 'event.secret-route.1');
    expect(view(r.state)).toEqual(rows('#door*3 | lorenzo< |', '| scipio< |', '[CLAW] | calistarius> |'));
    expect(r.state.supply).toBe(9);
  });

  // cards.json event.secret-route.2 (CLAW adjacent); RB p29 (component limits).
  it('Secret Route copy 2: one token left in the supply — the Door gets one', () => {
    const r = run(ev(['#door | lorenzo<+6 |', '| scipio<+5 | [CLAW]', '| calistarius> |']), 'event.secret-route.2');
    // Copy 2's CLAW adjacent: the right swarm moves up.
    expect(view(r.state)).toEqual(rows('#door*1 | lorenzo<+6 | [CLAW]', '| scipio<+5 |', '| calistarius> |'));
    expect(r.state.supply).toBe(0);
  });

  // cards.json event.secret-route: "If a Door terrain is in the formation".
  it('Secret Route: no Door in the formation, nothing happens', () => {
    const r = run(ev(['| lorenzo< |', '| scipio< |']), 'event.secret-route.1');
    expect(r.state.supply).toBe(12);
    expect(lines(r.log, 'there is no Door')).toHaveLength(1);
  });
});

describe('Enter Formation (event.enter-formation, CLAW adjacent)', () => {
  // cards.json event.enter-formation: next round each Move + Activate card may first give a token to any marine.
  it('Enter Formation: next round Intimidation starts with a token for any marine', () => {
    const s = build({ players: solo('BLUE', 'GREEN', 'GREY'), rows: ['| lorenzo< |', '| deino> |'], start: { phase: 'event' }, chosen: { BLUE: 'action.lead-by-example' } }).state;
    const r1 = run(s, 'event.enter-formation', 'action.intimidation');
    expect(r1.state.prompt).toMatchObject({ ask: 'enter-formation', subject: 'action.intimidation', options: ['marine.lorenzo', 'marine.deino', 'skip'] });
    const r = run(s, 'event.enter-formation', 'action.intimidation', 'marine.deino');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| deino>+1 |'));
    expect(r.state.prompt).toMatchObject({ ask: 'move', subject: 'action.intimidation' });
  });
});

describe('Temporary Sanctuary (event.temporary-sanctuary, CLAW adjacent)', () => {
  // cards.json event.temporary-sanctuary: a swarm's cards go into the blip pile holding fewer cards.
  it('Temporary Sanctuary: the chosen swarm is shuffled into the smaller (left) blip pile', () => {
    const s = ev(['[HEAD HEAD] | lorenzo< |', '| scipio< | [TAIL]'], { blips: { LEFT: 3, RIGHT: 5 } });
    const r1 = run(s, 'event.temporary-sanctuary');
    expect(r1.state.prompt).toMatchObject(instinct('temporary-sanctuary', ['swarm:0:LEFT:0', 'swarm:1:RIGHT:0']));
    const r = run(s, 'event.temporary-sanctuary', 'swarm:0:LEFT:0');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| scipio< | [TAIL]'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 5, RIGHT: 5 });
  });

  // cards.json event.temporary-sanctuary; D-26-like tie: the current player chooses.
  it('Temporary Sanctuary: equal piles — the current player picks the pile', () => {
    const s = ev(['[HEAD HEAD] | lorenzo< |', '| scipio< |']);
    const r1 = run(s, 'event.temporary-sanctuary');
    // The card is shown by now: this follow-up question is not secret.
    expect(r1.state.prompt).toMatchObject({ player: 2, ask: 'sanctuary-pile', options: ['LEFT', 'RIGHT'], secret: false });
    const r = run(s, 'event.temporary-sanctuary', 'RIGHT');
    expect(blipCounts(r.state)).toEqual({ LEFT: 4, RIGHT: 6 });
  });

  // D-30 (unresolved in the sources) — the engine's reading: Brood Lords stay in the formation (RB p24).
  it('Temporary Sanctuary with a Brood Lord: its Genestealers go, the Brood Lord stays; a lone Brood Lord is no target', () => {
    const s = ev(['[BL-a TAIL] | lorenzo< |', '| scipio< | [BL-b]'], { blips: { LEFT: 3, RIGHT: 5 } });
    const r = run(s, 'event.temporary-sanctuary');
    // Only one swarm qualifies: it is taken at once.
    // Then CLAW adjacent moves the lone Brood Lord (claw/tongue) up the right side.
    expect(view(r.state)).toEqual(rows('[BL-a] | lorenzo< | [BL-b]', '| scipio< |'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 4, RIGHT: 5 });
    expect(r.state.broodLordsOut).toEqual([]);
  });
});

describe('Rescue Space Marine (event.rescue-space-marine, CLAW adjacent)', () => {
  // cards.json event.rescue-space-marine: a dead marine whose team-mate lives rejoins at the bottom, facing right.
  it('Rescue Space Marine: only dead marines with a living team-mate; Noctis rejoins at the bottom facing right', () => {
    const s = build({ players: solo('BLUE', 'GREEN', 'GREY'), rows: ['[CLAW] | lorenzo< |', '| gideon< |'], start: { phase: 'event' } }).state;
    const r1 = run(s, 'event.rescue-space-marine');
    // Calistarius and Scipio are both dead: their team is gone, neither is valid.
    expect(r1.state.prompt).toMatchObject({ ask: 'rescue', secret: true, options: ['marine.deino', 'marine.noctis'] });
    const r = run(s, 'event.rescue-space-marine', 'marine.noctis');
    // Then CLAW adjacent: Lorenzo's left swarm moves down to Gideon.
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '[CLAW] | gideon< |', '| noctis> |'));
    expect(r.state.marinesSlain).not.toContain('marine.noctis');
  });
});
