import { useEffect, useState } from 'preact/hooks';
import type { GameEvent, GameState } from '../../engine';
import { debriefOf } from './debrief';
import { t } from '../common/words';

/**
 * The guided game's debrief on its end screen: each round in two lines and two things to try
 * next time. `events` loads the whole game's events in order (the store keeps them per step).
 */
export function Debrief({ s, events }: { s: GameState; events: () => Promise<GameEvent[]> }) {
  const [all, setAll] = useState<GameEvent[] | null>(null);
  useEffect(() => {
    let live = true;
    void events().then((evs) => {
      if (live) setAll(evs);
    });
    return () => void (live = false);
  }, [s]);
  if (!all) return null;
  // Worded here, while rendering, so a change of language redraws it.
  const told = debriefOf(all, s);
  return (
    <section class="debrief" aria-labelledby="debrief-title" data-debrief={told.rounds.length}>
      <h2 id="debrief-title" class="end__sub">
        {t('guide.debriefTitle')}
      </h2>
      <ol class="debrief__rounds">
        {told.rounds.map((r) => (
          <li key={r.round} data-round={r.round}>
            <strong>{t('guide.debriefRound', { round: r.round })}</strong> {r.squad}
            <br />
            <span class="debrief__swarm">{r.swarm}</span>
          </li>
        ))}
      </ol>
      <h2 class="end__sub">{t('guide.debriefTips')}</h2>
      <ul class="debrief__tips">
        {told.tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
