/**
 * The engine headless: `npm run cli -- <command>`. Start a position, step it with answers,
 * replay and verify a save, play a random game, validate a hand-edited file. Every command
 * reads and writes the same JSON a PWA export carries, so a bug report is a file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answer, newGame } from '../src/engine';
import type { Chance, GameState } from '../src/engine';
import { checkSave, firstDifference, makeSave, replay, upgradeSave } from '../src/engine/replay';
import type { Save, SaveV1 } from '../src/engine/replay';
import { validatePosition } from '../src/engine/validate';
import { saveProblemEn } from '../src/engine/words/problems-en';
import { joinSteps } from '../src/persistence/table-extra';
import { joinRefusal } from '../src/persistence/import-words';
import { EXPORT_FORMAT, parseFile } from '../src/persistence/transfer-schema';
import { playRandom, policyRand, randomOptions } from './play-random';

export const USAGE = `Usage: npm run cli -- <command> [options]

  new      --players N --seed S [--chance dealer|table] [--out P.json]
           a starting position (printed, or written to P.json)
  step     --position P.json --answers A.json [--out FILE]
           applies the answers (a JSON array of option strings) in order; prints the
           resulting position (or writes it to FILE) and the log on stderr
  replay   SAVE.json
           re-runs a save; compares with its "final" position when it has one. An export
           file of the app is accepted too: each of its games is replayed
  play     --players N --seed S [--chance dealer|table] [--save FILE]
           plays a whole game with random legal answers; prints the log and the outcome
  validate P.json
           checks a position file and lists every problem

  N is 1 to 6, S a whole number 0 to 4294967295, chance defaults to dealer.`;

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

class UsageError extends Error {}

type Args = { positional: string[]; flags: Map<string, string> };

function parse(argv: readonly string[], allowed: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const name = a.slice(2);
    if (!allowed.includes(name)) throw new UsageError(`unknown option ${a}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${a} needs a value`);
    flags.set(name, value);
    i++;
  }
  return { positional, flags };
}

function need(args: Args, flag: string): string {
  const v = args.flags.get(flag);
  if (v === undefined) throw new UsageError(`--${flag} is required`);
  return v;
}

function intFlag(args: Args, flag: string, min: number, max: number): number {
  const text = need(args, flag);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not '${text}'`);
  return n;
}

function chanceFlag(args: Args): Chance {
  const c = args.flags.get('chance') ?? 'dealer';
  if (c !== 'dealer' && c !== 'table') throw new UsageError(`--chance must be dealer or table, not '${c}'`);
  return c;
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${path} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Writes a file; a missing folder or a refused write is a usage problem, said in plain words. */
function writeOut(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOENT') throw new UsageError(`cannot write ${path}: its folder does not exist`);
    if (code === 'EISDIR') throw new UsageError(`cannot write ${path}: it is a folder`);
    throw new UsageError(`cannot write ${path}${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

function positionJson(s: GameState): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}

/** The answers-only save's size: what a stored game costs besides its snapshots. */
export function saveBytes(save: Save): number {
  const { final: _final, ...rest } = save;
  return new TextEncoder().encode(JSON.stringify(rest)).length;
}

export function summary(s: GameState): string {
  const how = s.outcome ? `${s.outcome === 'won' ? 'won' : 'lost'}` : `not over (phase ${s.phase})`;
  return `Outcome: ${how} in round ${s.round} at ${s.location}; ${s.stats.locationsReached} location(s) reached, ${s.stats.genestealersSlain} Genestealer(s) slain, ${s.stats.marinesLost.length} marine(s) lost.`;
}

function cmdNew(argv: string[], io: Io): number {
  const args = parse(argv, ['players', 'seed', 'chance', 'out']);
  const options = randomOptions(intFlag(args, 'players', 1, 6), chanceFlag(args), intFlag(args, 'seed', 0, 0xffffffff));
  const r = newGame(options);
  if (!r.ok) return io.err(`The game cannot start: ${r.error}`), 1;
  const out = args.flags.get('out');
  if (out) writeOut(out, positionJson(r.state));
  else io.out(positionJson(r.state));
  io.err(['--- log ---', ...r.log].join('\n'));
  if (out) io.err(`Position written to ${out}; it waits for ${describePrompt(r.state)}.`);
  return 0;
}

function describePrompt(s: GameState): string {
  const p = s.prompt;
  if (!p) return 'nothing (the game is over)';
  const what = p.kind === 'decision' ? `'${p.ask}' by player ${p.player + 1}` : `a ${p.reveal} reveal`;
  return `${what}: ${p.options.join(' | ')}`;
}

function cmdStep(argv: string[], io: Io): number {
  const args = parse(argv, ['position', 'answers', 'out']);
  const v = validatePosition(readJson(need(args, 'position')));
  if (!v.ok) return io.err(`The position is not valid:\n${v.errors.map((e) => `  - ${e}`).join('\n')}`), 1;
  const answers = readJson(need(args, 'answers'));
  if (!Array.isArray(answers) || answers.some((a) => typeof a !== 'string')) throw new UsageError('the answers file must hold a JSON array of strings');
  let s = v.state;
  const log: string[] = [];
  for (const [i, a] of (answers as string[]).entries()) {
    const r = answer(s, a);
    if (!r.ok) {
      io.err(['--- log ---', ...log].join('\n'));
      io.err(`Answer ${i + 1} of ${answers.length} ("${a}") was refused: ${r.error}`);
      return 1;
    }
    log.push(...r.log);
    s = r.state;
  }
  const out = args.flags.get('out');
  if (out) writeOut(out, positionJson(s));
  else io.out(positionJson(s));
  io.err(['--- log ---', ...log, '--- now ---', `Waiting for ${describePrompt(s)}`].join('\n'));
  return 0;
}

function cmdReplay(argv: string[], io: Io): number {
  const args = parse(argv, []);
  const file = args.positional[0];
  if (!file || args.positional.length > 1) throw new UsageError('replay takes one save file');
  const json = readJson(file);
  if (typeof json === 'object' && json !== null && (json as { format?: unknown }).format === EXPORT_FORMAT) return replayExport(json, io);
  const bad = checkSave(json);
  if (bad) return io.err(`Not a save: ${saveProblemEn(bad)}`), 1;
  const save = upgradeSave(json as Save | SaveV1);
  const r = replay(save);
  if (!r.ok) return io.err(`Replay stopped at step ${r.step} of ${save.steps.length}: ${r.error}`), 1;
  io.out(`Replayed ${r.steps} step(s): ${r.state.outcome ? 'the game is complete' : `the game goes on, waiting for ${describePrompt(r.state)}`}.`);
  io.out(summary(r.state));
  if (save.final === undefined) return 0;
  const diff = firstDifference(r.state, save.final);
  if (!diff) return io.out('Final position: matches.'), 0;
  io.err(`Final position: differs first at ${diff}.`);
  return 1;
}

/**
 * An export file of the app, read as the app's import reads it (files of any version): each
 * game is one stream of steps, replayed by the engine from its start.
 */
function replayExport(json: object, io: Io): number {
  const parsed = parseFile(json);
  if (!parsed.ok) return io.err(`Not an export of the app: ${parsed.error}`), 1;
  const games = parsed.file.games;
  let failed = 0;
  for (const [n, entry] of games.entries()) {
    const label = `Game ${n + 1} of ${games.length}`;
    const joined = joinSteps(entry.save as Save | SaveV1, entry);
    const r = joined.ok ? replay(joined.save) : { ok: false as const, error: joinRefusal(joined) };
    if (!r.ok) {
      failed++;
      io.err(`${label}: ${r.error}`);
      continue;
    }
    io.out(`${label}: replayed ${r.steps} step(s): ${r.state.outcome ? 'the game is complete' : `the game goes on, waiting for ${describePrompt(r.state)}`}.`);
    io.out(`  ${summary(r.state)}`);
  }
  return failed ? 1 : 0;
}

function cmdPlay(argv: string[], io: Io): number {
  const args = parse(argv, ['players', 'seed', 'chance', 'save']);
  const seed = intFlag(args, 'seed', 0, 0xffffffff);
  const options = randomOptions(intFlag(args, 'players', 1, 6), chanceFlag(args), seed);
  const log: string[] = [];
  const played = playRandom(options, policyRand(seed), log);
  io.out(log.join('\n'));
  io.out('');
  io.out(summary(played.state));
  const save = makeSave(options, played.answers, played.state);
  io.out(`${played.answers.length} answers; the save is ${saveBytes(save)} bytes without its final position.`);
  const file = args.flags.get('save');
  if (file) {
    writeOut(file, JSON.stringify(save));
    io.out(`Save written to ${file}.`);
  }
  if (played.problem) return io.err(`The game stopped: ${played.problem}`), 1;
  return 0;
}

function cmdValidate(argv: string[], io: Io): number {
  const args = parse(argv, []);
  const file = args.positional[0];
  if (!file || args.positional.length > 1) throw new UsageError('validate takes one position file');
  const v = validatePosition(readJson(file));
  if (v.ok) return io.out(`${file} is a valid position, waiting for ${describePrompt(v.state)}.`), 0;
  io.err(`${file} is not a valid position:\n${v.errors.map((e) => `  - ${e}`).join('\n')}`);
  return 1;
}

const COMMANDS: Record<string, (argv: string[], io: Io) => number> = {
  new: cmdNew,
  step: cmdStep,
  replay: cmdReplay,
  play: cmdPlay,
  validate: cmdValidate,
};

/** Runs one command; returns the exit code (0 fine, 1 refused or mismatched, 2 bad usage). */
export function runCli(argv: readonly string[], io: Io): number {
  const [command, ...rest] = argv;
  // Own keys only: `constructor`, `toString`, `__proto__`… are not commands.
  const run = command && Object.prototype.hasOwnProperty.call(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    io.err(command && command !== 'help' && command !== '--help' ? `Unknown command '${command}'.\n\n${USAGE}` : USAGE);
    return command === 'help' || command === '--help' ? 0 : 2;
  }
  try {
    return run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${command}: ${e.message}.\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}

const invoked = process.argv[1] ? resolve(process.argv[1]) : '';
if (invoked === fileURLToPath(import.meta.url)) {
  process.exitCode = runCli(process.argv.slice(2), {
    out: (t) => process.stdout.write(`${t}\n`),
    err: (t) => process.stderr.write(`${t}\n`),
  });
}
