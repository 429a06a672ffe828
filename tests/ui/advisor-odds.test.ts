/**
 * The advisor's words for its odds: a range the player can read at a glance, and "close"
 * when a gap is within the noise (issue 24: "3% / 5% / 4%" read as a real difference).
 */
import { describe, expect, it } from 'vitest';
import { oddsLabel, percent, rangeText } from '../../src/ui/play/advisor/AdvisorOdds';

const odds = (rate: number, low: number, high: number, best = false, close = false) => ({ option: 'x', playouts: 100, rate, low, high, reached: 0, best, close });

describe('advisor odds in words', () => {
  it('a range wider than the rounding reads as two percentages', () => {
    expect(rangeText({ low: 0.171, high: 0.214 })).toBe('17%–21%');
    expect(percent(0.004)).toBe('0.4%');
  });

  it('a range narrower than the rounding reads as a margin, never "19%–19%"', () => {
    expect(rangeText({ low: 0.188, high: 0.192 })).toBe('±0.2%');
    expect(oddsLabel(odds(0.19, 0.188, 0.192, true))).toBe('19% win (±0.2%) · best');
  });

  it('an answer within the noise of the best says so; a clearly worse one says nothing more', () => {
    expect(oddsLabel(odds(0.17, 0.15, 0.19, false, true))).toBe('17% win (15%–19%) · close');
    expect(oddsLabel(odds(0.05, 0.03, 0.07))).toBe('5% win (3%–7%)');
    expect(oddsLabel(undefined)).toBe('…');
  });
});
