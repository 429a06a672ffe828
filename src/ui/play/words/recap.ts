/**
 * Words for the public recap (moment.ts): each item is the log's own sentence for its event
 * (the engine's renderer), a run of spawns said once, or an answer as the log words it.
 */
import type { EventOf, GameState } from '../../../engine';
import { logLine } from './log';
import type { Death, Decided, RecapItem } from '../moment';
import { pocketSaid } from './said';
import { decisionLine } from './options';
import { cardName, isLeft, marineName, typeInSentence } from '../../common/names';
import { t } from '../../common/words';

/** Where a Genestealer spawned: "left of Leon at the Door" (the table's spawn progress says it so). */
export function spawnPlace(ev: EventOf<'spawned'>): string {
  const marine = marineName(ev.marine);
  if (ev.terrain) return t(isLeft(ev.side) ? 'recap.placeLeftAt' : 'recap.placeRightAt', { marine, terrain: cardName(ev.terrain) });
  return t(isLeft(ev.side) ? 'recap.placeLeft' : 'recap.placeRight', { marine });
}

/** "3 Genestealers (tail, head, head) spawn left of Leon at the Door.", one sentence a place. */
function spawnsLine(first: EventOf<'spawned'>, types: readonly string[]): string {
  const params = { n: types.length, types: types.map(typeInSentence).join(', '), marine: marineName(first.marine) };
  if (first.terrain) return t(isLeft(first.side) ? 'recap.spawnLeftAt' : 'recap.spawnRightAt', { ...params, terrain: cardName(first.terrain) });
  return t(isLeft(first.side) ? 'recap.spawnLeft' : 'recap.spawnRight', params);
}

/** An answer's line from the board it was given on, in the language shown now. */
function saidLine(d: Decided, now: GameState): string {
  const before = d.before ?? now;
  return (d.said && pocketSaid(d.said, d, before)) ?? decisionLine(d, before);
}

export function recapLine(item: RecapItem, s: GameState): string {
  switch (item.t) {
    case 'event':
      return logLine(item.ev) ?? '';
    case 'decided':
      return saidLine(item.d, s);
    case 'spawns':
      return item.types.length === 1
        ? (logLine(item.first) ?? '')
        : spawnsLine(item.first, item.types);
  }
}

/** A death with what caused it: "… attacks Leon: he rolls 2, not enough. Leon is slain." */
export function deathLine(d: Death): string {
  return [d.cause ? logLine(d.cause) : null, logLine(d.slain)].filter((l) => l).join(' ');
}
