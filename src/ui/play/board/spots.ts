/**
 * Board spots: what a tap on the board names ('marine:<id>', 'swarm:<row>:<side>:<i>', …), as
 * keys for data-spot attributes and maps. One printer and one reader, so no component splits
 * a key by hand. (Answers to the engine's questions are options, read with the engine's codec.)
 */
import type { Side, SwarmRef } from '../../../engine';

export type Spot =
  | { kind: 'marine'; id: string }
  | { kind: 'swarm'; ref: SwarmRef }
  | { kind: 'terrain'; row: number; side: Side; id: string }
  | { kind: 'side'; row: number; side: Side }
  | { kind: 'pile'; side: Side }
  | { kind: 'card'; id: string }
  | { kind: 'location' }
  | { kind: 'events' };

export function printSpot(spot: Spot): string {
  switch (spot.kind) {
    case 'marine':
    case 'card':
      return `${spot.kind}:${spot.id}`;
    case 'swarm':
      return `swarm:${spot.ref.row}:${spot.ref.side}:${spot.ref.index}`;
    case 'terrain':
      return `terrain:${spot.row}:${spot.side}:${spot.id}`;
    case 'side':
      return `side:${spot.row}:${spot.side}`;
    case 'pile':
      return `pile:${spot.side}`;
    case 'location':
    case 'events':
      return spot.kind;
  }
}

const side = (x: string | undefined): Side | null => (x === 'LEFT' || x === 'RIGHT' ? x : null);
const whole = (x: string | undefined): number | null => (x !== undefined && /^\d+$/.test(x) ? Number(x) : null);

/** Reads a spot key; null when it is not one. */
export function parseSpot(key: string): Spot | null {
  const i = key.indexOf(':');
  const kind = i < 0 ? key : key.slice(0, i);
  const rest = i < 0 ? [] : key.slice(i + 1).split(':');
  const [a, b, c] = rest;
  switch (kind) {
    case 'location':
    case 'events':
      return rest.length === 0 ? { kind } : null;
    case 'marine':
    case 'card':
      return rest.length === 1 && a ? { kind, id: a } : null;
    case 'pile': {
      const sd = side(a);
      return rest.length === 1 && sd ? { kind, side: sd } : null;
    }
    case 'side': {
      const row = whole(a);
      const sd = side(b);
      return rest.length === 2 && row !== null && sd ? { kind, row, side: sd } : null;
    }
    case 'swarm': {
      const row = whole(a);
      const sd = side(b);
      const index = whole(c);
      return rest.length === 3 && row !== null && sd && index !== null ? { kind, ref: { row, side: sd, index } } : null;
    }
    case 'terrain': {
      const row = whole(a);
      const sd = side(b);
      return rest.length === 3 && row !== null && sd && c ? { kind, row, side: sd, id: c } : null;
    }
  }
  return null;
}
