/**
 * Views of one game that the game model (game-model.ts) derives from its signals: the dice
 * shown, why undo is closed, and where the board's marks count from.
 */
import type { DecisionPrompt, GameEvent, GameState } from '../../engine';
import type { GameRow } from '../../persistence/db';
import { undoBlocker, type LoadedGame } from '../../persistence/games';
import { pendingRoll, rollsIn, type DieRoll } from './dice';
import { storageProblemLine } from './words/log';
import { t } from '../common/words';

/** The roll a re-roll question is about, else the last answer's rolls (three at most). */
export function diceShown(s: GameState | null, p: DecisionPrompt | null, recent: readonly GameEvent[]): DieRoll[] {
  const pending = s ? pendingRoll(s) : null;
  if (pending && p && /reroll|artefact/.test(p.ask)) return [pending];
  return rollsIn(recent).slice(-3);
}

/** Why undo is closed, in the shown language (the store decides whether it is); null when open. */
export function undoReasonOf(r: GameRow | null): string | null {
  if (!r) return t('game.noGame');
  const blocked = undoBlocker(r);
  return blocked && storageProblemLine(blocked);
}

/** The position the board's marks count from: before the last answer the player gave (not one the app gave for them). */
export function marksFrom(game: LoadedGame, givenForPlayer?: (s: GameState) => boolean): GameState | null {
  const trail = game.befores ?? [];
  let i = trail.length - 1;
  while (i > 0 && givenForPlayer && givenForPlayer(trail[i] as GameState)) i--;
  return trail[i] ?? game.before ?? null;
}
