/** Positions from real games the heuristic bot plays: where the decision-screen tests find their questions. */
import { answer, newGame, type GameOptions, type GameState } from '../../src/engine';
import { heuristic } from '../../src/strategy';

export const SOLO = (seed: number): GameOptions => ({ players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed });
export const TRIO = (seed: number): GameOptions => ({
  players: [
    { name: 'Ana', teams: ['BLUE', 'RED'] },
    { name: 'Ben', teams: ['GREEN', 'GREY'] },
    { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
  ],
  chance: 'dealer',
  seed,
});

/** Every position a heuristic game asks a question in (up to `limit` answers). */
export function positions(options: GameOptions, limit = 500): GameState[] {
  const r = newGame(options);
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  const out: GameState[] = [];
  for (let i = 0; i < limit && s.prompt && s.prompt.kind === 'decision' && !s.outcome; i++) {
    out.push(s);
    const next = answer(s, heuristic(s, s.prompt));
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
  return out;
}
