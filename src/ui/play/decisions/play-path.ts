/**
 * Plays one answer of a decision screen (group.ts): its engine answers one by one, each
 * stored as its own step (replay, undo and export see exactly the engine's answers). Stops
 * at anything not foreseen.
 */
import { answer, type DecisionPrompt, type GameState } from '../../../engine';

interface Answering {
  prompt: { value: DecisionPrompt | null };
  /** `more`: a further answer of the same tap, whose lines and recap add to the tap's (game-model.ts). */
  choose(option: string, mode?: 'more'): Promise<boolean>;
}

/** Most answers one tap gives: a path and its repeats ("every attack": three at most for Full Auto). */
const LIMIT = 24;

/**
 * Plays the path, then (`repeat`) answers that question "attack" for as long as it is asked;
 * returns how many answers were stored. The recap then tells the whole tap, not only its last answer.
 */
export async function playPath(game: Answering, path: readonly string[], repeat?: string): Promise<number> {
  let n = 0;
  const give = async (o: string): Promise<boolean> => {
    if (!game.prompt.value?.options.includes(o)) return false;
    if (!(await (n === 0 ? game.choose(o) : game.choose(o, 'more')))) return false;
    n++;
    return true;
  };
  let ok = true;
  for (const o of path) if (!(ok = await give(o))) break;
  while (ok && repeat && n < LIMIT && game.prompt.value?.ask === repeat) ok = await give('attack');
  return n;
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
