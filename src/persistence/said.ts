/**
 * What an answer said in a line of its own, as data (issue 34): stored with the step instead
 * of the line, and worded where the log is shown, by words the UI passes in (they live above
 * this layer). The engine's own lines are rendered from the step's events.
 *
 * `answer`: the player's decision in the game screens' words; `slain-once`: a chain of slays
 * taken for the player, told once; `rerolled-for-you`: a killing defence roll re-rolled for the
 * player (docs/rulings.md Q32-2); at the table, `reveal`: what the table reported, `forced`:
 * a reveal the app entered by itself, `dealt`: a marine dealt on "Deal for me", `same`: a
 * question every answer of which leads to the same position, `correction`: a correction by hand.
 */
import { silentInLog } from '../engine/silent';
import type { Correction, GameEvent, GameState } from '../engine';

export type Said =
  | { w: 'answer' }
  | { w: 'slain-once'; n: number }
  | { w: 'rerolled-for-you' }
  | { w: 'reveal' }
  | { w: 'forced' }
  | { w: 'dealt' }
  | { w: 'same' }
  | { w: 'correction' };

/** A stored step as its own line's words need it. */
export interface SaidEntry {
  ask: string;
  choice: string;
  player: number;
  secret: boolean;
  correction?: Correction;
}

/** One language's words for a step's own line, from the position before the step (null when it is not known). */
export type SaidWords = (said: Said, entry: SaidEntry, before: GameState | null) => string | null;

/** Without the UI's words (the CLI, tests): the decision's player and option, plainly. */
export const plainSaid: SaidWords = (said, entry, before) =>
  said.w === 'answer' && before ? `${before.players[entry.player]?.name ?? `Player ${entry.player + 1}`}: ${entry.secret ? 'a choice in secret' : entry.choice}.` : null;

/**
 * The code of a step stored with its English lines (before schema 3): its own line is the one
 * more than the engine's lines of its events, and what kind it is shows in how the app worded
 * it then (the app spoke English only, so these words are fixed). A step stored before events
 * were is taken to have one for a decision or a table entry.
 */
export function saidOfLines(step: { ask: string; log: readonly string[]; events?: readonly GameEvent[] }): Said | undefined {
  const first = step.log[0];
  if (first === undefined) return undefined;
  const own = step.events ? step.log.length > step.events.filter((ev) => !silentInLog(ev)).length : step.ask !== 'setup';
  if (!own) return undefined;
  const reveal = step.ask.startsWith('reveal');
  if (step.ask === 'correction') return { w: 'correction' };
  if (first.startsWith('Entered for you: ')) return { w: reveal ? 'forced' : 'same' };
  if (first.startsWith('Dealt by the app: ')) return { w: 'dealt' };
  if (reveal) return { w: 'reveal' };
  const slain = /^(?:Both|All (\d+)) slain\.$/.exec(first);
  if (slain) return { w: 'slain-once', n: slain[1] ? Number(slain[1]) : 2 };
  return { w: 'answer' };
}
