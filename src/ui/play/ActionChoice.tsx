import { actionDef, actionsOfTeam } from '../../data';
import type { ActionType } from '../../data';
import type { GameState, Team } from '../../engine';
import { marineName, teamName } from '../common/names';
import { worded } from '../common/worded';
import { t } from '../common/words';
import type { KeyOf } from '../../words/keys';
import { cardText } from '../common/card-text';

/** An Action card's type as printed, and what every card of that type does before its own text. */
const TYPE_KEYS: Record<ActionType, { name: KeyOf<'play'>; base: KeyOf<'play'> }> = {
  SUPPORT: { name: 'actionType.support', base: 'actionType.supportBase' },
  MOVE_ACTIVATE: { name: 'actionType.moveActivate', base: 'actionType.moveActivateBase' },
  ATTACK: { name: 'actionType.attack', base: 'actionType.attackBase' },
};

/** The same in the shown language (each read is worded then). */
export const TYPE_WORDS: Readonly<Record<ActionType, Readonly<{ name: string; base: string }>>> = {
  SUPPORT: worded(TYPE_KEYS.SUPPORT),
  MOVE_ACTIVATE: worded(TYPE_KEYS.MOVE_ACTIVATE),
  ATTACK: worded(TYPE_KEYS.ATTACK),
};

/** Why a card of the team's hand may not be chosen this round. */
function reason(s: GameState, team: Team, card: string): string {
  if (s.lastResolved[team] === card) return t('actions.playedLastRound');
  if (s.effects.fromEvent.jammed.includes(team) && actionDef(card).type === 'ATTACK') return t('actions.gunJam');
  return t('actions.notAllowed');
}

/** The player's other team, chosen for right after a card of this one (decisions/action-pair.ts). */
export type PairOf = (card: string) => { team: Team; options: string[] } | null;

/** A one-tap pair's name for screen readers: both cards, each with its team. */
export function pairName(first: string, teamA: Team, second: string, teamB: Team): string {
  return t('actions.pairBoth', { first: actionDef(first).name, teamA: teamName(teamA), second: actionDef(second).name, teamB: teamName(teamB) });
}

/**
 * Under a card: the other team's cards, each one tap for both (issue 32). The card itself still
 * chooses for this team alone, and the other team's hand with its texts is asked next.
 */
function PairChips({ team, card, pair, onChoose, busy }: { team: Team; card: string; pair: NonNullable<ReturnType<PairOf>>; onChoose: (key: string) => void; busy: boolean }) {
  return (
    <p class="cards__pair" role="group" aria-label={t('actions.pairWith', { team: teamName(pair.team) })}>
      <span class="cards__pair-label" aria-hidden="true">
        {t('actions.pairWith', { team: teamName(pair.team) })}
      </span>
      {pair.options.map((other) => (
        <button
          type="button"
          key={other}
          class={`option cards__pair-option team--${pair.team}`}
          data-path={`${card} ${other}`}
          disabled={busy}
          aria-label={pairName(card, team, other, pair.team)}
          onClick={() => onChoose(`${card} ${other}`)}
        >
          {actionDef(other).name}
        </button>
      ))}
    </p>
  );
}

/** The team's hand, face up for its player only: allowed cards to tap, the other shown disabled with why. */
export function ActionChoice({ s, team, options, onChoose, busy, odds, pair }: { s: GameState; team: Team; options: string[]; onChoose: (card: string) => void; busy: boolean; odds?: ((card: string) => string) | undefined; pair?: PairOf }) {
  const all = s.hands[team] ?? actionsOfTeam(team).map((a) => a.id);
  // The cards that may be chosen come first (in hand order): the first card is always one to tap,
  // and a card not allowed this round follows with why, even when a recap above takes room.
  const hand = [...all.filter((c) => options.includes(c)), ...all.filter((c) => !options.includes(c))];
  const paired = (card: string) => {
    const next = pair?.(card);
    return next ? <PairChips team={team} card={card} pair={next} onChoose={onChoose} busy={busy} /> : null;
  };
  return (
    <ul class="cards" aria-label={t('actions.handLabel', { team: teamName(team) })}>
      {hand.map((card) => {
        const def = actionDef(card);
        const allowed = options.includes(card);
        const why = allowed ? null : reason(s, team, card);
        // A card whose ability names a fallen marine keeps only its type's part: said before its text.
        const fallen = def.namedMarine && s.marinesSlain.includes(def.namedMarine) ? def.namedMarine : null;
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
                <span class="card__initiative" aria-label={t('card.initiative', { n: def.initiative })}>
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
                {why ? (
                  <strong class="card__why">{why}</strong>
                ) : (
                  <>
                    {fallen && <strong class="card__fallen">{t('actions.namedFallen', { marine: marineName(fallen) })} </strong>}
                    {`${TYPE_WORDS[def.type].base} ${cardText(card)}`}
                  </>
                )}
              </span>
            </button>
            {allowed && paired(card)}
          </li>
        );
      })}
    </ul>
  );
}
