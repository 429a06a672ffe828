import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { markSeen, stepFor, turnOff } from './guide';
import { notePlayed } from './played';

const MARGIN = 8;

/**
 * Puts the card in the larger free band above or below what it speaks of, never over it: it
 * sits there while the player reads. Too tall for the band, it scrolls inside.
 */
function placeBeside(card: HTMLElement, lit: Element): void {
  const r = lit.getBoundingClientRect();
  const h = window.innerHeight;
  const above = r.top - 2 * MARGIN;
  const below = h - r.bottom - 2 * MARGIN;
  const st = card.style;
  if (below >= above) {
    st.top = `${Math.round(r.bottom + MARGIN)}px`;
    st.bottom = 'auto';
    st.maxHeight = `${Math.max(0, Math.floor(below))}px`;
  } else {
    // 'auto', not '': the stylesheet's own top would stretch the card down to the sheet.
    st.top = 'auto';
    st.bottom = `${Math.round(h - r.top + MARGIN)}px`;
    st.maxHeight = `${Math.max(0, Math.floor(above))}px`;
  }
}

/**
 * The guided game's explanation of the phase now under way, shown the first time it comes
 * up, with the element it speaks of lit. "Got it" goes on; "Turn the guide off" ends it.
 */
export function GuideCard({ gameId, phase }: { gameId: string; phase: string }) {
  const bump = useSignal(0);
  useEffect(notePlayed, []);
  void bump.value;
  const step = stepFor(gameId, phase);
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!step) return;
    const el = document.querySelector(step.lit);
    el?.classList.add('guide-lit');
    const place = (): void => {
      if (el && card.current) placeBeside(card.current, el);
    };
    place();
    // The sheet grows or the phone turns: the free band moves with it.
    const seen = new ResizeObserver(place);
    if (el) seen.observe(el);
    window.addEventListener('resize', place);
    return () => {
      el?.classList.remove('guide-lit');
      seen.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [step?.lit, phase]);
  if (!step) return null;
  return (
    <section class="guide" aria-labelledby="guide-title" data-guide={phase} ref={card}>
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
