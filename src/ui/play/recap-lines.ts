/**
 * Which of the last answer's lines the sheet shows above the next question, when no round recap
 * does (solo mid-round, pass-and-play, the table): the last few, but a travel or a death leads,
 * however many lines came after it. The last three alone told where the new Location's terrain
 * went and never that the squad had travelled (issue 32, found in a player's walk).
 */
import type { GameEvent } from '../../engine';
import { logLine } from './words/log';

export function recapLines(lines: readonly string[], events: readonly GameEvent[], max: number): string[] {
  const leads = events
    .filter((e) => e.k === 'location-entered' || e.k === 'marine-slain')
    .map((e) => logLine(e) ?? '')
    .filter((l) => l !== '' && lines.includes(l));
  const rest = lines.filter((l) => !leads.includes(l));
  return [...leads, ...rest.slice(Math.max(0, rest.length - Math.max(1, max - leads.length)))];
}

/** The lines without the "Event drawn: …" of the Event whose chip the recap shows (`shown`): the chip names it. */
export function withoutDrawn(lines: readonly string[], events: readonly GameEvent[], shown: string | null): string[] {
  if (!shown) return [...lines];
  const drawn = new Set(events.flatMap((e) => (e.k === 'event-drawn' && e.card === shown ? [logLine(e)] : [])));
  return lines.filter((l) => !drawn.has(l));
}
