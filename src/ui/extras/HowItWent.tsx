import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { db } from '../../persistence/db';
import type { Odds } from '../../strategy';
import { advisorWorker } from '../play/advisor/worker';
import { ScreenHeader } from '../common/ScreenHeader';
import { roundStarts } from './course';
import type { Route } from '../common/router';
import { CourseChart } from './charts';
import { currentSay, t } from '../common/words';
import type { Key } from '../../words/keys';
import type { Params } from '../../words/say';
import { unitList } from '../../words/lists';
import { pct1 } from './numbers';
import { locationName } from '../common/names';

/** Playouts behind each round's estimate: a few seconds in all for a whole game. */
const PLAYOUTS = 600;

/** A line to show, kept as its key so a change of language redraws it. */
type Said = readonly [Key, Params?];

interface Point {
  round: number;
  place: string;
  odds: Odds | null;
}

/**
 * One finished game, round by round: the chance of success at the start of each round as the
 * advisor would have put it then (from what the players knew), worked out now in the worker.
 */
export function HowItWent({ id, go }: { id: string; go: (route: Route) => void }) {
  const points = useSignal<Point[]>([]);
  const title = useSignal<{ status: 'won' | 'lost' | 'in-progress'; players: readonly string[] } | null>(null);
  const status = useSignal<Said>(['course.replaying']);
  const done = useSignal(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      const row = await db.games.get(id);
      const first = await db.snapshots.get([id, 0]);
      if (!row || !first) {
        status.value = ['course.gone'];
        return;
      }
      title.value = { status: row.status, players: row.summary.players };
      const steps = await db.steps.where('[gameId+index]').between([id, 0], [id, row.steps], true, false).toArray();
      const course = roundStarts(first.state, steps);
      if (!course.ok) {
        status.value = ['course.notReplayed', { error: course.error }];
        return;
      }
      points.value = course.rounds.map((r) => ({ round: r.round, place: locationName(r.state.location), odds: null }));
      const worker = advisorWorker();
      for (const [i, r] of course.rounds.entries()) {
        if (!live) return;
        status.value = ['course.weighing', { round: r.round, rounds: course.rounds.length }];
        const odds = await worker.course(r.state, 1000 + r.round, PLAYOUTS);
        points.value = points.value.map((p, k) => (k === i ? { ...p, odds } : p));
      }
      status.value = ['course.done', { trials: PLAYOUTS }];
      done.value = true;
    })().catch((e: unknown) => (status.value = ['course.failed', { error: e instanceof Error ? e.message : String(e) }]));
    return () => {
      live = false;
    };
  }, [id]);
  const known = points.value.filter((p) => p.odds).map((p) => ({ round: p.round, rate: p.odds?.rate ?? 0, low: p.odds?.low ?? 0, high: p.odds?.high ?? 0 }));
  return (
    <main class="screen stats" aria-labelledby="course-title" data-done={done.value ? 'yes' : 'no'}>
      <ScreenHeader title={t('course.title')} titleId="course-title" onBack={() => go({ name: 'stats', id: null })} backLabel={t('stats.title')} />
      {title.value && (
        <p class="stats__lead">
          {t('course.lead', {
            outcome: title.value.status === 'won' ? t('stats.victory') : title.value.status === 'lost' ? t('stats.defeat') : t('course.inProgress'),
            players: unitList(currentSay().locale, title.value.players),
          })}
        </p>
      )}
      {known.length > 0 && <CourseChart points={known} />}
      <p class="stats__note" role="status" aria-live="polite">
        {t(...status.value)}
      </p>
      {points.value.length > 0 && (
        <table class="stats__table">
          <caption class="visually-hidden">{t('course.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('course.round')}</th>
              <th scope="col">{t('course.location')}</th>
              <th scope="col" class="num">
                {t('course.chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.value.map((p) => (
              <tr key={p.round}>
                <td>{p.round}</td>
                <td>{p.place}</td>
                <td class="num">{p.odds ? pct1(p.odds.rate) : '…'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
