/** Groups of the engine's questions that the screens treat alike (words and decision screens both read them). */
import type { Ask } from '../../../engine';

/** The three questions of a Move + Activate card (RB p17–18), asked in this order; "done" passes to the next. */
export const MOVE_ACTIVATE: ReadonlySet<Ask> = new Set<Ask>(['move', 'face', 'activate']);

/** The re-roll questions (RB p16): keeping the roll is no decision of its own. */
export const REROLL: ReadonlySet<Ask> = new Set<Ask>(['attack-reroll', 'defence-reroll']);
