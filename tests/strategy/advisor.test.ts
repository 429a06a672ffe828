/**
 * The advisor's estimator: honest counting over playouts from what the deciding player may
 * know. Same seed, same numbers; hidden order and another player's secret card change nothing.
 */
import { describe, expect, it } from 'vitest';
import { answerInPlace, clone, newGame } from '../../src/engine';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { advisorView, createEstimator, heuristic, wilson } from '../../src/strategy';
import { BANDIT_MIN, calibrated, uncalibrated, withinNoise } from '../../src/strategy/advisor';
import type { Tally } from '../../src/strategy/advisor';

function midGame(seed: number, round: number, min: number, chance: 'dealer' | 'table' = 'dealer'): GameState {
  const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'RED', 'YELLOW'] }], chance: 'dealer', seed });
  if (!r.ok) throw new Error(r.error);
  const s = r.state;
  while (s.prompt && !(s.round >= round && s.prompt.options.length >= min)) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
  if (!s.prompt) throw new Error('the game ended first');
  if (chance === 'table') s.chance = 'table';
  return s;
}

describe('advisor estimator', () => {
  it('counts every answer over the same worlds, refines batch by batch, and is deterministic for a seed', () => {
    const s = midGame(3, 2, 2);
    const before = JSON.stringify(s);
    const e = createEstimator(s, 11);
    if (!e) throw new Error('no estimator');
    const first = e.run(4);
    const n = (s.prompt as DecisionPrompt).options.length;
    expect(first.answers.map((a) => a.option)).toEqual((s.prompt as DecisionPrompt).options);
    expect(first.playouts).toBeGreaterThanOrEqual(n);
    for (const a of first.answers) expect(a.playouts).toBe(first.playouts / n);
    const later = e.run(40);
    expect(later.playouts).toBeGreaterThan(first.playouts);
    expect(later.answers.every((a) => a.low <= a.rate && a.rate <= a.high)).toBe(true);
    // The chance of success is the odds of the in-app bot's answer: the best one.
    expect(later.answers.filter((a) => a.best).map((a) => a.option)).toEqual([later.botAnswer]);
    const { option: _o, best: _b, close: _c, ...bot } = later.answers.find((a) => a.option === later.botAnswer) as NonNullable<(typeof later.answers)[number]>;
    expect(later.success).toEqual(bot);
    expect(JSON.stringify(s)).toBe(before);
    const again = createEstimator(s, 11);
    again?.run(4);
    expect(again?.run(40)).toEqual(later);
  }, 30_000);

  it('hidden deck order and the dealer PRNG do not change the estimate', () => {
    const a = midGame(5, 2, 2);
    const b = clone(a);
    b.rng = (a.rng ^ 0x9e3779b9) >>> 0;
    b.genestealerDeck.reverse();
    b.eventDeck.reverse();
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    expect(createEstimator(b, 2)?.run(30)).toEqual(createEstimator(a, 2)?.run(30));
  }, 30_000);

  it("in pass-and-play never sees another player's pending secret Action card", () => {
    const r = newGame({ players: [{ name: 'Ann', teams: ['BLUE', 'RED'] }, { name: 'Bob', teams: ['GREEN', 'GREY'] }], chance: 'dealer', seed: 4 });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    while (s.prompt && !(s.phase === 'choose-actions' && s.prompt.kind === 'decision' && s.prompt.player === 1 && s.prompt.options.length > 1)) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
    const other = clone(s);
    for (const t of ['BLUE', 'RED'] as const) {
      const hand = other.hands[t] ?? [];
      other.chosen[t] = hand.find((c) => c !== s.chosen[t] && c !== other.lastResolved[t]) ?? null;
    }
    expect(other.chosen).not.toEqual(s.chosen);
    expect(createEstimator(other, 7)?.run(12)).toEqual(createEstimator(s, 7)?.run(12));
  });

  it('works from a table game (its hidden cards dealt at random) and gives no estimate without a choice', () => {
    const s = midGame(8, 2, 2, 'table');
    const v = advisorView(s);
    expect(v?.chance).toBe('dealer');
    expect(s.chance).toBe('table');
    expect(createEstimator(s, 1)?.run(6).playouts).toBeGreaterThan(0);
    const over = clone(s);
    over.prompt = null;
    expect(createEstimator(over, 1)).toBeNull();
  });

  it('weighs real table games (reveals entered by hand) at many points, without touching them', () => {
    for (const players of [1, 2, 3]) {
      const teams = ['BLUE', 'RED', 'YELLOW', 'GREEN', 'GREY', 'PURPLE'] as const;
      const per = players === 1 ? 3 : 2;
      const r = newGame({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, teams: [...teams.slice(i * per, i * per + per)] })), chance: 'table', seed: 1 });
      if (!r.ok) throw new Error(r.error);
      const s = r.state;
      let checked = 0;
      for (let k = 0; s.prompt && k < 3000; k++) {
        const p = s.prompt;
        if (p.kind === 'decision' && p.options.length > 1 && k % 23 === 0) {
          const before = JSON.stringify(s);
          expect(createEstimator(s, k)?.run(4).playouts).toBeGreaterThan(0);
          expect(JSON.stringify(s)).toBe(before);
          checked++;
        }
        const refused = answerInPlace(s, p.kind === 'decision' ? heuristic(s, p) : (p.options[k % p.options.length] as string));
        if (refused) throw new Error(JSON.stringify(refused));
      }
      expect(checked).toBeGreaterThan(3);
    }
  }, 30_000);

  it('Wilson intervals: wide with few playouts, narrow with many, always inside [0, 1]', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    const few = wilson(1, 10);
    const many = wilson(100, 1000);
    expect(few.high - few.low).toBeGreaterThan(many.high - many.low);
    expect(many.low).toBeLessThan(0.1);
    expect(many.high).toBeGreaterThan(0.1);
    expect(wilson(0, 50).low).toBe(0);
    expect(wilson(50, 50).high).toBeCloseTo(1, 12);
  });

  it('a gap inside the noise is marked as such: 3% against 5% over 100 playouts each is not a difference (issue 24)', () => {
    // Worlds that are each won or lost outright (a value of 1 or 0) behave as wins out of n.
    const wins = (w: number, n: number): Tally => ({ playouts: n, sum: w, squares: w, reached: 0 });
    expect(withinNoise(wins(3, 100), wins(5, 100))).toBe(true);
    expect(withinNoise(wins(0, 12), wins(1, 12))).toBe(true);
    expect(withinNoise(wins(10, 1000), wins(100, 1000))).toBe(false);
    expect(withinNoise(wins(30, 1000), wins(50, 1000))).toBe(false);
    // Worlds that all agree still leave a floor of noise: 4.0% and 4.5% over 12 worlds are close,
    // the same over 2,000 worlds are not.
    const flat = (v: number, n: number): Tally => ({ playouts: n, sum: v * n, squares: v * v * n, reached: 0 });
    expect(withinNoise(flat(0.04, 12), flat(0.045, 12))).toBe(true);
    expect(withinNoise(flat(0.04, 2000), flat(0.045, 2000))).toBe(false);
    expect(withinNoise(flat(0.04, 0), flat(0.5, 100))).toBe(true);
  });

  it('keeps sampling the answers close to the best and the bot answer, and samples a clearly worse answer less (bandit)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 12 && seen === 0; seed++) {
      const s = midGame(seed, 2, 3);
      const e = createEstimator(s, seed)?.run(600);
      if (!e) continue;
      const best = e.answers.filter((a) => a.best);
      expect(best).toHaveLength(1);
      const lead = best[0] as (typeof e.answers)[number];
      const most = Math.max(...e.answers.map((a) => a.playouts));
      expect(lead.playouts).toBe(most);
      expect(e.answers.find((a) => a.option === e.botAnswer)?.playouts).toBe(most);
      for (const a of e.answers) {
        expect(a.playouts).toBeGreaterThanOrEqual(BANDIT_MIN);
        if (a.best) expect(a.close).toBe(false);
        if (!a.best && !a.close && a.option !== e.botAnswer) {
          expect(a.playouts).toBeLessThan(most);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);
  it("the calibration map keeps the answers' order, keeps a sure win or loss sure, and is undone exactly (calibrate:advisor --fit)", () => {
    const map = { slope: 0.61, shift: -0.47, bend: 0.63, knot: -0.5 };
    const ps = [0.001, 0.035, 0.073, 0.15, 0.28, 0.49, 0.8, 0.999];
    const qs = ps.map((p) => calibrated(p, map));
    for (let k = 1; k < qs.length; k++) expect(qs[k] as number).toBeGreaterThan(qs[k - 1] as number);
    // Too spread before: a low mean is raised, a high one lowered.
    expect(calibrated(0.035, map)).toBeGreaterThan(0.035);
    expect(calibrated(0.49, map)).toBeLessThan(0.49);
    expect(calibrated(0.6, map)).toBeGreaterThan(calibrated(0.6, { ...map, bend: 0 }));
    expect(calibrated(0, map)).toBe(0);
    expect(calibrated(1, map)).toBe(1);
    for (const p of ps) expect(uncalibrated(calibrated(p, map), map)).toBeCloseTo(p, 12);
    expect(calibrated(0.3, { slope: 1, shift: 0, bend: 0, knot: 0 })).toBeCloseTo(0.3, 12);
  });
});
