import type { ComponentChildren } from 'preact';
import { isSetupLocation, locationDef, marineDef, TEAMS } from '../../data';
import type { GameState } from '../../engine';
import { TEAM_NAMES } from '../common/names';
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
  return of ? `${at} of ${of}` : String(at);
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
        <p class="end__eyebrow">{practice ? 'Practice game' : advisorUsed ? 'Mission over · with the advisor' : 'Mission over'}</p>
        <h1 id="end-title" class="end__title">
          {won ? 'Victory' : 'Defeat'}
        </h1>
        <p class="end__line">
          {won ? `The squad prevailed at ${loc.name}.` : `The last of the squad fell at ${loc.name}.`}
        </p>
        {advisorUsed && <p class="end__line" data-advisor-used>The odds advisor was on in this game: it counts as a practice-style game, and its record says so.</p>}
        <dl class="end__stats">
          <div>
            <dt>Rounds</dt>
            <dd>{s.round}</dd>
          </div>
          <div>
            <dt>Location reached</dt>
            <dd>{reached(s)}</dd>
          </div>
          <div>
            <dt>Genestealers slain</dt>
            <dd>{s.stats.genestealersSlain}</dd>
          </div>
          <div>
            <dt>Marines lost</dt>
            <dd>{lostMarines.length}</dd>
          </div>
        </dl>
        {children}
        <h2 class="end__sub">By team</h2>
        <ul class="end__teams">
          {teams.map((t) => {
            const lost = lostMarines.filter((m) => marineDef(m).team === t).map((m) => marineDef(m).shortName);
            const player = s.players.find((p) => p.teams.includes(t))?.name ?? '';
            const slew = s.stats.slainByTeam[t] ?? 0;
            return (
              <li key={t} class={`team--${t}`}>
                <strong>{TEAM_NAMES[t]}</strong> ({player}): slew {slew}, {lost.length === 0 ? 'no losses' : `lost ${lost.join(' and ')}`}
              </li>
            );
          })}
        </ul>
        <p class="end__line">Keep this game: its file imports on any device, and replays exactly.</p>
        <div class="end__actions">
          <button type="button" class="btn btn--primary" onClick={onAgain}>
            Play this deal again
          </button>
          <ExportGameButton id={id} />
          <button type="button" class="btn" onClick={onNew}>
            New game
          </button>
          <button type="button" class="btn" onClick={onGames}>
            Saved games
          </button>
          <button type="button" class="btn" onClick={onBoard}>
            See the board
          </button>
          <button type="button" class="btn" onClick={onLog}>
            Read the log
          </button>
        </div>
      </section>
    </div>
  );
}
