/**
 * Where `npm run calibrate:advisor` stops a game to ask the advisor. The stop must be a
 * stopping time: whether a position is taken may depend only on what happened before it,
 * never on how the game goes on. Taking "the game's last decision when it ends before the
 * chosen stop" (as the script once did) conditions on the future: the real dealer's cards and
 * dice are then known to end the game without another choice, which the advisor (rightly)
 * cannot know, so the "observed" side looked better than any honest prediction. With stops
 * uniform in 0-259 and games of about 120 such decisions (median), about half the positions
 * were last decisions: over 1,000 of them the bot won 5.9% from the real position, while
 * playouts from that same real position with only the dice reseeded won 4.7%, as did the
 * advisor's redealt worlds. Sampled as a stopping time, both are 7.6%.
 */
import { answerInPlace, clone, newGame } from '../src/engine';
import type { DecisionPrompt, GameOptions, GameState } from '../src/engine';
import { heuristic } from '../src/strategy';

/**
 * The position at the `stopAt`-th decision with a choice (0 first) of a heuristic game with
 * `options`, or null when the game ends before it: never a position picked by looking ahead.
 */
export function positionAt(options: GameOptions, stopAt: number): GameState | null {
  const started = newGame(options);
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  let n = 0;
  while (s.prompt) {
    const p = s.prompt as DecisionPrompt;
    if (p.options.length > 1 && n++ >= stopAt) return clone(s);
    answerInPlace(s, heuristic(s, p));
  }
  return null;
}
