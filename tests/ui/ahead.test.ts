/**
 * The next screen worked out while the player reads (issue 32 §4): the tap takes the very
 * answer worked out ahead, and a position's screen is built once per language.
 */
import { describe, expect, it, vi } from 'vitest';
import { answer, type GameState } from '../../src/engine';
import { answered, keptFor, lookAhead } from '../../src/ui/play/decisions/ahead';
import { allPaths, decisionScreen } from '../../src/ui/play/decisions/group';
import { useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';
import { positions, SOLO } from './heuristic-positions';

const games = positions(SOLO(4), 60);
const moving = games.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask === 'move') as GameState;

describe('looking ahead', () => {
  it('the tap’s answer is the engine’s answer, and what the position’s other answers led to goes', () => {
    const o = moving.prompt?.options[0] as string;
    expect(answered(moving, o)).toEqual(answer(moving, o));
    expect(keptFor(moving)).toBe(0);
  });

  it('a position’s screen is built once per language', () => {
    const d = decisionScreen(moving);
    expect(decisionScreen(moving)).toBe(d);
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    try {
      expect(decisionScreen(moving)).not.toBe(d);
      expect(decisionScreen(moving)).toEqual(d === null ? null : expect.anything());
    } finally {
      useWordsNow('en', wordsOf('en'));
    }
  });

  it('works out every answer of the screen in idle time, and stops when asked', async () => {
    vi.useFakeTimers();
    try {
      const stop = lookAhead(moving);
      await vi.runAllTimersAsync();
      stop();
      // Each path's first answer is kept for the tap, and the screen each path leads to is built.
      const paths = allPaths(decisionScreen(moving) as NonNullable<ReturnType<typeof decisionScreen>>);
      const firsts = new Set(paths.map((x) => x.path[0]));
      expect(firsts.size).toBeGreaterThan(1);
      expect(keptFor(moving)).toBe(firsts.size);
      const tapped = answered(moving, [...firsts][0] as string);
      expect(tapped.ok).toBe(true);
      expect(keptFor(moving)).toBe(0);
      // A view without answers (a guest's position) stops the work without an error.
      const view = { ...moving, prompt: { ...moving.prompt, options: ['x'] } } as unknown as GameState;
      expect(() => lookAhead(view)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
