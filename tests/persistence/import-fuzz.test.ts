/**
 * Acceptance: 10,000 mutated export files, each imported. Every one must be refused with a
 * message or become a valid game (one that loads and equals a replay of its save), and the
 * games already stored must be byte-identical afterwards. The counts are printed.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replay, type Save } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { deleteGame, loadGame } from '../../src/persistence/games';
import { exportGames, importText } from '../../src/persistence/transfer';
import { mulberry } from '../../scripts/play-random';
import { dump, duo, solo, startAndPlay } from './saves-helpers';

const RUNS = 10_000;

const hostile: unknown[] = [
  '', ' ', '\u0000', '<script>alert(1)</script>', '../../etc/passwd', '__proto__', 'constructor', '💀'.repeat(50),
  'x'.repeat(100_000), '\ud800', 'action.overwatch', 'marine.lorenzo', 'LEFT', 'keep', 'reroll',
  -1, 0, 1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 32, 2 ** 53 + 1, NaN, null, true, false,
  [], {}, [[]], { __proto__: { polluted: true } }, { constructor: { prototype: { polluted: true } } },
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value in the tree, so a mutation can aim anywhere. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k] as Json, [...at, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], value: unknown, remove = false): Json {
  if (path.length === 0) return value as Json;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, unknown>;
    // An earlier mutation in the same file may have removed or replaced this branch.
    if (!node || typeof node !== 'object') return root;
  }
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
  return root;
}

function mutate(base: string, r: () => number): { text: string; kind: string } {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const kind = pick(['truncate', 'replace', 'remove', 'hostile', 'huge', 'answer', 'answers', 'bytes', 'add', 'many'] as const);
  if (kind === 'truncate') return { text: base.slice(0, Math.floor(r() * base.length)), kind };
  if (kind === 'bytes') {
    const chars = [...base];
    for (let i = 0; i < 1 + r() * 5; i++) chars[Math.floor(r() * chars.length)] = pick(['"', '{', ']', ',', '0', 'a', '\\', ':']);
    return { text: chars.join(''), kind };
  }
  const root = JSON.parse(base) as Json;
  const all = paths(root);
  const save = (root as unknown as { games: { save: Save }[] }).games[0]?.save as Save;
  const answersOk = () => save && typeof save === 'object' && Array.isArray(save.steps) && save.options && Array.isArray(save.options.players);
  const steps = (n: number) => { for (let i = 0; i < n; i++) one(); };
  const one = (): void => {
    const path = pick(all);
    switch (kind === 'many' ? pick(['replace', 'remove', 'hostile', 'huge', 'answer', 'answers', 'add'] as const) : kind) {
      case 'replace': setAt(root, path, pick(hostile)); break;
      case 'remove': setAt(root, path, undefined, true); break;
      case 'hostile': setAt(root, path, typeof pick(hostile) === 'string' ? pick(hostile) : String(pick(hostile))); break;
      case 'huge': setAt(root, path, pick([1e21, -1e21, 2 ** 31, 4294967296, 1e-9, 123456789.5])); break;
      case 'answer': if (!answersOk()) break; save.steps[Math.floor(r() * save.steps.length)] = pick(save.steps.concat(['done', 'LEFT', 'RIGHT', 'keep', 'reroll'])); break;
      case 'answers': {
        if (!answersOk()) break;
        const i = Math.floor(r() * save.steps.length);
        const op = pick(['cut', 'dup', 'swap', 'seed', 'players'] as const);
        if (op === 'cut') save.steps.length = i;
        else if (op === 'dup') save.steps.splice(i, 0, save.steps[i] ?? 'x');
        else if (op === 'swap') [save.steps[i], save.steps[i + 1]] = [save.steps[i + 1] ?? 'x', save.steps[i] ?? 'y'];
        else if (op === 'seed') save.options.seed = Math.floor(r() * 2 ** 32);
        else save.options.players.reverse();
        break;
      }
      case 'add': if (path.length && typeof path[path.length - 1] === 'number') break; setAt(root, [...path, 'extra'], pick(hostile)); break;
    }
  };
  steps(kind === 'many' ? 2 + Math.floor(r() * 4) : 1);
  return { text: JSON.stringify(root) ?? '', kind };
}

describe('import fuzz', () => {
  it(`refuses or validly imports ${RUNS} mutated files, never touching existing games`, async () => {
    const db = new CompanionDB('import-fuzz');
    const a = await startAndPlay(db, solo, 40);
    const b = await startAndPlay(db, duo, 25);
    const existing = new Set([a.row.id, b.row.id]);
    const { file } = await exportGames(db, [a.row.id]);
    const base = JSON.stringify(file);
    const before = await dump(db, existing);
    // The scripts' seeded PRNG: the same mutations on every run, so a failure can be reproduced.
    const r = mulberry(20261122);
    const counts: Record<string, number> = { refused: 0, imported: 0, duplicate: 0 };
    const byKind: Record<string, Record<string, number>> = {};
    for (let run = 0; run < RUNS; run++) {
      const { text, kind } = mutate(base, r);
      const results = await importText(db, text);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        counts[result.kind] = (counts[result.kind] ?? 0) + 1;
        (byKind[kind] ??= {})[result.kind] = ((byKind[kind] ?? {})[result.kind] ?? 0) + 1;
        if (result.kind === 'refused') {
          expect(result.error.length).toBeGreaterThan(10);
          // Plain words only: no stringified object, no bare exception text.
          // (A file may itself hold the text "[object …" as an answer, which a refusal quotes.)
          if (!text.includes('[object')) expect(result.error).not.toContain('[object');
          expect(result.error).not.toMatch(/TypeError|ReferenceError|is not a function|Cannot read properties|undefined is not/);
        } else if (result.kind === 'imported') {
          // A valid game: it loads, and is exactly what the rules make of its save.
          const loaded = await loadGame(db, result.id);
          if (!loaded.ok) throw new Error(`run ${run}: imported but does not load: ${loaded.error}`);
          const again = await exportGames(db, [result.id]);
          const save = again.file?.games[0]?.save;
          const replayed = save && replay({ ...save } as Save);
          if (!replayed?.ok) throw new Error(`run ${run}: imported but does not replay`);
          expect(JSON.stringify(loaded.value.state)).toBe(JSON.stringify(replayed.state));
          await deleteGame(db, result.id); // keeps the duplicate check fast; existing games stay
        }
      }
    }
    expect(await dump(db, existing)).toBe(before);
    expect(await db.games.count()).toBe(2);
    console.log(`import fuzz: ${RUNS} files, results ${JSON.stringify(counts)}; by mutation ${JSON.stringify(byKind)}`);
    expect(counts.refused).toBeGreaterThan(RUNS / 2);
  }, 600_000);
});
