/**
 * Bot games: the simulation is deterministic for its seed (whatever the number of worker
 * threads), and every bot game replays exactly from its answers and keeps the engine's
 * invariants after every answer (the fuzz checks).
 */
import { describe, expect, it } from 'vitest';
import { answerInPlace, checkInvariants, inconsistencyEn, makeSave, newGame, replay } from '../../src/engine';
import type { DecisionPrompt } from '../../src/engine';
import { APP_SEARCH, decideBy, DEFAULT_SEARCH, heuristic, OFFLINE_SEARCH, playGame, settingsOf } from '../../src/strategy';
import { gameOptions, runGames, runRange } from '../../scripts/sim-core';
import type { RunSpec } from '../../scripts/sim-core';

const check = (s: Parameters<typeof checkInvariants>[0]): string | null => checkInvariants(s).map(inconsistencyEn)[0] ?? null;

describe('simulate', () => {
  it('the same seed gives the same games, on one thread or two', async () => {
    const spec: RunSpec = { players: 2, teams: [], policy: 'heuristic', seed: 42 };
    const one = runRange(spec, 0, 6);
    expect(runRange(spec, 0, 6)).toEqual(one);
    expect(await runGames(spec, 6, 2)).toEqual(one);
    const other = runRange({ ...spec, seed: 43 }, 0, 6);
    expect(other).not.toEqual(one);
  }, 60_000);

  it.each(['heuristic', 'random'] as const)('%s games replay exactly and keep the invariants', (policy) => {
    for (let i = 0; i < 4; i++) {
      const options = gameOptions({ players: 1 + i, teams: [], policy, seed: 7 }, i);
      const r = playGame(options, policy, i, undefined, check);
      const again = replay(makeSave(options, r.answers));
      expect(again.ok).toBe(true);
      expect(again.state?.outcome).toBe(r.outcome);
      expect(again.state?.round).toBe(r.rounds);
    }
  });

  it('a search game replays exactly and keeps the invariants', () => {
    const options = gameOptions({ players: 1, teams: ['GREY', 'PURPLE', 'YELLOW'], policy: 'search', seed: 3 }, 0);
    const r = playGame(options, 'search', 1, { budget: 4, minPerOption: 1, horizon: 1 }, check);
    const again = replay(makeSave(options, r.answers));
    expect(again.ok && again.state?.outcome).toBe(r.outcome);
  }, 60_000);
});

describe('the in-app and offline bots', () => {
  it.each(['app', 'offline'] as const)('%s: the same seed gives the same games, on one thread or two', async (policy) => {
    // A small budget keeps the test quick; the policy's own settings differ only in playouts.
    const spec: RunSpec = { players: 1, teams: ['BLUE', 'GREY', 'RED'], policy, seed: 5, search: { ...settingsOf(policy), budget: 4, minPerOption: 1 } };
    const one = runRange(spec, 0, 2);
    expect(runRange(spec, 0, 2)).toEqual(one);
    expect(await runGames(spec, 2, 2)).toEqual(one);
    const r = playGame(gameOptions(spec, 0), policy, 9, spec.search, check);
    expect(replay(makeSave(gameOptions(spec, 0), r.answers)).state?.outcome).toBe(r.outcome);
  }, 120_000);

  it('search every kind of decision, the offline bot with more playouts than the in-app one', () => {
    expect(settingsOf('app')).toBe(APP_SEARCH);
    expect(settingsOf('offline')).toBe(OFFLINE_SEARCH);
    expect(APP_SEARCH.asks).toBeUndefined();
    expect(OFFLINE_SEARCH.budget).toBeGreaterThan(APP_SEARCH.budget);
    const options = gameOptions({ players: 1, teams: ['BLUE', 'GREEN', 'GREY'], policy: 'app', seed: 2 }, 0);
    const started = newGame(options);
    if (!started.ok) throw new Error(started.error);
    const s = started.state;
    let searched = 0;
    for (let i = 0; s.prompt && i < 400; i++) {
      const p = s.prompt as DecisionPrompt;
      if (p.ask !== 'choose-action' && p.options.length > 1) {
        const probe = (): number => {
          throw new Error('searched');
        };
        expect(() => decideBy('app', s, p, probe)).toThrow('searched');
        searched++;
      }
      answerInPlace(s, heuristic(s, p));
    }
    expect(searched).toBeGreaterThan(10);
  });
});

describe('the search bot', () => {
  it('searches only the kinds of decision it is set to (the Action card); the rest are the heuristic answer', () => {
    const options = gameOptions({ players: 1, teams: ['BLUE', 'GREEN', 'GREY'], policy: 'search', seed: 2 }, 0);
    const started = newGame(options);
    if (!started.ok) throw new Error(started.error);
    const s = started.state;
    let checked = 0;
    for (let i = 0; s.prompt && i < 400; i++) {
      const p = s.prompt as DecisionPrompt;
      // A rand that throws proves no search (the search draws its worlds from it) ran.
      const noSearch = (): number => {
        throw new Error(`searched a ${p.ask}`);
      };
      if (p.ask !== 'choose-action') {
        expect(decideBy('search', s, p, noSearch, DEFAULT_SEARCH)).toBe(heuristic(s, p));
        checked++;
      }
      answerInPlace(s, heuristic(s, p));
    }
    expect(checked).toBeGreaterThan(10);
  });
});
