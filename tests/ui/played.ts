/**
 * Input for the recap, dice and board-mark models, built by playing the engine (never by
 * writing log lines by hand): each answer with the events it set off and the position after.
 */
import { answer, newGame, type GameEvent, type GameOptions, type GameState } from '../../src/engine';
import type { RecapEntry } from '../../src/ui/play/moment';
import { answerLine } from '../../src/ui/play/words/options';

export interface PlayedStep extends RecapEntry {
  index: number;
  before: GameState;
  after: GameState;
  log: string[];
  events: GameEvent[];
}

export const DUO: (seed: number) => GameOptions = (seed) => ({
  players: [
    { name: 'Ana', teams: ['BLUE', 'RED'] },
    { name: 'Ben', teams: ['GREEN', 'GREY'] },
  ],
  chance: 'dealer',
  seed,
});

/** Plays a pocket game answering the first option each time, up to `limit` answers or the end. */
export function playFirst(options: GameOptions, limit = 400): { start: GameState; steps: PlayedStep[] } {
  const r = newGame(options);
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  const steps: PlayedStep[] = [];
  for (let i = 0; i < limit && s.prompt && !s.outcome; i++) {
    const p = s.prompt;
    if (p.kind !== 'decision') throw new Error('a pocket game only asks decisions');
    const choice = p.options[0] as string;
    const next = answer(s, choice);
    if (!next.ok) throw new Error(next.error);
    // The answer's words as the game model keeps them (worded with the position it was given in).
    const line = answerLine({ ask: p.ask, choice, player: p.player, secret: p.secret }, s, next.events);
    steps.push({ index: i, ask: p.ask, choice, player: p.player, secret: p.secret, said: line === null ? null : { w: 'answer' }, events: next.events, log: next.log, before: s, after: next.state });
    s = next.state;
  }
  return { start: r.state, steps };
}
