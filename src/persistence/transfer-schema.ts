/**
 * The shape of an export file, checked with valibot before anything is replayed. The
 * engine checks the rules; this only keeps hostile or damaged input (wrong types, huge
 * arrays, absurd strings) from reaching it, and names the first problem by its path.
 * Loaded only with import/export, so valibot never weighs on the first paint.
 */
import * as v from 'valibot';
import { MAX_NAME_LENGTH } from '../engine/limits';

export const EXPORT_FORMAT = 'death-angel-companion-export';

/** Bounds well above any real game, so a broken or hostile file is refused, not replayed. */
const MAX_ANSWERS = 20_000;
const MAX_GAMES = 500;

const Team = v.picklist(['BLUE', 'GREEN', 'GREY', 'PURPLE', 'RED', 'YELLOW']);

const Options = v.strictObject({
  players: v.pipe(
    v.array(v.strictObject({ name: v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH)), teams: v.pipe(v.array(Team), v.minLength(1), v.maxLength(3)) })),
    v.minLength(1),
    v.maxLength(6),
  ),
  chance: v.picklist(['dealer', 'table']),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  startingTokens: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(12))),
});

/** The engine's save (docs/position-format.md, Saves); `final` is not carried. */
export const SaveSchema = v.object({
  format: v.literal('death-angel-save'),
  version: v.literal(1),
  options: Options,
  answers: v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(MAX_ANSWERS)),
});

/**
 * One game in a file: the save plus what the games list shows about it. A table game may also
 * carry the position it started from (checked by the engine's validatePosition on import) and
 * its corrections by hand, each at its place in the sequence of steps (answers and corrections).
 */
const Entry = v.object({
  save: SaveSchema,
  start: v.optional(v.record(v.string(), v.unknown())),
  corrections: v.optional(
    v.pipe(
      v.array(v.strictObject({ step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 * MAX_ANSWERS)), correction: v.record(v.string(), v.unknown()) })),
      v.maxLength(MAX_ANSWERS),
    ),
  ),
  practice: v.optional(v.boolean(), false),
  mode: v.optional(v.picklist(['pocket', 'table']), 'pocket'),
  created: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15))),
  advisorUsed: v.optional(v.boolean()),
});

/** The player's settings (preferences-mirror.ts), carried with a whole export. */
const Preferences = v.strictObject({
  advisor: v.boolean(),
  textSize: v.picklist(['normal', 'large', 'larger']),
  animations: v.boolean(),
  confirmBig: v.boolean(),
  openTo: v.picklist(['last-game', 'home']),
});

export const FileSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(1),
  exported: v.optional(v.pipe(v.string(), v.maxLength(40))),
  games: v.pipe(v.array(Entry), v.minLength(1), v.maxLength(MAX_GAMES)),
  preferences: v.optional(Preferences),
});

export type ExportFile = v.InferOutput<typeof FileSchema>;
export type ExportEntry = ExportFile['games'][number];

/** A file is either our export or a bare engine save (what the CLI writes). */
export function parseFile(json: unknown): { ok: true; file: ExportFile } | { ok: false; error: string } {
  const looksLikeSave = typeof json === 'object' && json !== null && (json as { format?: unknown }).format === 'death-angel-save';
  if (looksLikeSave) {
    const save = v.safeParse(SaveSchema, json);
    if (!save.success) return { ok: false, error: describe(save.issues) };
    // A bare save carries no mode: its chance says which screen can answer it (the table
    // companion asks for what the table drew; pocket play deals).
    const mode = save.output.options.chance === 'table' ? 'table' : 'pocket';
    return { ok: true, file: { format: EXPORT_FORMAT, version: 1, games: [{ save: save.output, practice: false, mode }] } };
  }
  const format = typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined;
  if (format !== EXPORT_FORMAT) return { ok: false, error: 'This is not a file of this app: it is neither a game exported from Death Angel Companion nor a saved game.' };
  const file = v.safeParse(FileSchema, json);
  if (!file.success) return { ok: false, error: describe(file.issues) };
  return { ok: true, file: file.output };
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'The file is not a saved game.';
  const path = v.getDotPath(first) ?? '(the whole file)';
  if (first.type === 'max_length' && /players\.\d+\.name$/.test(path)) return `A player's name is longer than ${MAX_NAME_LENGTH} characters (at ${path}); shorten it to import the game.`;
  if (first.type === 'strict_object') return `This is not a saved game we can read: at ${path}, there is a field this app does not know.`;
  // Valibot names some values by their type ("[object Object]"): never show that to a player.
  const received = /\[object /.test(first.received) ? 'something else' : first.received;
  const got = received.length > 40 ? `${received.slice(0, 40)}…` : received;
  return `This is not a saved game we can read: at ${path}, expected ${first.expected ?? 'something else'} but found ${got}.`;
}
