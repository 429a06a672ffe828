import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { locationDef } from '../../data';
import { db } from '../../persistence/db';
import type { Odds } from '../../strategy';
import { advisorWorker } from '../play/advisor/worker';
import { ScreenHeader } from '../common/ScreenHeader';
import { roundStarts } from './course';
import type { Route } from '../common/router';
import { CourseChart } from './charts';

/** Playouts behind each round's estimate: a few seconds in all for a whole game. */
const PLAYOUTS = 600;

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
  const title = useSignal('');
  const status = useSignal('Replaying the game…');
  const done = useSignal(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      const row = await db.games.get(id);
      const first = await db.snapshots.get([id, 0]);
      if (!row || !first) {
        status.value = 'This game is no longer on this phone.';
        return;
      }
      title.value = `${row.status === 'won' ? 'Victory' : row.status === 'lost' ? 'Defeat' : 'In progress'} · ${row.summary.players.join(', ')}`;
      const steps = await db.steps.where('[gameId+index]').between([id, 0], [id, row.steps], true, false).toArray();
      const course = roundStarts(first.state, steps);
      if (!course.ok) {
        status.value = `${course.error} (In Saved games, Check recovers what replays.)`;
        return;
      }
      points.value = course.rounds.map((r) => ({ round: r.round, place: locationDef(r.state.location).name, odds: null }));
      const worker = advisorWorker();
      for (const [i, r] of course.rounds.entries()) {
        if (!live) return;
        status.value = `Weighing round ${r.round} of ${course.rounds.length}…`;
        const odds = await worker.course(r.state, 1000 + r.round, PLAYOUTS);
        points.value = points.value.map((p, k) => (k === i ? { ...p, odds } : p));
      }
      status.value = `Each round: ${PLAYOUTS} trials from what the players knew then, the in-app bot playing on.`;
      done.value = true;
    })().catch((e: unknown) => (status.value = `It could not be worked out: ${e instanceof Error ? e.message : String(e)}`));
    return () => {
      live = false;
    };
  }, [id]);
  const known = points.value.filter((p) => p.odds).map((p) => ({ round: p.round, rate: p.odds?.rate ?? 0, low: p.odds?.low ?? 0, high: p.odds?.high ?? 0 }));
  return (
    <main class="screen stats" aria-labelledby="course-title" data-done={done.value ? 'yes' : 'no'}>
      <ScreenHeader title="How it went" titleId="course-title" onBack={() => go({ name: 'stats', id: null })} backLabel="Statistics" />
      {title.value && <p class="stats__lead">{title.value}</p>}
      {known.length > 0 && <CourseChart points={known} />}
      <p class="stats__note" role="status" aria-live="polite">
        {status.value}
      </p>
      {points.value.length > 0 && (
        <table class="stats__table">
          <caption class="visually-hidden">Chance of success at the start of each round</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Location</th>
              <th scope="col" class="num">
                Chance
              </th>
            </tr>
          </thead>
          <tbody>
            {points.value.map((p) => (
              <tr key={p.round}>
                <td>{p.round}</td>
                <td>{p.place}</td>
                <td class="num">{p.odds ? `${(p.odds.rate * 100).toFixed(1)}%` : '…'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
