/**
 * Plays one answer of a decision screen (group.ts): its engine answers in one go, each
 * stored as its own step (replay, undo and export see exactly the engine's answers). Stops
 * at anything not foreseen.
 */
import { answer, type DecisionPrompt, type GameState } from '../../../engine';

interface Answering {
  prompt: { value: DecisionPrompt | null };
  /** One tap of several answers, each named from the position then (game-model.ts). */
  chooseRun(next: () => string | null): Promise<number>;
}

/** Most answers one tap gives: a path and its repeats ("every attack": three at most for Full Auto). */
const LIMIT = 24;

/**
 * Plays the path, then (`repeat`) answers that question "attack" for as long as it is asked;
 * returns how many answers were stored. The recap then tells the whole tap, not only its last answer.
 */
export function playPath(game: Answering, path: readonly string[], repeat?: string): Promise<number> {
  let n = 0;
  return game.chooseRun(() => {
    const p = game.prompt.value;
    if (!p || n >= LIMIT) return null;
    const o = n < path.length ? (path[n] as string) : repeat && p.ask === repeat ? 'attack' : null;
    if (o === null || !p.options.includes(o)) return null;
    n++;
    return o;
  });
}

/** Each position the path passes through, with the answer given there (for the "cannot be taken back" check). */
export function pathSteps(s: GameState, path: readonly string[]): { at: GameState; choice: string; next: GameState; reveals: number }[] {
  const out: { at: GameState; choice: string; next: GameState; reveals: number }[] = [];
  let at = s;
  for (const choice of path) {
    const r = answer(at, choice);
    if (!r.ok) break;
    out.push({ at, choice, next: r.state, reveals: r.reveals });
    at = r.state;
  }
  return out;
}
