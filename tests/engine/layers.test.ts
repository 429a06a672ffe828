/**
 * The engine's layers point one way (issue 13): phases use abilities, abilities use rules,
 * rules use neither. Read from the sources' import lines, so a new upward import fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(__dirname, '../../src/engine');

/** Relative imports of every .ts file in one engine folder, as "file -> target folder/file". */
function importsOf(folder: string): { file: string; target: string }[] {
  const out: { file: string; target: string }[] = [];
  for (const file of readdirSync(join(ENGINE, folder)).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(ENGINE, folder, file), 'utf8');
    for (const m of text.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'/g)) {
      const spec = m[1] as string;
      if (!spec.startsWith('.')) continue;
      out.push({ file: `${folder}/${file}`, target: resolve(join(ENGINE, folder), spec).slice(ENGINE.length + 1) });
    }
  }
  return out;
}

function into(folder: string, layer: string): string[] {
  return importsOf(folder)
    .filter((i) => i.target.startsWith(`${layer}/`) || i.target === layer)
    .map((i) => `${i.file} -> ${i.target}`);
}

describe('engine layers', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    expect(into('phases', 'abilities').length).toBeGreaterThan(0);
    expect(into('abilities', 'rules').length).toBeGreaterThan(0);
  });
  it('abilities never import phases', () => {
    expect(into('abilities', 'phases')).toEqual([]);
  });
  it('rules import neither phases nor abilities', () => {
    expect([...into('rules', 'phases'), ...into('rules', 'abilities')]).toEqual([]);
  });
});
