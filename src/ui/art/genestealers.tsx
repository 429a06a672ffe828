/**
 * Our own drawings of the four Genestealer type icons and the Brood Lord, on a 24-unit
 * grid, filled with the current text colour. Decorative: the text beside them names them.
 */
import type { JSX } from 'preact';
import type { GenestealerType } from '../../data';

const PATHS: Record<GenestealerType, JSX.Element> = {
  // Three hooked talons.
  CLAW: (
    <>
      <path d="M3 21 Q4 10 12 2 Q8.5 11 8.5 21 Z" />
      <path d="M9.5 21 Q10.5 11 19 5 Q14.5 12 14.5 21 Z" />
      <path d="M15.5 21 Q17 14 23 10 Q20 15.5 20 21 Z" />
    </>
  ),
  // A long, ridged alien skull with slanted eyes.
  HEAD: (
    <>
      <path d="M12 2 C18.5 2 21.5 7 20.5 12 C19.5 16 16.5 18 15 22 H9 C7.5 18 4.5 16 3.5 12 C2.5 7 5.5 2 12 2 Z" />
      <path d="M6.5 11.5 L10.5 13 L10 14.5 L7 13.5 Z M17.5 11.5 L13.5 13 L14 14.5 L17 13.5 Z" fill="var(--bg, #000)" />
      <path d="M12 3.5 V9" stroke="var(--bg, #000)" stroke-width="1.2" />
    </>
  ),
  // A segmented tail ending in a barb.
  TAIL: (
    <>
      <path d="M3 21 C10 21 5.5 12.5 12 11.5 C18 10.5 14 5 19 4" fill="none" stroke="currentColor" stroke-width="3.2" stroke-linecap="round" />
      <path d="M17 5.5 L18 1 L23 2.5 L20.5 7 Z" />
      <path d="M6.5 17.5 l2 1.5 M10 12.5 l1 2.2 M15 9 l-1.5 -1.8" stroke="var(--bg, #000)" stroke-width="1.2" />
    </>
  ),
  // Open jaws with a forked tongue.
  TONGUE: (
    <>
      <path d="M2 8.5 Q12 1 22 8.5 L19 11 Q12 6 5 11 Z" />
      <path d="M2 15.5 Q12 23 22 15.5 L19 13 Q12 18 5 13 Z" />
      <path d="M6 12 H18.5 M18.5 12 l3 -2.2 M18.5 12 l3 2.2" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
    </>
  ),
};

export function GenestealerIcon({ type, size = 16 }: { type: GenestealerType; size?: number }) {
  return (
    <svg class={`gs-icon gs-icon--${type.toLowerCase()}`} width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {PATHS[type]}
    </svg>
  );
}

/** A crowned head: unmistakably not a common Genestealer. */
export function BroodLordIcon({ size = 18 }: { size?: number }) {
  return (
    <svg class="gs-icon gs-icon--brood-lord" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M4 8.5 L6 2 L9.5 6 L12 1 L14.5 6 L18 2 L20 8.5 Z" />
      <path d="M12 9 C17.5 9 20 12.5 19 16 C18 19 16 20 15 23 H9 C8 20 6 19 5 16 C4 12.5 6.5 9 12 9 Z" />
      <path d="M7.5 14.5 L10.5 15.5 L10 17 L8 16.2 Z M16.5 14.5 L13.5 15.5 L14 17 L16 16.2 Z" fill="var(--bg, #000)" />
    </svg>
  );
}
