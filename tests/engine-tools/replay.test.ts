import { describe, expect, it } from 'vitest';
import { firstDifference, makeSave, replay } from '../../src/engine/replay';
import type { Chance } from '../../src/engine';
import { playRandom, policyRand, randomOptions } from '../../scripts/play-random';

describe('replay', () => {
  const games: [number, Chance, number][] = [
    [1, 'dealer', 3],
    [2, 'table', 4],
    [3, 'dealer', 5],
    [4, 'table', 6],
    [5, 'dealer', 7],
    [6, 'table', 8],
  ];
  it.each(games)('re-runs a %i-player %s game to the identical final position', (players, chance, seed) => {
    const options = randomOptions(players, chance, seed);
    const played = playRandom(options, policyRand(seed));
    const r = replay(makeSave(options, played.answers, played.state));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.steps).toBe(played.answers.length);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(played.state));
  });

  it('names the refused step and the reason', () => {
    const options = randomOptions(2, 'dealer', 9);
    const played = playRandom(options, policyRand(9));
    const answers = [...played.answers.slice(0, 5), 'nonsense'];
    const r = replay(makeSave(options, answers));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.step).toBe(6);
    expect(r.error).toMatch(/^Step 6 of 6 \("nonsense"\) was refused: "nonsense" is not possible/);
    expect(r.state?.prompt).not.toBeNull();
  });

  it('refuses bad options and bad envelopes at step 0', () => {
    const bad = replay({ ...makeSave(randomOptions(2, 'dealer', 1), []), options: { players: [], chance: 'dealer', seed: 1 } });
    expect(bad).toMatchObject({ ok: false, step: 0 });
    expect(!bad.ok && bad.error).toMatch(/cannot start: A game has 1 to 6 players/);
    const junk = replay({ format: 'death-angel-save', version: 3 } as never);
    expect(!junk.ok && junk.error).toBe('Not a save: version must be 1 or 2, not 3.');
  });

  it('finds the first differing path', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('a[1].b');
    expect(firstDifference({ a: [1] }, { a: [1, 2] })).toBe('a[1]');
    expect(firstDifference(1, 2)).toBe('(the whole value)');
  });
});
