import { eventDef } from '../../data';
import { GenestealerIcon } from '../art/genestealers';
import { TYPE_NAMES } from '../common/names';
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
          {e.instinct ? ' · Instinct' : ''}
        </p>
      )}
      {e.instinct && (
        <p class="event-card__instinct">
          <strong>Instinct:</strong> the current player decides alone.
        </p>
      )}
      <p class="event-card__text">{cardText(id)}</p>
      <p class="event-card__line">
        <span class="event-card__label">Spawns</span>
        {e.spawns.map((b, i) => (
          <span key={i} class={`spawn-box spawn-box--${b.colour}${b.size === 'MAJOR' ? ' spawn-box--major' : ''}`}>
            {b.size === 'MAJOR' ? 'major' : 'minor'} {b.colour.toLowerCase()}
          </span>
        ))}
      </p>
      <p class="event-card__line">
        <span class="event-card__label">Then</span>
        {move ? (
          <span class="event-card__move">
            <GenestealerIcon type={move.icon} size={16} /> swarms with a {TYPE_NAMES[move.icon]?.toLowerCase()} {move.mode === 'FLANK' ? 'flank: they go behind their marine' : 'move one position'}
          </span>
        ) : (
          <span class="event-card__move">no swarm moves</span>
        )}
      </p>
    </div>
  );
}
