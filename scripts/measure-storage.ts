/**
 * What a long table game costs on the device: plays a table-companion game of up to 1,000 answers
 * through the real store (fake-indexeddb in Node), then prints the stored bytes per table
 * (steps, snapshots, backups) and what one rolling backup costs at answer 10 and at the last
 * backup taken (steps each reads). `npm run measure:storage`. Numbers, never a pass/fail.
 */
import 'fake-indexeddb/auto';
import { answer, type GameOptions } from '../src/engine';
import * as backups from '../src/persistence/backups';
import { CompanionDB } from '../src/persistence/db';
import { createGame, recordAnswer } from '../src/persistence/games';



const ANSWERS = Number(process.argv[2] ?? 1000);
const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'table', seed: 0 };

const bytes = (rows: unknown[]): number => rows.reduce<number>((n, r) => n + new TextEncoder().encode(JSON.stringify(r)).length, 0);
const counter = (): number => (backups as { stepsReadByBackups?: number }).stepsReadByBackups ?? NaN;

/** Steps read by the backup an answer takes (every BACKUP_EVERY answers), read off the store's counter. */
async function backupCost(before: number, steps: number): Promise<string> {
  await new Promise((r) => setTimeout(r, 50)); // the backup runs after the answer's commit
  const read = Number.isNaN(before) ? steps : counter() - before; // older code read every step
  return `backup at answer ${steps}: ${read} step(s) read`;
}

async function main(): Promise<void> {
  const db = new CompanionDB(`measure-storage-${Date.now()}`);
  const made = await createGame(db, options, { mode: 'table', now: 1 });
  if (!made.ok) throw new Error(made.error);
  let { row, state } = made.value;
  const lines: string[] = [];
  let last = '';
  for (let i = 0; i < ANSWERS && state.prompt; i++) {
    const p = state.prompt;
    // Decisions take the first option, the table's draws the last: the longest game found.
    const choice = p.options[p.kind === 'decision' ? 0 : p.options.length - 1] as string;
    const r = answer(state, choice);
    if (!r.ok) throw new Error(r.error);
    const decision = p.kind === 'decision';
    const before = counter();
    row = await recordAnswer(db, row, { choice, ask: decision ? p.ask : `reveal-${p.reveal}`, player: decision ? p.player : 0, secret: decision ? p.secret : false, ...r, log: r.log });
    state = r.state;
    // Backups are taken every 10 answers and at the end: note the first and the last one.
    if (row.steps % 10 === 0 || state.outcome) {
      const line = await backupCost(before, row.steps);
      if (row.steps === 10) lines.push(line);
      else last = line;
    }
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
  for (const l of [...lines, last]) console.log(`  ${l}`);
}

void main();
