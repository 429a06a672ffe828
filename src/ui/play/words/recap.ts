/**
 * Words for the public recap (moment.ts): each item is the log's own sentence for its event
 * (the engine's renderer), a run of spawns said once, or an answer as the log words it.
 */
import type { EventOf, GameState } from '../../../engine';
import { logLine } from './log';
import type { Death, RecapItem } from '../moment';
import { decisionLine } from './options';
import { cardName, marineName, sideWord } from '../../common/names';

/** Where a Genestealer spawned: "left of Leon at the Door". */
export function spawnPlace(ev: EventOf<'spawned'>): string {
  return `${sideWord(ev.side)} of ${marineName(ev.marine)}${ev.terrain ? ` at the ${cardName(ev.terrain)}` : ''}`;
}

export function recapLine(item: RecapItem, s: GameState): string {
  switch (item.t) {
    case 'event':
      return logLine(item.ev) ?? '';
    case 'decided':
      return item.d.line ?? decisionLine(item.d, s);
    case 'spawns':
      return item.types.length === 1
        ? (logLine(item.first) ?? '')
        : `${item.types.length} Genestealers (${item.types.map((t) => t.toLowerCase()).join(', ')}) spawn ${spawnPlace(item.first)}.`;
  }
}

/** A death with what caused it: "… attacks Leon: he rolls 2, not enough. Leon is slain." */
export function deathLine(d: Death): string {
  return [d.cause ? logLine(d.cause) : null, logLine(d.slain)].filter((l) => l).join(' ');
}
