/**
 * Picks decided as a set (issue 32's multi-kill picker, runs.ts): the engine asks "which one?"
 * once per pick; the screen offers each set the player may end with as one tap, played as the
 * engine's own answers in turn (the app's one-real-answer answers between them, as in play).
 */
import { describe, expect, it } from 'vitest';
import { answer, type DecisionPrompt, type GameState } from '../../src/engine';
import { decisionScreen } from '../../src/ui/play/decisions/group';
import { runOptions, setKey } from '../../src/ui/play/decisions/runs';
import { settlingPath } from '../../src/ui/play/decisions/settle';
import type { PathOption } from '../../src/ui/play/decisions/paths';
import { positions, SOLO, TRIO } from './heuristic-positions';

/** Plays a path as the app does: each answer, then whatever the app answers by itself. */
function play(s: GameState, path: readonly string[]): GameState {
  let at = s;
  for (const o of path) {
    const p = at.prompt as DecisionPrompt;
    expect(p.options).toContain(o);
    const r = answer(at, o);
    if (!r.ok) throw new Error(r.error);
    at = r.state;
    for (let auto = settlingPath(at); auto; auto = settlingPath(at)) for (const a of auto) at = (answer(at, a) as { state: GameState }).state;
  }
  return at;
}

const noExpand = (at: GameState, _p: DecisionPrompt, path: string[]): PathOption => ({ path, steps: [] });
const games = [SOLO(4), SOLO(7), TRIO(3), TRIO(21), SOLO(11)].flatMap((o) => positions(o, 600));
/** The sets themselves: a swarm's picker (Heroic Charge, a Door) holds them as its follow-ups. */
const sets = (r: { options: PathOption[]; every: boolean }): PathOption[] => (r.every ? r.options : r.options.flatMap((o) => o.subs ?? [o]));
const ask = (s: GameState): string => (s.prompt as DecisionPrompt).ask;
const runs = games.flatMap((s) => {
  const p = s.prompt as DecisionPrompt;
  const r = runOptions(s, p, [], 12, noExpand);
  return r ? [{ s, p, r }] : [];
});

describe('picks decided as a set', () => {
  it('each set is one answer: no two of a question end in the same position, however the picks were ordered', () => {
    expect(runs.length).toBeGreaterThan(5);
    for (const { s, r } of runs) {
      const ends = sets(r).map((o) => setKey(play(s, o.path)));
      expect(new Set(ends).size).toBe(ends.length);
    }
  });

  it('a pick asked again and again (Genestealers to slay or drive back, Heroic Charge, a Door) offers the sets that use every pick, each in one tap', () => {
    const many = runs.filter(({ p }) => p.ask !== 'face');
    expect(many.length).toBeGreaterThan(0);
    for (const { s, p, r } of many) {
      for (const o of sets(r)) {
        const end = play(s, o.path);
        const np = end.prompt;
        // The run is over: its question is not asked again (or only its "Done").
        const again = np && np.kind === 'decision' && np.ask === p.ask && np.subject === p.subject;
        if (again) expect(np.options.filter((x) => x !== 'done')).toEqual([]);
        expect(o.path.filter((x, i) => (i === 0 ? true : x !== 'done')).length).toBeGreaterThan(1);
      }
    }
  });

  it('turning marines: "Turn both" is one answer, and any turn set ends the turning', () => {
    const faces = runs.filter(({ p }) => p.ask === 'face');
    expect(faces.length).toBeGreaterThan(0);
    const both = faces.find(({ r }) => r.options.some((o) => o.path.filter((x) => x.startsWith('flip:')).length === 2));
    expect(both).toBeDefined();
    for (const { s, p, r } of faces) {
      for (const o of r.options) {
        const np = play(s, o.path).prompt;
        expect(np && np.kind === 'decision' && np.ask === 'face' && np.subject === p.subject).toBe(false);
      }
    }
  });

  it('a set reads as what is picked: a swarm once, then its Genestealers in a steady order', () => {
    const picks = runs.filter(({ p }) => p.ask === 'heroic-charge' || p.ask === 'door-slay' || p.ask === 'intimidation-pick');
    expect(picks.length).toBeGreaterThan(0);
    for (const { p, r } of picks) {
      if (p.ask === 'intimidation-pick') for (const o of r.options) expect(o.text).toMatch(/^Swarm of \d+ .*: /);
      // A swarm's picker is named once; its sets name only the Genestealers.
      else for (const o of r.options) expect(o.text).toMatch(/^Swarm of \d+ .*: \d slain in one tap$/);
      for (const o of sets(r)) {
        const names = (o.text ?? '').replace(/^[^:]*: /, '').split(', ').map((x) => x.replace(/ ×\d$/, ''));
        expect(names).toEqual([...names].sort());
      }
    }
    const face = runs.find(({ p }) => p.ask === 'face');
    expect(face!.r.options[0]!.text).toMatch(/^Turn /);
    expect(face!.r.options.every((o) => !/Done/.test(o.text ?? ''))).toBe(true);
  });

  it('on the decision screen, the sets take the place of one-at-a-time turns, and stand above one-at-a-time kills', () => {
    const face = runs.find(({ p, s }) => p.ask === 'face' && ask(s) === 'face');
    if (face) {
      const d = decisionScreen(face.s)!;
      expect(d.sections[0]!.options.map((o) => o.path)).toEqual(face.r.options.map((o) => o.path));
    }
    const pass = runs.find(({ p, s }) => (p.ask === 'heroic-charge' || p.ask === 'door-slay') && ask(s) === p.ask);
    if (pass) {
      const d = decisionScreen(pass.s)!;
      const paths = d.sections[0]!.options.map((o) => o.path.join(' '));
      for (const o of pass.r.options) expect(paths).toContain(o.path.join(' '));
      // Stopping after one kill stays possible: a one-pick answer is still there.
      expect(d.sections[0]!.options.some((o) => o.path.length <= 2)).toBe(true);
    }
  });
});

