/**
 * The public recap inside the sheet, above the next question (issue 27 §3). Solo has no one
 * to hand the phone to, so what a stretch of play did is not a screen of its own that costs a
 * Continue: it is told here, with the board in sight, until the next answer. The same parts
 * as the pass-and-play screen (pocket/PublicRecap.tsx), said compactly: the Action cards
 * face up, who died, where the squad travelled, the Event, and the Genestealers that fell.
 */
import { actionDef, eventDef } from '../../data';
import { renderEvent, type GameState, type Team } from '../../engine';
import type { Moment, RecapItem } from './moment';
import { cardName } from '../common/names';
import { deathLine, recapLine } from './words/recap';
import { COUNTS, plural } from '../common/catalogue';

function Part({ title, kind, lines }: { title: string; kind: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <section class={`moment-inline__part moment-inline__part--${kind}`} aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </section>
  );
}

/** `onCard` opens a card's details (the Event's text, spawn boxes and movement). */
export function InlineRecap({ m, s, onCard }: { m: Moment; s: GameState; onCard: (id: string) => void }) {
  // Events the log does not word (a phase that begins, a forced answer) leave no empty line.
  const said = (items: RecapItem[]): string[] => items.map((it) => recapLine(it, s)).filter((l) => l !== '');
  const other = said(m.other);
  const ev = m.event;
  return (
    <section class="moment-inline" aria-labelledby="moment-inline-title" aria-live="polite" data-round={m.round}>
      <h2 id="moment-inline-title" class="moment-inline__title">
        Round {m.round} · {m.reveal ? 'the Action cards, face up' : 'what just happened'}
      </h2>
      {m.reveal && (
        <ol class="moment-inline__reveal" aria-label="Action cards in initiative order">
          {m.reveal.map((card) => {
            const def = actionDef(card);
            return (
              <li key={card} class={`moment-inline__card team--${def.team as Team}`} data-card={card}>
                <span class="moment-inline__init" aria-label={`initiative ${def.initiative}`}>
                  {def.initiative}
                </span>{' '}
                {def.name}
              </li>
            );
          })}
        </ol>
      )}
      <Part title={plural(m.deaths.length, COUNTS.deaths)} kind="deaths" lines={m.deaths.map(deathLine)} />
      <Part title="The squad travels" kind="travel" lines={m.travel.map((e) => renderEvent(e) ?? '')} />
      {ev && (
        <section class="moment-inline__part moment-inline__part--event" aria-label="The Event">
          <button type="button" class="event-chip" data-event={ev.id} onClick={() => onCard(`card:${ev.id}`)}>
            <span>
              <span class="event-chip__label">Event{eventDef(ev.id).instinct ? ' · Instinct' : ''}: </span>
              <strong>{cardName(ev.id)}</strong>
            </span>
            <span class="event-chip__text">{eventDef(ev.id).summary}</span>
          </button>
          <ul>
            {said(ev.lines).map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </section>
      )}
      <Part title={plural(m.slain.length, COUNTS.slainFall)} kind="slain" lines={m.slain.map((e) => renderEvent(e) ?? '')} />
      {other.length > 0 && (
        <details class="moment-inline__other">
          <summary>
            <span aria-hidden="true">▸ </span>Everything else ({plural(other.length, COUNTS.logLines)})
          </summary>
          <ul>
            {other.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
