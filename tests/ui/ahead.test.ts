/**
 * The next screen worked out while the player reads (issue 32 §4): the tap takes the very
 * answer worked out ahead, and a position's screen is built once per language.
 */
import { describe, expect, it, vi } from 'vitest';
import { answer, type GameState } from '../../src/engine';
import { answered, lookAhead } from '../../src/ui/play/decisions/ahead';
import { allPaths, decisionScreen } from '../../src/ui/play/decisions/group';
import { useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';
import { positions, SOLO } from './heuristic-positions';

const games = positions(SOLO(4), 60);
const moving = games.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask === 'move') as GameState;

describe('looking ahead', () => {
  it('an answer worked out ahead is the engine’s answer, and the tap gets that very result', () => {
    const o = moving.prompt?.options[0] as string;
    const first = answered(moving, o);
    expect(first).toEqual(answer(moving, o));
    expect(answered(moving, o)).toBe(first);
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
      // Each path's first answer is now kept: asking again gives the kept result, not a new one.
      const paths = allPaths(decisionScreen(moving) as NonNullable<ReturnType<typeof decisionScreen>>);
      expect(paths.length).toBeGreaterThan(1);
      const first = (paths[1] as { path: string[] }).path[0] as string;
      expect(answered(moving, first)).toBe(answered(moving, first));
      // A view without answers (a guest's position) stops the work without an error.
      const view = { ...moving, prompt: { ...moving.prompt, options: ['x'] } } as unknown as GameState;
      expect(() => lookAhead(view)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
