/**
 * What tells two copies of an Event card apart (D-10): the movement icon and the spawn boxes,
 * in the order printed on the card. Shown beside every Event name the table picks from, so a
 * player matches the card in hand at a glance.
 */
import { eventDef, type EventDef } from '../../../data';
import { TYPE_NAMES } from '../../common/names';

const COLOUR: Record<string, string> = { RED: 'red', ORANGE: 'orange', YELLOW: 'yellow', GREEN: 'green' };

/** "Tail moves · spawns yellow, orange" (a major box says so). */
export function eventCopyNote(e: EventDef): string {
  const boxes = e.spawns.map((b) => `${COLOUR[b.colour] ?? b.colour}${b.size === 'MAJOR' ? ' (major)' : ''}`).join(', ');
  const move = e.movement ? `${TYPE_NAMES[e.movement.icon] ?? e.movement.icon} ${e.movement.mode === 'FLANK' ? 'flanks' : 'moves'}` : 'no movement';
  return `${move} · spawns ${boxes}`;
}

/** The name and what tells this copy apart: "The Swarm — Tail flanks · spawns yellow, orange". */
export function eventCopyLabel(id: string): string {
  const e = eventDef(id);
  return `${e.name} — ${eventCopyNote(e)}`;
}
