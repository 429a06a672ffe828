import { describe, expect, it } from 'vitest';
import { rollDie } from '../../src/ui/tools/dice';

describe('rollDie (crypto.getRandomValues)', () => {
  it('gives only faces 1-6, and every face turns up', () => {
    const seen = new Map<number, number>();
    for (let i = 0; i < 1200; i++) {
      const d = rollDie();
      seen.set(d, (seen.get(d) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
