/**
 * Files and backups written before a game's steps became one stream (answers in the save, a
 * table game's corrections by hand and start position beside it) still import, replay and
 * continue exactly as the app of that time made them (tests/fixtures/export: its file, and
 * what its import stored).
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameRow, StepRow } from '../../src/persistence/db';
import { CompanionDB } from '../../src/persistence/db';
import { backupsOf } from '../../src/persistence/backups';
import { loadGame, readLog } from '../../src/persistence/games';
import { continueAsNew } from '../../src/persistence/recovery';
import { exportGames, importText } from '../../src/persistence/transfer';
import { tableSaid } from '../../src/ui/table/said-words';
import { fixedSince, stepFixedSince } from './fixed-since';
import { decisionLine } from '../../src/ui/play/words/options';
import type { GameState } from '../../src/engine';

const text = readFileSync(new URL('../fixtures/export/before-stream.json', import.meta.url), 'utf8');
const before = JSON.parse(readFileSync(new URL('../fixtures/export/before-stream.imported.json', import.meta.url), 'utf8')) as {
  games: { label: string; row: Omit<GameRow, 'id'> & { startLog: string[] }; steps: OldStep[]; state: GameState }[];
};
const old = JSON.parse(text) as { games: { save: { answers: string[] }; start?: unknown; corrections?: { step: number; correction: unknown }[] }[] };

let counter = 0;
const fresh = () => new CompanionDB(`before-stream-${++counter}`);

/** A step as the app of that time stored it: with its English lines (schema 3 keeps none). */
type OldStep = Omit<StepRow, 'gameId'> & { log: string[] };

/** A stored step as the old fixture has it: only the fields it had but its lines (later fields may be added). */
function asBefore(step: StepRow, like: OldStep): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).filter((k) => k !== 'log').map((k) => [k, step[k as keyof StepRow]]));
}

/**
 * The fixture's step as today's words say it: a solo answer no longer starts with its player's
 * name (issue 32: "no 'Player 1:' before every answer") and names its own Action card, and a name ending in "!" takes no full stop
 * after it (fixed-since.ts); everything else is as stored then.
 */
function spokenToday(step: OldStep, state: GameState): string[] {
  const name = state.players.length === 1 ? state.players[0]?.name : undefined;
  const [first, ...rest] = step.log;
  // Solo names its own Action card ("Blue team: Counter Attack.", not "Ana chose an Action card in secret.").
  if (name !== undefined && first !== undefined && step.ask === 'choose-action') return [decisionLine(step, state), ...rest].map(fixedSince);
  if (name === undefined || first === undefined || step.ask === 'correction' || !first.startsWith(`${name}: `)) return stepFixedSince(step.log, step.ask);
  return stepFixedSince([first.slice(name.length + 2), ...rest], step.ask);
}

describe('an export written before the one stream', () => {
  it('holds what it should test: table games with a start position and corrections beside the answers', () => {
    expect(old.games.map((g) => g.save.answers.length)).toEqual([30, 12, 16, 31]);
    expect(old.games[2]?.start).toBeDefined();
    expect(old.games[3]?.corrections?.map((c) => c.step)).toEqual([21, 22, 33]);
  });

  it('imports and replays identically: every row, step, log and position as the app of that time stored them', async () => {
    const db = fresh();
    const results = await importText(db, text, { now: 5_000 });
    expect(results.map((r) => r.kind)).toEqual(['imported', 'imported', 'imported', 'imported']);
    for (const [n, r] of results.entries()) {
      if (r.kind !== 'imported') throw new Error(JSON.stringify(r));
      const then = before.games[n];
      if (!then) throw new Error('no fixture game');
      expect(r.label).toBe(then.label);
      const loaded = await loadGame(db, r.id);
      if (!loaded.ok) throw new Error(loaded.error);
      // Rows now also keep setup's events (the recap reads them); everything the old row held is the same.
      const { id: _id, startEvents, ...row } = loaded.value.row;
      const { startLog, ...words } = then.row;
      expect(row).toEqual(words);
      expect((startEvents?.length ?? 0) > 0).toBe(startLog.length > 0);
      const steps = await db.steps.where('[gameId+index]').between([r.id, 0], [r.id, Infinity]).toArray();
      expect(steps.map((s, i) => asBefore(s, then.steps[i] as OldStep))).toEqual(then.steps.map(({ log: _log, ...s }) => s));
      // No words are stored (issue 34), yet the log reads as the lines stored then.
      expect(JSON.stringify(steps)).not.toMatch(/"log"|Revealed:/);
      const log = await readLog(db, loaded.value.row, Infinity, tableSaid);
      expect(log[0]?.log).toEqual(startLog.map(fixedSince));
      expect(log.slice(1).map((e) => e.log)).toEqual(then.steps.map((s) => spokenToday(s, then.state)));
      expect(JSON.stringify(loaded.value.state)).toBe(JSON.stringify(then.state));
    }
    // The settings came with it (the device had none).
    expect(await db.settings.get('preferences')).toBeDefined();
  });

  it('exported again, the same games travel as one stream each and import once more to the same positions', async () => {
    const db = fresh();
    await importText(db, text, { now: 5_000 });
    const { file } = await exportGames(db, null);
    if (!file) throw new Error('no file');
    expect(file.games.map((g) => g.save.version)).toEqual([2, 2, 2, 2]);
    expect(file.games.some((g) => 'corrections' in g || 'start' in g)).toBe(false);
    const elsewhere = fresh();
    const results = await importText(elsewhere, JSON.stringify(file));
    // An export written now carries no words.
    expect(JSON.stringify(file)).not.toMatch(/"log"|"why":"|Revealed:/);
    // The export lists games by when they were last changed (here all at once): compared as a set.
    const states: string[] = [];
    for (const r of results) {
      if (r.kind !== 'imported') throw new Error(JSON.stringify(r));
      const loaded = await loadGame(elsewhere, r.id);
      if (!loaded.ok) throw new Error(loaded.error);
      states.push(JSON.stringify(loaded.value.state));
    }
    expect(states.sort()).toEqual(before.games.map((g) => JSON.stringify(g.state)).sort());
    // Importing the old file where its games now are: each is found as a duplicate.
    const again = await importText(elsewhere, text);
    expect(again.map((r) => r.kind)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
  });

  it('a backup stored in the old shape (corrections and start beside its save) continues the game as one stream', async () => {
    const db = fresh();
    const [, , imported] = await importText(db, text);
    if (imported?.kind !== 'imported') throw new Error(JSON.stringify(imported));
    const row = await db.games.get(imported.id);
    const entry = old.games[2];
    if (!row || !entry) throw new Error('no game');
    // As schema 2 stored a rolling backup until now.
    await db.backups.add({ gameId: row.id, taken: 1, steps: row.steps, ...(entry as object) } as never);
    const [backup] = await backupsOf(db, row.id);
    if (!backup) throw new Error('the old backup was not read');
    expect(backup.save.version).toBe(2);
    expect(backup.save.steps).toHaveLength(17);
    expect(backup.save.steps[2]).toEqual({ correction: { t: 'tokens', marine: 'marine.lorenzo', count: 2 } });
    const made = await continueAsNew(db, row, backup.save);
    if (!made.ok) throw new Error(made.error);
    const loaded = await loadGame(db, made.value);
    expect(loaded.ok && JSON.stringify(loaded.value.state)).toBe(JSON.stringify(before.games[2]?.state));
  });
});
