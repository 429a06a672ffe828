/**
 * Reveal reasons are data (issue 34): a code with ids and numbers, worded only by a renderer;
 * positions stored with the old English reason still read, with the code recovered.
 */
import { describe, expect, it } from 'vitest';
import { replaySteps } from '../../src/engine/replay';
import { validatePosition } from '../../src/engine/validate';
import { upgradePosition } from '../../src/engine/legacy';
import { WHY_EN, whyEn } from '../../src/engine/words/why-en';
import type { GameState } from '../../src/engine/types';
import { build } from './build';

function defenceRoll(): GameState {
  return build({ rows: ['| lorenzo< |', '[CLAW CLAW] | deino> |', '| gideon> |'], start: { phase: 'genestealer-attack' } }).state;
}

describe('reveal reasons as codes', () => {
  it('a reveal says why as a code with parameters, no words', () => {
    const p = defenceRoll().prompt;
    expect(p).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.deino', swarm: { size: 2, side: 'LEFT', marine: 'marine.deino' } } });
    expect(whyEn(p!.kind === 'reveal' ? p!.why : { code: 'die-roll' })).toBe("Deino's defence roll against the swarm of 2 left of Deino.");
  });

  it('every code has English words', () => {
    for (const [code, words] of Object.entries(WHY_EN)) expect(words({ code, marine: 'marine.deino', side: 'LEFT', tokens: 2, swarm: { size: 1, side: 'LEFT', marine: null } } as never), code).toMatch(/\w/);
  });

  it('a position stored with the English reason gets its code back (validated and replayed)', () => {
    const s = defenceRoll();
    const old = { ...s, prompt: { ...s.prompt!, why: "Deino's defence roll against the swarm of 2 left of Deino." } } as unknown as GameState;
    expect(upgradePosition(old).prompt).toEqual(s.prompt);
    const checked = validatePosition(JSON.parse(JSON.stringify(old)));
    expect(checked.ok && checked.state.prompt).toEqual(s.prompt);
    const replayed = replaySteps(JSON.parse(JSON.stringify(old)), []);
    expect(replayed.ok && replayed.state.prompt).toEqual(s.prompt);
  });

  it('an upgraded position is not the stored object (the stored copy is left as it was)', () => {
    const s = defenceRoll();
    const old = { ...s, prompt: { ...s.prompt!, why: 'old words' } } as unknown as GameState;
    upgradePosition(old);
    expect((old.prompt as unknown as { why: string }).why).toBe('old words');
  });
});

describe('answer refusals as codes', () => {
  it('checkAnswer names the refusal by code and parameters; the English comes from one table', async () => {
    const { checkAnswer } = await import('../../src/engine/driver');
    const { refusalEn } = await import('../../src/engine/words/refusal-en');
    const s = defenceRoll();
    expect(checkAnswer(s, '7')).toEqual({ code: 'not-a-face', choice: '7' });
    expect(checkAnswer(s, '3')).toBeNull();
    expect(refusalEn({ code: 'not-a-face', choice: '7' })).toBe('"7" is not a face of the combat die: enter a number from 0 to 5.');
    // From another phone: a code this one does not know, or a card it lacks, still reads.
    expect(refusalEn({ code: 'from-the-future' } as never)).toBe('That answer is not possible now.');
    expect(refusalEn({ code: 'event-in-play', event: 'event.nope' })).toBe('That answer is not possible now.');
  });
});
