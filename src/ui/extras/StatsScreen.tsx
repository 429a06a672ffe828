import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { marineDef, type Team } from '../../data';
import { db } from '../../persistence/db';
import { storedGameFacts, type StoredGameFacts } from '../../persistence/stats-source';
import { ScreenHeader } from '../common/ScreenHeader';
import type { Route } from '../common/router';
import { statistics, type Rate } from './statistics';
import { TEAM_NAMES } from '../common/names';
import { ReachedChart, SurvivalChart } from './charts';
import { COUNTS, plural } from '../common/catalogue';

const pct = (x: number) => `${Math.round(x * 100)}%`;

function teamsLabel(key: string): string {
  return key
    .split('+')
    .map((t) => TEAM_NAMES[t as Team] ?? t)
    .join(' + ');
}

function RateTable({ caption, head, rows, label }: { caption: string; head: string; rows: Rate[]; label: (key: string) => string }) {
  return (
    <table class="stats__table">
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" class="num">
            Games
          </th>
          <th scope="col" class="num">
            Won
          </th>
          <th scope="col" class="num">
            Win rate
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{label(r.key)}</td>
            <td class="num">{r.games}</td>
            <td class="num">{r.won}</td>
            <td class="num">{pct(r.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Statistics over the games on this phone, and the way into one game's course. */
export function StatsScreen({ go }: { go: (route: Route) => void }) {
  const facts = useSignal<StoredGameFacts[] | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    storedGameFacts(db)
      .then((f) => (facts.value = f))
      .catch((e: unknown) => (error.value = `The games could not be read: ${e instanceof Error ? e.message : String(e)}`));
  }, []);
  const header = <ScreenHeader title="Statistics" titleId="stats-title" onBack={() => go({ name: 'home' })} />;
  if (error.value)
    return (
      <main class="screen stats" aria-labelledby="stats-title">
        {header}
        <p role="alert">{error.value}</p>
      </main>
    );
  if (!facts.value)
    return (
      <main class="screen stats" aria-labelledby="stats-title">
        {header}
        <p role="status">Counting your games…</p>
      </main>
    );
  const s = statistics(facts.value);
  // Newest first by when each game started (an import stamps every game it adds with the same time).
  const finished = facts.value.filter((f) => f.row.status !== 'in-progress').sort((a, b) => b.row.created - a.row.created);
  return (
    <main class="screen stats" aria-labelledby="stats-title" data-finished={s.finished}>
      {header}
      {s.finished === 0 ? (
        <p class="stats__empty">
          No finished game on this phone yet{s.inProgress ? ` (${s.inProgress} in progress)` : ''}. Statistics start with the first mission won or lost.
        </p>
      ) : (
        <>
          <div class="stats__big">
            <p class="stats__figure">
              <strong>{s.finished}</strong>
              <span>{plural(s.finished, COUNTS.missionsPlayed)}</span>
            </p>
            <p class="stats__figure">
              <strong>{s.won}</strong>
              <span>won</span>
            </p>
            <p class="stats__figure">
              <strong>{pct(s.winRate)}</strong>
              <span>win rate</span>
            </p>
          </div>
          <p class="stats__note">
            {s.inProgress ? `${s.inProgress} more in progress. ` : ''}
            {s.withAdvisor ? `${s.withAdvisor} played with the advisor on. ` : ''}
            Rounds: {s.meanRounds.toFixed(1)} on average, {s.longest} at most.
          </p>
          <section class="stats__section" aria-labelledby="reached-title">
            <h2 id="reached-title" class="stats__title">
              How far missions got
            </h2>
            <ReachedChart reached={s.reached} />
          </section>
          <section class="stats__section" aria-labelledby="survival-title">
            <h2 id="survival-title" class="stats__title">
              Marines standing at the end
            </h2>
            <SurvivalChart teams={s.byTeam} />
            {s.byMarine.some((m) => m.survived > 0) && (
              <p class="stats__note">
                Toughest: {s.byMarine.filter((m) => m.survived > 0).slice(0, 3).map((m) => `${marineDef(m.key).shortName} ${pct(m.rate)} of ${m.fielded}`).join(', ')}.
              </p>
            )}
          </section>
          <section class="stats__section" aria-labelledby="by-title">
            <h2 id="by-title" class="stats__title">
              Wins
            </h2>
            <RateTable caption="By mode" head="Mode" rows={s.byMode} label={(k) => (k === 'table' ? 'Table companion' : 'Pocket play')} />
            <RateTable caption="By players" head="Players" rows={s.byPlayers} label={(k) => (k === '1' ? 'Solo' : `${k} players`)} />
            <RateTable caption="By teams" head="Teams" rows={s.byTeams} label={teamsLabel} />
          </section>
          <section class="stats__section" aria-labelledby="games-title">
            <h2 id="games-title" class="stats__title">
              How it went, game by game
            </h2>
            <ul class="stats__games">
              {finished.map(({ row }) => (
                <li key={row.id}>
                  <button type="button" class="stats__game" data-game={row.id} onClick={() => go({ name: 'stats', id: row.id })}>
                    <strong>{row.status === 'won' ? 'Victory' : 'Defeat'}</strong> · {row.summary.players.join(', ')} · round {row.summary.round} · {new Date(row.created).toLocaleDateString()}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </main>
  );
}
