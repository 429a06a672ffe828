import type { DecisionPrompt, GameState } from '../../engine';
import { playerName, TEAM_NAMES } from '../common/names';

export function handOffWhy(p: DecisionPrompt, s: GameState, name: string): string {
  if (p.ask === 'choose-action') {
    const team = TEAM_NAMES[p.subject as keyof typeof TEAM_NAMES] ?? '';
    return `${name} chooses the ${team} team's Action card in secret. Everyone else, look away until the phone comes back.`;
  }
  if (p.ask === 'forward-scouting') return `${name} looks at the top Event card alone.`;
  if (p.secret) return `An Instinct event: ${name}, the current player, decides alone before anyone else sees the card.`;
  return `${name} decides next.`;
}

/**
 * Pass and play: a blank screen between players (and before every secret), showing
 * nothing of the game, until the right player says they hold the phone.
 */
export function HandOff({ p, s, onReady, onHome, onMenu }: { p: DecisionPrompt; s: GameState; onReady: () => void; onHome?: () => void; onMenu?: () => void }) {
  const name = playerName(s, p.player);
  return (
    <main class="handoff" aria-labelledby="handoff-title" data-player={p.player}>
      <p class="handoff__eyebrow">Pass and play{p.secret ? ' · secret' : ''}</p>
      <h1 id="handoff-title" class="handoff__title">
        Pass the phone to {name}
      </h1>
      <p class="handoff__why">{handOffWhy(p, s, name)}</p>
      {/* The only thing to do here: take it at once (keyboard and screen readers too). */}
      <button type="button" class="btn btn--primary btn--wide" onClick={onReady} autoFocus>
        I’m {name}: show me
      </button>
      <p class="handoff__note">Teams: {s.players[p.player]?.teams.map((t) => TEAM_NAMES[t]).join(', ')}.</p>
      {/* A way out that shows nothing of the game: reopening the app may land here. */}
      {(onHome || onMenu) && (
        <p class="handoff__ways">
          {onHome && (
            <button type="button" class="btn btn--small" onClick={onHome}>
              Home
            </button>
          )}
          {onMenu && (
            <button type="button" class="btn btn--small" onClick={onMenu}>
              Menu
            </button>
          )}
        </p>
      )}
    </main>
  );
}
