import type { ComponentChildren } from 'preact';
import type { GameRow } from '../../persistence/db';
import type { WakeState } from './wake-lock';
import { wakeHint } from './wake-lock';
import { teamName } from '../common/names';
import { t } from '../common/words';
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
  onSettings: () => void;
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

/** Where every game menu leads: the log, the players' own phones (where offered), the settings, the saved games, Home. */
export function MenuWays({ onLog, onGames, onHome, onSeveral, onSettings }: { onLog: () => void; onGames: () => void; onHome: () => void; onSeveral?: (() => void) | undefined; onSettings: () => void }) {
  return (
    <>
      <button type="button" class="btn btn--wide" onClick={onLog}>
        {t('menu.readLog')}
      </button>
      {onSeveral && (
        <button type="button" class="btn btn--wide" onClick={onSeveral}>
          {t('menu.severalPhones')}
        </button>
      )}
      {/* Text size, language and the odds without leaving the game for good: Settings leads back here. */}
      <button type="button" class="btn btn--wide" onClick={onSettings}>
        {t('home.settings')}
      </button>
      <button type="button" class="btn btn--wide" onClick={onGames}>
        {t('menu.savedGames')}
      </button>
      <button type="button" class="btn btn--wide" onClick={onHome}>
        {t('menu.home')}
      </button>
    </>
  );
}

/** Undo, the log, and the game's particulars (deal number, practice, teams, screen lock). */
export function Menu({ row, wake, undoReason, busy, onUndo, onLog, onGames, onHome, onSettings, onClose, onSeveral, children }: Props) {
  const hint = wakeHint(wake);
  return (
    <MenuDialog id="menu-title" title={t('menu.title')} onClose={onClose}>
      <div class="menu-list">
        <button type="button" class="btn btn--wide" disabled={!!undoReason || busy} aria-describedby="undo-why" onClick={onUndo}>
          {t('menu.undo')}
        </button>
        <p id="undo-why" class="menu-list__hint">
          {undoReason ?? t(row.practice ? 'menu.undoPractice' : 'menu.undoSince')}
        </p>
        <MenuWays onLog={onLog} onGames={onGames} onHome={onHome} onSeveral={onSeveral} onSettings={onSettings} />
        {children}
      </div>
      <dl class="menu-facts">
        <dt>{t('menu.deal')}</dt>
        <dd data-testid="seed">{row.options.seed}</dd>
        <dt>{t('menu.players')}</dt>
        <dd>{row.options.players.map((p) => t('menu.playerTeams', { player: p.name, teams: p.teams.map(teamName).join(', ') })).join('; ')}</dd>
        {row.options.startingTokens ? (
          <>
            <dt>{t('menu.startingTokens')}</dt>
            <dd>{row.options.startingTokens}</dd>
          </>
        ) : null}
        <dt>{t('menu.undoFact')}</dt>
        <dd>{t(row.practice ? 'menu.undoUnlimited' : 'menu.undoToReveal')}</dd>
        <dt>{t('menu.screen')}</dt>
        <dd>{wake === 'on' ? t('menu.awake') : (hint ?? t('menu.awakeVisible'))}</dd>
      </dl>
      <button type="button" class="btn btn--wide" onClick={onClose}>
        {t('dialog.close')}
      </button>
    </MenuDialog>
  );
}
