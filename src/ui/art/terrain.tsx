/** Our own line drawings of the eight Terrain cards, one per id, on a 24-unit grid. */
import type { JSX } from 'preact';
const S = { fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' } as const;

const ART: Record<string, JSX.Element> = {
  // A bulkhead door with hazard stripes and its seam.
  'terrain.door': (
    <g {...S}>
      <rect x="3" y="2.5" width="18" height="19" rx="2" />
      <path d="M12 2.5 V21.5" />
      <path d="M4 8 L8 4 M4 13 L11 6 M13 18 L20 11 M16 20.5 L20 16.5" stroke-width="1.4" />
    </g>
  ),
  // A round grille.
  'terrain.ventilation-duct': (
    <g {...S}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M5 9 H19 M3.5 12 H20.5 M5 15 H19" />
    </g>
  ),
  // A corner swallowed by shadow.
  'terrain.dark-corner': (
    <g {...S}>
      <path d="M3 3 L21 21 H3 Z" fill="currentColor" fill-opacity="0.35" stroke="none" />
      <path d="M3 2 V21 H22" stroke-width="2.4" />
    </g>
  ),
  // A console: screen above, keys below.
  'terrain.control-panel': (
    <g {...S}>
      <rect x="3" y="3" width="18" height="10" rx="1.5" />
      <path d="M6 9 L9 6.5 L12 8.5 L17 5" stroke-width="1.4" />
      <path d="M2 17 H22 L20 21 H4 Z" />
      <path d="M7 19 h1.5 M11.2 19 h1.5 M15.5 19 h1.5" stroke-width="2" />
    </g>
  ),
  // A corridor running into the distance.
  'terrain.corridor': (
    <g {...S}>
      <rect x="9" y="9" width="6" height="6" />
      <path d="M2 2 L9 9 M22 2 L15 9 M2 22 L9 15 M22 22 L15 15" />
    </g>
  ),
  // A chimney breathing spores.
  'terrain.spore-chimney': (
    <g {...S}>
      <path d="M7 22 L9 11 H15 L17 22 Z" />
      <circle cx="10" cy="6.5" r="1.6" fill="currentColor" />
      <circle cx="14.5" cy="4" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="8.2" r="1" fill="currentColor" />
      <circle cx="7.5" cy="2.8" r="1" fill="currentColor" />
    </g>
  ),
  // A fuel tank with a flame on it.
  'terrain.promethium-tank': (
    <g {...S}>
      <rect x="5" y="3" width="14" height="18" rx="4" />
      <path d="M12 8 C14.5 11 15 13 13.5 15.5 C13 16.5 11 16.5 10.5 15.5 C9.5 13.5 11 12.5 11 11 C12 11.5 12.3 12.2 12.3 13 C13.2 11.5 13 9.5 12 8 Z" fill="currentColor" />
    </g>
  ),
  // A winged relic.
  'terrain.artefact': (
    <g {...S}>
      <path d="M12 3 L15 9 L12 21 L9 9 Z" fill="currentColor" fill-opacity="0.4" />
      <path d="M9 9 C6 8 3.5 6 2 3.5 C3 8 5 10.5 9.5 11.5 M15 9 C18 8 20.5 6 22 3.5 C21 8 19 10.5 14.5 11.5" />
    </g>
  ),
};

export function TerrainIcon({ id, size = 20 }: { id: string; size?: number }) {
  return (
    <svg class="terrain-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ART[id] ?? <circle cx="12" cy="12" r="8" {...S} />}
    </svg>
  );
}
