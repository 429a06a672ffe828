import { actionDef, eventDef } from '../../data';
import type { GameState, Team } from '../../engine';
import type { Moment } from '../play/moment';
import { cardName, playerName } from '../common/names';
import { Lines, Part, recapParts } from '../play/RecapParts';
import { TYPE_WORDS } from '../play/ActionChoice';
import { t } from '../common/words';
import { teamLabel } from '../play/board/team-words';
import { withStrong } from '../play/board/with-strong';

function owner(s: GameState, team: Team): string {
  const i = s.players.findIndex((p) => p.teams.includes(team));
  return i < 0 ? '' : playerName(s, i);
}

/** The Action cards turned face up together, in initiative order, with whose they are. */
function Reveal({ cards, s }: { cards: string[]; s: GameState }) {
  return (
    <ol class="reveal" aria-label={t('pocket.recap.reveal')}>
      {cards.map((card) => {
        const def = actionDef(card);
        const team = def.team as Team;
        return (
          <li key={card} class={`reveal__card card--${def.type.toLowerCase()} team--${team}`} data-card={card}>
            <span class="reveal__initiative" aria-label={t('pocket.recap.initiative', { initiative: def.initiative })}>
              {def.initiative}
            </span>
            <span class="reveal__name">{def.name}</span>
            <span class="reveal__whose">
              {teamLabel(team)} · {owner(s, team)} · {TYPE_WORDS[def.type].name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A public moment: shown to the whole table, before the phone goes to anyone in secret.
 * Nothing here is folded away: deaths, travel and the Event are always in full.
 */
/**
 * `pass`: a secret decision comes next (issue 32): the hand-off is said here and its one tap
 * both closes the recap and shows that player's question.
 */
export function PublicRecap({ m, s, onContinue, pass }: { m: Moment; s: GameState; onContinue: () => void; pass?: { name: string; why: string } }) {
  const title = t(m.reveal ? 'pocket.recap.revealTitle' : 'pocket.recap.title');
  const { parts, other } = recapParts(m, s);
  return (
    <main class="moment" aria-labelledby="moment-title" data-round={m.round}>
      <p class="moment__eyebrow">{t('pocket.recap.eyebrow', { round: m.round })}</p>
      <h1 id="moment-title" class="moment__title">
        {title}
      </h1>
      {m.reveal && <Reveal cards={m.reveal} s={s} />}
      {parts.map((part) =>
        part.kind === 'event' && m.event ? (
          <section key={part.kind} class="moment__part moment__part--event" aria-label={part.title}>
            <h2>
              {withStrong(eventDef(m.event.id).instinct ? 'pocket.recap.eventInstinct' : 'pocket.recap.event', 'card', cardName(m.event.id))}
            </h2>
            <p class="moment__summary">{eventDef(m.event.id).summary}</p>
            <Lines lines={part.lines} />
          </section>
        ) : (
          <Part key={part.kind} part={part} cls="moment" h="h2" />
        ),
      )}
      {other.length > 0 && (
        <details class="moment__other">
          <summary>
            <span aria-hidden="true">▸ </span>{t('pocket.recap.everythingElse', { n: other.length })}
          </summary>
          <Lines lines={other} />
        </details>
      )}
      {pass && (
        <section class="moment__pass" aria-labelledby="moment-pass">
          <h2 id="moment-pass">{t('pocket.handoff.title', { name: pass.name })}</h2>
          <p>{pass.why}</p>
        </section>
      )}
      <button type="button" class="btn btn--primary btn--wide moment__go" onClick={onContinue} autoFocus>
        {pass ? t('pocket.handoff.ready', { name: pass.name }) : t('pocket.recap.continue')}
      </button>
    </main>
  );
}
