import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameRow, GameStatus } from '../../persistence/db';
import type { Route } from '../common/router';
import { store } from './store';
import { ScreenHeader } from '../common/ScreenHeader';
import { currentSay, t } from '../common/words';
import type { Key } from '../../words/keys';
import { locationName } from '../common/names';

const SECTIONS: { status: GameStatus; title: Key }[] = [
  { status: 'in-progress', title: 'pocket.games.inProgress' },
  { status: 'won', title: 'pocket.games.won' },
  { status: 'lost', title: 'pocket.games.lost' },
];

/** The phone's own way of writing dates where it speaks the shown language (en-GB, de-AT), else the shown language's. */
function dateLocale(): string {
  const shown = currentSay().locale;
  const base = shown.split('-')[0];
  return globalThis.navigator?.languages?.find((l) => l.split('-')[0] === base) ?? shown;
}

function when(ms: number): string {
  const d = new Date(ms);
  return d.toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

function GameCard({ row, go, onDelete }: { row: GameRow; go: (r: Route) => void; onDelete: () => void }) {
  const confirming = useSignal(false);
  const note = useSignal('');
  const s = row.summary;
  const who = s.players.length === 1 ? t('pocket.games.solo', { name: s.players[0] ?? '' }) : s.players.join(', ');
  return (
    <li class="game-card" data-game={row.id} data-status={row.status}>
      <button type="button" class="game-card__open" onClick={() => go(row.mode === 'table' ? { name: 'table', id: row.id } : { name: 'play', id: row.id })}>
        <span class="game-card__who">{who}</span>
        <span class="game-card__where">
          {t('pocket.games.where', { round: s.round, location: locationName(s.location), n: s.marinesLeft })}
        </span>
        <span class="game-card__when">
          {[
            t(row.status === 'in-progress' ? 'pocket.games.resume' : 'pocket.games.view'),
            when(row.updated),
            ...(row.practice ? [t('pocket.games.practice')] : []),
            ...(row.copyOf ? [t('pocket.games.copy')] : []),
            t(row.mode === 'table' ? 'pocket.games.table' : 'pocket.games.pocket'),
          ].join(' · ')}
        </span>
      </button>
      <div class="game-card__actions">
        {row.mode !== 'table' && (
          <button type="button" class="btn btn--small" onClick={() => go({ name: 'new', from: row.id })}>
            {t('pocket.again')}
          </button>
        )}
        <button type="button" class="btn btn--small" data-action="export" onClick={() => void import('../saves/export-games').then((m) => m.exportOne(row.id)).then((said) => (note.value = said))}>
          {t('pocket.games.export')}
        </button>
        <button type="button" class="btn btn--small" onClick={() => go({ name: 'recover', id: row.id })}>
          {t('pocket.games.check')}
        </button>
        {confirming.value ? (
          <>
            <button type="button" class="btn btn--small btn--danger" onClick={onDelete}>
              {t('pocket.games.confirmDelete')}
            </button>
            <button type="button" class="btn btn--small" onClick={() => (confirming.value = false)}>
              {t('pocket.games.keep')}
            </button>
          </>
        ) : (
          <button type="button" class="btn btn--small" onClick={() => (confirming.value = true)}>
            {t('pocket.games.delete')}
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
      <ScreenHeader title={t('pocket.savedGames')} titleId="games-title" onBack={() => go({ name: 'home' })} />
      {rows === null && <p role="status">{t('pocket.games.reading')}</p>}
      {rows?.length === 0 && (
        <div class="games__empty">
          <p>{t('pocket.games.none')}</p>
          <button type="button" class="btn btn--primary" onClick={() => go({ name: 'new', from: null })}>
            {t('pocket.newGame')}
          </button>
        </div>
      )}
      {rows &&
        SECTIONS.map(({ status, title }) => {
          const list = rows.filter((r) => r.status === status);
          if (list.length === 0) return null;
          return (
            <section key={status} class="games__section" aria-label={t(title)}>
              <h2 class="games__title">
                {t(title)} <span class="games__count">({list.length})</span>
              </h2>
              {status !== 'in-progress' && (
                <p class="games__hint">{t('pocket.games.finishedHint')}</p>
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
