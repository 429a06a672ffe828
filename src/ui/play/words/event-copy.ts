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

/** What a copy is as a card: two copies alike in every printed part are one card to the table. */
function printed(e: EventDef): string {
  return JSON.stringify([e.name, e.instinct, e.spawns, e.movement]);
}

/**
 * The Events to offer, one per card the table could hold (issue 32: two identical copies were two
 * identical buttons, and a player stopped to wonder which): each id shown, in order, with the
 * possible copies it stands for (itself first). Either copy gives the same game: the first is entered.
 */
export function distinctCopies(ids: readonly string[]): { id: string; copies: string[] }[] {
  const byCard = new Map<string, { id: string; copies: string[] }>();
  for (const id of ids) {
    const key = printed(eventDef(id));
    const seen = byCard.get(key);
    if (seen) seen.copies.push(id);
    else byCard.set(key, { id, copies: [id] });
  }
  return [...byCard.values()];
}
