import { eventDef } from '../../data';
import { eventCopyNote } from '../play/words/event-copy';
import { TYPE_NAMES } from '../common/names';
import { t } from '../common/words';

/**
 * The corner of an Event card that tells its copies apart, drawn small: the spawn boxes in
 * their colours (a major box is larger) and the movement icon. The words are for screen readers.
 */
export function EventMark({ id }: { id: string }) {
  const e = eventDef(id);
  return (
    <span class="event-mark" role="img" aria-label={eventCopyNote(e)}>
      {e.spawns.map((b, i) => (
        <span key={i} class={`event-mark__box event-mark__box--${b.colour.toLowerCase()}${b.size === 'MAJOR' ? ' event-mark__box--major' : ''}`} />
      ))}
      {e.movement ? (
        <span class={`event-mark__icon event-mark__icon--${e.movement.mode.toLowerCase()}`}>
          {e.movement.mode === 'FLANK' ? '⤺' : '↕'} {TYPE_NAMES[e.movement.icon]}
        </span>
      ) : (
        <span class="event-mark__icon event-mark__icon--none">{t('tableEvents.noMove')}</span>
      )}
    </span>
  );
}
