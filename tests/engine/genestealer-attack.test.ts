/**
 * Genestealer Attack Phase (RB p13, p16 re-rolls, p24 Brood Lords, p27 slain marines; FAQ F6, F7).
 * Shifting after a death is in shift.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { whyEn } from '../../src/engine/words/why-en';
import type { GameState } from '../../src/engine/types';
import { asked, build, marineId, play, tokenCount, view } from './build';
import { rerollOnlyHope } from '../../src/engine';

const QUIET = ['| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];

function gsAttack(rows: string[]): GameState {
  return build({ rows, start: { phase: 'genestealer-attack' } }).state;
}

function why(s: GameState): string {
  return s.prompt?.kind === 'reveal' ? whyEn(s.prompt.why) : `not a reveal: ${JSON.stringify(s.prompt)}`;
}

describe('Order of attacks (RB p13)', () => {
  it('top to bottom; in one position the left swarm first', () => {
    let s = gsAttack(['[CLAW] | lorenzo< | [HEAD]', '[TAIL] | deino< |', '| gideon> | [TONGUE]', '| noctis> |', '| calistarius> |', '| scipio> |']);
    const seen: string[] = [];
    while (asked(s) === 'reveal:die') {
      seen.push(why(s));
      s = play(s, '5').state;
    }
    expect(seen).toEqual([
      "Lorenzo's defence roll against the swarm of 1 left of Lorenzo.",
      "Lorenzo's defence roll against the swarm of 1 right of Lorenzo.",
      "Deino's defence roll against the swarm of 1 left of Deino.",
      "Gideon's defence roll against the swarm of 1 right of Gideon.",
    ]);
    // Every roll of 5 misses; the Event Phase follows.
    expect(s.phase).toBe('event');
    expect(s.marinesSlain).toEqual([]);
  });
});

describe('Killed when the roll is not higher than the swarm (RB p13; FAQ F6, F7)', () => {
  const attacked = (swarm: string, roll: string): GameState => {
    const s = gsAttack(['| lorenzo< |', `${swarm} | deino> |`, ...QUIET]);
    return play(s, roll).state;
  };

  it.each([
    { swarm: '[CLAW]', roll: '0', dies: true },
    { swarm: '[CLAW]', roll: '1', dies: true },
    { swarm: '[CLAW]', roll: '2', dies: false },
    { swarm: '[CLAW HEAD]', roll: '2', dies: true },
    { swarm: '[CLAW HEAD]', roll: '3', dies: false },
    { swarm: '[CLAW HEAD TAIL]', roll: '3', dies: true },
    { swarm: '[CLAW HEAD TAIL]', roll: '4', dies: false },
    // RB p24, FAQ F7: each Brood Lord takes 1 off the roll.
    { swarm: '[BL-a]', roll: '2', dies: true },
    { swarm: '[BL-a]', roll: '3', dies: false },
    { swarm: '[BL-a CLAW]', roll: '3', dies: true },
    { swarm: '[CLAW HEAD]', roll: '4', dies: false },
    { swarm: '[BL-a BL-b]', roll: '4', dies: true },
    { swarm: '[BL-a BL-b]', roll: '5', dies: false },
  ])('$swarm, roll $roll: slain = $dies', ({ swarm, roll, dies }) => {
    const s = attacked(swarm, roll);
    expect(s.marinesSlain).toEqual(dies ? [marineId('deino')] : []);
    expect(s.formation.map((p) => p.marine).includes(marineId('deino'))).toBe(!dies);
    expect(s.phase).toBe('event');
  });

  it('a slain marine leaves the game; the log says so (RB p27)', () => {
    const s0 = gsAttack(['| lorenzo< |', '[CLAW] | deino> |', ...QUIET]);
    const { state: s, log } = play(s0, '1');
    expect(log).toContain('The swarm of 1 left of Deino attacks Deino: he rolls 1, not enough.');
    expect(log.some((l) => l.startsWith('Deino is slain.'))).toBe(true);
    expect(s.stats.marinesLost).toEqual([marineId('deino')]);
  });

  it('the die is always rolled, even against 5 Genestealers, or 4 and a Brood Lord (FAQ F6)', () => {
    const s = gsAttack(['| lorenzo< |', '[CLAW CLAW CLAW CLAW CLAW] | deino> |', '[BL-b CLAW CLAW CLAW] | gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |']);
    expect(asked(s)).toBe('reveal:die');
    expect(why(s)).toBe("Deino's defence roll against the swarm of 5 left of Deino.");
    const s2 = play(s, '5').state;
    expect(s2.marinesSlain).toEqual([marineId('deino')]);
    // The next attack is rolled as well.
    expect(asked(s2)).toBe('reveal:die');
    expect(why(s2)).toBe("Gideon's defence roll against the swarm of 4 left of Gideon.");
    expect(play(s2, '5').state.marinesSlain).toEqual([marineId('deino'), marineId('gideon')]);
  });
});

describe('Support token re-roll when defending (RB p16)', () => {
  it('offered when the marine faces the swarm and the roll would kill; the token returns to the supply', () => {
    const s = play(gsAttack(['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', ...QUIET]), '1').state;
    expect(s.prompt).toMatchObject({ kind: 'decision', player: 0, ask: 'defence-reroll', subject: marineId('deino'), options: ['reroll', 'keep'] });
    const { state: s2, log } = play(s, 'reroll');
    expect(log).toContain('Deino spends a Support token to re-roll the 1.');
    expect(tokenCount(s2)).toEqual({ supply: 12, marines: 0, terrain: 0 });
    expect(asked(s2)).toBe('reveal:die');
    const s3 = play(s2, '4').state;
    expect(s3.marinesSlain).toEqual([]);
    expect(view(s3)[1]).toBe('[CLAW CLAW] | deino< |');
  });

  it('a kept killing roll slays the marine; his unspent token goes back to the supply', () => {
    const s = play(gsAttack(['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', ...QUIET]), '2', 'keep').state;
    expect(s.marinesSlain).toEqual([marineId('deino')]);
    expect(tokenCount(s)).toEqual({ supply: 12, marines: 0, terrain: 0 });
  });

  // docs/rulings.md Q32-2: pocket play spends the token for him when keeping the roll can only lose.
  it('rerollOnlyHope: a killing 1 against two Claws, Deino facing them with a token: re-roll is his only hope', () => {
    const s = play(gsAttack(['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', ...QUIET]), '1').state;
    expect(rerollOnlyHope(s)).toBe(true);
    // Once re-rolled, the new die is a reveal: nothing more to take for him.
    expect(rerollOnlyHope(play(s, 'reroll').state)).toBe(false);
  });

  it('rerollOnlyHope: not when his player holds the Artefact, which could save him and keep the token', () => {
    const s = play(gsAttack(['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', ...QUIET]), '1').state;
    const withArtefact: GameState = { ...s, artefactHolder: 0 };
    expect(withArtefact.prompt).toMatchObject({ ask: 'defence-reroll' });
    expect(rerollOnlyHope(withArtefact)).toBe(false);
  });

  it('rerollOnlyHope: not when the roll only misses (Counter Attack: Lorenzo may fish for a skull, or keep the 4)', () => {
    const start = gsAttack(['[CLAW CLAW] | lorenzo<+1 |', '| deino> |', ...QUIET]);
    const s = play({ ...start, effects: { ...start.effects, active: [...start.effects.active, 'action.counter-attack'] } }, '4').state;
    expect(s.prompt).toMatchObject({ ask: 'defence-reroll', subject: marineId('lorenzo') });
    expect(rerollOnlyHope(s)).toBe(false);
  });

  it('not offered when the roll misses anyway', () => {
    const s = play(gsAttack(['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', ...QUIET]), '3').state;
    expect(s.phase).toBe('event');
    expect(view(s)[1]).toBe('[CLAW CLAW] | deino<+1 |');
  });

  it('not offered against a swarm behind the marine: he is slain (RB p16)', () => {
    const s = play(gsAttack(['| lorenzo> |', '[CLAW CLAW] | deino>+1 |', ...QUIET]), '1').state;
    expect(s.marinesSlain).toEqual([marineId('deino')]);
    expect(s.supply).toBe(12);
  });

  it('offered only against the faced swarm when swarms stand on both sides', () => {
    // Left swarm first: behind Deino (he faces right), no re-roll; then the right one, faced.
    const s0 = gsAttack(['| lorenzo> |', '[HEAD] | deino>+1 | [CLAW]', ...QUIET]);
    const s1 = play(s0, '2').state;
    expect(asked(s1)).toBe('reveal:die');
    expect(why(s1)).toBe("Deino's defence roll against the swarm of 1 right of Deino.");
    const s2 = play(s1, '0').state;
    expect(s2.prompt).toMatchObject({ ask: 'defence-reroll', subject: marineId('deino') });
  });
});

describe('A defence re-roll that can pay off (RB p15; issue 13)', () => {
  it('Counter Attack: Lorenzo, missed by a 5, may still spend his token to fish for the skull that strikes back', () => {
    const s0 = build({ rows: ['| lorenzo>+1 | [CLAW]', '| deino> |'], start: { phase: 'genestealer-attack' } }).state;
    s0.effects.active.push('action.counter-attack');
    const a = play(s0, '5').state;
    expect(a.prompt).toMatchObject({ kind: 'decision', ask: 'defence-reroll', options: ['reroll', 'keep'] });
    // Without Counter Attack a miss is kept: nothing better can come of a re-roll.
    const b = play(build({ rows: ['| lorenzo>+1 | [CLAW]', '| deino> |'], start: { phase: 'genestealer-attack' } }).state, '5').state;
    expect(b.prompt?.kind === 'decision' && b.prompt.ask).not.toBe('defence-reroll');
  });
});
