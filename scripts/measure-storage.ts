/**
 * What a long table game costs on the device: plays a table-companion game of 1,000 answers
 * through the real store (fake-indexeddb in Node), then prints the stored bytes per table
 * (steps, snapshots, backups) and what one rolling backup costs at answer 10 and at answer
 * 1,000 (steps read, and milliseconds). `npm run measure:storage`. Numbers, never a pass/fail.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { answer, type GameOptions } from '../src/engine';
import * as backups from '../src/persistence/backups';
import { CompanionDB } from '../src/persistence/db';
import { createGame, recordAnswer } from '../src/persistence/games';



const PICK = (n: number, i: number): number => (i * 3) % n;
const ANSWERS = Number(process.argv[2] ?? 1000);
const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'table', seed: 0 };

const bytes = (rows: unknown[]): number => rows.reduce<number>((n, r) => n + new TextEncoder().encode(JSON.stringify(r)).length, 0);
const counter = (): number => (backups as { stepsReadByBackups?: number }).stepsReadByBackups ?? NaN;

async function backupCost(db: CompanionDB, id: string, steps: number): Promise<string> {
  await new Promise((r) => setTimeout(r, 50)); // let the answer's own backup finish first
  const before = counter();
  const t0 = performance.now();
  await backups.takeBackup(db, id);
  const ms = performance.now() - t0;
  const read = Number.isNaN(before) ? steps : counter() - before; // older code read every step
  return `backup at answer ${steps}: ${read} step(s) read, ${ms.toFixed(2)} ms`;
}

async function main(): Promise<void> {
  const db = new CompanionDB(`measure-storage-${Date.now()}`);
  const made = await createGame(db, options, { mode: 'table', now: 1 });
  if (!made.ok) throw new Error(made.error);
  let { row, state } = made.value;
  const lines: string[] = [];
  // A long game by a table that keeps choosing: the option after the first where there is one.
  for (let i = 0; i < ANSWERS && state.prompt; i++) {
    const p = state.prompt;
    const choice = p.options[p.kind === "decision" ? (i * 7) % p.options.length : PICK(p.options.length, i)] as string;
    const r = answer(state, choice);
    if (!r.ok) throw new Error(r.error);
    const decision = p.kind === 'decision';
    row = await recordAnswer(db, row, { choice, ask: decision ? p.ask : `reveal-${p.reveal}`, player: decision ? p.player : 0, secret: decision ? p.secret : false, ...r, log: r.log });
    state = r.state;
    if (row.steps === 10 || row.steps === ANSWERS) lines.push(await backupCost(db, row.id, row.steps));
  }
  await new Promise((r) => setTimeout(r, 200));
  const steps = await db.steps.toArray();
  const snaps = await db.snapshots.toArray();
  const backs = await db.backups.toArray();
  const total = bytes(steps) + bytes(snaps) + bytes(backs) + bytes(await db.games.toArray());
  console.log(`table game of ${row.steps} answers${state.outcome ? ` (${state.outcome})` : ''}:`);
  console.log(`  steps ${(bytes(steps) / 1024).toFixed(0)} KB (${steps.length} rows)`);
  console.log(`  snapshots ${(bytes(snaps) / 1024).toFixed(0)} KB (${snaps.length} rows, at ${snaps.map((s) => s.index).join(', ')})`);
  console.log(`  backups ${(bytes(backs) / 1024).toFixed(0)} KB (${backs.length} rows)`);
  console.log(`  total ${(total / 1024).toFixed(0)} KB`);
  for (const l of lines) console.log(`  ${l}`);
}

void main();
