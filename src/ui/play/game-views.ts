/**
 * Views of one game that the game model (game-model.ts) derives from its signals: the dice
 * shown, why undo is closed, and where the board's marks count from.
 */
import type { DecisionPrompt, GameEvent, GameState } from '../../engine';
import type { GameRow } from '../../persistence/db';
import { undoBlocker, type LoadedGame } from '../../persistence/games';
import type { Holder } from './answer-step';
import { asksAboutRoll, pendingRoll, rollsIn, type DieRoll } from './dice';
import { storageProblemLine } from './words/log';
import { MOVE_ACTIVATE } from './decisions/ask-groups';
import { t } from '../common/words';

/** The roll a re-roll question is about, else the last answer's rolls (three at most). */
export function diceShown(s: GameState | null, p: DecisionPrompt | null, recent: readonly GameEvent[]): DieRoll[] {
  const pending = s ? pendingRoll(s) : null;
  if (pending && p && asksAboutRoll(p.ask)) return [pending];
  return rollsIn(recent).slice(-3);
}

/** Why undo is closed, in the shown language (the store decides whether it is); null when open. */
export function undoReasonOf(r: GameRow | null): string | null {
  if (!r) return t('game.noGame');
  const blocked = undoBlocker(r);
  return blocked && storageProblemLine(blocked);
}

/**
 * An answer to a Move + Activate card after the same player's answer to the same card: the
 * card is one decision (a tap may store a swap, a turn and its passes), so its marks count from
 * the card's first answer, live and after a reload alike (also in games stored before their
 * steps were marked with the tap they belong to: `StepRow.withLast`).
 */
export function keepsMarks(at: GameState, previous: GameState | null): boolean {
  const p = at.prompt;
  const q = previous?.prompt;
  if (!p || p.kind !== 'decision' || !q || q.kind !== 'decision' || !MOVE_ACTIVATE.has(p.ask) || !MOVE_ACTIVATE.has(q.ask)) return false;
  return q.player === p.player && q.subject === p.subject;
}

/**
 * The position the board's marks count from: before the last tap (its first answer, as stored:
 * `joined`), not before an answer the app gave for the player; a Move + Activate card's from its
 * first answer, also in games stored before taps were.
 */
export function marksFrom(game: LoadedGame, givenForPlayer?: (s: GameState) => boolean): GameState | null {
  const trail = game.befores ?? [];
  let i = trail.length - 1;
  while (i > 0 && (game.joined?.[i] === true || (givenForPlayer && givenForPlayer(trail[i] as GameState)) || keepsMarks(trail[i] as GameState, trail[i - 1] ?? null))) i--;
  return trail[i] ?? game.before ?? null;
}

/**
 * Pass-and-play: the player who must take the phone (or hide it) before `p` shows, else null.
 * At the table everyone sees the cards; a public decision needs no hand-off (issue 32): the
 * sheet says who decides, and anyone at the table may tap. Only a secret one waits for its player.
 */
export function handOffFor(s: GameState | null, p: DecisionPrompt | null, holder: Holder | null, r: GameRow | null): number | null {
  if (!s || !p || s.players.length < 2 || r?.mode === 'table' || !p.secret) return null;
  return !holder || holder.player !== p.player || holder.step !== r?.steps ? p.player : null;
}
