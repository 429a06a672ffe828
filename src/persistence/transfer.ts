/**
 * Export and import: a game is its options (with the dealer's seed) and its answers, so a
 * file carries exactly that, and importing replays it through the rules before anything is
 * written. An import only ever adds new games (new ids): existing rows are never touched.
 */
import { answer, correct, newGame, validatePosition, type Correction, type GameEvent, type GameState, type Save } from '../engine';
import { ownStart } from './backups';
import type { CompanionDB, GameRow, SnapshotRow, StepRow } from './db';
import { revealsSomething, SNAPSHOT_EVERY, type Outcome } from './games';
import { classifyStorageError, reportWrite } from './storage';
import { statusOf, summarize } from './summary';
import { saveOfSteps, type TableExtra } from './table-extra';
import { storedPreferences, savePreferences } from './preferences';
import { EXPORT_FORMAT, parseFile, type ExportEntry, type ExportFile } from './transfer-schema';

/** Larger than any real export (a long game is a few kB); refuses runaway files before parsing. */
export const MAX_FILE_BYTES = 8_000_000;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function newId(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The save of one stored game, with a table game's start position and corrections when it has them. */
export async function saveOf(database: CompanionDB, row: GameRow): Promise<Outcome<{ save: Save } & TableExtra>> {
  const steps = await database.steps.where('[gameId+index]').between([row.id, 0], [row.id, row.steps], true, false).toArray();
  const first = await database.snapshots.get([row.id, 0]);
  return { ok: true, value: saveOfSteps(row.options, steps, ownStart(row, first?.state)) };
}

export function entryOf(row: GameRow, save: Save, extra: TableExtra = {}): ExportEntry {
  const entry: ExportEntry = { save: { format: save.format, version: save.version, options: save.options, answers: save.answers }, practice: row.practice, mode: row.mode, created: row.created };
  if (row.advisorUsed) entry.advisorUsed = true;
  if (extra.start) entry.start = extra.start as unknown as Record<string, unknown>;
  if (extra.corrections) entry.corrections = extra.corrections.map((c) => ({ step: c.step, correction: c.correction as unknown as Record<string, unknown> }));
  return entry;
}

export function fileOf(entries: ExportEntry[], now = Date.now()): ExportFile {
  return { format: EXPORT_FORMAT, version: 1, exported: new Date(now).toISOString(), games: entries };
}

/** One game, or every game (`ids` null), as an export file. Games that cannot be exported are listed. */
export async function exportGames(database: CompanionDB, ids: string[] | null): Promise<{ file: ExportFile | null; skipped: string[] }> {
  const rows = ids ? (await database.games.bulkGet(ids)).filter((r): r is GameRow => !!r) : await database.games.orderBy('updated').toArray();
  const entries: ExportEntry[] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    const save = await saveOf(database, row);
    if (save.ok) entries.push(entryOf(row, save.value.save, save.value));
    else skipped.push(`${row.summary.players.join(', ')}: ${save.error}`);
  }
  const file = entries.length ? fileOf(entries) : null;
  // Every game goes with the player's settings; one game alone is something to share, without them.
  if (file && ids === null) {
    const prefs = await storedPreferences(database);
    if (prefs) file.preferences = prefs;
  }
  return { file, skipped };
}

/**
 * The log line of a player's decision, in the words the game screens use. Those words live in
 * the UI (src/ui/words/options.ts), above this layer, so the UI passes them in; without them
 * (the CLI, tests) a plain line names the player and the option.
 */
export type DecisionWords = (entry: { ask: string; choice: string; player: number; secret: boolean }, s: GameState) => string;

export const plainDecisionLine: DecisionWords = (entry, s) => `${s.players[entry.player]?.name ?? `Player ${entry.player + 1}`}: ${entry.secret ? 'a choice in secret' : entry.choice}.`;

/** A game rebuilt from a save, ready to be written (nothing is written yet). */
export interface Rebuilt {
  row: GameRow;
  steps: StepRow[];
  snapshots: SnapshotRow[];
  state: GameState;
}

/** Replays one entry answer by answer, building the rows `recordAnswer` would have written. */
export function rebuildEntry(entry: ExportEntry, now = Date.now(), words: DecisionWords = plainDecisionLine): Outcome<Rebuilt> {
  const { options, answers } = entry.save;
  // The mode names the screen that will answer the game: a table game asks for what the table
  // drew, a pocket game is dealt by the app. A file where they disagree would open on a
  // question its screen cannot ask, so it is refused.
  const tableChance = options.chance === 'table';
  if (tableChance !== (entry.mode === 'table')) {
    return { ok: false, error: tableChance ? 'This game uses physical cards (the table draws and rolls), but the file marks it as a pocket game; it cannot be played that way.' : 'This game is dealt by the app, but the file marks it as a table game; it cannot be played that way.' };
  }
  const started = startOf(entry);
  if (!started.ok) return started;
  const id = newId();
  let state = started.value.state;
  let undoFloor = 0;
  const steps: StepRow[] = [];
  const snapshots: SnapshotRow[] = [{ gameId: id, index: 0, state }];
  const fixes = new Map((entry.corrections ?? []).map((c) => [c.step, c.correction as unknown as Correction]));
  const total = answers.length + fixes.size;
  let given = 0;
  for (let i = 0; i < total; i++) {
    const fix = fixes.get(i);
    if (fix) {
      const fixed = correct(state, fix);
      if (!fixed.ok) return { ok: false, error: `Step ${i + 1} of ${total} (a correction by hand) does not fit the game: ${fixed.error}` };
      steps.push({ gameId: id, index: i, choice: 'correction', reveals: 0, ask: 'correction', player: 0, secret: false, log: fixed.log, events: fixed.events, correction: fix });
      state = fixed.state;
      if ((i + 1) % SNAPSHOT_EVERY === 0 || state.outcome) snapshots.push({ gameId: id, index: i + 1, state });
      continue;
    }
    const choice = answers[given++];
    if (choice === undefined) return { ok: false, error: `Step ${i + 1} of ${total} is missing: the corrections do not fit between the answers.` };
    const p = state.prompt;
    if (!p) return { ok: false, error: `Answer ${i + 1} of ${answers.length} comes after the end of the game.` };
    let result;
    try {
      result = answer(state, choice);
    } catch (e) {
      return { ok: false, error: `Answer ${i + 1} of ${answers.length} ("${choice.slice(0, 30)}") broke the rules engine: ${message(e)}` };
    }
    if (!result.ok) return { ok: false, error: `Answer ${i + 1} of ${answers.length} ("${choice.slice(0, 30)}") does not fit the game: ${result.error}` };
    const decision = p.kind === 'decision';
    const ask = decision ? p.ask : `reveal-${p.reveal}`;
    const player = decision ? p.player : 0;
    const secret = decision ? p.secret : false;
    const lines = decision ? [words({ ask, choice, player, secret }, state), ...result.log] : result.log;
    steps.push({ gameId: id, index: i, choice, reveals: result.reveals, ask, player, secret, log: lines, events: result.events });
    state = result.state;
    if (!entry.practice && entry.mode !== 'table' && revealsSomething({ ask, reveals: result.reveals, state, player: decision ? player : undefined })) undoFloor = i + 1;
    if ((i + 1) % SNAPSHOT_EVERY === 0 || state.outcome) snapshots.push({ gameId: id, index: i + 1, state });
  }
  // The snapshots play would have kept (games.ts): the start and the two newest.
  const kept = snapshots.filter((s, n) => s.index === 0 || n >= snapshots.length - 2);
  snapshots.length = 0;
  snapshots.push(...kept);
  const row: GameRow = {
    id,
    mode: entry.mode,
    options,
    practice: entry.practice,
    status: statusOf(state),
    created: entry.created ?? now,
    updated: now,
    steps: total,
    undoFloor,
    summary: summarize(state),
    startLog: started.value.log,
    startEvents: started.value.events,
  };
  if (entry.advisorUsed) row.advisorUsed = true;
  return { ok: true, value: { row, steps, snapshots, state } };
}

/** The position a file's game starts from: a table game's own start (checked by the engine), or a new game. */
function startOf(entry: ExportEntry): Outcome<{ state: GameState; log: string[]; events: GameEvent[] }> {
  if (entry.start !== undefined) {
    const checked = validatePosition(entry.start);
    if (!checked.ok) return { ok: false, error: `The starting position is not valid: ${checked.errors[0] ?? 'unknown problem'}` };
    const s = checked.state;
    if (s.chance !== 'table' || JSON.stringify(s.players) !== JSON.stringify(entry.save.options.players)) {
      return { ok: false, error: 'The starting position belongs to another game (players or source of chance differ).' };
    }
    return { ok: true, value: { state: s, log: [], events: [] } };
  }
  let started;
  try {
    started = newGame(entry.save.options);
  } catch (e) {
    return { ok: false, error: `The game cannot start: ${message(e)}` };
  }
  if (!started.ok) return { ok: false, error: `The game cannot start: ${started.error}` };
  return { ok: true, value: { state: started.state, log: started.log, events: started.events } };
}

/** What happened to one game of a file. */
export type ImportResult =
  | { kind: 'imported'; id: string; label: string }
  | { kind: 'duplicate'; of: string; label: string; index: number }
  | { kind: 'refused'; label: string; error: string };

function labelOf(entry: ExportEntry, n: number): string {
  return `Game ${n + 1} (${entry.save.options.players.map((p) => p.name).join(', ')})`;
}

/** The same game: same options, start and steps (answers and corrections, in order). */
async function findDuplicate(database: CompanionDB, entry: ExportEntry): Promise<string | null> {
  const key = JSON.stringify(entry.save.options);
  const fixes = new Map((entry.corrections ?? []).map((c) => [c.step, JSON.stringify(c.correction)]));
  const total = entry.save.answers.length + fixes.size;
  for (const row of await database.games.toArray()) {
    if (row.steps !== total || JSON.stringify(row.options) !== key) continue;
    const steps = await database.steps.where('[gameId+index]').between([row.id, 0], [row.id, row.steps], true, false).toArray();
    let given = 0;
    const same = steps.every((s, i) => {
      const fix = fixes.get(i);
      if (fix !== undefined) return s.correction !== undefined && JSON.stringify(s.correction) === fix;
      return !s.correction && s.choice === entry.save.answers[given++];
    });
    if (!same) continue;
    if (entry.start !== undefined) {
      const first = await database.snapshots.get([row.id, 0]);
      if (!first || JSON.stringify(first.state) !== JSON.stringify(entry.start)) continue;
    }
    return row.id;
  }
  return null;
}

/**
 * Reads a file's text and imports every game that replays. A game already on this device
 * is reported as a duplicate and skipped unless its index is in `copies`, when it is added
 * again as a separate copy. Never throws; a file that cannot be read at all is one refusal.
 */
export async function importText(
  database: CompanionDB,
  text: string,
  { copies = new Set<number>(), now = Date.now(), words = plainDecisionLine }: { copies?: Set<number>; now?: number; words?: DecisionWords } = {},
): Promise<ImportResult[]> {
  if (text.length > MAX_FILE_BYTES) return [{ kind: 'refused', label: 'The file', error: 'The file is far larger than any saved game; it was not read.' }];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [{ kind: 'refused', label: 'The file', error: 'The file is not JSON text: it may be cut short or not an export of this app.' }];
  }
  const parsed = parseFile(json);
  if (!parsed.ok) return [{ kind: 'refused', label: 'The file', error: parsed.error }];
  const results: ImportResult[] = [];
  // Settings come with a whole export; they never overwrite settings this device already has.
  const prefs = parsed.file.preferences;
  if (prefs) {
    try {
      if (!(await storedPreferences(database))) await savePreferences(database, prefs);
    } catch {
      // Not stored: the games still import, and the settings screen keeps its defaults.
    }
  }
  for (const [n, entry] of parsed.file.games.entries()) {
    const label = labelOf(entry, n);
    const rebuilt = rebuildEntry(entry, now, words);
    if (!rebuilt.ok) {
      results.push({ kind: 'refused', label, error: rebuilt.error });
      continue;
    }
    try {
      const dup = await findDuplicate(database, entry);
      if (dup && !copies.has(n)) {
        results.push({ kind: 'duplicate', of: dup, label, index: n });
        continue;
      }
      const { row, steps, snapshots } = rebuilt.value;
      // One transaction per game: it is written whole or not at all. `add` (never `put`)
      // with a fresh id, so an import cannot overwrite anything already stored.
      await database.transaction('rw', database.games, database.steps, database.snapshots, async () => {
        await database.games.add(row);
        await database.steps.bulkAdd(steps);
        await database.snapshots.bulkAdd(snapshots);
      });
      results.push({ kind: 'imported', id: row.id, label });
      reportWrite('saved');
    } catch (e) {
      const full = classifyStorageError(e).problem === 'full';
      if (full) reportWrite('full');
      results.push({ kind: 'refused', label, error: full ? 'The device is out of storage space, so it was not imported (nothing was changed). Free some space and try again.' : `It could not be stored: ${message(e)}` });
    }
  }
  return results;
}
