import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameRow, GameStatus } from '../../persistence/db';
import type { Route } from '../common/router';
import { store } from './store';
import { ScreenHeader } from '../common/ScreenHeader';
import { COUNTS, plural } from '../common/catalogue';

const SECTIONS: { status: GameStatus; title: string }[] = [
  { status: 'in-progress', title: 'In progress' },
  { status: 'won', title: 'Won' },
  { status: 'lost', title: 'Lost' },
];

function when(ms: number): string {
  const d = new Date(ms);
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function GameCard({ row, go, onDelete }: { row: GameRow; go: (r: Route) => void; onDelete: () => void }) {
  const confirming = useSignal(false);
  const note = useSignal('');
  const s = row.summary;
  const who = s.players.length === 1 ? `${s.players[0]} · solo` : s.players.join(', ');
  return (
    <li class="game-card" data-game={row.id} data-status={row.status}>
      <button type="button" class="game-card__open" onClick={() => go(row.mode === 'table' ? { name: 'table', id: row.id } : { name: 'play', id: row.id })}>
        <span class="game-card__who">{who}</span>
        <span class="game-card__where">
          Round {s.round} · {s.location} · {plural(s.marinesLeft, COUNTS.marinesLeft)}
        </span>
        <span class="game-card__when">
          {row.status === 'in-progress' ? 'Resume' : 'View'} · {when(row.updated)}
          {row.practice ? ' · practice' : ''}
          {row.copyOf ? ' · imported copy' : ''}
          {row.mode === 'table' ? ' · table companion' : ' · pocket play'}
        </span>
      </button>
      <div class="game-card__actions">
        {row.mode !== 'table' && (
          <button type="button" class="btn btn--small" onClick={() => go({ name: 'new', from: row.id })}>
            Play this deal again
          </button>
        )}
        <button type="button" class="btn btn--small" data-action="export" onClick={() => void import('../saves/export-games').then((m) => m.exportOne(row.id)).then((t) => (note.value = t))}>
          Export
        </button>
        <button type="button" class="btn btn--small" onClick={() => go({ name: 'recover', id: row.id })}>
          Check
        </button>
        {confirming.value ? (
          <>
            <button type="button" class="btn btn--small btn--danger" onClick={onDelete}>
              Yes, delete
            </button>
            <button type="button" class="btn btn--small" onClick={() => (confirming.value = false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" class="btn btn--small" onClick={() => (confirming.value = true)}>
            Delete
          </button>
        )}
      </div>
      <p class="game-card__note" role="status" aria-live="polite">
        {note.value}
      </p>
    </li>
  );
}

export function GamesScreen({ go }: { go: (route: Route) => void }) {
  const games = useSignal<GameRow[] | null>(null);
  const refresh = (): void => void store.list().then((rows) => (games.value = rows));
  useEffect(refresh, []);
  const rows = games.value;
  return (
    <main class="screen games" aria-labelledby="games-title">
      <ScreenHeader title="Saved games" titleId="games-title" onBack={() => go({ name: 'home' })} />
      {rows === null && <p role="status">Reading saved games…</p>}
      {rows?.length === 0 && (
        <div class="games__empty">
          <p>No saved games on this device yet.</p>
          <button type="button" class="btn btn--primary" onClick={() => go({ name: 'new', from: null })}>
            New game
          </button>
        </div>
      )}
      {rows &&
        SECTIONS.map(({ status, title }) => {
          const list = rows.filter((r) => r.status === status);
          if (list.length === 0) return null;
          return (
            <section key={status} class="games__section" aria-label={title}>
              <h2 class="games__title">
                {title} <span class="games__count">({list.length})</span>
              </h2>
              {status !== 'in-progress' && (
                <p class="games__hint">Finished games live only on this device: export them (or all games, from Saves) to keep them safe.</p>
              )}
              <ul class="games__list">
                {list.map((row) => (
                  <GameCard key={row.id} row={row} go={go} onDelete={() => void store.remove(row.id).then(refresh)} />
                ))}
              </ul>
            </section>
          );
        })}
    </main>
  );
}
