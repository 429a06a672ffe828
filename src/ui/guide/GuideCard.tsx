import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { DecisionPrompt, GameEvent, GameState } from '../../engine';
import { routeHash } from '../common/router';
import { guide, guideOn, markSeen, turnOff } from './guide';
import { notePlayed } from './played';
import { topicsNow } from './topics';
import { placeCard } from './place';
import { t } from '../common/words';

function openEntry(entry: string): void {
  window.location.hash = routeHash({ name: 'rules', entry, back: window.location.hash || null });
}

interface Props {
  gameId: string;
  /** What the last answer set off (or the deal's own events at the start: `setup`). */
  events: readonly GameEvent[];
  prompt: DecisionPrompt | null;
  s: GameState;
  setup: boolean;
}

/**
 * The guide's bubble: the first topic of this moment not yet explained (topics.ts), beside
 * what it speaks of, never over it nor over the question and its first answer. "Got it" goes
 * to the next topic; "Turn the guide off" ends it (Settings or the game menu turn it on again).
 */
export function GuideCard({ gameId, events, prompt, s, setup }: Props) {
  useEffect(notePlayed, []);
  const g = guide.value;
  const topic = guideOn(gameId, g) ? (topicsNow(events, prompt, s, setup).find((t) => !g.seen.includes(t.id)) ?? null) : null;
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!topic) return;
    const el = topic.lit.map((sel) => document.querySelector(sel)).find((e) => e !== null) ?? null;
    if (!el) return;
    el.classList.add('guide-lit');
    // Only what is wholly out of sight is brought in (a tile in the scrolled board): scrolling
    // the sheet to a long list would hide the question above it.
    const r = el.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= window.innerHeight) el.scrollIntoView({ block: 'nearest' });
    const again = (): void => {
      if (card.current) placeCard(card.current, el);
    };
    again();
    // The sheet grows, scrolls, or the phone turns: the free bands move with it.
    const seen = new ResizeObserver(again);
    seen.observe(el);
    const sheet = document.querySelector('.sheet');
    if (sheet) seen.observe(sheet);
    window.addEventListener('resize', again);
    document.addEventListener('scroll', again, true);
    return () => {
      el.classList.remove('guide-lit');
      seen.disconnect();
      window.removeEventListener('resize', again);
      document.removeEventListener('scroll', again, true);
    };
  }, [topic?.id, topic?.lit.join(','), events, prompt]);
  if (!topic) return null;
  return (
    <section class="guide" aria-labelledby="guide-title" data-guide={topic.id} ref={card}>
      <h2 id="guide-title" class="guide__title">
        <span class="guide__kicker">{t('guide.kicker')} · </span>
        {topic.title}
      </h2>
      <p class="guide__text">{topic.text}</p>
      <div class="guide__actions">
        <button type="button" class="btn btn--primary btn--small" onClick={() => markSeen(topic.id)}>
          {t('guide.gotIt')}
        </button>
        <button type="button" class="link guide__why" data-why={topic.why} onClick={() => openEntry(topic.why)}>
          {t('guide.why')}
        </button>
        <button type="button" class="link guide__off" onClick={turnOff}>
          {t('guide.turnOff')}
        </button>
      </div>
    </section>
  );
}
