import { secretRunOf, type GameState } from '../../engine';
import type { LogEntry } from '../../persistence/games';

/**
 * The log as the host's own player may read it: while a guest resolves an Instinct Event in
 * secret (RB p14), the draw of that card and what followed it stay out (engine/view.ts keeps
 * the same from the other phones).
 */
export function hostLog(entries: LogEntry[], s: GameState, hostPlayers: readonly number[]): LogEntry[] {
  const runner = secretRunOf(s);
  if (runner === null || hostPlayers.includes(runner)) return entries;
  for (let i = entries.length - 1; i >= 0 && i >= entries.length - 8; i--) {
    const e = entries[i] as LogEntry;
    const drawn = e.events.findIndex((ev) => ev.k === 'event-drawn' && ev.instinct);
    if (drawn >= 0) return [...entries.slice(0, i), { ...e, events: e.events.slice(0, drawn) }];
  }
  return entries;
}
