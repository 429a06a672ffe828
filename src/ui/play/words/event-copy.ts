/**
 * What tells two copies of an Event card apart (D-10): the movement icon and the spawn boxes,
 * in the order printed on the card. Shown beside every Event name the table picks from, so a
 * player matches the card in hand at a glance.
 */
import { eventDef, type EventDef } from '../../../data';
import { colourName, TYPE_NAMES } from '../../common/names';
import { t } from '../../common/words';

/** "Tail moves · spawns yellow, orange" (a major box says so). */
export function eventCopyNote(e: EventDef): string {
  const boxes = e.spawns.map((b) => (b.size === 'MAJOR' ? t('eventCopy.boxMajor', { colour: colourName(b.colour) }) : colourName(b.colour))).join(', ');
  const type = e.movement ? (TYPE_NAMES[e.movement.icon] ?? e.movement.icon) : '';
  const move = e.movement ? t(e.movement.mode === 'FLANK' ? 'eventCopy.flanks' : 'eventCopy.moves', { type }) : t('eventCopy.noMove');
  return t('eventCopy.note', { move, boxes });
}

/** The name and what tells this copy apart: "The Swarm — Tail flanks · spawns yellow, orange". */
export function eventCopyLabel(id: string): string {
  const e = eventDef(id);
  return `${e.name} — ${eventCopyNote(e)}`;
}
