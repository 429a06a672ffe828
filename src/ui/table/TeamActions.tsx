import { useEffect, useRef } from 'preact/hooks';
import { actionDef, actionsOfTeam } from '../../data';
import type { GameState, Team } from '../../engine';
import { TEAM_NAMES, teamName } from '../common/names';
import { t } from '../common/words';
import { pairName, type PairOf } from '../play/ActionChoice';

/** Room kept between the row scrolled to and the sheet's edges (px). */
const GAP = 8;

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
export function TeamActions({ s, team, options, onChoose, busy, teams, pair }: { s: GameState; team: Team; options: string[]; onChoose: (card: string) => void; busy: boolean; /** Rows for these teams only: a guest's phone enters its own (the others' cards lie face down elsewhere). */ teams?: readonly Team[]; /** The same player's next team, entered with this one in one tap (issue 32). */ pair?: PairOf }) {
  // The row asked now scrolls into the sheet's view, so the next team's cards are under the thumb.
  const current = useRef<HTMLLIElement>(null);
  // With the other team's cards under its own (PairCells) the row may be taller than the sheet:
  // as much of it as fits, its top never under the sheet's sticky question.
  useEffect(() => {
    const row = current.current;
    const sheet = row?.closest('.sheet');
    const title = sheet?.querySelector('.ask__title');
    if (!row || !sheet || !title) return row?.scrollIntoView?.({ block: 'nearest' });
    const r = row.getBoundingClientRect();
    const above = r.top - title.getBoundingClientRect().bottom - GAP;
    const below = r.bottom - sheet.getBoundingClientRect().bottom + GAP;
    if (above < 0 || below > 0) sheet.scrollBy?.({ top: above < 0 ? above : Math.min(above, below) });
  }, [team]);
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
            {now && pair && <PairCells team={row} hand={hand} options={options} pair={pair} onChoose={onChoose} busy={busy} />}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Under each card of the row asked now, the same player's next team's cards: the two cards one
 * player turned up are one tap (each still its own stored step). In that team's colour, in the
 * card's column, so "this one and that one" reads down the column.
 */
function PairCells({ team, hand, options, pair, onChoose, busy }: { team: Team; hand: readonly string[]; options: readonly string[]; pair: PairOf; onChoose: (key: string) => void; busy: boolean }) {
  const next = hand.map((card) => (options.includes(card) ? pair(card) : null));
  const first = next.find((n) => n !== null);
  if (!first) return null;
  return (
    <>
      <span class={`team-actions__team team-actions__pair-team team--${first.team}`} aria-hidden="true">
        + {TEAM_NAMES[first.team]}
      </span>
      <span class="team-actions__pairs">
        {hand.map((card, i) => {
          const other = next[i];
          return (
            <span key={card} class="team-actions__pair" role={other ? 'group' : undefined} aria-label={other ? t('actions.pairWith', { team: teamName(other.team) }) : undefined}>
              {other?.options.map((b) => (
                <button
                  type="button"
                  key={b}
                  class={`team-actions__card team-actions__pair-card team--${other.team}`}
                  data-path={`${card} ${b}`}
                  disabled={busy}
                  aria-label={pairName(card, team, b, other.team)}
                  onClick={() => onChoose(`${card} ${b}`)}
                >
                  <span class="team-actions__name">+ {actionDef(b).name}</span>
                </button>
              ))}
            </span>
          );
        })}
      </span>
    </>
  );
}
