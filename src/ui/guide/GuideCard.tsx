import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { markSeen, stepFor, turnOff } from './guide';
import { notePlayed } from './played';

/**
 * The guided game's explanation of the phase now under way, shown the first time it comes
 * up, with the element it speaks of lit. "Got it" goes on; "Turn the guide off" ends it.
 */
export function GuideCard({ gameId, phase }: { gameId: string; phase: string }) {
  const bump = useSignal(0);
  useEffect(notePlayed, []);
  void bump.value;
  const step = stepFor(gameId, phase);
  useEffect(() => {
    if (!step) return;
    const el = document.querySelector(step.lit);
    el?.classList.add('guide-lit');
    return () => el?.classList.remove('guide-lit');
  }, [step?.lit, phase]);
  if (!step) return null;
  return (
    <section class="guide" aria-labelledby="guide-title" data-guide={phase}>
      <p class="guide__kicker">First game · guide</p>
      <h2 id="guide-title" class="guide__title">{step.title}</h2>
      <p class="guide__text">{step.text}</p>
      <div class="guide__actions">
        <button type="button" class="btn btn--primary" onClick={() => { markSeen(phase); bump.value++; }}>
          Got it
        </button>
        <button type="button" class="btn btn--ghost" onClick={() => { turnOff(); bump.value++; }}>
          Turn the guide off
        </button>
      </div>
    </section>
  );
}
