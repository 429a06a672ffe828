/**
 * The simulation shared by `npm run simulate`, `npm run win-rates` and their worker threads:
 * game `i` of a run depends only on the run's seed and `i`, so results are the same whatever
 * the number of workers. Bots answer every decision; the dealer answers chance.
 */
import { Worker } from 'node:worker_threads';
import { playerCount } from '../src/data';
import { checkInvariants, inconsistencyEn } from '../src/engine';
import type { DecisionPrompt, GameOptions, GameState, Player, Team } from '../src/engine';
import { playGame } from '../src/strategy';
import type { PolicyName, SearchSettings } from '../src/strategy';
import { mulberry } from './play-random';
import { TEAMS } from '../src/data';

export interface RunSpec {
  players: number;
  /** Fixed teams, dealt to players in order; empty: a random deal per game, as the rules say. */
  teams: Team[];
  policy: PolicyName;
  seed: number;
  search?: SearchSettings;
  /** Run the engine's invariants after every answer (the fuzz checks). */
  check?: boolean;
  /** Time every decision the bot makes with a choice (`decisionMs` in the summaries). */
  timing?: boolean;
}

export interface GameSummary {
  won: boolean;
  rounds: number;
  locations: number;
  /** Where the game ended: the final Location when `locations` is 3. */
  location: string;
  lost: string[];
  teams: Team[];
  /** Milliseconds per decision with two or more options, when the run is timed. */
  decisionMs?: number[];
  /** The same decisions in CPU milliseconds of the process (the clock above counts waiting for a busy machine too); meaningful on one worker. */
  decisionCpuMs?: number[];
}

/** The 20 solo team triples of the six teams, in a fixed order (win-rates rows, tuning arms). */
export function triples(): Team[][] {
  const list: Team[][] = [];
  for (let a = 0; a < TEAMS.length; a++) for (let b = a + 1; b < TEAMS.length; b++) for (let c = b + 1; c < TEAMS.length; c++) list.push([TEAMS[a], TEAMS[b], TEAMS[c]] as Team[]);
  return list;
}

export function gameSeed(spec: RunSpec, i: number): number {
  return (Math.imul(spec.seed + 1, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;
}

/** Game options for game `i`: the fixed teams or a deal of the whole team box (RB p7, p30). */
export function gameOptions(spec: RunSpec, i: number): GameOptions {
  const seed = gameSeed(spec, i);
  const per = playerCount(spec.players).teamsPerPlayer;
  let teams = spec.teams;
  if (teams.length === 0) {
    const rand = mulberry(seed ^ 0x51ed270b);
    const box: Team[] = [...TEAMS];
    for (let k = box.length - 1; k > 0; k--) {
      const j = Math.floor(rand() * (k + 1));
      [box[k], box[j]] = [box[j] as Team, box[k] as Team];
    }
    teams = box.slice(0, per * spec.players);
  }
  const players: Player[] = [];
  for (let p = 0; p < spec.players; p++) players.push({ name: `Player ${p + 1}`, teams: teams.slice(p * per, p * per + per) });
  return { players, chance: 'dealer', seed };
}

export function runGame(spec: RunSpec, i: number): GameSummary {
  const options = gameOptions(spec, i);
  const check = spec.check ? (s: GameState) => checkInvariants(s).map(inconsistencyEn)[0] ?? null : undefined;
  const decisionMs: number[] = [];
  const decisionCpuMs: number[] = [];
  // The clock stays out of src/strategy: the script wraps the bot's decision to time it.
  const time = spec.timing
    ? (p: DecisionPrompt, decide: () => string): string => {
        if (p.options.length < 2) return decide();
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const answer = decide();
        const c = process.cpuUsage(c0);
        decisionMs.push(performance.now() - t0);
        decisionCpuMs.push((c.user + c.system) / 1000);
        return answer;
      }
    : undefined;
  const r = playGame(options, spec.policy, gameSeed(spec, i), spec.search, check, time);
  return {
    ...(spec.timing ? { decisionMs, decisionCpuMs } : {}), won: r.outcome === 'won', rounds: r.rounds, locations: r.locationsReached, location: r.location, lost: r.marinesLost, teams: options.players.flatMap((p) => p.teams) };
}

export function runRange(spec: RunSpec, from: number, to: number): GameSummary[] {
  const out: GameSummary[] = [];
  for (let i = from; i < to; i++) out.push(runGame(spec, i));
  return out;
}

/** Workers are plain Node: the boot script registers tsx's loader, then loads the TypeScript worker. */
const workerBoot = (script: URL): string => `(async () => {
  const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
  register();
  await import(${JSON.stringify(script.href)});
})();`;

/**
 * Items [0, count) on `workers` threads, each running `script` over its range (workerData
 * `{ spec, from, to }`, one message back); results in item order. One worker: in this thread.
 */
export async function inWorkers<S, T>(script: URL, spec: S, count: number, workers: number, here: (spec: S, from: number, to: number) => T[]): Promise<T[]> {
  if (workers <= 1 || count < 2) return here(spec, 0, count);
  const chunk = Math.ceil(count / workers);
  const parts: Promise<T[]>[] = [];
  for (let w = 0; w < workers; w++) {
    const from = w * chunk;
    const to = Math.min(count, from + chunk);
    if (from >= to) break;
    parts.push(
      new Promise((resolve, reject) => {
        const worker = new Worker(workerBoot(script), { eval: true, workerData: { spec, from, to } });
        worker.once('message', (m: T[]) => {
          resolve(m);
          void worker.terminate();
        });
        worker.once('error', reject);
      }),
    );
  }
  return (await Promise.all(parts)).flat();
}

/** Runs games [0, games) on `workers` threads (1: in this thread), results in game order. */
export function runGames(spec: RunSpec, games: number, workers: number): Promise<GameSummary[]> {
  return inWorkers(new URL('./sim-worker.ts', import.meta.url), spec, games, workers, runRange);
}

/** Wilson score interval at 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

export function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
