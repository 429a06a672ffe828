import type { DecisionPrompt, GameState } from '../../engine';
import { playerName } from '../common/names';
import { TEAMS } from '../../data';
import type { Team } from '../../engine';
import { t } from '../common/words';
import { teamName } from '../play/board/team-words';

export function handOffWhy(p: DecisionPrompt, s: GameState, name: string): string {
  if (p.ask === 'choose-action') {
    const team = (TEAMS as readonly string[]).includes(p.subject ?? '') ? teamName(p.subject as Team) : '';
    return t('pocket.handoff.whyAction', { name, team });
  }
  if (p.ask === 'forward-scouting') return t('pocket.handoff.whyScouting', { name });
  if (p.secret) return t('pocket.handoff.whyInstinct', { name });
  return t('pocket.handoff.whyNext', { name });
}

/**
 * Pass and play: a blank screen between players (and before every secret), showing
 * nothing of the game, until the right player says they hold the phone.
 */
export function HandOff({ p, s, onReady, onHome, onMenu }: { p: DecisionPrompt; s: GameState; onReady: () => void; onHome?: () => void; onMenu?: () => void }) {
  const name = playerName(s, p.player);
  return (
    <main class="handoff" aria-labelledby="handoff-title" data-player={p.player}>
      <p class="handoff__eyebrow">{t(p.secret ? 'pocket.handoff.eyebrowSecret' : 'pocket.handoff.eyebrow')}</p>
      <h1 id="handoff-title" class="handoff__title">
        {t('pocket.handoff.title', { name })}
      </h1>
      <p class="handoff__why">{handOffWhy(p, s, name)}</p>
      {/* The only thing to do here: take it at once (keyboard and screen readers too). */}
      <button type="button" class="btn btn--primary btn--wide" onClick={onReady} autoFocus>
        {t('pocket.handoff.ready', { name })}
      </button>
      <p class="handoff__note">{t('pocket.handoff.teams', { teams: (s.players[p.player]?.teams ?? []).map(teamName).join(', ') })}</p>
      {/* A way out that shows nothing of the game: reopening the app may land here. */}
      {(onHome || onMenu) && (
        <p class="handoff__ways">
          {onHome && (
            <button type="button" class="btn btn--small" onClick={onHome}>
              {t('pocket.home')}
            </button>
          )}
          {onMenu && (
            <button type="button" class="btn btn--small" onClick={onMenu}>
              {t('pocket.menu')}
            </button>
          )}
        </p>
      )}
    </main>
  );
}
