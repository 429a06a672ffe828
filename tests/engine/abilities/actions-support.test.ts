/**
 * Support Action cards' special abilities (RB p12 "Action Card Special Abilities", p15–16).
 * Sources per test: cards.json action.<id> (summary / implementationNotes), the FAQ digest
 * (F4, F8, F12) and discrepancies.md (D-28, D-29, D-33).
 */
import { describe, expect, it } from 'vitest';
import { build, rows, view } from '../build';
import { expectAsk, expectDie, lines, run, solo } from './helpers';

describe('Block (action.block, initiative 1, GREEN)', () => {
  const block = (gideon: string) =>
    build({ players: solo('GREEN', 'BLUE', 'GREY'), rows: [gideon, '| lorenzo> |'], start: { phase: 'genestealer-attack' }, chosen: { GREEN: 'action.block' } }).state;

  // cards.json action.block; RB p12 (Block is the rulebook's "from behind" example).
  it('Block: a skull on Gideon\'s defence roll turns a hit by 4 Genestealers from behind into a miss', () => {
    const s = block('| gideon< | [CLAW CLAW CLAW CLAW]');
    expectDie(s);
    const r = run(s, '2');
    expect(view(r.state)).toEqual(rows('| gideon< | [CLAW CLAW CLAW CLAW]', '| lorenzo> |'));
    expect(r.state.marinesSlain).not.toContain('marine.gideon');
    expect(r.fired).toEqual({ 'action.block': 1 });
    expect(lines(r.log, 'ability turns it into a miss')).toHaveLength(1);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json action.block: only skull faces; a 4 against 4 Genestealers still kills him.
  it('Block: a non-skull hit (4 against a swarm of 4) still slays Gideon', () => {
    const r = run(block('| gideon< | [CLAW CLAW CLAW CLAW]'), '4');
    expect(r.state.marinesSlain).toContain('marine.gideon');
    expect(view(r.state)).toEqual(rows('| lorenzo> | [CLAW CLAW CLAW CLAW]'));
    expect(r.fired).toEqual({});
  });

  // cards.json action.block implementationNotes: "Applies to every roll incl. rerolls".
  it('Block: a killing 0 re-rolled with a token into a skull is saved by Block', () => {
    const s = block('| gideon>+1 | [TAIL TAIL TAIL]');
    const r1 = run(s, '0');
    expect(expectAsk(r1.state, 'defence-reroll')).toEqual(['reroll', 'keep']);
    const r = run(s, '0', 'reroll', '3');
    expect(view(r.state)).toEqual(rows('| gideon> | [TAIL TAIL TAIL]', '| lorenzo> |'));
    expect(r.state.supply).toBe(12);
    expect(r.fired).toEqual({ 'action.block': 1 });
  });

  // D-33; cards.json action.block implementationNotes; RB p24 Brood Lord −1.
  it('Block vs a Brood Lord swarm: the −1 changes the number, the skull still saves (D-33)', () => {
    // 3 − 1 = 2 ≤ 2 cards: a hit, but the face is a skull.
    const r = run(block('| gideon< | [BL-a CLAW]'), '3');
    expect(r.state.marinesSlain).not.toContain('marine.gideon');
    expect(r.fired).toEqual({ 'action.block': 1 });
    expect(lines(r.log, 'rolls 3 (−1 for Brood Lords), a hit, but an ability turns it into a miss')).toHaveLength(1);
  });

  // cards.json action.block: "by Gideon" only — Noctis is not protected.
  it('Block protects Gideon only: Noctis rolling a skull against 3 is slain', () => {
    const s = build({ players: solo('GREEN', 'BLUE', 'GREY'), rows: ['| noctis< | [HEAD HEAD HEAD]', '| gideon> |', '| lorenzo> |'], start: { phase: 'genestealer-attack' }, chosen: { GREEN: 'action.block' } }).state;
    const r = run(s, '1');
    expect(r.state.marinesSlain).toContain('marine.noctis');
    expect(view(r.state)).toEqual(rows('| gideon> | [HEAD HEAD HEAD]', '| lorenzo> |'));
  });
});

describe('Defensive Stance (action.defensive-stance, initiative 2, YELLOW)', () => {
  const stance = (claudio: string, goriel = '| goriel> |') =>
    build({ players: solo('YELLOW', 'BLUE', 'GREEN'), rows: [claudio, goriel, '| lorenzo> |'], start: { phase: 'genestealer-attack' }, chosen: { YELLOW: 'action.defensive-stance' } }).state;

  // cards.json action.defensive-stance summary.
  it('Defensive Stance: a token-paid defence re-roll that is not 0 is a miss, even a 3 against 3', () => {
    const r = run(stance('[CLAW CLAW CLAW] | claudio<+1 |'), '2', 'reroll', '3');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW CLAW] | claudio< |', '| goriel> |', '| lorenzo> |'));
    expect(r.state.supply).toBe(12);
    expect(r.fired).toEqual({ 'action.defensive-stance': 1 });
  });

  // cards.json action.defensive-stance implementationNotes: a new 0 compares normally, another token may re-roll.
  it('Defensive Stance: a re-rolled 0 still kills unless another token is paid (then the Stance applies again)', () => {
    const s = stance('[CLAW CLAW CLAW] | claudio<+2 |');
    const r1 = run(s, '1', 'reroll', '0');
    expect(expectAsk(r1.state, 'defence-reroll')).toEqual(['reroll', 'keep']);
    const dead = run(s, '1', 'reroll', '0', 'keep');
    expect(dead.state.marinesSlain).toContain('marine.claudio');
    const saved = run(s, '1', 'reroll', '0', 'reroll', '1');
    expect(view(saved.state)).toEqual(rows('[CLAW CLAW CLAW] | claudio< |', '| goriel> |', '| lorenzo> |'));
  });

  // cards.json action.defensive-stance: only a roll paid with a token; RB p16: no token from behind.
  it('Defensive Stance: without a paid re-roll (attacked from behind, no re-roll allowed) Goriel is slain', () => {
    const behind = stance('| claudio< |', '[TAIL TAIL] | goriel>+1 |');
    const r = run(behind, '2');
    expect(r.state.marinesSlain).toContain('marine.goriel');
    expect(r.state.supply).toBe(12);
    // In front, the same roll re-rolled into a 2 is saved: both yellow marines have the Stance.
    const ok = run(stance('| claudio< |', '| goriel>+1 | [TAIL TAIL]'), '2', 'reroll', '2');
    expect(ok.state.marinesSlain).not.toContain('marine.goriel');
    expect(ok.fired).toEqual({ 'action.defensive-stance': 1 });
  });
});

describe('Counter Attack (action.counter-attack, initiative 3, BLUE)', () => {
  const counter = (lorenzo: string) =>
    build({ players: solo('BLUE', 'GREEN', 'GREY'), rows: [lorenzo, '| gideon> |'], start: { phase: 'genestealer-attack' }, chosen: { BLUE: 'action.counter-attack' } }).state;

  // cards.json action.counter-attack; FAQ F8 (from behind); RB p12 "each time".
  it('Counter Attack from behind: each skull saves Lorenzo, slays one of the swarm, and the rest attacks again', () => {
    const s = counter('| lorenzo< | [CLAW CLAW TAIL]');
    const r1 = run(s, '2');
    expect(expectAsk(r1.state, 'slay')).toEqual(['CLAW', 'TAIL']);
    const r2 = run(s, '2', 'TAIL');
    // The two left attack again at once with a fresh roll.
    expectDie(r2.state);
    expect(view(r2.state)[0]).toBe(rows('| lorenzo< | [CLAW CLAW]')[0]);
    // A skull that would miss anyway (3 against 2) still cuts one down: "whenever … shows a skull".
    const r = run(s, '2', 'TAIL', '3', '5');
    expect(view(r.state)).toEqual(rows('| lorenzo< | [CLAW]', '| gideon> |'));
    expect(r.state.genestealerDiscard).toHaveLength(2);
    expect(r.state.stats.genestealersSlain).toBe(2);
    expect(lines(r.log, 'Counter Attack: Lorenzo cuts one down')).toHaveLength(2);
    expect(lines(r.log, 'he rolls 5, a miss')).toHaveLength(1);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json action.counter-attack: the repeat needs a card left in the swarm.
  it('Counter Attack: slaying the last card ends it, no further attack', () => {
    const r = run(counter('| lorenzo< | [HEAD]'), '1');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| gideon> |'));
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // cards.json action.counter-attack: the repeated attack is a normal Genestealer attack.
  it('Counter Attack: the repeated attack can kill Lorenzo (a 0 against the 2 left)', () => {
    const r = run(counter('[TAIL TAIL TAIL] | lorenzo< |'), '1', '0');
    expect(r.state.marinesSlain).toContain('marine.lorenzo');
    expect(view(r.state)).toEqual(rows('[TAIL TAIL] | gideon> |'));
  });

  // D-33: the skull still triggers against a Brood Lord swarm; RB p24: the Brood Lord dies last.
  it('Counter Attack vs a Brood Lord swarm: the skull saves and slays the normal card first (D-33, RB p24)', () => {
    const r = run(counter('[BL-b CLAW] | lorenzo< |'), '2', '4');
    // 2 − 1 = 1 ≤ 2: a hit, saved; the CLAW dies (the Brood Lord may not); 4 − 1 = 3 > 1: a miss.
    expect(view(r.state)).toEqual(rows('[BL-b] | lorenzo< |', '| gideon> |'));
    expect(r.state.broodLordsSlain).toEqual([]);
  });
});

describe('Overwatch (action.overwatch, initiative 4, RED)', () => {
  const overwatch = (leon: string, blipsLeft = 4) =>
    build({
      players: solo('RED', 'BLUE', 'GREEN'),
      rows: [leon, '[HEAD] | valencio> |', '| lorenzo> |'],
      start: { phase: 'event' },
      chosen: { RED: 'action.overwatch' },
      blips: { LEFT: blipsLeft, RIGHT: 4 },
    }).state;

  // cards.json action.overwatch; D-28: Overwatch resolves before the end-of-Event travel check.
  it('Overwatch: at the end of the Event Phase Leon pays a token for one attack, before travel (D-28)', () => {
    // Evasion spawns nothing here (no terrain) and moves HEAD swarms behind their marine: Valencio's stays.
    const s = overwatch('[CLAW CLAW] | leon<+1 |', 0);
    const r1 = run(s, 'event.evasion');
    // Valencio holds no token, so only Leon is asked; the travel has not started yet.
    expect(r1.state.prompt).toMatchObject({ kind: 'decision', ask: 'overwatch-next', subject: 'action.overwatch', options: ['marine.leon', 'done'] });
    const r2 = run(s, 'event.evasion', 'marine.leon');
    // Range 3, facing left: both left swarms are in reach.
    expect(expectAsk(r2.state, 'attack-target')).toEqual(['swarm:0:LEFT:0', 'swarm:1:LEFT:0']);
    const r = run(s, 'event.evasion', 'marine.leon', 'swarm:0:LEFT:0', '1');
    expect(view(r.state)).toEqual(rows('[CLAW] | leon< |', '[HEAD] | valencio> |', '| lorenzo> |'));
    expect(r.state.supply).toBe(12);
    expect(r.fired['action.overwatch']).toBe(1);
    // Only now does the empty left blip pile take the squad to the next location.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
  });

  // cards.json action.overwatch implementationNotes: it is an attack, so a further token may re-roll it.
  it('Overwatch: the attack may be re-rolled with a further token of the attacker (RB p16)', () => {
    const s = overwatch('[CLAW CLAW] | leon<+2 |');
    const r1 = run(s, 'event.evasion', 'marine.leon', 'swarm:1:LEFT:0', '4');
    expect(expectAsk(r1.state, 'attack-reroll')).toEqual(['reroll', 'keep']);
    const r = run(s, 'event.evasion', 'marine.leon', 'swarm:1:LEFT:0', '4', 'reroll', '2');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW] | leon< |', '| valencio> |', '| lorenzo> |'));
    expect(r.state.supply).toBe(12);
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action' });
  });

  // cards.json action.overwatch: "may" — skipping keeps the token.
  it('Overwatch: skipping keeps the token and slays nothing', () => {
    const r = run(overwatch('[CLAW CLAW] | leon<+1 |'), 'event.evasion', 'done');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW] | leon<+1 |', '[HEAD] | valencio> |', '| lorenzo> |'));
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action' });
  });
});

describe('Strategize (action.strategize, initiative 5, PURPLE)', () => {
  const strategize = () =>
    build({
      players: solo('PURPLE', 'BLUE', 'GREEN'),
      rows: ['[CLAW] | zael< |', '[TAIL TAIL] | omnio< |', '| lorenzo> |'],
      start: { phase: 'resolve-actions' },
      chosen: { PURPLE: 'action.strategize', BLUE: 'action.counter-attack' },
    }).state;

  // cards.json action.strategize; FAQ F4: the moved swarm joins the one there once the card has resolved.
  it('Strategize: after the token, one swarm moves a row down and joins the swarm there as one swarm of 3 (F4)', () => {
    const s = strategize();
    const r1 = run(s, 'marine.lorenzo', 'marine.zael');
    expect(expectAsk(r1.state, 'strategize-swarm')).toEqual(['swarm:0:LEFT:0', 'swarm:1:LEFT:0', 'skip']);
    const r2 = run(s, 'marine.lorenzo', 'marine.zael', 'swarm:0:LEFT:0');
    // One row up or down, and/or the other side.
    expect(expectAsk(r2.state, 'strategize-to')).toEqual(['to:0:RIGHT', 'to:1:LEFT', 'to:1:RIGHT']);
    const r = run(s, 'marine.lorenzo', 'marine.zael', 'swarm:0:LEFT:0', 'to:1:LEFT');
    expect(view(r.state)).toEqual(rows('| zael<+1 |', '[CLAW TAIL TAIL] | omnio< |', '| lorenzo>+1 |'));
    expect(r.state.formation[1]?.LEFT.swarms).toHaveLength(1);
    expect(r.fired['action.strategize']).toBe(1);
    // It attacks Omnio as one swarm of 3 in the Genestealer Attack Phase.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.omnio', swarm: { size: 3, side: 'LEFT', marine: 'marine.omnio' } } });
  });

  // cards.json action.strategize: "and/or switch it to the opposite side".
  it('Strategize: a swarm may cross to the other side of the same row, or move and cross', () => {
    const s = strategize();
    const across = run(s, 'marine.lorenzo', 'marine.zael', 'swarm:1:LEFT:0', 'to:1:RIGHT');
    expect(view(across.state)).toEqual(rows('[CLAW] | zael<+1 |', '| omnio< | [TAIL TAIL]', '| lorenzo>+1 |'));
    const both = run(s, 'marine.lorenzo', 'marine.zael', 'swarm:1:LEFT:0', 'to:2:RIGHT');
    expect(view(both.state)).toEqual(rows('[CLAW] | zael<+1 |', '| omnio< |', '| lorenzo>+1 | [TAIL TAIL]'));
  });

  // cards.json action.strategize: "may".
  it('Strategize: skip leaves every swarm in place', () => {
    const r = run(strategize(), 'marine.lorenzo', 'marine.zael', 'skip');
    expect(view(r.state)).toEqual(rows('[CLAW] | zael<+1 |', '[TAIL TAIL] | omnio< |', '| lorenzo>+1 |'));
    expect(r.fired['action.strategize']).toBeUndefined();
  });
});

describe('Power Field (action.power-field, initiative 6, GREY)', () => {
  // cards.json action.power-field: the swarm neither attacks nor can be slain this round.
  it('Power Field: the chosen swarm does not attack and cannot be targeted by an attack', () => {
    const s = build({
      players: solo('GREY', 'BLUE', 'GREEN'),
      rows: ['[CLAW CLAW] | lorenzo< |', '[TAIL] | scipio< |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.power-field', BLUE: 'action.lead-by-example' },
    }).state;
    const r1 = run(s, 'marine.scipio');
    expect(expectAsk(r1.state, 'power-field')).toEqual(['swarm:0:LEFT:0', 'swarm:1:LEFT:0', 'skip']);
    const r2 = run(s, 'marine.scipio', 'swarm:0:LEFT:0');
    // Lead By Example: Lorenzo may attack only the unshielded swarm.
    expect(r2.state.prompt).toMatchObject({ ask: 'attacker', options: ['marine.lorenzo', 'done'] });
    const r3 = run(s, 'marine.scipio', 'swarm:0:LEFT:0', 'marine.lorenzo');
    expect(r3.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die' });
    expect(r3.state.stack.at(-1)).toMatchObject({ t: 'attack', target: { row: 1, side: 'LEFT', index: 0 } });
    // Miss, then the Genestealer Attack Phase: only the TAIL attacks (Scipio's roll).
    const r = run(s, 'marine.scipio', 'swarm:0:LEFT:0', 'marine.lorenzo', '0');
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.scipio', swarm: { size: 1, side: 'LEFT', marine: 'marine.scipio' } } });
    const end = run(s, 'marine.scipio', 'swarm:0:LEFT:0', 'marine.lorenzo', '0', '5');
    expect(lines(end.log, 'attacks Lorenzo')).toEqual([]);
    expect(view(end.state)).toEqual(rows('[CLAW CLAW] | lorenzo< |', '[TAIL] | scipio<+1 |'));
    expect(end.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  // FAQ F12; D-29 (only the slaying protection is asserted): the merged swarm is out of Overwatch's reach.
  it('Power Field survives a merge at the end of the Event Phase: Overwatch finds nothing to shoot (F12)', () => {
    const s = build({
      players: solo('GREY', 'RED', 'BLUE'),
      rows: ['[CLAW] | leon<+1 |', '[TAIL TAIL] | valencio<+1 |', '| scipio> |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.power-field', RED: 'action.overwatch' },
    }).state;
    // Overwatch (4) token, Power Field (6) token, the shield, Valencio's defence roll (5: a miss),
    // then Secret Route: no Door, no terrain to spawn at; CLAW swarms on the left move down.
    const r = run(s, 'marine.scipio', 'marine.scipio', 'swarm:0:LEFT:0', '5', 'event.secret-route.1');
    expect(view(r.state)).toEqual(rows('| leon<+1 |', '[CLAW TAIL TAIL] | valencio<+1 |', '| scipio>+2 |'));
    expect(lines(r.log, 'Overwatch')).toEqual([]);
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action', subject: 'GREY' });
    // Control: without the Power Field, Leon is offered his Overwatch shot at the merged swarm.
    const c = run(s, 'marine.scipio', 'marine.scipio', 'skip', '5', '5', 'event.secret-route.1');
    expect(c.state.prompt).toMatchObject({ ask: 'overwatch-next', options: ['marine.leon', 'marine.valencio', 'done'] });
  });

  // FAQ F12 ("the Door's slaying on travel"); cards.json terrain.door.
  it('Power Field: the Door\'s slaying on travel cannot take the shielded swarm (F12)', () => {
    const s = build({
      players: solo('GREY', 'BLUE', 'GREEN'),
      rows: ['[CLAW] #door*2 | scipio< |', '[TAIL] | calistarius< |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.power-field' },
      blips: { LEFT: 0, RIGHT: 4 },
    }).state;
    const r1 = run(s, 'marine.scipio', 'swarm:0:LEFT:0');
    // End of Resolve Actions: the empty pile makes the squad travel; the Door slays first.
    expect(r1.state.prompt).toMatchObject({ ask: 'door-slay', options: ['swarm:1:LEFT:0', 'done'] });
    const r = run(s, 'marine.scipio', 'swarm:0:LEFT:0', 'swarm:1:LEFT:0');
    // The second Door token has nothing it may slay: the travel goes on.
    expect(view(r.state)).toEqual(rows('[CLAW] #door*2 | scipio<+1 |', '| calistarius< |'));
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
  });
});
