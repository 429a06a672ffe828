/**
 * `npm run simulate -- --players N [--teams BLUE,RED,GREEN] --policy random|heuristic|search|app|offline
 * --games G --seed S [--workers 2] [--budget B] [--asks a,b] [--value score|fitted] [--check] [--timing]`: bots play whole
 * pocket games and the script prints the win rate with its 95% interval, rounds, Locations reached,
 * marines lost by team and the time taken (with --timing, the cost of a decision: median, p95, max).
 * `search` searches the Action card only, `app` (the in-app bot) and `offline` every decision;
 * --budget and --asks override a searching policy's playouts and searched kinds of decision. The same arguments give the same games (any worker count).
 */
import { marineDef, TEAMS } from '../src/data';
import type { Team } from '../src/engine';
import { settingsOf } from '../src/strategy';
import type { PolicyName } from '../src/strategy';
import { pct, runGames, wilson } from './sim-core';
import type { RunSpec } from './sim-core';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function fail(text: string): never {
  console.error(text);
  process.exit(2);
}

async function main(): Promise<void> {
  const players = Number(arg('players', '1'));
  if (!(players >= 1 && players <= 6)) fail('--players is 1 to 6.');
  const teams = arg('teams', '').split(/[,+/ ]/).filter(Boolean).map((t) => t.toUpperCase()) as Team[];
  for (const t of teams) if (!(TEAMS as readonly string[]).includes(t)) fail(`Unknown team ${t}; teams: ${TEAMS.join(', ')}.`);
  const policy = arg('policy', 'heuristic') as PolicyName;
  if (!['random', 'heuristic', 'search', 'app', 'offline'].includes(policy)) fail('--policy is random, heuristic, search, app or offline.');
  const games = Number(arg('games', '1000'));
  const seed = Number(arg('seed', '1'));
  const workers = Number(arg('workers', '1'));
  const base = settingsOf(policy);
  const budget = Number(arg('budget', String(base.budget)));
  const asks = arg('asks', '').split(',').filter(Boolean);
  const value = arg('value', base.value ?? 'score') as 'score' | 'fitted';
  if (value !== 'score' && value !== 'fitted') fail('--value is score or fitted.');
  const search = { ...base, budget, value, ...(asks.length ? { asks } : {}) };
  const searching = policy === 'search' || policy === 'app' || policy === 'offline';
  const spec: RunSpec = { players, teams, policy, seed, search, check: process.argv.includes('--check'), timing: process.argv.includes('--timing') };
  const t0 = performance.now();
  const results = await runGames(spec, games, workers);
  const seconds = (performance.now() - t0) / 1000;
  const wins = results.filter((r) => r.won).length;
  const [lo, hi] = wilson(wins, results.length);
  const reached = [0, 0, 0, 0, 0];
  const lost: Partial<Record<Team, number>> = {};
  const inPlay: Partial<Record<Team, number>> = {};
  let rounds = 0;
  for (const r of results) {
    rounds += r.rounds;
    reached[Math.min(4, r.locations)]!++;
    for (const t of r.teams) inPlay[t] = (inPlay[t] ?? 0) + 1;
    for (const m of new Set(r.lost)) lost[marineDef(m).team] = (lost[marineDef(m).team] ?? 0) + 1;
  }
  const n = results.length;
  console.log(`${n} games, ${players} player(s), teams ${teams.length ? teams.join('+') : 'dealt at random'}, policy ${policy}${searching ? ` (budget ${budget} playouts per decision, searching ${search.asks ? search.asks.join(', ') : 'every decision'}, leaves valued by ${value})` : ''}, seed ${seed}${spec.check ? ', invariants checked after every answer' : ''}`);
  console.log(`win rate      ${pct(wins / n)}  (${wins}/${n}; 95% interval ${pct(lo)}–${pct(hi)})`);
  console.log(`rounds        ${(rounds / n).toFixed(2)} on average`);
  console.log(`Locations     ${reached.map((c, i) => `${i} travelled: ${pct(c / n)}`).join(', ')}`);
  console.log(`marines lost  ${Object.keys(inPlay).sort().map((t) => `${t} ${((lost[t as Team] ?? 0) / (inPlay[t as Team] ?? 1)).toFixed(2)}/2`).join(', ')}  (per game the team played)`);
  if (spec.timing) {
    const quantiles = (key: 'decisionMs' | 'decisionCpuMs'): string => {
      const ms = results.flatMap((r) => r[key] ?? []).sort((a, b) => a - b);
      const at = (q: number): string => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
      return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${ms.length} decisions with a choice`;
    };
    console.log(`decision      wall clock: ${quantiles('decisionMs')} (${workers} worker(s), machine shared)`);
    if (workers <= 1) console.log(`decision CPU  ${quantiles('decisionCpuMs')} (CPU time of this process: the cost on one free core)`);
  }
  console.log(`time          ${seconds.toFixed(2)} s on ${workers} worker(s) (${((seconds * 1000) / n).toFixed(2)} ms per game)`);
}

void main();
