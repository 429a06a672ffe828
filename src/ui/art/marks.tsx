/** The marine figure, facing arrow, support token, blip and skull: our own vector marks. */

/** A Terminator's helmet and shoulder guards, tinted by the team colour through `currentColor`. */
export function MarineFigure({ size = 26 }: { size?: number }) {
  return (
    <svg class="marine-figure" width={size} height={size} viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M1.5 24 C1.5 17 5.5 14.5 10.5 15.5 V28 C5.5 29 1.5 28 1.5 24 Z" />
      <path d="M30.5 24 C30.5 17 26.5 14.5 21.5 15.5 V28 C26.5 29 30.5 28 30.5 24 Z" />
      <path d="M16 3 C22 3 23.5 7.5 23.5 13 V21 C23.5 25 21 28 16 28 C11 28 8.5 25 8.5 21 V13 C8.5 7.5 10 3 16 3 Z" />
      <path d="M10.5 12.5 H21.5 V15.5 H10.5 Z" fill="var(--bg, #000)" />
      <path d="M11.5 13.2 h3.6 v1.6 h-3.6 Z M16.9 13.2 h3.6 v1.6 h-3.6 Z" fill="#ff4a3d" />
      <path d="M13 20 V25 M16 20.5 V26 M19 20 V25" stroke="var(--bg, #000)" stroke-width="1.3" />
    </svg>
  );
}

/** A bold chevron pointing the way the marine faces. */
export function FacingArrow({ side, size = 18 }: { side: 'LEFT' | 'RIGHT'; size?: number }) {
  return (
    <svg class="facing-arrow" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={side === 'LEFT' ? 'M16 3 L6 12 L16 21 L16 16 L11.5 12 L16 8 Z' : 'M8 3 L18 12 L8 21 L8 16 L12.5 12 L8 8 Z'} fill="currentColor" />
    </svg>
  );
}

export function TokenIcon({ size = 12 }: { size?: number }) {
  return (
    <svg class="token-icon" width={size} height={size} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <circle cx="6" cy="6" r="5.5" fill="#c9a24a" />
      <path d="M6 2.2 L7.1 4.8 L9.8 5 L7.7 6.8 L8.4 9.5 L6 8 L3.6 9.5 L4.3 6.8 L2.2 5 L4.9 4.8 Z" fill="#3a2a08" />
    </svg>
  );
}

/** A motion-tracker blip. */
export function BlipIcon({ size = 18 }: { size?: number }) {
  return (
    <svg class="blip-icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true" focusable="false">
      <path d="M3 20 A13 13 0 0 1 21 20" opacity="0.5" />
      <path d="M7 20 A8 8 0 0 1 17 20" opacity="0.8" />
      <circle cx="14" cy="11" r="2.4" fill="currentColor" stroke="none" />
      <path d="M12 20 L14 11" stroke-width="1.2" />
    </svg>
  );
}

export function SkullIcon({ size = 14 }: { size?: number }) {
  return (
    <svg class="skull-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2 C17.5 2 21 5.8 21 10.5 C21 13.5 19.6 15.4 17.5 16.4 V20 C17.5 21 16.8 22 15.5 22 H8.5 C7.2 22 6.5 21 6.5 20 V16.4 C4.4 15.4 3 13.5 3 10.5 C3 5.8 6.5 2 12 2 Z" fill="currentColor" />
      <circle cx="8.6" cy="11" r="2.4" fill="var(--die-face, #111)" />
      <circle cx="15.4" cy="11" r="2.4" fill="var(--die-face, #111)" />
      <path d="M12 14 L10.8 16.5 H13.2 Z" fill="var(--die-face, #111)" />
    </svg>
  );
}

/** A card-deck stack, for the Event deck count. */
export function DeckIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" aria-hidden="true" focusable="false">
      <rect x="6" y="3" width="13" height="17" rx="2" />
      <path d="M4 6 V19 a3 3 0 0 0 3 3 H16" />
    </svg>
  );
}
