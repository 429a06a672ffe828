import type { ComponentChildren } from 'preact';
import type { GameRow } from '../../persistence/db';
import type { WakeState } from './wake-lock';
import { wakeHint } from './wake-lock';
import { TEAM_NAMES } from '../common/names';
import { useDialog } from './useDialog';

interface Props {
  row: GameRow;
  wake: WakeState;
  undoReason: string | null;
  busy: boolean;
  onUndo: () => void;
  onLog: () => void;
  onGames: () => void;
  onHome: () => void;
  onClose: () => void;
  /** Host this game for the players' own phones (issue 26). */
  onSeveral?: () => void;
  /** More of the screen's own (pocket play's guide switch). */
  children?: ComponentChildren;
}

/** The game menus' dialog (pocket play's and the table's): a titled panel over the game, closed by a tap outside. */
export function MenuDialog({ id, title, onClose, children }: { id: string; title: string; onClose: () => void; children: ComponentChildren }) {
  const ref = useDialog<HTMLElement>(onClose);
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="dialog" role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1} ref={ref}>
        <h2 id={id}>{title}</h2>
        {children}
      </section>
    </div>
  );
}

/** Where every game menu leads: the log, the players' own phones (where offered), the saved games, Home. */
export function MenuWays({ onLog, onGames, onHome, onSeveral }: { onLog: () => void; onGames: () => void; onHome: () => void; onSeveral?: (() => void) | undefined }) {
  return (
    <>
      <button type="button" class="btn btn--wide" onClick={onLog}>
        Read the log
      </button>
      {onSeveral && (
        <button type="button" class="btn btn--wide" onClick={onSeveral}>
          Play on several phones
        </button>
      )}
      <button type="button" class="btn btn--wide" onClick={onGames}>
        Saved games
      </button>
      <button type="button" class="btn btn--wide" onClick={onHome}>
        Home
      </button>
    </>
  );
}

/** Undo, the log, and the game's particulars (deal number, practice, teams, screen lock). */
export function Menu({ row, wake, undoReason, busy, onUndo, onLog, onGames, onHome, onClose, onSeveral, children }: Props) {
  const hint = wakeHint(wake);
  return (
    <MenuDialog id="menu-title" title="Game menu" onClose={onClose}>
      <div class="menu-list">
        <button type="button" class="btn btn--wide" disabled={!!undoReason || busy} aria-describedby="undo-why" onClick={onUndo}>
          Undo the last answer
        </button>
        <p id="undo-why" class="menu-list__hint">
          {undoReason ?? (row.practice ? 'Practice game: anything can be undone.' : 'Answers since the last card or die roll can be taken back.')}
        </p>
        <MenuWays onLog={onLog} onGames={onGames} onHome={onHome} onSeveral={onSeveral} />
        {children}
      </div>
      <dl class="menu-facts">
        <dt>Deal number</dt>
        <dd data-testid="seed">{row.options.seed}</dd>
        <dt>Players</dt>
        <dd>{row.options.players.map((p) => `${p.name} (${p.teams.map((t) => TEAM_NAMES[t]).join(', ')})`).join('; ')}</dd>
        {row.options.startingTokens ? (
          <>
            <dt>Starting tokens</dt>
            <dd>{row.options.startingTokens}</dd>
          </>
        ) : null}
        <dt>Undo</dt>
        <dd>{row.practice ? 'Practice game: unlimited undo.' : 'Up to the last card or die revealed.'}</dd>
        <dt>Screen</dt>
        <dd>{wake === 'on' ? 'Kept awake while you play.' : (hint ?? 'Kept awake while you play, when the page is visible.')}</dd>
      </dl>
      <button type="button" class="btn btn--wide" onClick={onClose}>
        Close
      </button>
    </MenuDialog>
  );
}
