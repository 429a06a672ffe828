/**
 * The correction form as plain data: what each kind of correction needs, how the form becomes
 * the engine's Correction, and the values the table holds now, so the form opens from what is
 * there and Apply never wipes what was not meant to change.
 */
import { BROOD_LORDS, EVENTS, genestealerType, TERRAIN, type GenestealerType } from '../../data';
import type { Correction, GameState, Side } from '../../engine';

export type Kind = Correction['t'];

export interface Fields {
  marine: string;
  other: string;
  side: Side;
  row: string;
  count: string;
  type: GenestealerType;
  event: string;
  discarded: boolean;
  terrain: string;
  lord: string;
  out: boolean;
}

export function build(t: Kind, f: Fields): Correction {
  const at = { row: Number(f.row), side: f.side };
  const count = Number(f.count);
  switch (t) {
    case 'facing': return { t, marine: f.marine, facing: f.side };
    case 'tokens': return { t, marine: f.marine, count };
    case 'swap': return { t, a: f.marine, b: f.other };
    case 'slain': return { t, marine: f.marine };
    case 'genestealers': return { t, at, type: f.type, count };
    case 'brood-lord': return { t, id: f.lord, at: f.out ? null : at };
    case 'blips': return { t, side: f.side, count };
    case 'terrain': return { t, terrain: f.terrain, at: f.out ? null : at };
    case 'terrain-tokens': return { t, terrain: f.terrain, count };
    case 'event-discarded': return { t, event: f.event, discarded: f.discarded };
  }
}

export function startingFields(s: GameState): Fields {
  return {
    marine: s.formation[0]?.marine ?? '', other: s.formation[1]?.marine ?? '', side: 'LEFT', row: '0', count: '0', type: 'CLAW',
    event: EVENTS[0].id, discarded: true, terrain: TERRAIN[0].id, lord: BROOD_LORDS[0].id, out: false,
  };
}

/** Where a card lies in the formation, if it does. */
function placeOf(s: GameState, has: (side: GameState['formation'][number]['LEFT']) => boolean): { row: number; side: Side } | null {
  for (const [row, p] of s.formation.entries()) for (const side of ['LEFT', 'RIGHT'] as const) if (has(p[side])) return { row, side };
  return null;
}

/**
 * The form after `f`, with the values the table holds now for what it addresses: a marine's
 * tokens and facing, a pile's size, how many of a type stand at a place, where a Terrain card
 * or Brood Lord lies and its tokens, whether an Event card is discarded.
 */
export function withCurrent(t: Kind, f: Fields, s: GameState): Fields {
  const out = { ...f };
  const pos = s.formation.find((p) => p.marine === f.marine);
  switch (t) {
    case 'tokens':
      out.count = String(pos?.tokens ?? 0);
      break;
    case 'facing':
      out.side = pos?.facing ?? f.side;
      break;
    case 'blips':
      out.count = String(s.blips[f.side].length);
      break;
    case 'genestealers': {
      const side = s.formation[Number(f.row)]?.[f.side];
      const cards = side ? side.swarms.flatMap((w) => w.cards) : [];
      out.count = String(cards.filter((c) => genestealerType(c) === f.type && c.startsWith('gs.')).length);
      break;
    }
    case 'terrain':
    case 'terrain-tokens': {
      const at = placeOf(s, (x) => x.terrain.some((tt) => tt.id === f.terrain));
      const card = s.formation.flatMap((p) => [...p.LEFT.terrain, ...p.RIGHT.terrain]).find((x) => x.id === f.terrain);
      if (t === 'terrain') {
        out.out = at === null;
        if (at) Object.assign(out, { row: String(at.row), side: at.side });
      } else out.count = String(card?.tokens ?? 0);
      break;
    }
    case 'brood-lord': {
      const at = placeOf(s, (x) => x.swarms.some((w) => w.cards.includes(f.lord)));
      out.out = at === null;
      if (at) Object.assign(out, { row: String(at.row), side: at.side });
      break;
    }
    case 'event-discarded':
      out.discarded = s.eventDiscard.includes(f.event);
      break;
    default:
      break;
  }
  return out;
}
