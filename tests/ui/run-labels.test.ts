/**
 * A set of kills on one button (issue 32's multi-kill picker) names every Genestealer it slays,
 * the ones the app then takes by itself included: a Door's two kills in a swarm of Head, Tail,
 * Tail read "Head, Tail", never "Head" alone.
 */
import { describe, expect, it } from 'vitest';
import { answer, type GameState } from '../../src/engine';
import { decisionScreen } from '../../src/ui/play/decisions/group';
import { settleFrom } from '../../src/ui/play/decisions/settle';
import type { PathOption } from '../../src/ui/play/decisions/paths';
import { positions, SOLO, TRIO } from './heuristic-positions';

const KILLS = new Set(['door-slay', 'heroic-charge', 'slay']);

/** How many Genestealers a label names: "Swarm of 3 left of Leon: Head, Tail ×2" names 3. */
function named(text: string): number {
  return text
    .split(' · ')
    .map((part) => part.slice(part.lastIndexOf(': ') + 1))
    .flatMap((list) => list.split(', '))
    .reduce((n, item) => n + Number(/×(\d+)$/.exec(item.trim())?.[1] ?? 1), 0);
}

/** How many the path slays, with the answers the app gives after each of its answers. */
function slain(s: GameState, path: readonly string[]): number {
  let at = s;
  let n = 0;
  for (const o of path) {
    const r = answer(at, o);
    if (!r.ok) throw new Error(r.error);
    n += r.events.filter((e) => e.k === 'genestealer-slain').length;
    at = r.state;
    const given = settleFrom(at);
    for (const g of given.answers) {
      const x = answer(at, g.o);
      if (!x.ok) break;
      n += x.events.filter((e) => e.k === 'genestealer-slain').length;
      at = x.state;
    }
  }
  return n;
}

describe('a set of kills names every kill', () => {
  it('in the pickers of real games, each button names as many Genestealers as it slays', () => {
    let checked = 0;
    const games = [...[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => positions(TRIO(seed), 400)), ...[1, 2, 3, 4].map((seed) => positions(SOLO(seed), 400))].flat();
    for (const s of games) {
      const p = s.prompt;
      if (!p || p.kind !== 'decision' || !KILLS.has(p.ask)) continue;
      const d = decisionScreen(s);
      const buttons: PathOption[] = d ? d.sections.flatMap((sec) => sec.options.flatMap((o) => o.subs ?? [o])) : [];
      for (const o of buttons) {
        if (!o.text || o.path.length < 2) continue;
        expect(named(o.text), `${p.ask}: "${o.text}" for ${o.path.join(' ')}`).toBe(slain(s, o.path));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
