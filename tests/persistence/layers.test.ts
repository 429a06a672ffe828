/**
 * The layers point one way: ui -> persistence -> engine -> data (brief: "one-way imports, no
 * cycles"). Reads every module of src/persistence and fails on an import that reaches up (the
 * UI, strategy, scripts) or on a cycle among its files, type-only imports included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../src');
const layer = join(root, 'persistence');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/** Every module a file names: static, type-only, re-exports and dynamic import(). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)) {
    found.push((m[1] ?? m[2] ?? m[3]) as string);
  }
  return found;
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(from, '..', spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next candidate
    }
  }
  return base;
}

// fake-indexeddb: the in-memory fallback when the browser refuses storage (storage.ts).
const ALLOWED_PACKAGES = new Set(['dexie', 'valibot', 'fake-indexeddb']);
// The words layer (src/words) and its English catalogues: a refusal is worded with the speaker the UI passes in, English by default.
const ALLOWED_BELOW = [join(root, 'engine'), join(root, 'data'), join(root, 'words'), resolve(root, '../public/words/en')];

function upwardImports(files: string[]): string[] {
  const bad: string[] = [];
  for (const file of files) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveLocal(file, spec);
      const ok = target === null ? ALLOWED_PACKAGES.has(spec) : target.startsWith(layer) || ALLOWED_BELOW.some((d) => target.startsWith(d));
      if (!ok) bad.push(`${relative(root, file)} imports ${spec}`);
    }
  }
  return bad;
}

function cycles(files: string[]): string[] {
  const edges = new Map(files.map((f) => [f, importsOf(readFileSync(f, 'utf8')).map((s) => resolveLocal(f, s)).filter((t): t is string => !!t && files.includes(t))]));
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    path.push(f);
    for (const t of edges.get(f) ?? []) {
      if (state.get(t) === 'open') found.push([...path.slice(path.indexOf(t)), t].map((p) => relative(root, p)).join(' -> '));
      else if (!state.has(t)) visit(t);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe('persistence layer', () => {
  const files = sources(layer);

  it('imports only itself, the engine, the data and its packages (never the UI)', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(upwardImports(files)).toEqual([]);
  });

  it('has no import cycle among its files', () => {
    expect(cycles(files)).toEqual([]);
  });

  it('the checks catch what they look for', () => {
    // The checks themselves must be able to fail: an upward import and a two-file cycle.
    expect(importsOf("import { a } from '../ui/words/options';\nimport type { B } from './db';\nconst c = import('./x');")).toEqual(['../ui/words/options', './db', './x']);
    const transfer = join(layer, 'transfer.ts');
    expect(resolveLocal(transfer, '../ui/words/options')?.startsWith(join(root, 'ui'))).toBe(true);
  });
});
