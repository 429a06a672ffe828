/**
 * The advisor's calibration compares predictions with what the bot then does from the real
 * position. The positions must be picked without looking ahead: a game that ends before the
 * chosen stop gives no position, never its last decision (whose future the real dealer has
 * already settled: no other choice comes before the end).
 */
import { describe, expect, it } from 'vitest';
import { answerInPlace, clone, newGame } from '../../src/engine';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { heuristic } from '../../src/strategy';
import { positionAt } from '../../scripts/calibration-core';
import { gameOptions } from '../../scripts/sim-core';

/** Every decision with a choice of the heuristic game, in order. */
function choicePositions(options: Parameters<typeof newGame>[0]): GameState[] {
  const r = newGame(options);
  if (!r.ok) throw new Error(r.error);
  const s = r.state;
  const out: GameState[] = [];
  while (s.prompt) {
    const p = s.prompt as DecisionPrompt;
    if (p.options.length > 1) out.push(clone(s));
    answerInPlace(s, heuristic(s, p));
  }
  return out;
}

describe('calibration positions', () => {
  it('a game that ends before the stop gives no position (not its last decision)', () => {
    const options = gameOptions({ players: 2, teams: [], policy: 'heuristic', seed: 1 }, 3);
    const all = choicePositions(options);
    expect(all.length).toBeGreaterThan(10);
    expect(positionAt(options, all.length)).toBeNull();
    expect(positionAt(options, all.length + 100)).toBeNull();
    // Before the end, the stop-th decision with a choice, counted from 0.
    expect(positionAt(options, all.length - 1)).toEqual(all[all.length - 1]);
    expect(positionAt(options, 0)).toEqual(all[0]);
    expect(positionAt(options, 7)).toEqual(all[7]);
  });

  it('every position is a live decision with a choice', () => {
    const a = gameOptions({ players: 1, teams: [], policy: 'heuristic', seed: 1 }, 0);
    const la = choicePositions(a).length;
    for (const k of [0, Math.floor(la / 2), la - 1]) {
      const s = positionAt(a, k);
      expect(s?.prompt?.kind).toBe('decision');
      expect((s?.prompt as DecisionPrompt).options.length).toBeGreaterThan(1);
      expect(s?.outcome).toBeNull();
    }
  });
});
