import { useEffect, useRef } from 'preact/hooks';
import { actionDef, actionsOfTeam } from '../../data';
import type { GameState, Team } from '../../engine';
import { TEAM_NAMES } from '../common/names';
import { t } from '../common/words';

/** Teams that choose a card this round, in the order the engine asks them (players, then their teams). */
export function teamsChoosing(s: GameState): Team[] {
  return s.players.flatMap((p) => p.teams).filter((x) => s.hands[x]);
}

/** Why a card cannot be entered for the team asked now, in a word or two under its name. */
function shortReason(s: GameState, team: Team, card: string): string {
  if (s.lastResolved[team] === card) return t('tableActions.playedLast');
  // The Event card's printed name, which stays as printed in every language.
  if (s.effects.fromEvent.jammed.includes(team) && actionDef(card).type === 'ATTACK') return 'Gun Jam';
  return t('tableActions.notThisRound');
}

/**
 * Every team's Action cards on one screen, one row per team in the order they are entered: the
 * cards turned up at the table are tapped one team after the other without the sheet changing,
 * so the table sees what is in and what is left. Only the team asked now can be tapped (each
 * tap is one stored step, as the engine asks them); names only, since the cards lie face up.
 */
export function TeamActions({ s, team, options, onChoose, busy, teams }: { s: GameState; team: Team; options: string[]; onChoose: (card: string) => void; busy: boolean; /** Rows for these teams only: a guest's phone enters its own (the others' cards lie face down elsewhere). */ teams?: readonly Team[] }) {
  // The row asked now scrolls into the sheet's view, so the next team's cards are under the thumb.
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => current.current?.scrollIntoView?.({ block: 'nearest' }), [team]);
  return (
    <ol class="team-actions" aria-label={t('tableActions.label')}>
      {teamsChoosing(s).filter((x) => !teams || teams.includes(x)).map((row) => {
        const hand = s.hands[row] ?? actionsOfTeam(row).map((a) => a.id);
        const chosen = s.chosen[row] ?? null;
        const now = row === team;
        return (
          <li key={row} ref={now ? current : undefined} class={`team-actions__row team--${row}${now ? ' team-actions__row--now' : ''}`} aria-current={now ? 'step' : undefined}>
            <span class="team-actions__team">{TEAM_NAMES[row]}</span>
            <span class="team-actions__cards">
              {hand.map((card) => {
                const def = actionDef(card);
                const allowed = now && options.includes(card);
                return (
                  <button
                    type="button"
                    key={card}
                    class={`team-actions__card${chosen === card ? ' team-actions__card--chosen' : ''}`}
                    data-option={allowed ? card : undefined}
                    aria-pressed={chosen === card}
                    disabled={!allowed || busy}
                    onClick={() => onChoose(card)}
                  >
                    <span class="team-actions__init" aria-label={t('tableActions.initiative', { initiative: def.initiative })}>
                      {def.initiative}
                    </span>
                    <span class="team-actions__name">{def.name}</span>
                    {now && !allowed && <span class="team-actions__why">{shortReason(s, row, card)}</span>}
                  </button>
                );
              })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
