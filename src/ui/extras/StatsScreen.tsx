import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { marineDef, TEAMS, type Team } from '../../data';
import { db } from '../../persistence/db';
import { storedGameFacts, type StoredGameFacts } from '../../persistence/stats-source';
import { ScreenHeader } from '../common/ScreenHeader';
import type { Route } from '../common/router';
import { statistics, type Rate } from './statistics';
import { teamName } from '../play/board/team-words';
import { ReachedChart, SurvivalChart } from './charts';
import { currentSay, t } from '../common/words';
import type { Key } from '../../words/keys';
import type { Params } from '../../words/say';
import { unitList } from '../../words/lists';
import { day, fixed1, pct } from './numbers';

function teamsLabel(key: string): string {
  return key
    .split('+')
    .map((k) => ((TEAMS as readonly string[]).includes(k) ? teamName(k as Team) : k))
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
            {t('stats.colGames')}
          </th>
          <th scope="col" class="num">
            {t('stats.colWon')}
          </th>
          <th scope="col" class="num">
            {t('stats.colWinRate')}
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

/** The note under the big figures: games in progress, with the advisor, and the rounds, each its own sentence. */
function note(inProgress: number, withAdvisor: number, meanRounds: number, longest: number): string {
  const said: [Key, Params][] = [];
  if (inProgress) said.push(['stats.moreInProgress', { n: inProgress }]);
  if (withAdvisor) said.push(['stats.withAdvisor', { n: withAdvisor }]);
  said.push(['stats.rounds', { mean: fixed1(meanRounds), longest }]);
  return said.map(([key, params]) => t(key, params)).join(' ');
}

/** Statistics over the games on this phone, and the way into one game's course. */
export function StatsScreen({ go }: { go: (route: Route) => void }) {
  const facts = useSignal<StoredGameFacts[] | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    storedGameFacts(db)
      .then((f) => (facts.value = f))
      .catch((e: unknown) => (error.value = e instanceof Error ? e.message : String(e)));
  }, []);
  const header = <ScreenHeader title={t('stats.title')} titleId="stats-title" onBack={() => go({ name: 'home' })} />;
  if (error.value !== null)
    return (
      <main class="screen stats" aria-labelledby="stats-title">
        {header}
        <p role="alert">{t('stats.readError', { error: error.value })}</p>
      </main>
    );
  if (!facts.value)
    return (
      <main class="screen stats" aria-labelledby="stats-title">
        {header}
        <p role="status">{t('stats.counting')}</p>
      </main>
    );
  const s = statistics(facts.value);
  // Newest first by when each game started (an import stamps every game it adds with the same time).
  const finished = facts.value.filter((f) => f.row.status !== 'in-progress').sort((a, b) => b.row.created - a.row.created);
  return (
    <main class="screen stats" aria-labelledby="stats-title" data-finished={s.finished}>
      {header}
      {s.finished === 0 ? (
        <p class="stats__empty">{s.inProgress ? t('stats.emptyInProgress', { n: s.inProgress }) : t('stats.empty')}</p>
      ) : (
        <>
          <div class="stats__big">
            <p class="stats__figure">
              <strong>{s.finished}</strong>
              <span>{t('stats.missionsPlayed', { n: s.finished })}</span>
            </p>
            <p class="stats__figure">
              <strong>{s.won}</strong>
              <span>{t('stats.won')}</span>
            </p>
            <p class="stats__figure">
              <strong>{pct(s.winRate)}</strong>
              <span>{t('stats.winRate')}</span>
            </p>
          </div>
          <p class="stats__note">{note(s.inProgress, s.withAdvisor, s.meanRounds, s.longest)}</p>
          <section class="stats__section" aria-labelledby="reached-title">
            <h2 id="reached-title" class="stats__title">
              {t('stats.reachedTitle')}
            </h2>
            <ReachedChart reached={s.reached} />
          </section>
          <section class="stats__section" aria-labelledby="survival-title">
            <h2 id="survival-title" class="stats__title">
              {t('stats.survivalTitle')}
            </h2>
            <SurvivalChart teams={s.byTeam} />
            {s.byMarine.some((m) => m.survived > 0) && (
              <p class="stats__note">
                {t('stats.toughest', {
                  marines: unitList(
                    currentSay().locale,
                    s.byMarine
                      .filter((m) => m.survived > 0)
                      .slice(0, 3)
                      .map((m) => t('stats.toughestMarine', { marine: marineDef(m.key).shortName, rate: pct(m.rate), fielded: m.fielded })),
                  ),
                })}
              </p>
            )}
          </section>
          <section class="stats__section" aria-labelledby="by-title">
            <h2 id="by-title" class="stats__title">
              {t('stats.winsTitle')}
            </h2>
            <RateTable caption={t('stats.byMode')} head={t('stats.mode')} rows={s.byMode} label={(k) => (k === 'table' ? t('stats.modeTable') : t('stats.modePocket'))} />
            <RateTable caption={t('stats.byPlayers')} head={t('stats.players')} rows={s.byPlayers} label={(k) => (k === '1' ? t('stats.solo') : t('stats.playersN', { n: Number(k) }))} />
            <RateTable caption={t('stats.byTeams')} head={t('stats.teams')} rows={s.byTeams} label={teamsLabel} />
          </section>
          <section class="stats__section" aria-labelledby="games-title">
            <h2 id="games-title" class="stats__title">
              {t('stats.gamesTitle')}
            </h2>
            <ul class="stats__games">
              {finished.map(({ row }) => (
                <li key={row.id}>
                  <button type="button" class="stats__game" data-game={row.id} onClick={() => go({ name: 'stats', id: row.id })}>
                    <strong>{row.status === 'won' ? t('stats.victory') : t('stats.defeat')}</strong> · {t('stats.gameLine', { players: unitList(currentSay().locale, row.summary.players), round: row.summary.round, date: day(row.created) })}
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
