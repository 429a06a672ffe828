/**
 * Attack Action cards' special abilities (RB p12, p19; RB p16 on re-rolls).
 * Sources per test: cards.json action.<id>, FAQ F5, discrepancies.md D-32.
 */
import { describe, expect, it } from 'vitest';
import { build, rows, view } from '../build';
import { expectAsk, expectDie, lines, run, solo } from './helpers';

describe('Lead By Example (action.lead-by-example, initiative 13, BLUE)', () => {
  const lead = () =>
    build({
      players: solo('BLUE', 'GREEN', 'GREY'),
      rows: ['[CLAW CLAW] | lorenzo< |', '[TAIL] | deino< |'],
      start: { phase: 'resolve-actions' },
      chosen: { BLUE: 'action.lead-by-example' },
    }).state;

  // cards.json action.lead-by-example: a Blue kill may put a token from the supply on any marine, once per round.
  it('Lead By Example: Lorenzo\'s kill puts a token on Deino; Deino\'s kill later is not offered it again', () => {
    const s = lead();
    const r1 = run(s, 'marine.lorenzo', 'swarm:0:LEFT:0', '2');
    expect(r1.state.prompt).toMatchObject({ ask: 'lead-by-example', options: ['marine.lorenzo', 'marine.deino', 'skip'] });
    const r = run(s, 'marine.lorenzo', 'swarm:0:LEFT:0', '2', 'marine.deino', 'marine.deino', 'swarm:1:LEFT:0', '1');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo< |', '| deino<+1 |'));
    expect(r.state.supply).toBe(11);
    expect(r.fired['action.lead-by-example']).toBe(1);
    // Once used, the second kill asks nothing: the Genestealer Attack Phase begins.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.lorenzo', swarm: { size: 1, side: 'LEFT', marine: 'marine.lorenzo' } } });
  });

  // cards.json action.lead-by-example: "Declining on one kill does not use it up".
  it('Lead By Example: declining on the first kill keeps it for the next Blue kill of the round', () => {
    const s = lead();
    const r1 = run(s, 'marine.lorenzo', 'swarm:0:LEFT:0', '2', 'skip', 'marine.deino', 'swarm:1:LEFT:0', '3');
    expect(r1.state.prompt).toMatchObject({ ask: 'lead-by-example', subject: 'marine.deino' });
    const r = run(s, 'marine.lorenzo', 'swarm:0:LEFT:0', '2', 'skip', 'marine.deino', 'swarm:1:LEFT:0', '3', 'marine.lorenzo');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo<+1 |', '| deino< |'));
  });

  // cards.json action.lead-by-example: only a kill triggers it.
  it('Lead By Example: a miss asks nothing', () => {
    const r = run(lead(), 'marine.lorenzo', 'swarm:0:LEFT:0', '4');
    expect(r.state.prompt).toMatchObject({ ask: 'attacker', options: ['marine.deino', 'done'] });
  });
});

describe('Flamer Attack (action.flamer-attack, initiative 14, PURPLE)', () => {
  const flamer = () =>
    build({
      players: solo('PURPLE', 'BLUE', 'GREEN'),
      rows: ['[CLAW CLAW CLAW TAIL] | zael<+1 |', '[HEAD HEAD] | omnio< |'],
      start: { phase: 'resolve-actions' },
      chosen: { PURPLE: 'action.flamer-attack' },
    }).state;

  // cards.json action.flamer-attack: the number rolled, not the skull, is how many of the target die.
  it('Flamer Attack: Zael rolls 3 and three Genestealers of the targeted swarm burn', () => {
    const s = flamer();
    const r1 = run(s, 'marine.zael', 'swarm:0:LEFT:0', '3');
    // A 3 against 4 could be improved, and it is an attack roll: Zael may pay his token (RB p16).
    expect(expectAsk(r1.state, 'attack-reroll')).toEqual(['reroll', 'keep']);
    // The player picks the TAIL; the two CLAWs after it are the only choice left.
    const r = run(s, 'marine.zael', 'swarm:0:LEFT:0', '3', 'keep', 'TAIL');
    expect(view(r.state)).toEqual(rows('[CLAW] | zael<+1 |', '[HEAD HEAD] | omnio< |'));
    expect(r.state.stats.genestealersSlain).toBe(3);
    expect(r.fired['action.flamer-attack']).toBe(1);
  });

  // cards.json action.flamer-attack: "capped by the swarm"; only the targeted swarm.
  it('Flamer Attack: a 5 against a swarm of 2 slays those 2 and nothing else', () => {
    const r = run(flamer(), 'marine.zael', 'swarm:1:LEFT:0', '5');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW CLAW TAIL] | zael<+1 |', '| omnio< |'));
    expect(r.state.stats.genestealersSlain).toBe(2);
  });

  // cards.json action.flamer-attack: skulls are ignored, a 0 burns nothing; Omnio attacks normally.
  it('Flamer Attack: Zael\'s 0 burns nothing; Omnio\'s skull slays one as usual', () => {
    const r = run(flamer(), 'marine.zael', 'swarm:0:LEFT:0', '0', 'keep', 'marine.omnio', 'swarm:1:LEFT:0', '4');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW CLAW TAIL] | zael<+1 |', '[HEAD HEAD] | omnio< |'));
    const hit = run(flamer(), 'marine.omnio', 'swarm:1:LEFT:0', '2');
    expect(view(hit.state)[1]).toBe(rows('[HEAD] | omnio< |')[0]);
  });
});

describe('Psionic Attack (action.psionic-attack, initiative 15, GREY)', () => {
  // cards.json action.psionic-attack; FAQ F5 (a different swarm each time); D-32 (a skull after a re-roll counts).
  it('Psionic Attack: each skull lets Calistarius attack again, at another swarm, also after a token re-roll (F5, D-32)', () => {
    const s = build({
      players: solo('GREY', 'BLUE', 'GREEN'),
      rows: ['[CLAW] | calistarius<+1 |', '[TAIL TAIL TAIL] | scipio< |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.psionic-attack' },
    }).state;
    const r1 = run(s, 'marine.calistarius', 'swarm:0:LEFT:0', '2');
    expect(r1.state.prompt).toMatchObject({ ask: 'psionic-attack', subject: 'marine.calistarius', options: ['attack', 'stop'] });
    // The first swarm is gone; the chained attack goes to Scipio's swarm (only target left, so not asked).
    const r2 = run(s, 'marine.calistarius', 'swarm:0:LEFT:0', '2', 'attack', '5');
    expect(expectAsk(r2.state, 'attack-reroll')).toEqual(['reroll', 'keep']);
    const r3 = run(s, 'marine.calistarius', 'swarm:0:LEFT:0', '2', 'attack', '5', 'reroll', '1');
    expect(r3.state.prompt).toMatchObject({ ask: 'psionic-attack', options: ['attack', 'stop'] });
    const r = run(s, 'marine.calistarius', 'swarm:0:LEFT:0', '2', 'attack', '5', 'reroll', '1', 'attack', '3', 'attack', '4');
    expect(view(r.state)).toEqual(rows('| calistarius< |', '[TAIL] | scipio< |'));
    expect(r.state.stats.genestealersSlain).toBe(3);
    expect(lines(r.log, 'Psionic Attack: Calistarius strikes again.')).toHaveLength(3);
    // The 4 misses: the chain ends and Scipio attacks normally (no chain for him).
    expect(r.state.prompt).toMatchObject({ ask: 'attacker', options: ['marine.scipio', 'done'] });
    const sc = run(r.state, 'marine.scipio', '2');
    expect(view(sc.state)).toEqual(rows('| calistarius< |', '| scipio< |'));
    expect(lines(sc.log, 'Psionic')).toEqual([]);
  });
});

describe('Dead Aim (action.dead-aim, initiative 16, GREEN)', () => {
  const aim = () =>
    build({
      players: solo('GREEN', 'BLUE', 'GREY'),
      rows: ['[CLAW CLAW CLAW CLAW] | noctis< |', '[TAIL] | gideon< |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREEN: 'action.dead-aim' },
    }).state;

  // cards.json action.dead-aim: a 4 (normally a miss) slays up to 3 of the targeted swarm.
  it('Dead Aim: Noctis rolls a 4 and three Genestealers of his target die', () => {
    const r = run(aim(), 'marine.noctis', 'swarm:0:LEFT:0', '4');
    expect(view(r.state)).toEqual(rows('[CLAW] | noctis< |', '[TAIL] | gideon< |'));
    expect(r.state.stats.genestealersSlain).toBe(3);
    expect(r.fired['action.dead-aim']).toBe(1);
  });

  // cards.json action.dead-aim implementationNotes: skulls still slay 1; both green marines have it.
  it('Dead Aim: a skull slays one; Gideon\'s 4 (range 0) slays his whole swarm of 1', () => {
    const r = run(aim(), 'marine.noctis', 'swarm:0:LEFT:0', '1', 'marine.gideon', '4');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW CLAW] | noctis< |', '| gideon< |'));
    expect(r.state.stats.genestealersSlain).toBe(2);
  });
});

describe('Full Auto (action.full-auto, initiative 17, RED)', () => {
  // cards.json action.full-auto; FAQ F5: up to three attacks, split over legal swarms.
  it('Full Auto: Leon attacks three times, the first at his own swarm, then twice at Valencio\'s', () => {
    const s = build({
      players: solo('RED', 'BLUE', 'GREEN'),
      rows: ['[CLAW] | leon< |', '[TAIL TAIL TAIL] | valencio< |'],
      start: { phase: 'resolve-actions' },
      chosen: { RED: 'action.full-auto' },
    }).state;
    const r1 = run(s, 'marine.leon', 'swarm:0:LEFT:0', '1');
    expect(r1.state.prompt).toMatchObject({ ask: 'full-auto', subject: 'marine.leon', options: ['attack', 'stop'] });
    const r = run(s, 'marine.leon', 'swarm:0:LEFT:0', '1', 'attack', '3', 'attack', '2');
    expect(view(r.state)).toEqual(rows('| leon< |', '[TAIL] | valencio< |'));
    expect(lines(r.log, 'Full Auto: Leon keeps firing.')).toHaveLength(2);
    // Three attacks made: no fourth offer although a target is left; Valencio attacks once.
    expect(r.state.prompt).toMatchObject({ ask: 'attacker', options: ['marine.valencio', 'done'] });
    const v = run(r.state, 'marine.valencio', '2');
    expect(view(v.state)).toEqual(rows('| leon< |', '| valencio< |'));
  });

  // cards.json action.full-auto: every attack is a normal one — a miss does not end the three.
  it('Full Auto: a miss still leaves the remaining attacks; "stop" ends them', () => {
    const s = build({
      players: solo('RED', 'BLUE', 'GREEN'),
      rows: ['[CLAW CLAW] | leon< |', '| valencio> |'],
      start: { phase: 'resolve-actions' },
      chosen: { RED: 'action.full-auto' },
    }).state;
    const r = run(s, 'marine.leon', '5', 'attack', '0', 'stop');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW] | leon< |', '| valencio> |'));
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.leon', swarm: { size: 2, side: 'LEFT', marine: 'marine.leon' } } });
  });
});

describe('Heroic Charge (action.heroic-charge, initiative 18, YELLOW)', () => {
  const charge = () =>
    build({
      players: solo('YELLOW', 'GREY', 'GREEN'),
      rows: ['| goriel> |', '[TAIL TAIL] | claudio>+1 | [HEAD]', '[CLAW] | scipio> |', '| calistarius> | [TONGUE]'],
      start: { phase: 'resolve-actions' },
      chosen: { YELLOW: 'action.heroic-charge', GREY: 'action.power-field' },
    }).state;
  // Power Field (6) first: its token on Scipio, the shield on Claudio's right swarm.
  const shielded = ['marine.scipio', 'swarm:1:RIGHT:0'];

  // cards.json action.heroic-charge; FAQ F5; RB p12 (facing ignored); RB p16 (its die is not re-rolled).
  it('Heroic Charge: Claudio kills 3 from different swarms on his and the next rows, either side, not the Power Field one (F5)', () => {
    const s = charge();
    const r1 = run(s, ...shielded);
    // His normal attack has no legal target (the HEAD swarm is shielded); the charge is offered.
    expect(expectAsk(r1.state, 'attacker')).toEqual(['ability:action.heroic-charge:marine.claudio', 'done']);
    const r2 = run(s, ...shielded, 'ability:action.heroic-charge:marine.claudio');
    // Rows 0–2 only (the TONGUE two rows down is out of reach); both sides; the shielded swarm is not offered.
    expect(expectAsk(r2.state, 'heroic-charge')).toEqual(['swarm:1:LEFT:0', 'swarm:2:LEFT:0', 'done']);
    const r3 = run(s, ...shielded, 'ability:action.heroic-charge:marine.claudio', 'swarm:1:LEFT:0', 'swarm:2:LEFT:0', 'swarm:1:LEFT:0');
    expect(r3.fired['action.heroic-charge']).toBe(1);
    // The roll is not an attack: Claudio's token offers no re-roll.
    expectDie(r3.state);
    const r = run(r3.state, '4');
    expect(view(r.state)).toEqual(rows('| goriel> |', '| claudio>+1 | [HEAD]', '| scipio>+1 |', '| calistarius> | [TONGUE]'));
    expect(r.state.stats.genestealersSlain).toBe(3);
    // Then the Genestealer Attack Phase: the shielded HEAD swarm does not attack; the TONGUE does.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.calistarius', swarm: { size: 1, side: 'RIGHT', marine: 'marine.calistarius' } } });
  });

  // cards.json action.heroic-charge: "afterwards the die is rolled and a 0 kills Claudio".
  it('Heroic Charge: a 0 on the charge die kills Claudio', () => {
    const r = run(charge(), ...shielded, 'ability:action.heroic-charge:marine.claudio', 'swarm:2:LEFT:0', 'done', '0');
    expect(r.state.marinesSlain).toContain('marine.claudio');
    // The smaller (top) segment shifts down: Claudio's swarms join Goriel's row (RB p28).
    expect(view(r.state)).toEqual(rows('[TAIL TAIL] | goriel> | [HEAD]', '| scipio>+1 |', '| calistarius> | [TONGUE]'));
    expect(lines(r.log, 'Claudio falls in the charge')).toHaveLength(1);
  });
});
