import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * Every ask key the engine can produce, read from its source, so a new question without
 * words or a rule entry fails the tests that use this.
 */
export function engineAsks(): string[] {
  const keys = new Set<string>();
  for (const file of sources('src/engine')) {
    // Frame data lookups (str(f, 'marine')) are not questions.
    const text = readFileSync(file, 'utf8').replace(/str\(f, '[a-z]+'\)/g, 'x');
    for (const m of text.matchAll(/decide\(.*?'([a-z-]+)'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/choose\('([a-z-]+)'/g)) keys.add(m[1] as string);
    // Run and Gun and Overwatch share one handler that takes its ask key as an argument.
    for (const m of text.matchAll(/teamFire\('[a-z.-]+', '([a-z-]+)'/g)) keys.add(m[1] as string);
  }
  return [...keys];
}
