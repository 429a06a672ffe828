/**
 * Which events the log passes over in every language (a phase that begins silently, a forced
 * answer that speaks for itself): the log's renderers follow it, and a stored log's lines can
 * be counted against the events without words. No imports, so storage can use it at start-up.
 */
import type { GameEvent } from './events';

export function silentInLog(ev: Pick<GameEvent, 'k'> & { phase?: unknown; ask?: unknown }): boolean {
  if (ev.k === 'phase') return ev.phase !== 'choose-actions' && ev.phase !== 'genestealer-attack';
  if (ev.k === 'forced') return ev.ask !== 'choose-action';
  return false;
}
