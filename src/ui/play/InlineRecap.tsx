/**
 * The public recap inside the sheet, above the next question (issue 27 §3). Solo has no one
 * to hand the phone to, so what a stretch of play did is not a screen of its own that costs a
 * Continue: it is told here, with the board in sight, until the next answer. The same parts
 * as the pass-and-play screen (pocket/PublicRecap.tsx), said compactly: the Action cards
 * face up, who died, where the squad travelled, the Event, and the Genestealers that fell;
 * each part's first lines only, the rest behind one "n more lines" toggle, so the question
 * and its answers stay on screen.
 */
import { useState } from 'preact/hooks';
import { actionDef, eventDef } from '../../data';
import type { GameState, Team } from '../../engine';
import type { Moment } from './moment';
import { cardName } from '../common/names';
import { Lines, Part, recapParts } from './RecapParts';
import { t } from '../common/words';
import { cardText } from '../common/card-text';

/**
 * Lines shown before the fold, each part's lead first: at 390×844 a recap of a death, a travel
 * and an Event then leaves the question and its first answer on screen (solo-recap.spec.ts).
 */
const CAP = 3;

/** How many lines of each part show folded: its lead, within CAP in all, yet a line at least if it leads with any. */
export function foldedCounts(parts: readonly { lines: readonly string[]; lead: number }[], cap = CAP): number[] {
  let budget = cap;
  return parts.map((p) => {
    const n = Math.min(p.lines.length, p.lead, Math.max(1, budget));
    budget -= n;
    return n;
  });
}

/** `onCard` opens a card's details (the Event's text, spawn boxes and movement). */
export function InlineRecap({ m, s, onCard }: { m: Moment; s: GameState; onCard: (id: string) => void }) {
  const { parts, other } = recapParts(m, s);
  // Unfolded for this recap only: the next one starts folded again.
  const [openFor, setOpenFor] = useState<Moment | null>(null);
  const open = openFor === m;
  const counts = foldedCounts(parts);
  const shown = parts.map((p, i) => (open ? p.lines : p.lines.slice(0, counts[i])));
  const folded = parts.reduce((n, p, i) => n + p.lines.length - (counts[i] ?? 0), 0) + other.length;
  const ev = m.event;
  return (
    <section class="moment-inline" aria-labelledby="moment-inline-title" aria-live="polite" data-round={m.round}>
      {/* The fold's toggle shares the title's line: the recap stays short above the question. */}
      <div class="moment-inline__head">
        <h2 id="moment-inline-title" class="moment-inline__title">
          {t(m.reveal ? 'recap.roundReveal' : 'recap.roundHappened', { round: m.round })}
        </h2>
        {folded > 0 && (
          <button type="button" class="link moment-inline__more" aria-expanded={open} onClick={() => setOpenFor(open ? null : m)}>
            <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
            {open ? t('recap.fewerLines') : t('recap.moreLines', { n: folded })}
          </button>
        )}
      </div>
      {m.reveal && (
        <ol class="moment-inline__reveal" aria-label={t('recap.revealLabel')}>
          {m.reveal.map((card) => {
            const def = actionDef(card);
            return (
              <li key={card} class={`moment-inline__card team--${def.team as Team}`} data-card={card}>
                <span class="moment-inline__init" aria-label={t('card.initiative', { n: def.initiative })}>
                  {def.initiative}
                </span>{' '}
                {def.name}
              </li>
            );
          })}
        </ol>
      )}
      {parts.map((part, i) =>
        part.kind === 'event' && ev ? (
          <section key={part.kind} class="moment-inline__part moment-inline__part--event" aria-label={part.title}>
            <button type="button" class="event-chip" data-event={ev.id} onClick={() => onCard(`card:${ev.id}`)}>
              <span>
                <span class="event-chip__label">{t(eventDef(ev.id).instinct ? 'recap.eventInstinct' : 'recap.event')} </span>
                <strong>{cardName(ev.id)}</strong>
              </span>
              <span class="event-chip__text">{cardText(ev.id)}</span>
            </button>
            <Lines lines={shown[i] ?? []} />
          </section>
        ) : (
          <Part key={part.kind} part={part} lines={shown[i]} cls="moment-inline" h="h3" />
        ),
      )}
      {open && other.length > 0 && (
        <section class="moment-inline__part moment-inline__part--other" aria-label={t('recap.everythingElse')}>
          <h3>{t('recap.everythingElse')}</h3>
          <Lines lines={other} />
        </section>
      )}
    </section>
  );
}
