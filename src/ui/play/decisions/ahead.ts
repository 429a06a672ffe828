/**
 * The next question's screen, worked out while the player reads this one (issue 32 §4: the
 * tap to the next question). In idle time, each answer the screen offers goes through the
 * engine and the screen it leads to is built (group.ts keeps it per position); the tap then
 * takes that very result (`answered`), so its position, and the screen kept for it, are the
 * ones drawn. The engine is pure, so an answer worked out ahead is the answer.
 */
import { answer, type GameState, type Result } from '../../../engine';
import { allPaths, decisionScreen } from './group';

const results = new WeakMap<GameState, Map<string, Result>>();

/** The engine's answer to `option` in `s`, kept for the tap (a screen that reads ahead uses it too). */
export function worked(s: GameState, option: string): Result {
  let m = results.get(s);
  const kept = m?.get(option);
  if (kept) return kept;
  const r = answer(s, option);
  if (!m) results.set(s, (m = new Map()));
  m.set(option, r);
  return r;
}

/**
 * The tap's answer to `option` in `s`: the one worked out ahead when there is one. The
 * position is then past: what its other answers led to goes (a recap may keep the position).
 */
export function answered(s: GameState, option: string): Result {
  const r = worked(s, option);
  results.delete(s);
  return r;
}

/** How many answers of `s` are worked out and kept (the tests read it). */
export function keptFor(s: GameState): number {
  return results.get(s)?.size ?? 0;
}

/** Answers worked out ahead at most, for a question of many (a Move + Activate card's swaps). */
const MOST = 40;

type Idle = (cb: (deadline: { timeRemaining(): number }) => void) => number;

/**
 * Starts working out, in idle time, where each answer on the screen of `s` leads and that
 * position's screen; returns what stops it (the question answered or gone).
 */
export function lookAhead(s: GameState): () => void {
  const p = s.prompt;
  if (!p || p.kind !== 'decision' || s.outcome) return () => undefined;
  let paths: string[][];
  try {
    const screen = decisionScreen(s);
    paths = (screen ? allPaths(screen).map((x) => x.path) : p.options.map((o) => [o])).slice(0, MOST);
  } catch {
    // A position that is a view (a guest's phone) has no answers to work out: the tap asks the host.
    return () => undefined;
  }
  // Safari has no idle callback: a short slice after a pause, timed for real.
  const idle: Idle =
    (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback ??
    ((cb) =>
      setTimeout(() => {
        const t0 = performance.now();
        cb({ timeRemaining: () => Math.max(0, 8 - (performance.now() - t0)) });
      }, 50) as unknown as number);
  const cancelIdle: (id: number) => void = (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback ?? clearTimeout;
  let next = 0;
  let id = 0;
  let stopped = false;
  const work = (deadline: { timeRemaining(): number }): void => {
    while (!stopped && next < paths.length && deadline.timeRemaining() > 4) {
      try {
        let at: GameState | null = s;
        for (const o of paths[next++] as string[]) {
          const r: Result | null = at && at.prompt?.options.includes(o) ? worked(at, o) : null;
          at = r?.ok ? r.state : null;
        }
        if (at) decisionScreen(at);
      } catch {
        stopped = true;
      }
    }
    if (!stopped && next < paths.length) id = idle(work);
  };
  id = idle(work);
  return () => {
    stopped = true;
    cancelIdle(id);
  };
}
