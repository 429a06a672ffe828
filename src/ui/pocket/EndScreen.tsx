import type { ComponentChildren } from 'preact';
import { isSetupLocation, locationDef, marineDef, TEAMS } from '../../data';
import type { GameState } from '../../engine';
import { t, tList } from '../common/words';
import { teamName } from '../play/board/team-words';
import { withStrong } from '../play/board/with-strong';
import { ExportGameButton } from '../common/ExportGameButton';
import { useDialog } from '../play/useDialog';

interface Props {
  /** The stored game, for its export. */
  id: string;
  s: GameState;
  practice: boolean;
  /** The odds advisor was shown in this game: a practice-style result. */
  advisorUsed?: boolean;
  onAgain: () => void;
  onNew: () => void;
  onGames: () => void;
  onBoard: () => void;
  onLog: () => void;
  /** Told after the numbers (the guided game's debrief). */
  children?: ComponentChildren;
}

/**
 * The place on the way the squad got to, counted as the status bar does ("4 of 4"):
 * `stats.locationsReached` counts travels, so the Void Lock start would be 0.
 */
export function reached(s: GameState): string {
  const start = locationDef(s.setupCard);
  const of = isSetupLocation(start) ? start.deck.length + 1 : null;
  const at = s.pastLocations.length + 1;
  return of ? t('pocket.end.reachedOf', { at, of }) : String(at);
}

/**
 * The marines lost at the end, each once: `stats.marinesLost` records every death, so a marine
 * Rescue Space Marine brought back who fell again is in it twice, and one brought back who is
 * still standing is not lost at all (issue 35: "lost Zael and Omnio and Zael", 7 of a squad of 6).
 */
export function lostAtEnd(s: Pick<GameState, 'stats' | 'formation'>): string[] {
  const standing = new Set(s.formation.map((p) => p.marine));
  return [...new Set(s.stats.marinesLost)].filter((m) => !standing.has(m));
}

/** Victory or defeat, and how it went: rounds, locations, kills, and each team's kills and fallen. */
export function EndScreen({ id, s, practice, advisorUsed = false, onAgain, onNew, onGames, onBoard, onLog, children }: Props) {
  const won = s.outcome === 'won';
  const teams = TEAMS.filter((t) => s.players.some((p) => p.teams.includes(t)));
  const loc = locationDef(s.location);
  const ref = useDialog<HTMLElement>(onBoard);
  const lostMarines = lostAtEnd(s);
  return (
    <div class="overlay overlay--end">
      <section class={`end end--${won ? 'won' : 'lost'}`} role="dialog" aria-modal="true" aria-labelledby="end-title" data-outcome={s.outcome} tabIndex={-1} ref={ref}>
        <p class="end__eyebrow">{t(practice ? 'pocket.end.practice' : advisorUsed ? 'pocket.end.overAdvised' : 'pocket.end.over')}</p>
        <h1 id="end-title" class="end__title">
          {t(won ? 'pocket.end.victory' : 'pocket.end.defeat')}
        </h1>
        <p class="end__line">
          {t(won ? 'pocket.end.wonAt' : 'pocket.end.lostAt', { location: loc.name })}
        </p>
        {advisorUsed && <p class="end__line" data-advisor-used>{t('pocket.end.advisorUsed')}</p>}
        <dl class="end__stats">
          <div>
            <dt>{t('pocket.end.rounds')}</dt>
            <dd>{s.round}</dd>
          </div>
          <div>
            <dt>{t('pocket.end.reached')}</dt>
            <dd>{reached(s)}</dd>
          </div>
          <div>
            <dt>{t('pocket.end.slain')}</dt>
            <dd>{s.stats.genestealersSlain}</dd>
          </div>
          <div>
            <dt>{t('pocket.end.lost')}</dt>
            <dd>{lostMarines.length}</dd>
          </div>
        </dl>
        {children}
        <h2 class="end__sub">{t('pocket.end.byTeam')}</h2>
        <ul class="end__teams">
          {teams.map((team) => {
            const lost = lostMarines.filter((m) => marineDef(m).team === team).map((m) => marineDef(m).shortName);
            const player = s.players.find((p) => p.teams.includes(team))?.name ?? '';
            const slew = s.stats.slainByTeam[team] ?? 0;
            return (
              <li key={team} class={`team--${team}`}>
                {withStrong(lost.length === 0 ? 'pocket.end.teamNoLosses' : 'pocket.end.teamLost', 'team', teamName(team), { player, slew, marines: tList(lost) })}
              </li>
            );
          })}
        </ul>
        <p class="end__line">{t('pocket.end.keep')}</p>
        <div class="end__actions">
          <button type="button" class="btn btn--primary" onClick={onAgain}>
            {t('pocket.again')}
          </button>
          <ExportGameButton id={id} />
          <button type="button" class="btn" onClick={onNew}>
            {t('pocket.newGame')}
          </button>
          <button type="button" class="btn" onClick={onGames}>
            {t('pocket.savedGames')}
          </button>
          <button type="button" class="btn" onClick={onBoard}>
            {t('pocket.end.seeBoard')}
          </button>
          <button type="button" class="btn" onClick={onLog}>
            {t('pocket.end.readLog')}
          </button>
        </div>
      </section>
    </div>
  );
}
