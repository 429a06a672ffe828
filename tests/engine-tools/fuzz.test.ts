import { describe, expect, it } from 'vitest';
import { fuzzGame, runFuzz, specFor } from '../../scripts/fuzz';

describe('fuzz', () => {
  it('300 random games, all player counts and both chances: invariants after every answer, replays identical', () => {
    const sum = runFuzz(300, 20_000);
    // 12 player-count × chance kinds, each played both plainly and eagerly.
    expect(Object.keys(sum.byKind).sort()).toHaveLength(24);
    const first = sum.failures.slice(0, 5).map((f) => `seed ${f.spec.seed}, ${f.spec.players}p ${f.spec.chance}: ${f.failure}`);
    expect(first, `${sum.failures.length} of 300 games failed; rerun one with npm run fuzz -- --only SEED --players P --chance C`).toEqual([]);
    expect(sum.answers).toBeGreaterThan(300 * 20);
  }, 60_000);

  it('cycles player counts, chances and policies', () => {
    expect([0, 5, 6, 11, 12, 18, 24].map((i) => specFor(i, 100))).toEqual([
      { seed: 100, players: 1, chance: 'dealer', eager: false },
      { seed: 105, players: 6, chance: 'dealer', eager: false },
      { seed: 106, players: 1, chance: 'table', eager: false },
      { seed: 111, players: 6, chance: 'table', eager: false },
      { seed: 112, players: 1, chance: 'dealer', eager: true },
      { seed: 118, players: 1, chance: 'table', eager: true },
      { seed: 124, players: 1, chance: 'dealer', eager: false },
    ]);
  });

  it('reruns one game the same way, with its log', () => {
    const spec = { seed: 77, players: 2, chance: 'table' as const, eager: true };
    const log: string[] = [];
    const a = fuzzGame(spec, true, log);
    const b = fuzzGame(spec, false);
    expect({ ...a, failure: null }).toEqual({ ...b, failure: null });
    expect(log.length).toBeGreaterThan(10);
  });
});
