/**
 * What a guest's screen derives from what the host sent: the log in the form the play screens
 * read (persistence LogEntry), and the recap of what just happened. Only what this phone may
 * see ever arrives (engine/view.ts), so nothing here hides anything.
 */
import type { GameState } from '../../engine';
import type { LogEntry } from '../../persistence/games';
import type { WireEntry } from '../../session';
import { playerName } from '../common/names';
import { t } from '../common/words';
import { itemsOf, momentOf, type Moment, type RecapItem } from '../play/moment';
import { decisionLine } from '../play/words/options';

/** The decision line of one entry: a sealed answer says only who decided. */
function lineOf(e: WireEntry, s: GameState): string[] {
  if (e.player < 0) return [];
  if (e.choice === null && e.ask !== 'choose-action') return [t('guest.decidedSecret', { name: playerName(s, e.player) })];
  return [decisionLine({ ask: e.ask, choice: e.choice ?? '', player: e.player, secret: e.secret }, s)];
}

export function logEntries(log: readonly WireEntry[], s: GameState): LogEntry[] {
  return log.map((e) => ({ index: e.index, choice: e.choice ?? '', ask: e.ask, player: e.player, secret: e.secret || e.choice === null, log: lineOf(e, s), events: e.events }));
}

/** The recap of the entries that just came (the cards face up, deaths, travel, the Event), or null when none changed the board. */
export function recapOf(fresh: readonly WireEntry[], s: GameState): Moment | null {
  const items: RecapItem[] = [];
  for (const e of fresh) {
    if (e.player < 0) items.push(...e.events.map((ev): RecapItem => ({ t: 'event', ev })));
    else items.push(...itemsOf({ ask: e.ask, choice: e.choice ?? '', player: e.player, secret: e.secret || e.choice === null, events: e.events }));
  }
  return items.length ? momentOf(items, s) : null;
}
