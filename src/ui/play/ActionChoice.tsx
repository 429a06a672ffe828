import { actionDef, actionsOfTeam } from '../../data';
import type { ActionType } from '../../data';
import type { GameState, Team } from '../../engine';
import { TEAM_NAMES } from '../common/names';
import { cardText } from '../common/card-text';

export const TYPE_WORDS: Record<ActionType, { name: string; base: string }> = {
  SUPPORT: { name: 'Support', base: 'Put 1 Support token on any marine.' },
  MOVE_ACTIVATE: { name: 'Move + Activate', base: 'Each team marine may swap places with a neighbour, turn around, and use a Terrain card he faces.' },
  ATTACK: { name: 'Attack', base: 'Each team marine may attack a swarm he faces within his range.' },
};

/** Why a card of the team's hand may not be chosen this round. */
function reason(s: GameState, team: Team, card: string): string {
  if (s.lastResolved[team] === card) return 'Played last round: not allowed two rounds running.';
  if (s.effects.fromEvent.jammed.includes(team) && actionDef(card).type === 'ATTACK') return 'Gun Jam: no Attack card for this team this round.';
  return 'Not allowed this round.';
}

/** The team's hand, face up for its player only: allowed cards to tap, the other shown disabled with why. */
export function ActionChoice({ s, team, options, onChoose, busy, odds }: { s: GameState; team: Team; options: string[]; onChoose: (card: string) => void; busy: boolean; odds?: ((card: string) => string) | undefined }) {
  const all = s.hands[team] ?? actionsOfTeam(team).map((a) => a.id);
  // The cards that may be chosen come first (in hand order): the first card is always one to tap,
  // and a card not allowed this round follows with why, even when a recap above takes room.
  const hand = [...all.filter((c) => options.includes(c)), ...all.filter((c) => !options.includes(c))];
  return (
    <ul class="cards" aria-label={`${TEAM_NAMES[team]} team's Action cards`}>
      {hand.map((card) => {
        const def = actionDef(card);
        const allowed = options.includes(card);
        const why = allowed ? null : reason(s, team, card);
        return (
          <li key={card}>
            <button
              type="button"
              class={`card card--${def.type.toLowerCase()} team--${team}`}
              data-option={allowed ? card : undefined}
              disabled={!allowed || busy}
              aria-describedby={`why-${card}`}
              onClick={() => onChoose(card)}
            >
              <span class="card__head">
                <span class="card__initiative" aria-label={`initiative ${def.initiative}`}>
                  {def.initiative}
                </span>
                <span class="card__name">{def.name}</span>
                <span class="card__type">{TYPE_WORDS[def.type].name}</span>
              </span>
              {odds && allowed && (
                <span class="option__odds" data-odds={card}>
                  {odds(card)}
                </span>
              )}
              <span class="card__text" id={`why-${card}`}>
                {why ? <strong class="card__why">{why}</strong> : `${TYPE_WORDS[def.type].base} ${cardText(card)}`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
