/** The spawn sheet's memory: what the table already turned up for the Event now resolving. */
import type { LogEntry } from '../../persistence/games';
import { TYPE_NAMES } from '../common/names';
import { spawnPlace } from '../play/words/recap';

/** One Genestealer turned up for the Event being resolved: its type and where it went. */
export interface SpawnDone {
  type: string;
  where: string;
}

/**
 * The Genestealers already turned up for the Event now resolving (or the setup spawn), in the
 * order the table turned them, read from the stored steps since that Event was drawn.
 */
export function spawnsSoFar(log: LogEntry[]): SpawnDone[] {
  let from = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]?.ask === 'reveal:event') {
      from = i;
      break;
    }
  }
  if (from < 0) return [];
  return log
    .slice(from + 1)
    .filter((e) => e.ask === 'reveal:genestealer')
    .map((e) => ({
      type: TYPE_NAMES[e.choice] ?? e.choice,
      where: e.events.flatMap((ev) => (ev.k === 'spawned' ? [spawnPlace(ev)] : []))[0] ?? '',
    }));
}
