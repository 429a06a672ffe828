/**
 * The shape of src as a whole (issue 25): no import cycles anywhere, no file over 400 lines,
 * and the layers point one way (ui -> persistence and strategy -> engine -> data). Read from
 * the sources' import lines, static and lazy, type-only ones included: a cycle through types
 * is still two modules that cannot be understood apart.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');
const MAX_LINES = 400;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const ALL = files(SRC);
const rel = (path: string): string => relative(SRC, path);

function resolveSpec(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative import of one file that lands on another source file. */
const STATIC = [/(?:import|export)\s[^'";]*?from\s*'(\.[^']+)'/g, /import\s+'(\.[^']+)'/g];
const LAZY = /import\s*\(\s*'(\.[^']+)'\s*\)/g;

export function importsOf(path: string, lazy = true): string[] {
  const text = readFileSync(path, 'utf8');
  const out = new Set<string>();
  const patterns = lazy ? [...STATIC, LAZY] : STATIC;
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const target = resolveSpec(path, m[1] as string);
      if (target) out.add(target);
    }
  }
  return [...out];
}

/** Strongly connected components of more than one file (or a file importing itself): the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

const graph = new Map(ALL.map((f) => [f, importsOf(f)]));

/** What each top folder of src may import besides itself. */
const MAY_IMPORT: Record<string, string[]> = {
  data: [],
  // The catalogues and the pure layer that fills them: every layer may word things.
  words: [],
  engine: ['data', 'words'],
  games: ['words'],
  strategy: ['engine', 'data'],
  persistence: ['engine', 'data', 'games', 'words'],
  session: ['engine', 'data', 'words'],
  ui: ['persistence', 'strategy', 'session', 'engine', 'data', 'games', 'words'],
};

/** src/ui's shared layers: they may not load a chunk's code into themselves (a lazy import() is how a chunk is reached). */
const SHARED_UI = ['common', 'play', 'art'];
const UI_CHUNKS = ['pocket', 'table', 'saves', 'extras', 'reference', 'tools', 'shell', 'guide'];

describe('the structure of src', () => {
  it('reads the imports it checks (the scan itself works)', () => {
    expect(ALL.length).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
    expect(cycles(new Map([['a', ['b']], ['b', ['a']], ['c', []]]))).toEqual([['a', 'b']]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph).map((c) => c.map(rel))).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = ALL.map((f) => ({ file: rel(f), lines: readFileSync(f, 'utf8').split('\n').length - 1 })).filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('imports point one way: ui -> persistence and strategy -> engine -> data', () => {
    const wrong: string[] = [];
    for (const [from, targets] of graph) {
      const layer = rel(from).split('/')[0] as string;
      const allowed = MAY_IMPORT[layer];
      if (!allowed) continue;
      for (const to of targets) {
        const target = rel(to).split('/')[0] as string;
        if (target !== layer && !allowed.includes(target)) wrong.push(`${rel(from)} -> ${rel(to)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('src/ui: the shared layers (common, play, art) import no chunk statically, and common imports nothing of play', () => {
    const wrong: string[] = [];
    for (const file of ALL) {
      const [top, folder] = rel(file).split('/');
      if (top !== 'ui' || !SHARED_UI.includes(folder as string)) continue;
      for (const to of importsOf(file, false)) {
        const [toTop, target] = rel(to).split('/');
        if (toTop !== 'ui') continue;
        if (UI_CHUNKS.includes(target as string) || (folder === 'common' && target === 'play')) wrong.push(`${rel(file)} -> ${rel(to)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
