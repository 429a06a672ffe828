/**
 * The death-chance model behind the heuristic: a swarm of n kills on a roll of 0..n (RB p13),
 * a Brood Lord takes 1 off the roll (FAQ F7), a token re-rolls only the faced swarm (RB p16).
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/engine';
import { killChance, marineDeath, tokenGain } from '../../src/strategy/danger';

function at(facing: 'LEFT' | 'RIGHT', left: number, right: number, tokens = 0, lord = false): Position {
  const cards = (n: number, withLord: boolean): string[] => Array.from({ length: n }, (_, i) => (withLord && i === 0 ? 'brood-lord.a' : `gs.claw.${i + 1}`));
  const stack = (n: number, withLord: boolean) => ({ terrain: [], swarms: n ? [{ cards: cards(n, withLord), attacked: false, moved: false }] : [] });
  return { marine: 'marine.lorenzo', facing, tokens, LEFT: stack(left, lord), RIGHT: stack(right, false) };
}

describe('danger model', () => {
  it('a swarm of n kills n+1 times in 6, five or more always; a Brood Lord counts one more', () => {
    expect(killChance(0)).toBe(0);
    expect(killChance(1)).toBeCloseTo(2 / 6);
    expect(killChance(4)).toBeCloseTo(5 / 6);
    expect(killChance(5)).toBe(1);
    expect(killChance(9)).toBe(1);
    expect(killChance(1, 1)).toBeCloseTo(3 / 6);
    expect(marineDeath(at('LEFT', 1, 0, 0, true))).toBeCloseTo(3 / 6);
  });

  it('tokens re-roll the faced swarm only, and both swarms attack', () => {
    expect(marineDeath(at('LEFT', 2, 0, 1))).toBeCloseTo((3 / 6) ** 2);
    expect(marineDeath(at('RIGHT', 2, 0, 1))).toBeCloseTo(3 / 6);
    expect(marineDeath(at('LEFT', 1, 1))).toBeCloseTo(1 - (4 / 6) * (4 / 6));
    expect(tokenGain(at('LEFT', 2, 0))).toBeCloseTo(3 / 6 - 9 / 36);
    expect(tokenGain(at('RIGHT', 2, 0))).toBe(0);
    // Against a swarm of 5 a re-roll cannot help: every face kills.
    expect(tokenGain(at('LEFT', 5, 0))).toBe(0);
  });
});
