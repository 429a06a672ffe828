import { eventDef } from '../../data';
import { GenestealerIcon } from '../art/genestealers';
import { colourName, typeInSentence } from '../common/names';
import { t } from '../common/words';
import { cardText } from '../common/card-text';

/**
 * An Event card as the player would read it on the table: its text, its two spawn boxes in
 * their terrain colours (a major box is larger) and what moves afterwards. Shown when an
 * Event is tapped and on the Forward Scouting peek, where keep-or-bottom depends on all of it.
 */
export function EventCard({ id, name = true }: { id: string; name?: boolean }) {
  const e = eventDef(id);
  const move = e.movement;
  return (
    <div class="event-card" data-event={id}>
      {name && (
        <p class="event-card__name">
          <strong>{e.name}</strong>
          {e.instinct ? ` · ${t('event.instinct')}` : ''}
        </p>
      )}
      {e.instinct && (
        <p class="event-card__instinct">
          <strong>{t('event.instinctLabel')}</strong> {t('event.instinctText')}
        </p>
      )}
      <p class="event-card__text">{cardText(id)}</p>
      <p class="event-card__line">
        <span class="event-card__label">{t('event.spawns')}</span>
        {e.spawns.map((b, i) => (
          <span key={i} class={`spawn-box spawn-box--${b.colour}${b.size === 'MAJOR' ? ' spawn-box--major' : ''}`}>
            {t(b.size === 'MAJOR' ? 'event.boxMajor' : 'event.boxMinor', { colour: colourName(b.colour) })}
          </span>
        ))}
      </p>
      <p class="event-card__line">
        <span class="event-card__label">{t('event.then')}</span>
        {move ? (
          <span class="event-card__move">
            <GenestealerIcon type={move.icon} size={16} /> {t(move.mode === 'FLANK' ? 'event.flank' : 'event.move', { type: typeInSentence(move.icon) })}
          </span>
        ) : (
          <span class="event-card__move">{t('event.noMove')}</span>
        )}
      </p>
    </div>
  );
}
