/**
 * The app's emblem (the same drawing as public/icons/icon.svg, without its tile), inline
 * so the home screen needs no extra request. Decorative: the heading carries the name.
 */
export function Emblem(props: { class?: string }) {
  return (
    <svg class={props.class} viewBox="52 46 408 408" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="emblem-wing" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="#6e1212" />
          <stop offset="1" stop-color="#c0281f" />
        </linearGradient>
        <linearGradient id="emblem-blade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="#f1e6cc" />
          <stop offset="1" stop-color="#b9aa88" />
        </linearGradient>
        <g id="emblem-wing-left">
          <path d="M226 196 C178 170 120 158 62 108 C84 184 150 220 226 232 Z" />
          <path d="M226 244 C182 232 132 228 88 204 C116 260 170 274 226 280 Z" />
          <path d="M226 292 C194 288 160 288 124 280 C150 320 190 326 226 326 Z" />
        </g>
      </defs>
      <circle cx="256" cy="250" r="196" fill="none" stroke="#5a1616" stroke-width="6" />
      <g fill="url(#emblem-wing)">
        <use href="#emblem-wing-left" />
        <use href="#emblem-wing-left" transform="matrix(-1 0 0 1 512 0)" />
      </g>
      <g fill="url(#emblem-blade)" stroke="#0b0909" stroke-width="4" stroke-linejoin="round">
        <circle cx="256" cy="92" r="16" />
        <rect x="246" y="104" width="20" height="50" rx="4" />
        <path d="M184 154 H328 L316 178 H196 Z" />
        <path d="M240 178 H272 V384 L256 440 L240 384 Z" />
      </g>
      <path d="M256 186 V396" stroke="#8f7f60" stroke-width="3" />
    </svg>
  );
}
