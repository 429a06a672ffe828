/**
 * Statistics over the games stored on this device, as plain numbers for the screen: win rates
 * by mode, player count and team combination, how far missions got, and who survived. Pure:
 * the stored facts come in, nothing is read or written here. Win rates count finished games
 * only; a game in progress is neither a win nor a loss yet.
 */
import { marineDef, TEAMS, type Team } from '../../data';
import type { StoredGameFacts } from '../../persistence/stats-source';

export interface Rate {
  key: string;
  /** Finished games. */
  games: number;
  won: number;
  rate: number;
}

export interface Survival {
  key: string;
  /** Times this marine (or a marine of this team) was in a finished game. */
  fielded: number;
  survived: number;
  rate: number;
}

export interface Statistics {
  stored: number;
  inProgress: number;
  finished: number;
  won: number;
  winRate: number;
  /** Finished games played with the advisor on (practice-style). */
  withAdvisor: number;
  byMode: Rate[];
  byPlayers: Rate[];
  byTeams: Rate[];
  /** Finished games by travels made (index 0 to 4): the Location reached is the index + 1. */
  reached: { won: number; lost: number }[];
  meanRounds: number;
  longest: number;
  byMarine: Survival[];
  byTeam: Survival[];
}

function tally(map: Map<string, { games: number; won: number }>, key: string, won: boolean): void {
  const t = map.get(key) ?? { games: 0, won: 0 };
  t.games++;
  if (won) t.won++;
  map.set(key, t);
}

function rates(map: Map<string, { games: number; won: number }>, order: (a: string, b: string) => number): Rate[] {
  return [...map.entries()].sort(([a], [b]) => order(a, b)).map(([key, t]) => ({ key, games: t.games, won: t.won, rate: t.games ? t.won / t.games : 0 }));
}

/** A team combination in table order (Blue, Green, …), whoever held which team. */
export function teamsKey(teams: readonly Team[]): string {
  return [...teams].sort((a, b) => TEAMS.indexOf(a) - TEAMS.indexOf(b)).join('+');
}

export function statistics(games: readonly StoredGameFacts[]): Statistics {
  const byMode = new Map<string, { games: number; won: number }>();
  const byPlayers = new Map<string, { games: number; won: number }>();
  const byTeams = new Map<string, { games: number; won: number }>();
  const marines = new Map<string, { fielded: number; survived: number }>();
  const teams = new Map<string, { fielded: number; survived: number }>();
  const reached = Array.from({ length: 5 }, () => ({ won: 0, lost: 0 }));
  let finished = 0;
  let won = 0;
  let rounds = 0;
  let longest = 0;
  let withAdvisor = 0;
  for (const { row, marines: fate } of games) {
    if (row.status === 'in-progress') continue;
    const win = row.status === 'won';
    finished++;
    if (win) won++;
    if (row.advisorUsed) withAdvisor++;
    rounds += row.summary.round;
    longest = Math.max(longest, row.summary.round);
    tally(byMode, row.mode, win);
    tally(byPlayers, String(row.options.players.length), win);
    tally(byTeams, teamsKey(row.options.players.flatMap((p) => p.teams)), win);
    const at = reached[Math.min(4, Math.max(0, row.summary.locationsReached))] as { won: number; lost: number };
    if (win) at.won++;
    else at.lost++;
    if (fate) {
      const lost = new Set(fate.lost);
      for (const id of [...fate.standing, ...fate.lost]) {
        const alive = !lost.has(id);
        for (const [map, key] of [
          [marines, id],
          [teams, marineDef(id).team],
        ] as const) {
          const t = map.get(key) ?? { fielded: 0, survived: 0 };
          t.fielded++;
          if (alive) t.survived++;
          map.set(key, t);
        }
      }
    }
  }
  const survival = (map: Map<string, { fielded: number; survived: number }>): Survival[] =>
    [...map.entries()].map(([key, t]) => ({ key, fielded: t.fielded, survived: t.survived, rate: t.fielded ? t.survived / t.fielded : 0 }));
  const teamOrder = (a: string, b: string) => TEAMS.indexOf(a as Team) - TEAMS.indexOf(b as Team);
  return {
    stored: games.length,
    inProgress: games.length - finished,
    finished,
    won,
    winRate: finished ? won / finished : 0,
    withAdvisor,
    byMode: rates(byMode, (a, b) => a.localeCompare(b)),
    byPlayers: rates(byPlayers, (a, b) => Number(a) - Number(b)),
    byTeams: rates(byTeams, (a, b) => a.localeCompare(b)).sort((a, b) => b.games - a.games),
    reached,
    meanRounds: finished ? rounds / finished : 0,
    longest,
    byMarine: survival(marines).sort((a, b) => b.rate - a.rate || a.key.localeCompare(b.key)),
    byTeam: survival(teams).sort((a, b) => teamOrder(a.key, b.key)),
  };
}
