/**
 * Export and import: a game is its options (with the dealer's seed), a table game's own start
 * position, and its stream of steps (answers and corrections by hand), so a file carries
 * exactly that, and importing replays it through the engine before anything is written. An
 * import only ever adds new games (new ids): existing rows are never touched, and a file of
 * which no game is imported changes nothing at all (its settings included).
 */
import { replay, upgradePosition, type GameState, type Save, type SaveV1 } from '../engine';
import { ownStart } from './backups';
import type { CompanionDB, GameRow, SnapshotRow, StepRow } from './db';
import { revealsSomething, SNAPSHOT_EVERY, type Outcome } from './games';
import { classifyStorageError, reportWrite } from './storage';
import { statusOf, summarize } from './summary';
import { joinSteps, saveOfSteps, stepOf, type LegacyExtra } from './table-extra';
import { joinRefusal, plainAnswerNames, refusal, SAVES_EN, type AnswerNames, type Speaker } from './import-words';
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

/** The save of one stored game: its steps as one stream, with a table game's own start position. */
export async function saveOf(database: CompanionDB, row: GameRow): Promise<Outcome<Save>> {
  const steps = await database.steps.where('[gameId+index]').between([row.id, 0], [row.id, row.steps], true, false).toArray();
  const first = await database.snapshots.get([row.id, 0]);
  // A start stored before reveal reasons were codes carries their English: an export carries none.
  const start = ownStart(row, first?.state);
  return { ok: true, value: saveOfSteps(row.options, steps, start && upgradePosition(start)) };
}

export function entryOf(row: GameRow, save: Save): ExportEntry {
  const { final: _final, ...carried } = save;
  const entry: ExportEntry = { save: carried as ExportEntry['save'], practice: row.practice, mode: row.mode, created: row.created };
  if (row.advisorUsed) entry.advisorUsed = true;
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
    if (save.ok) entries.push(entryOf(row, save.value));
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

/** A game rebuilt from a save, ready to be written (nothing is written yet). */
export interface Rebuilt {
  row: GameRow;
  steps: StepRow[];
  snapshots: SnapshotRow[];
  state: GameState;
  /** The game as one stream of steps, as it was replayed. */
  save: Save;
}

/** Replays one entry through the engine, building the rows `recordAnswer` would have written. */
export function rebuildEntry(entry: ExportEntry, now = Date.now(), names: AnswerNames = plainAnswerNames, say: Speaker = SAVES_EN): Outcome<Rebuilt> {
  const { options } = entry.save;
  // The mode names the screen that will answer the game: a table game asks for what the table
  // drew, a pocket game is dealt by the app. A file where they disagree would open on a
  // question its screen cannot ask, so it is refused.
  const tableChance = options.chance === 'table';
  if (tableChance !== (entry.mode === 'table')) {
    return { ok: false, error: say(tableChance ? 'import.tableAsPocket' : 'import.pocketAsTable') };
  }
  const joined = streamOf(entry);
  if (!joined.ok) return { ok: false, error: joinRefusal(joined, say) };
  const save = joined.save;
  const id = newId();
  let undoFloor = 0;
  let start: GameState | null = null;
  const steps: StepRow[] = [];
  const snapshots: SnapshotRow[] = [];
  const replayed = replay(save, {
    each: ({ index, step, before, result }) => {
      // Each position handed out here is never changed afterwards, so the snapshots keep them as they are.
      if (index === 0) start = before;
      if (typeof step !== 'string') {
        steps.push({ gameId: id, index, choice: 'correction', reveals: 0, ask: 'correction', player: 0, secret: false, events: result.events, correction: step.correction });
      } else {
        const p = before.prompt;
        const decision = p?.kind === 'decision';
        const ask = decision ? p.ask : `reveal-${p?.reveal}`;
        const player = decision ? p.player : 0;
        const secret = decision ? p.secret : false;
        // A decision gets a line of its own, worded where the log is shown (said.ts).
        const row: StepRow = { gameId: id, index, choice: step, reveals: result.reveals, ask, player, secret, events: result.events };
        if (decision) row.said = { w: 'answer' };
        steps.push(row);
        if (!entry.practice && entry.mode !== 'table' && revealsSomething({ ask, reveals: result.reveals, state: result.state, events: result.events, player: decision ? player : undefined })) undoFloor = index + 1;
      }
      if ((index + 1) % SNAPSHOT_EVERY === 0 || result.state.outcome) snapshots.push({ gameId: id, index: index + 1, state: result.state });
    },
  });
  if (!replayed.ok) return { ok: false, error: refusal(save, replayed, names, say) };
  const state = replayed.state;
  // The snapshots play would have kept (games.ts): the start and the two newest.
  const kept = [{ gameId: id, index: 0, state: start ?? state }, ...snapshots].filter((s, n, all) => s.index === 0 || n >= all.length - 2);
  const row: GameRow = {
    id,
    mode: entry.mode,
    options,
    practice: entry.practice,
    status: statusOf(state),
    created: entry.created ?? now,
    updated: now,
    steps: save.steps.length,
    undoFloor,
    summary: summarize(state),
    startEvents: replayed.setupEvents,
  };
  if (entry.advisorUsed) row.advisorUsed = true;
  return { ok: true, value: { row, steps, snapshots: kept, state, save } };
}

/** A file's game as one stream of steps: files written before it carry corrections beside the answers. */
function streamOf(entry: ExportEntry) {
  return joinSteps(entry.save as Save | SaveV1, entry as LegacyExtra);
}

/**
 * What happened to one game of a file. `label` names it in the words the import was given;
 * `index` is the game's place in the file (a refusal of the whole file has none).
 */
export type ImportResult =
  | { kind: 'imported'; id: string; label: string; index: number }
  | { kind: 'duplicate'; of: string; label: string; index: number }
  | { kind: 'refused'; label: string; error: string; index?: number };

function labelOf(entry: ExportEntry, n: number, say: Speaker): string {
  // Names in brackets, as a label: commas in every language, not a sentence's "and".
  return say('import.gameLabel', { n: n + 1, players: entry.save.options.players.map((p) => p.name).join(', ') });
}

/** The same game: same options, start and steps (answers and corrections, in order). */
async function findDuplicate(database: CompanionDB, save: Save): Promise<string | null> {
  const key = JSON.stringify(save.options);
  const wanted = save.steps.map((step) => JSON.stringify(step));
  for (const row of await database.games.toArray()) {
    if (row.steps !== wanted.length || JSON.stringify(row.options) !== key) continue;
    const steps = await database.steps.where('[gameId+index]').between([row.id, 0], [row.id, row.steps], true, false).toArray();
    if (steps.length !== wanted.length || !steps.every((s, i) => JSON.stringify(stepOf(s)) === wanted[i])) continue;
    if (save.start !== undefined) {
      const first = await database.snapshots.get([row.id, 0]);
      if (!first || JSON.stringify(first.state) !== JSON.stringify(save.start)) continue;
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
  { copies = new Set<number>(), now = Date.now(), names = plainAnswerNames, say = SAVES_EN }: { copies?: Set<number>; now?: number; names?: AnswerNames; say?: Speaker } = {},
): Promise<ImportResult[]> {
  const file = say('import.fileLabel');
  if (text.length > MAX_FILE_BYTES) return [{ kind: 'refused', label: file, error: say('import.tooLarge') }];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [{ kind: 'refused', label: file, error: say('import.notJson') }];
  }
  const parsed = parseFile(json, say);
  if (!parsed.ok) return [{ kind: 'refused', label: file, error: parsed.error }];
  const results: ImportResult[] = [];
  for (const [n, entry] of parsed.file.games.entries()) {
    const label = labelOf(entry, n, say);
    const rebuilt = rebuildEntry(entry, now, names, say);
    if (!rebuilt.ok) {
      results.push({ kind: 'refused', label, error: rebuilt.error, index: n });
      continue;
    }
    try {
      const dup = await findDuplicate(database, rebuilt.value.save);
      if (dup && !copies.has(n)) {
        results.push({ kind: 'duplicate', of: dup, label, index: n });
        continue;
      }
      const { row, steps, snapshots } = rebuilt.value;
      // Otherwise two identical rows in Saved games, with nothing to tell them apart (issue 35).
      if (dup) row.copyOf = dup;
      // One transaction per game: it is written whole or not at all. `add` (never `put`)
      // with a fresh id, so an import cannot overwrite anything already stored.
      await database.transaction('rw', database.games, database.steps, database.snapshots, async () => {
        await database.games.add(row);
        await database.steps.bulkAdd(steps);
        await database.snapshots.bulkAdd(snapshots);
      });
      results.push({ kind: 'imported', id: row.id, label, index: n });
      reportWrite('saved');
    } catch (e) {
      const full = classifyStorageError(e).problem === 'full';
      if (full) reportWrite('full');
      results.push({ kind: 'refused', label, error: full ? say('import.full') : say('import.notStored', { error: message(e) }), index: n });
    }
  }
  // Settings come with a whole export, and only with a game that came in: a file of which
  // nothing is imported changes nothing. They never overwrite settings this device already has.
  const prefs = parsed.file.preferences;
  if (prefs && results.some((r) => r.kind === 'imported')) {
    try {
      if (!(await storedPreferences(database))) await savePreferences(database, prefs);
    } catch {
      // Not stored: the games are in, and the settings screen keeps its defaults.
    }
  }
  return results;
}
