/**
 * Random complete games against the engine's promises: `npm run fuzz -- --games N [--seed S]`.
 * After every answer the invariants hold and the phase never goes back within a round;
 * every game ends, never refuses an offered option, and replays from its save to the same
 * final position. Every 50th game also runs through the pure `answer()` to prove it leaves
 * its input alone. `--only SEED --players P --chance C` reruns one game with its log.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { ACTIONS, EVENTS, LOCATIONS, TERRAIN } from '../src/data';
import { answer, newGame } from '../src/engine';
import type { Chance, GameOptions, GameState, Phase } from '../src/engine';
import type { Outcome } from '../src/engine/types';
import { checkInvariants } from '../src/engine/invariants';
import { inconsistencyEn } from '../src/engine/words/problems-en';
import { makeSave, replay } from '../src/engine/replay';
import { errorText, playRandom, policyRand, randomOptions } from './play-random';

export interface GameSpec {
  seed: number;
  players: number;
  chance: Chance;
  /** The eager policy (attack, re-roll, activate rather than pass) instead of plain random. */
  eager: boolean;
}

export interface GameReport {
  spec: GameSpec;
  outcome: Outcome | null;
  answers: number;
  /** Bytes of the save without its final position. */
  saveBytes: number;
  failure: string | null;
}

const PHASE_ORDER: readonly Phase[] = ['setup', 'choose-actions', 'resolve-actions', 'genestealer-attack', 'event', 'over'];

/**
 * Game i of a run: player counts cycle 1–6, each full cycle switches the source of chance,
 * and every other pair of cycles plays eagerly (so that the final Locations are won too).
 */
export function specFor(i: number, baseSeed: number): GameSpec {
  return {
    seed: (baseSeed + i) >>> 0,
    players: (i % 6) + 1,
    chance: Math.floor(i / 6) % 2 === 0 ? 'dealer' : 'table',
    eager: Math.floor(i / 12) % 2 === 1,
  };
}

/** A check run after every answer: invariants and the phase order. */
function stepChecker(): (s: GameState) => string | null {
  let round = 0;
  let phase = 0;
  return (s) => {
    const broken = checkInvariants(s);
    if (broken.length > 0) return `invariants broken: ${broken.map(inconsistencyEn).join(' ')}`;
    const p = PHASE_ORDER.indexOf(s.phase);
    if (s.phase === 'over') return null;
    if ((s.phase === 'setup') !== (s.round === 0)) return `phase ${s.phase} in round ${s.round}`;
    if (s.round < round || (s.round === round && p < phase)) {
      return `the phase went back: round ${round} ${PHASE_ORDER[phase]} was followed by round ${s.round} ${s.phase}`;
    }
    round = s.round;
    phase = p;
    return null;
  };
}

/** Replays the answers through the pure `answer()`, checking each input is left unchanged. */
function purityCheck(options: GameOptions, answers: readonly string[], final: string): string | null {
  const started = newGame(options);
  if (!started.ok) return `newGame refused on the pure run: ${started.error}`;
  let s = started.state;
  for (const [i, a] of answers.entries()) {
    const before = JSON.stringify(s);
    const r = answer(s, a);
    if (JSON.stringify(s) !== before) return `answer() changed its input at step ${i + 1} ("${a}")`;
    if (!r.ok) return `answer() refused step ${i + 1} ("${a}") that answerInPlace took: ${r.error}`;
    s = r.state;
  }
  return JSON.stringify(s) === final ? null : 'answer() and answerInPlace reached different final positions';
}

/** Plays one game and checks it; `log`, when given, receives the game's log. */
export function fuzzGame(spec: GameSpec, pure: boolean, log: string[] | null = null, fired?: Record<string, number>): GameReport {
  const options = randomOptions(spec.players, spec.chance, spec.seed);
  const report: GameReport = { spec, outcome: null, answers: 0, saveBytes: 0, failure: null };
  const check = stepChecker();
  let played;
  try {
    played = playRandom(options, policyRand(spec.seed), log, (s) => check(s), fired, spec.eager);
  } catch (e) {
    report.failure = errorText(e);
    return report;
  }
  const save = makeSave(options, played.answers);
  report.outcome = played.state.outcome;
  report.answers = played.answers.length;
  report.saveBytes = new TextEncoder().encode(JSON.stringify(save)).length;
  if (played.problem) {
    report.failure = played.problem;
    return report;
  }
  const final = JSON.stringify(played.state);
  try {
    const again = replay(save);
    if (!again.ok) report.failure = `the replay failed: ${again.error}`;
    else if (JSON.stringify(again.state) !== final) report.failure = 'the replay reached a different final position';
    else if (pure) report.failure = purityCheck(options, played.answers, final);
  } catch (e) {
    report.failure = `the replay or the pure run threw: ${errorText(e)}`;
  }
  return report;
}

export interface FuzzSummary {
  games: number;
  byKind: Record<string, { games: number; won: number; lost: number }>;
  answers: number;
  failures: GameReport[];
  ms: number;
  averageSaveBytes: number;
  /** How often each card ability took effect over all games (the engine's own counts). */
  fired: Record<string, number>;
}

export function runFuzz(games: number, baseSeed: number, progress?: (done: number, s: FuzzSummary) => void): FuzzSummary {
  const start = performance.now();
  const sum: FuzzSummary = { games: 0, byKind: {}, answers: 0, failures: [], ms: 0, averageSaveBytes: 0, fired: {} };
  let bytes = 0;
  for (let i = 0; i < games; i++) {
    const spec = specFor(i, baseSeed);
    const r = fuzzGame(spec, i % 50 === 49, null, sum.fired);
    const kind = (sum.byKind[`${spec.players}p ${spec.chance}${spec.eager ? ' eager' : ''}`] ??= { games: 0, won: 0, lost: 0 });
    kind.games++;
    if (r.outcome) kind[r.outcome]++;
    sum.games++;
    sum.answers += r.answers;
    bytes += r.saveBytes;
    if (r.failure) sum.failures.push(r);
    progress?.(i + 1, sum);
  }
  sum.ms = performance.now() - start;
  sum.averageSaveBytes = sum.games ? Math.round(bytes / sum.games) : 0;
  return sum;
}

function repro(spec: GameSpec): string {
  return `npm run fuzz -- --only ${spec.seed} --players ${spec.players} --chance ${spec.chance}${spec.eager ? ' --eager' : ''}`;
}

function printFailure(r: GameReport): void {
  const log: string[] = [];
  fuzzGame(r.spec, false, log);
  console.log(`\nFAILED seed ${r.spec.seed}, ${r.spec.players} player(s), ${r.spec.chance} chance${r.spec.eager ? ', eager' : ''}, after ${r.answers} answers:\n  ${r.failure}`);
  console.log(`  rerun: ${repro(r.spec)}`);
  console.log(`  last ${Math.min(30, log.length)} log lines:\n${log.slice(-30).map((l) => `    ${l}`).join('\n')}`);
}

/** Abilities by how often they fired, rarest first, so untested cards stand out. */
function printFired(fired: Record<string, number>): void {
  const rows = Object.entries(fired).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  console.log(`  abilities fired (${rows.length} distinct, rarest first):`);
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  for (let i = 0; i < rows.length; i += 3) {
    console.log(`    ${rows.slice(i, i + 3).map(([k, n]) => `${k.padEnd(width)} ${String(n).padStart(7)}`).join('   ')}`);
  }
  // Event copies (.1, .2) share one ability; terrain that cannot be activated has none.
  const cards = [...ACTIONS, ...EVENTS, ...LOCATIONS, ...TERRAIN.filter((t) => t.activatable)].map((c) => c.id.replace(/\.\d+$/, ''));
  const never = [...new Set(cards)].filter((c) => !(c in fired));
  console.log(`  never fired: ${never.length ? never.join(', ') : 'none'}`);
}

function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function main(argv: readonly string[]): number {
  const num = (name: string, fallback: number): number => {
    const v = arg(argv, name);
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v)) throw new Error(`--${name} must be a whole number, not '${v}'`);
    return Number(v);
  };
  const only = arg(argv, 'only');
  if (only !== undefined) {
    const chance = arg(argv, 'chance') ?? 'dealer';
    if (chance !== 'dealer' && chance !== 'table') throw new Error('--chance must be dealer or table');
    const spec: GameSpec = { seed: num('only', 0), players: num('players', 1), chance, eager: argv.includes('--eager') };
    const log: string[] = [];
    const r = fuzzGame(spec, true, log);
    console.log(log.join('\n'));
    console.log(`\n${r.answers} answers, outcome ${r.outcome ?? 'none'}, save ${r.saveBytes} bytes: ${r.failure ? `FAILED: ${r.failure}` : 'all checks passed'}.`);
    return r.failure ? 1 : 0;
  }
  const games = num('games', 600);
  const seed = num('seed', 1);
  const every = Math.max(1, Math.round(games / 10));
  const sum = runFuzz(games, seed, (done, s) => {
    if (done % every === 0 || done === games) console.log(`  ${done}/${games} games, ${s.failures.length} failure(s)`);
  });
  console.log(`\nFuzz: ${sum.games} games from seed ${seed} in ${(sum.ms / 1000).toFixed(1)} s (${((sum.games * 1000) / sum.ms).toFixed(0)} games/s)`);
  console.log('  kind                games   won  lost');
  for (const [k, v] of Object.entries(sum.byKind).sort()) console.log(`  ${k.padEnd(18)} ${String(v.games).padStart(6)} ${String(v.won).padStart(5)} ${String(v.lost).padStart(5)}`);
  console.log(`  answers: ${sum.answers} (${(sum.answers / Math.max(1, sum.games)).toFixed(0)} per game); average save: ${sum.averageSaveBytes} bytes without its final position`);
  printFired(sum.fired);
  console.log(`  failures: ${sum.failures.length}`);
  const kinds = new Map<string, number>();
  for (const f of sum.failures) {
    const key = (f.failure ?? '').replace(/\d+/g, '#').slice(0, 120);
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`    ${String(n).padStart(5)} × ${k}`);
  for (const f of sum.failures.slice(0, 3)) printFailure(f);
  return sum.failures.length > 0 ? 1 : 0;
}

const invoked = process.argv[1] ? resolve(process.argv[1]) : '';
if (invoked === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`${errorText(e)}\n\nUsage: npm run fuzz -- --games N [--seed S]\n       npm run fuzz -- --only SEED --players P --chance dealer|table [--eager]`);
    process.exitCode = 2;
  }
}
