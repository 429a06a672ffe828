/**
 * The shape of an export file, checked with valibot before anything is replayed. The
 * engine checks the rules; this only keeps hostile or damaged input (wrong types, huge
 * arrays, absurd strings) from reaching it, and names the first problem by its path.
 * Loaded only with import/export, so valibot never weighs on the first paint.
 */
import * as v from 'valibot';
import { MAX_NAME_LENGTH } from '../engine/limits';
import type { Key } from '../words/keys';
import { SAVES_EN, type Speaker } from './import-words';

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

const Answer = v.pipe(v.string(), v.maxLength(80));

/** The engine's save as version 1 wrote it: answers only (docs/position-format.md, Saves); `final` is not carried. */
const SaveV1 = v.object({
  format: v.literal('death-angel-save'),
  version: v.literal(1),
  options: Options,
  answers: v.pipe(v.array(Answer), v.maxLength(MAX_ANSWERS)),
});

/** The engine's save: one stream of steps (answers and corrections by hand), a table game's own start. */
const SaveV2 = v.object({
  format: v.literal('death-angel-save'),
  version: v.literal(2),
  options: Options,
  // Checked by the engine's validatePosition when the game is replayed.
  start: v.optional(v.record(v.string(), v.unknown())),
  steps: v.pipe(v.array(v.union([Answer, v.strictObject({ correction: v.record(v.string(), v.unknown()) })])), v.maxLength(MAX_ANSWERS)),
});

export const SaveSchema = v.variant('version', [SaveV1, SaveV2]);

/**
 * One game in a file: the save plus what the games list shows about it. Files written before
 * the steps became one stream carry a version-1 save, and beside it a table game's start
 * position and its corrections by hand, each at its place among the steps; they are joined
 * into one stream on the way in (`joinSteps`).
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
  // Files written before the language setting carry none: the phone's own language.
  language: v.optional(v.picklist(['auto', 'en', 'de', 'fr', 'es', 'it', 'fi', 'qps']), 'auto'),
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
export function parseFile(json: unknown, say: Speaker = SAVES_EN): { ok: true; file: ExportFile } | { ok: false; error: string } {
  const looksLikeSave = typeof json === 'object' && json !== null && (json as { format?: unknown }).format === 'death-angel-save';
  if (looksLikeSave) {
    const save = v.safeParse(SaveSchema, json);
    if (!save.success) return { ok: false, error: describe(save.issues, say) };
    // A bare save carries no mode: its chance says which screen can answer it (the table
    // companion asks for what the table drew; pocket play deals).
    const mode = save.output.options.chance === 'table' ? 'table' : 'pocket';
    return { ok: true, file: { format: EXPORT_FORMAT, version: 1, games: [{ save: save.output, practice: false, mode }] } };
  }
  const format = typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined;
  if (format !== EXPORT_FORMAT) return { ok: false, error: say('import.notOurs') };
  const file = v.safeParse(FileSchema, json);
  if (!file.success) return { ok: false, error: describe(file.issues, say) };
  return { ok: true, file: file.output };
}

/**
 * What a missing field is, in words (the file's own key is given too, for whoever edits it).
 * Each language words the field as its one sentence (import.missing) needs it, article included.
 */
const FIELDS: Record<string, Key> = {
  version: 'import.field.version',
  games: 'import.field.games',
  save: 'import.field.save',
  options: 'import.field.options',
  players: 'import.field.players',
  name: 'import.field.name',
  teams: 'import.field.teams',
  chance: 'import.field.chance',
  seed: 'import.field.seed',
  answers: 'import.field.answers',
  steps: 'import.field.steps',
  correction: 'import.field.correction',
  step: 'import.field.step',
  advisor: 'import.field.advisor',
  textSize: 'import.field.textSize',
  animations: 'import.field.animations',
  confirmBig: 'import.field.confirmBig',
  openTo: 'import.field.openTo',
  language: 'import.field.language',
};

/** Numbered things on the way to a field: "player 2 of game 1". */
const COUNTED: Record<string, Key> = { games: 'import.who.games', players: 'import.who.players', steps: 'import.who.steps', answers: 'import.who.answers', corrections: 'import.who.corrections' };

const own = (table: Record<string, Key>, key: string): Key | undefined => (Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined);

function missing(path: string, say: Speaker): string {
  const parts = path.split('.');
  const key = parts[parts.length - 1] ?? '';
  const owners: string[] = [];
  for (let i = 0; i + 1 < parts.length - 1; i++) {
    const counted = own(COUNTED, parts[i] as string);
    if (counted && /^\d+$/.test(parts[i + 1] as string)) owners.unshift(say(counted, { n: Number(parts[i + 1]) + 1 }));
  }
  if (parts[0] === 'preferences') owners.push(say('import.who.settings'));
  const who = owners.length ? owners.reduceRight((whole, part) => say('import.who.of', { part, whole })) : say('import.who.file');
  const field = own(FIELDS, key);
  return say('import.missing', { who, field: field ? say(field) : say('import.field.unknown', { key }), path });
}

function describe(issues: readonly v.BaseIssue<unknown>[], say: Speaker): string {
  const first = issues[0];
  if (!first) return say('import.notSave');
  const path = v.getDotPath(first) ?? say('import.wholeFile');
  if (first.type === 'max_length' && /players\.\d+\.name$/.test(path)) return say('import.nameTooLong', { max: MAX_NAME_LENGTH, path });
  // A field left out (valibot reports it on the object that lacks it): say which, not "… but found undefined".
  if (first.received === 'undefined') return missing(path, say);
  if (first.type === 'strict_object') return say('import.unknownField', { path });
  // Valibot names some values by their type ("[object Object]"): never show that to a player.
  const received = /\[object /.test(first.received) ? say('import.somethingElse') : first.received;
  const got = received.length > 40 ? `${received.slice(0, 40)}…` : received;
  return say('import.wrongValue', { path, expected: first.expected ?? say('import.somethingElse'), found: got });
}
