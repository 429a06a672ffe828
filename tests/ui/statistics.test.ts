import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/data';
import { CompanionDB, type GameRow, type GameStatus } from '../../src/persistence/db';
import { storedGameFacts, type StoredGameFacts } from '../../src/persistence/stats-source';
import { statistics, teamsKey } from '../../src/ui/extras/statistics';
import { solo, startAndPlay } from '../persistence/saves-helpers';
import { importText } from '../../src/persistence/transfer';
import { playGame } from '../../src/strategy/play';
import { randomOptions } from '../../scripts/play-random';

let n = 0;
function game(status: GameStatus, teams: Team[][], extra: { mode?: 'pocket' | 'table'; round?: number; reached?: number; lost?: string[]; standing?: string[]; advisor?: boolean } = {}): StoredGameFacts {
  const row = {
    id: `g${++n}`,
    mode: extra.mode ?? 'pocket',
    options: { players: teams.map((t, i) => ({ name: `P${i}`, teams: t })), chance: 'dealer', seed: n },
    practice: false,
    status,
    created: n,
    updated: n,
    steps: 10,
    undoFloor: 0,
    summary: { players: [], round: extra.round ?? 5, location: '', locationsReached: extra.reached ?? 1, marinesLeft: 0, genestealersSlain: 0 },
    startLog: [],
    ...(extra.advisor ? { advisorUsed: true } : {}),
  } as GameRow;
  return { row, marines: extra.lost || extra.standing ? { lost: extra.lost ?? [], standing: extra.standing ?? [] } : null };
}

describe('statistics', () => {
  it('win rates by mode, player count and team combination count finished games only', () => {
    const s = statistics([
      game('won', [['BLUE', 'RED', 'GREY']], { round: 9, reached: 4, advisor: true }),
      game('lost', [['GREY', 'BLUE', 'RED']], { round: 5, reached: 2 }),
      game('lost', [['BLUE'], ['GREEN']], { mode: 'table', round: 7, reached: 1 }),
      game('in-progress', [['BLUE', 'RED', 'GREY']]),
    ]);
    expect(s).toMatchObject({ stored: 4, inProgress: 1, finished: 3, won: 1, withAdvisor: 1, longest: 9 });
    expect(s.winRate).toBeCloseTo(1 / 3);
    expect(s.meanRounds).toBeCloseTo(7);
    expect(s.byMode).toEqual([
      { key: 'pocket', games: 2, won: 1, rate: 0.5 },
      { key: 'table', games: 1, won: 0, rate: 0 },
    ]);
    expect(s.byPlayers.map((r) => [r.key, r.games, r.won])).toEqual([
      ['1', 2, 1],
      ['2', 1, 0],
    ]);
    // The same three teams in another order are the same combination.
    expect(s.byTeams[0]).toEqual({ key: 'BLUE+GREY+RED', games: 2, won: 1, rate: 0.5 });
    expect(s.byTeams[1]?.key).toBe('BLUE+GREEN');
    expect(s.reached.map((r) => r.won + r.lost)).toEqual([0, 1, 1, 0, 1]);
    expect(s.reached[4]).toEqual({ won: 1, lost: 0 });
  });

  it("marines' survival by marine and by team, from who fell and who stood at the end", () => {
    const s = statistics([
      game('lost', [['BLUE']], { lost: ['marine.lorenzo', 'marine.deino'] }),
      game('won', [['BLUE']], { lost: ['marine.deino'], standing: ['marine.lorenzo'] }),
      game('in-progress', [['BLUE']], { lost: ['marine.lorenzo'] }),
    ]);
    expect(s.byMarine).toEqual([
      { key: 'marine.lorenzo', fielded: 2, survived: 1, rate: 0.5 },
      { key: 'marine.deino', fielded: 2, survived: 0, rate: 0 },
    ]);
    expect(s.byTeam).toEqual([{ key: 'BLUE', fielded: 4, survived: 1, rate: 0.25 }]);
  });

  it('nothing stored: zeros, no division by zero', () => {
    const s = statistics([]);
    expect(s).toMatchObject({ stored: 0, finished: 0, winRate: 0, meanRounds: 0, byMode: [], byMarine: [] });
  });

  it('team keys follow the table order whoever held the teams', () => {
    expect(teamsKey(['YELLOW', 'BLUE', 'RED'])).toBe('BLUE+RED+YELLOW');
  });

  it('reads stored games and the fate of their marines from the end snapshot', async () => {
    const db = new CompanionDB('stats-db-1');
    const g = await startAndPlay(db, solo, 4000);
    expect(g.state.outcome).not.toBeNull();
    await startAndPlay(db, solo, 3);
    const facts = await storedGameFacts(db);
    expect(facts).toHaveLength(2);
    const done = facts.find((f) => f.row.id === g.row.id);
    expect(done?.marines?.lost).toEqual(g.state.stats.marinesLost);
    expect(done?.marines?.standing).toEqual(g.state.formation.map((p) => p.marine));
    expect(facts.find((f) => f.row.id !== g.row.id)?.marines).toBeNull();
    const s = statistics(facts);
    expect(s.finished).toBe(1);
    expect(s.byTeam.reduce((a, t) => a + t.fielded, 0)).toBe(6);
  });
});

describe('a marine Rescue Space Marine brought back (issue 35)', () => {
  it('is counted once among the lost when he falls again, and the squad of 6 is fielded 6 times', async () => {
    // Heuristic solo game 10 (scripts/play-random options): Goriel is rescued and falls again.
    const options = randomOptions(1, 'dealer', 10);
    const played = playGame(options, 'heuristic', 10);
    expect(played.marinesLost.filter((m) => m === 'marine.goriel')).toHaveLength(2);
    const db = new CompanionDB('stats-db-rescue');
    const [result] = await importText(db, JSON.stringify({ format: 'death-angel-save', version: 1, options, answers: played.answers }));
    expect(result?.kind).toBe('imported');
    const [facts] = await storedGameFacts(db);
    expect(facts?.marines?.lost.filter((m) => m === 'marine.goriel')).toHaveLength(1);
    expect(facts?.marines?.lost).toHaveLength(6);
    const s = statistics(facts ? [facts] : []);
    expect(s.byTeam.reduce((a, t) => a + t.fielded, 0)).toBe(6);
    expect(s.byMarine.find((m) => m.key === 'marine.goriel')).toMatchObject({ fielded: 1, survived: 0 });
  });
});

describe('a game course', () => {
  it('the first decision of every round, replayed from the stored steps, ending where the game ended', async () => {
    const { roundStarts } = await import('../../src/ui/extras/course');
    const db = new CompanionDB('stats-db-2');
    const g = await startAndPlay(db, solo, 4000);
    const first = await db.snapshots.get([g.row.id, 0]);
    const steps = await db.steps.where('[gameId+index]').between([g.row.id, 0], [g.row.id, g.row.steps], true, false).toArray();
    const course = roundStarts(first?.state as NonNullable<typeof first>['state'], steps);
    if (!course.ok) throw new Error(course.error);
    expect(course.rounds.map((r) => r.round)).toEqual(Array.from({ length: course.rounds.length }, (_, i) => i + 1));
    expect(course.rounds.length).toBeGreaterThanOrEqual(g.state.round - 1);
    expect(JSON.stringify(course.end)).toBe(JSON.stringify(g.state));
    for (const r of course.rounds) expect(r.state.prompt?.kind).toBe('decision');
    // A damaged step is reported, not skipped.
    const broken = roundStarts(first?.state as NonNullable<typeof first>['state'], [{ choice: 'no such answer' }]);
    expect(broken.ok).toBe(false);
  });
});
