import { actionDef, eventDef } from '../../data';
import { renderEvent, type GameState, type Team } from '../../engine';
import type { Moment, RecapItem } from '../play/moment';
import { cardName, playerName, TEAM_NAMES } from '../common/names';
import { deathLine, recapLine } from '../play/words/recap';
import { TYPE_WORDS } from '../play/ActionChoice';
import { COUNTS, plural } from '../common/catalogue';

function owner(s: GameState, team: Team): string {
  const i = s.players.findIndex((p) => p.teams.includes(team));
  return i < 0 ? '' : playerName(s, i);
}

/** The Action cards turned face up together, in initiative order, with whose they are. */
function Reveal({ cards, s }: { cards: string[]; s: GameState }) {
  return (
    <ol class="reveal" aria-label="Action cards in initiative order">
      {cards.map((card) => {
        const def = actionDef(card);
        const team = def.team as Team;
        return (
          <li key={card} class={`reveal__card card--${def.type.toLowerCase()} team--${team}`} data-card={card}>
            <span class="reveal__initiative" aria-label={`initiative ${def.initiative}`}>
              {def.initiative}
            </span>
            <span class="reveal__name">{def.name}</span>
            <span class="reveal__whose">
              {TEAM_NAMES[team]} team · {owner(s, team)} · {TYPE_WORDS[def.type].name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Part({ title, kind, lines }: { title: string; kind: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <section class={`moment__part moment__part--${kind}`} aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A public moment: shown to the whole table, before the phone goes to anyone in secret.
 * Nothing here is folded away: deaths, travel and the Event are always in full.
 */
export function PublicRecap({ m, s, onContinue }: { m: Moment; s: GameState; onContinue: () => void }) {
  const title = m.reveal ? 'The Action cards, face up' : 'What just happened';
  // Events the log does not word (a phase that begins, a forced answer) leave no empty line.
  const said = (items: RecapItem[]): string[] => items.map((it) => recapLine(it, s)).filter((l) => l !== '');
  const eventLines = m.event ? said(m.event.lines) : [];
  const other = said(m.other);
  return (
    <main class="moment" aria-labelledby="moment-title" data-round={m.round}>
      <p class="moment__eyebrow">Round {m.round} · for everyone at the table</p>
      <h1 id="moment-title" class="moment__title">
        {title}
      </h1>
      {m.reveal && <Reveal cards={m.reveal} s={s} />}
      <Part title={plural(m.deaths.length, COUNTS.deaths)} kind="deaths" lines={m.deaths.map(deathLine)} />
      <Part title="The squad travels" kind="travel" lines={m.travel.map((ev) => renderEvent(ev) ?? '')} />
      {m.event && (
        <section class="moment__part moment__part--event" aria-label="The Event">
          <h2>
            Event: <strong>{cardName(m.event.id)}</strong>
            {eventDef(m.event.id).instinct ? ' · Instinct' : ''}
          </h2>
          <p class="moment__summary">{eventDef(m.event.id).summary}</p>
          <ul>
            {eventLines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </section>
      )}
      <Part title={plural(m.slain.length, COUNTS.slainFall)} kind="slain" lines={m.slain.map((ev) => renderEvent(ev) ?? '')} />
      {other.length > 0 && (
        <details class="moment__other">
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
      <button type="button" class="btn btn--primary btn--wide moment__go" onClick={onContinue} autoFocus>
        Continue
      </button>
    </main>
  );
}
