import { useEffect, useRef } from 'preact/hooks';
import { actionDef, actionsOfTeam } from '../../data';
import type { GameState, Team } from '../../engine';
import { TEAM_NAMES } from '../common/names';

/** Teams that choose a card this round, in the order the engine asks them (players, then their teams). */
export function teamsChoosing(s: GameState): Team[] {
  return s.players.flatMap((p) => p.teams).filter((t) => s.hands[t]);
}

/** Why a card cannot be entered for the team asked now, in a word or two under its name. */
function shortReason(s: GameState, team: Team, card: string): string {
  if (s.lastResolved[team] === card) return 'played last round';
  if (s.effects.fromEvent.jammed.includes(team) && actionDef(card).type === 'ATTACK') return 'Gun Jam';
  return 'not this round';
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
    <ol class="team-actions" aria-label="Action cards turned up, team by team">
      {teamsChoosing(s).filter((t) => !teams || teams.includes(t)).map((t) => {
        const hand = s.hands[t] ?? actionsOfTeam(t).map((a) => a.id);
        const chosen = s.chosen[t] ?? null;
        const now = t === team;
        return (
          <li key={t} ref={now ? current : undefined} class={`team-actions__row team--${t}${now ? ' team-actions__row--now' : ''}`} aria-current={now ? 'step' : undefined}>
            <span class="team-actions__team">{TEAM_NAMES[t]}</span>
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
                    <span class="team-actions__init" aria-label={`initiative ${def.initiative}`}>
                      {def.initiative}
                    </span>
                    <span class="team-actions__name">{def.name}</span>
                    {now && !allowed && <span class="team-actions__why">{shortReason(s, t, card)}</span>}
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
