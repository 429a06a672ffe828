/**
 * Attack actions (RB p19–20 "Attack Action Cards", "Facing and Range"; RB p24 Brood Lords;
 * RB p16 Support re-rolls; FAQ F2).
 */
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/engine/types';
import { asked, build, marineId, options, play, ref, rows, tokenCount, view } from './build';

// The p20 example's marines: Noctis (green, range 2), Claudio (yellow, range 0), Scipio (grey, range 2).
const P20_PLAYERS: Player[] = [{ name: 'Solo', teams: ['GREEN', 'YELLOW', 'GREY'] }];

describe('Facing and range: the rulebook example (RB p20)', () => {
  // Swarm #1 left of Noctis, #2 right of Noctis, #3 left of Claudio. Noctis and Claudio face left,
  // Scipio faces right two positions below Noctis. Extra: a swarm right of Calistarius, three
  // positions from Scipio (out of his range) and behind Calistarius.
  const P20 = [
    '[TAIL] | noctis< | [HEAD]',
    '[CLAW] | claudio< |',
    '| scipio> |',
    '| gideon> |',
    '| goriel< |',
    '| calistarius< | [TONGUE]',
  ];
  const chosen = { GREEN: 'action.dead-aim', YELLOW: 'action.heroic-charge', GREY: 'action.psionic-attack' } as const;

  it('Scipio may attack only #2; Noctis #1 or #3 but not #2; Claudio only #3', () => {
    const { state: s } = build({ players: P20_PLAYERS, rows: P20, start: { phase: 'resolve-actions' }, chosen });
    // Psionic Attack (15): of the grey marines only Scipio has a swarm he faces within range.
    expect(s.prompt).toMatchObject({ ask: 'attacker', subject: 'action.psionic-attack', options: [marineId('scipio'), 'done'] });
    // His only target (#2) is taken without asking.
    const a = play(s, marineId('scipio'));
    expect(a.log).toContain('Scipio attacks the swarm of 1 right of Noctis.');
    expect(asked(a.state)).toBe('reveal:die');
    // Dead Aim (16): Noctis may attack #1 or #3; Gideon (range 0, nothing on his right) may not attack.
    const b = play(a.state, '5');
    expect(b.log).toContain('Scipio rolls 5: a miss.');
    expect(b.state.prompt).toMatchObject({ ask: 'attacker', subject: 'action.dead-aim', options: [marineId('noctis'), 'done'] });
    const c = play(b.state, marineId('noctis'));
    expect(c.state.prompt).toMatchObject({ ask: 'attack-target', options: [ref(0, 'LEFT'), ref(1, 'LEFT')] });
    // Heroic Charge (18): Claudio's normal attack may only go at #3, the swarm he is engaged with.
    const d = play(c.state, ref(1, 'LEFT'), '0');
    expect(d.log).toContain('Noctis attacks the swarm of 1 left of Claudio.');
    expect(options(d.state)).toContain(marineId('claudio'));
    expect(options(d.state)).not.toContain(marineId('goriel'));
    const e = play(d.state, marineId('claudio'));
    expect(e.log).toContain('Claudio attacks the swarm of 1 left of Claudio.');
    const f = play(e.state, '4');
    expect(f.log).toContain('Claudio rolls 4: a miss.');
    // All missed: the formation is unchanged and the Genestealer Attack Phase begins.
    expect(view(f.state)).toEqual(rows(...P20));
    expect(f.state.phase).toBe('genestealer-attack');
  });
});

describe('Attack rolls (RB p19, p16)', () => {
  // Psionic Attack for the grey team; Scipio is not Calistarius, so his attacks are normal. The
  // blue and green Attack cards find no swarm they face.
  const chosen = { BLUE: 'action.lead-by-example', GREEN: 'action.dead-aim', GREY: 'action.psionic-attack' } as const;
  const formation = (scipio: string, calistarius = '| calistarius> |'): string[] => [
    `[CLAW HEAD TAIL] | ${scipio} |`,
    calistarius,
    '| lorenzo> |',
    '| deino> |',
    '| gideon> |',
    '| noctis> |',
  ];
  const start = (scipio: string, calistarius?: string) =>
    play(build({ rows: formation(scipio, calistarius), start: { phase: 'resolve-actions' }, chosen }).state, marineId('scipio'));

  it.each(['1', '2', '3'])('a skull (%s) slays one Genestealer of the attacker\'s choice', (face) => {
    const s = play(start('scipio<').state, face).state;
    expect(s.prompt).toMatchObject({ kind: 'decision', player: 0, ask: 'slay', subject: marineId('scipio'), options: ['CLAW', 'HEAD', 'TAIL'] });
    const { state: s2, log } = play(s, 'HEAD');
    expect(log).toContain('A Genestealer left of Scipio is slain.');
    expect(view(s2)[0]).toBe('[CLAW TAIL] | scipio< |');
    expect(s2.genestealerDiscard).toEqual(['gs.head.1']);
    expect(s2.stats.genestealersSlain).toBe(1);
  });

  it.each(['0', '4', '5'])('a blank face (%s) is a miss', (face) => {
    const { state: s, log } = play(start('scipio<').state, face);
    expect(log).toContain(`Scipio rolls ${face}: a miss.`);
    expect(view(s)[0]).toBe('[CLAW HEAD TAIL] | scipio< |');
    expect(s.genestealerDiscard).toEqual([]);
    // Nothing else to resolve: the swarm now attacks Scipio.
    expect(s.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.scipio', swarm: { size: 3, side: 'LEFT', marine: 'marine.scipio' } } });
  });

  it('the attacker may spend his own token to re-roll a miss; the token returns to the supply (RB p16)', () => {
    const s = play(start('scipio<+1').state, '0').state;
    expect(s.prompt).toMatchObject({ ask: 'attack-reroll', subject: marineId('scipio'), options: ['reroll', 'keep'] });
    const { state: s2, log } = play(s, 'reroll');
    expect(log).toContain('Scipio spends a Support token to re-roll the 0.');
    expect(tokenCount(s2)).toEqual({ supply: 12, marines: 0, terrain: 0 });
    expect(asked(s2)).toBe('reveal:die');
    // The new roll stands: a skull slays.
    const s3 = play(s2, '1', 'TAIL').state;
    expect(view(s3)[0]).toBe('[CLAW HEAD] | scipio< |');
  });

  it('keeping the miss keeps the token; a skull is never offered a re-roll', () => {
    const kept = play(start('scipio<+1').state, '4', 'keep').state;
    expect(view(kept)[0]).toBe('[CLAW HEAD TAIL] | scipio<+1 |');
    const skull = play(start('scipio<+1').state, '2').state;
    expect(asked(skull)).toBe('decision:slay');
  });

  it("only the attacker's own tokens can pay: a token on Calistarius does not help Scipio (RB p16)", () => {
    const s = play(start('scipio<', '| calistarius>+2 |').state, '0').state;
    expect(asked(s)).toBe('reveal:die');
    expect(s.prompt).toMatchObject({ why: { code: 'defence-roll', marine: 'marine.scipio', swarm: { size: 3, side: 'LEFT', marine: 'marine.scipio' } } });
    expect(view(s)[1]).toBe('| calistarius>+2 |');
  });
});

describe('Brood Lords are slain last (RB p24)', () => {
  it('while a normal Genestealer is in the swarm, the Brood Lord cannot be chosen; then he can', () => {
    // Dead Aim for the green team: Gideon (range 0) and Noctis (range 2) both face the swarm.
    const chosen = { BLUE: 'action.lead-by-example', GREEN: 'action.dead-aim', GREY: 'action.psionic-attack' } as const;
    const r = ['[BL-a CLAW HEAD] | gideon< |', '| noctis< |', '| lorenzo> |', '| deino> |', '| calistarius> |', '| scipio> |'];
    const { state: s } = build({ rows: r, start: { phase: 'resolve-actions' }, chosen });
    const a = play(s, marineId('gideon'), '1');
    expect(a.state.prompt).toMatchObject({ ask: 'slay', options: ['CLAW', 'HEAD'] });
    const b = play(a.state, 'CLAW', marineId('noctis'), '2');
    // Noctis's skull: only HEAD can go (a single option is taken without asking).
    expect(view(b.state)[0]).toBe('[BL-a] | gideon< |');
    expect(b.state.broodLordsSlain).toEqual([]);
    expect(b.state.phase).toBe('genestealer-attack');
  });

  it('a swarm of only a Brood Lord can be attacked and the Brood Lord slain', () => {
    const chosen = { BLUE: 'action.lead-by-example', GREEN: 'action.dead-aim', GREY: 'action.psionic-attack' } as const;
    const r = ['[BL-a] | gideon< |', '[HEAD] | noctis> |', '| lorenzo> |', '| deino> |', '| calistarius> |', '| scipio> |'];
    const { state: s } = build({ rows: r, start: { phase: 'resolve-actions' }, chosen });
    expect(s.prompt).toMatchObject({ ask: 'attacker', options: [marineId('gideon'), 'done'] });
    const { state: s2, log } = play(s, marineId('gideon'), '3');
    expect(log).toContain("A Brood Lord is slain by Gideon's row!");
    expect(s2.broodLordsSlain).toEqual(['brood-lord.a']);
    expect(s2.broodLordsOut).toEqual(['brood-lord.b']);
    expect(view(s2).slice(0, 2)).toEqual(['| gideon< |', '[HEAD] | noctis> |']);
  });
});
