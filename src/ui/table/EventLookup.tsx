import { useSignal } from '@preact/signals';
import { EVENTS } from '../../data';
import type { GameState } from '../../engine';
import { shownPreview } from '../play/words/log';
import { useDialog } from '../play/useDialog';
import { eventCopyLabel } from '../play/words/event-copy';
import { EventMark } from './EventMark';
import { t } from '../common/words';
import { cardText } from '../common/card-text';

/** Where a copy of an Event card is now, in words. */
function whereIs(s: GameState, id: string): string {
  if (s.event === id) return t('tableEvents.resolving');
  if (s.eventDiscard.includes(id)) return t('table.inDiscard');
  return t('table.inDeck');
}

/** All 30 Event cards, searchable, each with what it would spawn and move at this table now. */
export function EventLookup({ s, onClose }: { s: GameState; onClose: () => void }) {
  const ref = useDialog<HTMLElement>(onClose);
  const query = useSignal('');
  const q = query.value.trim().toLowerCase();
  const list = EVENTS.filter((e) => eventCopyLabel(e.id).toLowerCase().includes(q));
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="dialog lookup" role="dialog" aria-modal="true" aria-labelledby="lookup-title" tabIndex={-1} ref={ref}>
        <h2 id="lookup-title">{t('tableEvents.title')}</h2>
        <label class="fix__field">
          <span>{t('tableEvents.search')}</span>
          <input type="search" autocomplete="off" value={query.value} onInput={(e) => (query.value = e.currentTarget.value)} />
        </label>
        <p class="menu-list__hint" role="status">
          {t('tableEvents.shown', { shown: list.length, n: EVENTS.length })}
        </p>
        {/* The corner marks are the card's own symbols: said once here (issue 35), and in the Why? of the swarm-move rule. */}
        <p class="menu-list__hint lookup__legend" data-testid="event-legend">
          {t('tableEvents.legend')}
        </p>
        <ul class="lookup__list">
          {list.map((e) => {
            const pv = shownPreview(s, e.id);
            return (
              <li key={e.id} data-event={e.id}>
                <details>
                  <summary>
                    <strong>{pv.name}</strong>
                    {pv.instinct ? ` · ${t('tableEvents.instinct')}` : ''}
                    <EventMark id={e.id} /> <span class="lookup__where">({whereIs(s, e.id)})</span>
                  </summary>
                  <p>{cardText(pv.id)}</p>
                  <p class="lookup__head">{t('tableEvents.ifDrawn')}</p>
                  <ul>
                    {[...pv.spawns, ...pv.movement].map((l, i) => (
                      <li key={i}>{l}</li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
        <button type="button" class="btn btn--wide" onClick={onClose}>
          {t('table.close')}
        </button>
      </section>
    </div>
  );
}
