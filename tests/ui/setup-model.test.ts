import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { dealTeams, SetupModel } from '../../src/ui/pocket/setup-model';

describe('new game form', () => {
  it('deals teams by the rules for every player count, and the engine accepts them', () => {
    const model = new SetupModel();
    for (let n = 1; n <= 6; n++) {
      model.setCount(n);
      expect(model.teams.value.map((t) => t.length)).toEqual(Array(n).fill([0, 3, 2, 2, 1, 1, 1][n]));
      expect(new Set(model.teams.value.flat()).size).toBe(model.teams.value.flat().length);
      const o = model.options.value;
      expect(o).not.toBeNull();
      expect(newGame(o!).ok).toBe(true);
    }
  });

  it('lets a player pick teams, moving a team from whoever held it', () => {
    const model = new SetupModel();
    model.setCount(2);
    model.teams.value = [[], []];
    expect(model.problem.value).toMatch(/needs 2 combat teams/);
    model.toggleTeam(0, 'RED');
    model.toggleTeam(0, 'BLUE');
    model.toggleTeam(1, 'RED'); // taken from player 1
    expect(model.teams.value).toEqual([['BLUE'], ['RED']]);
    model.toggleTeam(0, 'GREEN');
    model.toggleTeam(0, 'GREY'); // a full hand: the oldest pick makes room
    expect(model.teams.value[0]).toEqual(['GREEN', 'GREY']);
    model.toggleTeam(1, 'RED'); // tapping an own team gives it back
    expect(model.teams.value[1]).toEqual([]);
  });

  it('keeps the seed, handicap and practice flag, and refuses a bad seed or an empty name', () => {
    const model = new SetupModel();
    expect(model.setSeed('12345')).toBe(true);
    expect(model.setSeed('-1')).toBe(false);
    expect(model.setSeed('4294967296')).toBe(false);
    model.setTokens(30);
    expect(model.tokens.value).toBe(12);
    expect(model.options.value).toMatchObject({ seed: 12345, startingTokens: 12, chance: 'dealer' });
    model.setName(0, '  ');
    expect(model.problem.value).toMatch(/needs a name/);
  });

  it('copies an earlier deal exactly ("play this deal again")', () => {
    const model = new SetupModel();
    const o = { players: [{ name: 'Ana', teams: dealTeams(1)[0]! }], chance: 'dealer' as const, seed: 99, startingTokens: 2 };
    model.copy(o, true);
    expect(model.options.value).toEqual(o);
    expect(model.practice.value).toBe(true);
  });
});
