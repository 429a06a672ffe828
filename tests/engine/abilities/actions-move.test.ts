/**
 * Move + Activate Action cards' special abilities (RB p12, p17–18, p28 non-adjacent moves).
 * Sources per test: cards.json action.<id>, discrepancies.md (D-22, D-30, D-31).
 */
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../../src/data';
import { FOUR_PLAYERS, blipCounts, build, rows, swap, view } from '../build';
import { asDealer, expectAsk, expectDie, run, solo } from './helpers';

describe('Onward Brothers! (action.onward-brothers, initiative 7, RED)', () => {
  const onward = (rowsIn: string[]) =>
    build({ players: solo('RED', 'BLUE', 'GREEN'), rows: rowsIn, start: { phase: 'resolve-actions' }, chosen: { RED: 'action.onward-brothers' } }).state;

  // cards.json action.onward-brothers: a red marine's Door activation may add a second token.
  it('Onward Brothers!: Leon activates the Door and adds a second Support token from the supply', () => {
    const s = onward(['#door | leon< |', '| valencio> |', '| lorenzo> |']);
    const r1 = run(s, 'done', 'done');
    expect(expectAsk(r1.state, 'activate')).toEqual(['activate:marine.leon:terrain.door', 'done']);
    const r2 = run(s, 'done', 'done', 'activate:marine.leon:terrain.door');
    expect(r2.state.prompt).toMatchObject({ ask: 'onward-brothers', options: ['add', 'skip'], subject: 'terrain.door' });
    const r = run(s, 'done', 'done', 'activate:marine.leon:terrain.door', 'add');
    expect(view(r.state)).toEqual(rows('#door*2 | leon< |', '| valencio> |', '| lorenzo> |'));
    expect(r.state.supply).toBe(10);
    expect(r.fired).toEqual({ 'terrain.door': 1, 'action.onward-brothers': 1 });
    // Blue's Intimidation (11) resolves next.
    expect(r.state.prompt).toMatchObject({ ask: 'move', subject: 'action.intimidation' });
  });

  // cards.json action.onward-brothers implementationNotes: limited by the 12-token supply (RB p29).
  it('Onward Brothers!: with one token left in the supply the Door gets one and nothing is asked', () => {
    const s = onward(['#door | leon<+5 |', '| valencio>+6 |', '| lorenzo> |']);
    const r = run(s, 'done', 'done', 'activate:marine.leon:terrain.door');
    expect(view(r.state)).toEqual(rows('#door*1 | leon<+5 |', '| valencio>+6 |', '| lorenzo> |'));
    expect(r.state.supply).toBe(0);
    expect(r.state.prompt).toMatchObject({ ask: 'move', subject: 'action.intimidation' });
  });

  // cards.json action.onward-brothers: "may" — skip leaves one token.
  it('Onward Brothers!: skip leaves the Door with one token', () => {
    const r = run(onward(['#door | leon< |', '| valencio> |', '| lorenzo> |']), 'done', 'done', 'activate:marine.leon:terrain.door', 'skip');
    expect(view(r.state)[0]).toBe(rows('#door*1 | leon< |')[0]);
    expect(r.state.supply).toBe(11);
  });
});

describe('Stealth Tactics (action.stealth-tactics, initiative 8, GREY)', () => {
  const stealth = (left = 4) =>
    build({
      players: FOUR_PLAYERS,
      rows: ['| lorenzo<+1 |', '| scipio<+1 |', '| calistarius> |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.stealth-tactics' },
      blips: { LEFT: left, RIGHT: 4 },
    }).state;

  // cards.json action.stealth-tactics; D-31: only a token on a marine the resolving player controls (RB p16).
  it('Stealth Tactics: the top card of one pile goes, then a token of Cid\'s own marine pays for the other (D-31)', () => {
    const s = stealth();
    const r1 = run(s, 'done', 'done');
    expect(r1.state.prompt).toMatchObject({ player: 2, ask: 'stealth-first', options: ['LEFT', 'RIGHT', 'skip'] });
    const r2 = run(s, 'done', 'done', 'LEFT');
    // Lorenzo (Ann's) holds a token too, but only Scipio's may be spent by Cid.
    expect(r2.state.prompt).toMatchObject({ player: 2, ask: 'stealth-second', options: ['pay:marine.scipio', 'skip'] });
    const r = run(s, 'done', 'done', 'LEFT', 'pay:marine.scipio');
    expect(blipCounts(r.state)).toEqual({ LEFT: 3, RIGHT: 3 });
    expect(r.state.genestealerDiscard).toEqual([s.blips.LEFT[0], s.blips.RIGHT[0]]);
    expect(view(r.state)).toEqual(rows('| lorenzo<+1 |', '| scipio< |', '| calistarius> |'));
    expect(r.state.supply).toBe(11);
  });

  // cards.json action.stealth-tactics implementationNotes: the travel check waits for the end of the phase.
  it('Stealth Tactics: emptying a pile lets the later Action cards resolve before the squad travels', () => {
    const s = stealth(1);
    const r1 = run(s, 'done', 'done', 'LEFT', 'skip');
    expect(blipCounts(r1.state)).toEqual({ LEFT: 0, RIGHT: 4 });
    // Ann's Intimidation (11) still resolves: its move step is asked, not the next Location.
    expect(r1.state.prompt).toMatchObject({ player: 0, ask: 'move', subject: 'action.intimidation' });
    const r = run(s, 'done', 'done', 'LEFT', 'skip', 'done', 'done');
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
  });
});

describe('Stealth Tactics then Intimidation', () => {
  // cards.json action.intimidation implementationNotes: it can refill an emptied pile before the end-of-phase travel check.
  it('Intimidation refills the pile Stealth Tactics emptied, so no travel follows', () => {
    const s = build({
      players: FOUR_PLAYERS,
      rows: ['[CLAW] | lorenzo< |', '| scipio< |', '| calistarius> |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.stealth-tactics' },
      blips: { LEFT: 1, RIGHT: 4 },
    }).state;
    // Stealth: the left card goes (no token to pay for the second). Intimidation rolls 1: the CLAW, the only pick.
    const r = run(s, 'done', 'done', 'LEFT', 'done', 'done', 'roll', '1');
    expect(blipCounts(r.state)).toEqual({ LEFT: 1, RIGHT: 4 });
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| scipio< |', '| calistarius> |'));
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });
});

describe('Reorganize (action.reorganize, initiative 9, YELLOW)', () => {
  // cards.json action.reorganize; RB p28: a non-adjacent move does not shift the formation; D-22.
  it('Reorganize: Claudio trades places with Goriel two rows away; terrain, swarms and facings stay', () => {
    const s = build({
      players: solo('YELLOW', 'BLUE', 'GREEN'),
      rows: ['[CLAW] #door | claudio<+1 |', '| lorenzo> |', '| goriel> | #corridor [TAIL]'],
      start: { phase: 'resolve-actions' },
      chosen: { YELLOW: 'action.reorganize', BLUE: 'action.counter-attack' },
    }).state;
    const r1 = run(s, 'marine.lorenzo');
    expect(expectAsk(r1.state, 'move')).toEqual([
      swap('claudio', 'lorenzo'),
      swap('claudio', 'goriel'),
      swap('goriel', 'claudio'),
      swap('goriel', 'lorenzo'),
      'done',
    ]);
    const r = run(s, 'marine.lorenzo', swap('claudio', 'goriel'));
    expect(view(r.state)).toEqual(rows('[CLAW] #door | goriel> |', '| lorenzo>+1 |', '| claudio<+1 | #corridor [TAIL]'));
    // D-22 revised (RB p17–18): Goriel, swapped by his team-mate, has moved; nobody is left to move.
    expect(r.state.prompt?.kind === 'decision' && r.state.prompt.ask).toBe('face');
    expect(r.fired['action.reorganize']).toBe(1);
  });
});

describe('Forward Scouting (action.forward-scouting, initiative 10, PURPLE)', () => {
  const others = EVENTS.map((e) => e.id).filter((e) => !['event.surrounded', 'event.evasion', 'event.enter-formation'].includes(e));
  const scouting = () =>
    build({
      players: solo('PURPLE', 'BLUE', 'GREEN'),
      rows: ['| zael< |', '| omnio> |', '| lorenzo> |'],
      start: { phase: 'resolve-actions' },
      chosen: { PURPLE: 'action.forward-scouting', BLUE: 'action.lead-by-example' },
      eventDeck: ['event.evasion', 'event.enter-formation', ...others],
    }).state;

  // cards.json action.forward-scouting: with the dealer the card really goes to the bottom of the deck.
  it('Forward Scouting (dealer): the top Event is seen secretly and put at the bottom; the next one is drawn instead', () => {
    const s = asDealer(scouting());
    const r1 = run(s, 'done', 'done');
    expect(r1.state.prompt).toMatchObject({ kind: 'decision', ask: 'forward-scouting', subject: 'event.evasion', options: ['keep', 'bottom'], secret: true });
    const r = run(s, 'done', 'done', 'bottom');
    expect(r.state.eventDeck.at(-1)).toBe('event.evasion');
    expect(r.state.eventDeck[0]).toBe(others[0]);
    // The Event Phase drew Enter Formation, the card that was second.
    expect(r.state.eventDiscard).toEqual(['event.surrounded', 'event.enter-formation']);
    expect(r.state.effects.fromEvent.enterFormation).toBe(true);
  });

  // cards.json action.forward-scouting; types.ts eventKnown: at the table the kept card is the next Event drawn.
  it('Forward Scouting (table): after "keep" the next Event reveal offers only the card seen', () => {
    const s = scouting();
    const r1 = run(s, 'done', 'done');
    expect(r1.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
    const r = run(s, 'done', 'done', 'event.evasion', 'keep');
    expect(r.state.eventKnown.top).toBe('event.evasion');
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event', options: ['event.evasion'] });
  });

  // cards.json action.forward-scouting; types.ts eventKnown.bottom: a card sent to the bottom cannot be next.
  it('Forward Scouting (table): after "bottom" the next Event reveal no longer offers that card', () => {
    const r = run(scouting(), 'done', 'done', 'event.evasion', 'bottom');
    expect(r.state.eventKnown.bottom).toEqual(['event.evasion']);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
    expect(r.state.prompt?.options).not.toContain('event.evasion');
  });
});

describe('Intimidation (action.intimidation, initiative 11, BLUE)', () => {
  const intimidation = (left: number, right: number) =>
    build({
      players: solo('BLUE', 'GREEN', 'GREY'),
      rows: ['[CLAW CLAW TAIL] | lorenzo<+1 |', '| deino> | [BL-a HEAD]', '| gideon> | [TONGUE]'],
      start: { phase: 'resolve-actions' },
      chosen: { BLUE: 'action.intimidation' },
      blips: { LEFT: left, RIGHT: right },
    }).state;

  // cards.json action.intimidation; D-30: a Brood Lord is never picked; only Genestealers engaged with blue marines.
  it('Intimidation: roll 3, pick 3 Genestealers engaged with blue marines into the smaller pile (no Brood Lord, D-30)', () => {
    const s = intimidation(3, 5);
    const r1 = run(s, 'done', 'done');
    expect(expectAsk(r1.state, 'intimidation')).toEqual(['roll', 'skip']);
    // The roll is not an attack: Lorenzo's token cannot re-roll it (RB p16).
    const r2 = run(s, 'done', 'done', 'roll', '3');
    expect(expectAsk(r2.state, 'intimidation-pick')).toEqual(['swarm:0:LEFT:0:CLAW', 'swarm:0:LEFT:0:TAIL', 'swarm:1:RIGHT:0:HEAD']);
    const r = run(s, 'done', 'done', 'roll', '3', 'swarm:0:LEFT:0:CLAW', 'swarm:0:LEFT:0:TAIL', 'swarm:1:RIGHT:0:HEAD');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo<+1 |', '| deino> | [BL-a]', '| gideon> | [TONGUE]'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 6, RIGHT: 5 });
    expect(r.fired['action.intimidation']).toBe(1);
    // Green's Run and Gun (12) is next.
    expect(r.state.prompt).toMatchObject({ ask: 'move', subject: 'action.run-and-gun' });
  });

  // cards.json action.intimidation: "fewer if not enough".
  it('Intimidation: a 5 with only 4 pickable cards shuffles those 4 and stops', () => {
    const s = intimidation(5, 2);
    // The fourth pick is the only one left, so it is taken without asking.
    const r = run(s, 'done', 'done', 'roll', '5', 'swarm:0:LEFT:0:CLAW', 'swarm:0:LEFT:0:CLAW', 'swarm:0:LEFT:0:TAIL');
    expect(view(r.state)).toEqual(rows('| lorenzo<+1 |', '| deino> | [BL-a]', '| gideon> | [TONGUE]'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 5, RIGHT: 6 });
    expect(r.state.prompt).toMatchObject({ ask: 'move', subject: 'action.run-and-gun' });
  });

  // cards.json action.intimidation implementationNotes: a tie between the piles is the player's choice.
  it('Intimidation: equal piles — the player picks the pile', () => {
    const s = intimidation(4, 4);
    const r1 = run(s, 'done', 'done', 'roll', '1');
    expect(expectAsk(r1.state, 'intimidation-pile')).toEqual(['LEFT', 'RIGHT']);
    const r = run(s, 'done', 'done', 'roll', '1', 'RIGHT', 'swarm:1:RIGHT:0:HEAD');
    expect(r.state.prompt).toMatchObject({ ask: 'move', subject: 'action.run-and-gun' });
    expect(blipCounts(r.state)).toEqual({ LEFT: 4, RIGHT: 5 });
    expect(view(r.state)[1]).toBe(rows('| deino> | [BL-a]')[0]);
  });
});

describe('Run and Gun (action.run-and-gun, initiative 12, GREEN)', () => {
  // cards.json action.run-and-gun: each green marine may pay one of his own tokens for one normal attack.
  it('Run and Gun: after the move steps Gideon and Noctis each pay a token and fire', () => {
    const s = build({
      players: solo('GREEN', 'BLUE', 'GREY'),
      rows: ['[CLAW] | gideon<+1 |', '[TAIL TAIL] | noctis<+1 |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREEN: 'action.run-and-gun' },
    }).state;
    const r1 = run(s, 'done', 'done');
    expect(r1.state.prompt).toMatchObject({ ask: 'run-and-gun-next', subject: 'action.run-and-gun', options: ['marine.gideon', 'marine.noctis', 'done'] });
    // Gideon (range 0) can only hit his own swarm: no target question, the die is rolled.
    const r2 = run(s, 'done', 'done', 'marine.gideon');
    expectDie(r2.state);
    const r = run(s, 'done', 'done', 'marine.gideon', '2', 'marine.noctis', '5');
    expect(view(r.state)).toEqual(rows('| gideon< |', '[TAIL TAIL] | noctis< |'));
    expect(r.state.supply).toBe(12);
    expect(r.fired['action.run-and-gun']).toBe(2);
    // Then the Genestealer Attack Phase.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.noctis', swarm: { size: 2, side: 'LEFT', marine: 'marine.noctis' } } });
  });
});
