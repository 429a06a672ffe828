/**
 * What a long table game costs on the device: plays a table-companion game of 1,000 steps
 * through the real store (fake-indexeddb in Node), then prints the stored bytes per table
 * (steps, snapshots, backups) and what one rolling backup costs at answer 10 and at the last
 * backup taken (steps each reads). `npm run measure:storage`. Numbers, never a pass/fail.
 */
import 'fake-indexeddb/auto';
import { genestealerType } from '../src/data';
import { answer, correct, type Correction, type GameOptions, type GameState } from '../src/engine';
import * as backups from '../src/persistence/backups';
import { BACKUP_EVERY } from '../src/persistence/backups';
import { CompanionDB, type BackupRow } from '../src/persistence/db';
import { createGame, recordAnswer } from '../src/persistence/games';



const ANSWERS = Number(process.argv[2] ?? 1000);
const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'table', seed: 0 };

const bytes = (rows: unknown[]): number => rows.reduce<number>((n, r) => n + new TextEncoder().encode(JSON.stringify(r)).length, 0);
/**
 * Corrections by hand that keep the game going, so that it runs to 1,000 steps: at each
 * round's Action card choice the table says the Genestealers engaging the squad were cleared
 * (one correction per type and place: nobody dies) and a low blip pile holds 6 cards (the
 * squad never travels, so never wins). They are steps like answers, stored and replayed alike.
 */
function keepGoing(state: GameState): Correction[] {
  const fixes: Correction[] = [];
  for (const side of ['LEFT', 'RIGHT'] as const) if (state.blips[side].length < 3) fixes.push({ t: 'blips', side, count: 6 });
  state.formation.forEach((r, row) => {
    for (const side of ['LEFT', 'RIGHT'] as const) {
      const types = new Set(r[side].swarms.flatMap((sw) => sw.cards.map(genestealerType)));
      for (const type of types) if (type) fixes.push({ t: 'genestealers', at: { row, side }, type, count: 0 });
    }
  });
  return fixes;
}

const counter = (): number => (backups as { stepsReadByBackups?: number }).stepsReadByBackups ?? NaN;

/**
 * What the backup an answer takes (every BACKUP_EVERY answers) cost: steps read (the store's
 * counter) and bytes written (the new backup row). The backup runs after the answer's commit,
 * never awaited: this waits until it is stored.
 */
async function backupCost(db: CompanionDB, id: string, before: number, steps: number): Promise<string> {
  let row: BackupRow | undefined;
  for (let tries = 0; tries < 200 && row?.steps !== steps; tries++) {
    await new Promise((r) => setTimeout(r, 10));
    row = await db.backups.where('gameId').equals(id).sortBy('taken').then((all) => all.at(-1));
  }
  if (row?.steps !== steps) return `backup at step ${steps}: not taken`;
  const read = Number.isNaN(before) ? steps : counter() - before; // older code read every step
  const written = bytes([row]);
  return `backup at step ${steps}: ${read} step(s) read, ${(written / 1024).toFixed(1)} KB written (per answer: ${(read / BACKUP_EVERY).toFixed(1)} steps, ${(written / BACKUP_EVERY / 1024).toFixed(2)} KB)`;
}

async function main(): Promise<void> {
  const db = new CompanionDB(`measure-storage-${Date.now()}`);
  const made = await createGame(db, options, { mode: 'table', now: 1 });
  if (!made.ok) throw new Error(made.error);
  let { row, state } = made.value;
  const lines: string[] = [];
  let last = '';
  let corrections = 0;
  for (let i = 0; i < ANSWERS && state.prompt && !state.outcome; i++) {
    const p = state.prompt;
    const fix = p.kind === 'decision' && p.ask === 'choose-action' ? keepGoing(state)[0] : undefined;
    if (fix) {
      const fixed = correct(state, fix);
      if (!fixed.ok) throw new Error(fixed.error);
      const before = counter();
      row = await recordAnswer(db, row, { choice: 'correction', ask: 'correction', player: 0, secret: false, state: fixed.state, log: fixed.log, reveals: 0, correction: fix });
      state = fixed.state;
      corrections++;
      if (row.steps % 10 === 0) {
        const line = await backupCost(db, row.id, before, row.steps);
        if (row.steps === 10) lines.push(line);
        else last = line;
      }
      continue;
    }
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
      const line = await backupCost(db, row.id, before, row.steps);
      if (row.steps === 10) lines.push(line);
      else last = line;
    }
  }
  await new Promise((r) => setTimeout(r, 200));
  const steps = await db.steps.toArray();
  const snaps = await db.snapshots.toArray();
  const backs = await db.backups.toArray();
  const total = bytes(steps) + bytes(snaps) + bytes(backs) + bytes(await db.games.toArray());
  console.log(`table game of ${row.steps} steps (${row.steps - corrections} answers, ${corrections} corrections by hand)${state.outcome ? ` (${state.outcome})` : ''}:`);
  console.log(`  steps ${(bytes(steps) / 1024).toFixed(0)} KB (${steps.length} rows)`);
  console.log(`  snapshots ${(bytes(snaps) / 1024).toFixed(0)} KB (${snaps.length} rows, at ${snaps.map((s) => s.index).join(', ')})`);
  console.log(`  backups ${(bytes(backs) / 1024).toFixed(0)} KB (${backs.length} rows)`);
  console.log(`  total ${(total / 1024).toFixed(0)} KB`);
  for (const l of [...lines, last]) console.log(`  ${l}`);
}

void main();
