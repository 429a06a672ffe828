/**
 * The fitted value function (issue 24): a probability, 1 and 0 at the end, and it moves the way
 * the game does: a marine lost or a bigger swarm lowers the chance, a Location reached raises it.
 */
import { describe, expect, it } from 'vitest';
import { clone } from '../../src/engine';
import { features, FEATURES, winChance } from '../../src/strategy/value';
import { VALUE_WEIGHTS } from '../../src/strategy/value-weights';
import { build } from '../engine/build';

const QUIET = ['| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];

describe('value function', () => {
  const s = build({ rows: ['[TAIL] | lorenzo> |', '| deino> | [CLAW HEAD]', ...QUIET], start: { phase: 'choose-actions' } }).state;

  it('has one weight per feature plus the intercept, fitted on a recorded commit', () => {
    expect(VALUE_WEIGHTS.weights).toHaveLength(FEATURES.length + 1);
    expect(features(s)).toHaveLength(FEATURES.length);
    expect(VALUE_WEIGHTS.commit).toMatch(/^[0-9a-f]{7,}$/);
  });

  it('is a probability, 1 once won and 0 once lost', () => {
    const p = winChance(s);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    expect(winChance({ ...s, outcome: 'won' })).toBe(1);
    expect(winChance({ ...s, outcome: 'lost' })).toBe(0);
  });

  it('a marine lost or more Genestealers in play lower it; a Location reached raises it', () => {
    const fewer = clone(s);
    fewer.formation.pop();
    expect(winChance(fewer)).toBeLessThan(winChance(s));
    const swarmed = build({ rows: ['[TAIL CLAW] | lorenzo> |', '| deino> | [CLAW HEAD TONGUE]', ...QUIET], start: { phase: 'choose-actions' } }).state;
    expect(winChance(swarmed)).toBeLessThan(winChance(s));
    const further = clone(s);
    further.stats.locationsReached += 1;
    expect(winChance(further)).toBeGreaterThan(winChance(s));
  });
});
