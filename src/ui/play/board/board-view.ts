/**
 * The board as the screen draws it: plain data derived from a position. No rules here,
 * only reading the position (and the card catalogue) into what one glance needs.
 */
import { broodLordIcons, genestealerType, isBroodLord, isSetupLocation, locationDef, marineDef, terrainDef } from '../../../data';
import type { GenestealerType, TerrainColour } from '../../../data';
import type { GameState, Side, Team } from '../../../engine';
import { locationName } from '../../common/names';

export interface SwarmView {
  key: string; // 'swarm:<row>:<side>:<index>'
  size: number;
  /** Genestealer types in the swarm, with how many of each, in a fixed order. */
  types: { type: GenestealerType; count: number }[];
  broodLords: { id: string; icons: readonly GenestealerType[] }[];
  attacked: boolean;
  /**
   * Flagged "spent" on the board: it has attacked, and the Genestealer Attack Phase, where the
   * table looks for the swarms still to attack, is on. Later it only keeps the swarm apart (RB
   * p28): the tile stays dimmed and says so to a screen reader, and its flag would cover the marks
   * of what the Event moved.
   */
  spentFlag: boolean;
  /** Its attack is being rolled now (the defence roll asked): not spent until the roll stands. */
  attacking: boolean;
  shielded: boolean;
}

export interface TerrainView {
  key: string; // 'terrain:<row>:<side>:<id>'
  id: string;
  name: string;
  colour: TerrainColour;
  tokens: number;
  activatable: boolean;
}

export interface SideView {
  spot: string; // 'side:<row>:<side>'
  terrain: TerrainView[];
  swarms: SwarmView[];
  /** The marine faces this side (lit); the other is behind him (dimmed). */
  faced: boolean;
}

export interface RowView {
  row: number;
  marine: { id: string; key: string; name: string; team: Team; range: number; facing: Side; tokens: number };
  LEFT: SideView;
  RIGHT: SideView;
}

export interface BoardView {
  round: number;
  rows: RowView[];
  blips: Record<Side, number>;
  eventDeck: number;
  location: { id: string; name: string; tier: string | null; tokens: number };
  /** 1-based place of the current location on the way, and how many there are in all. */
  progress: { at: number; of: number };
  supply: number;
  artefactHolder: number | null;
}

const TYPE_ORDER: GenestealerType[] = ['CLAW', 'HEAD', 'TAIL', 'TONGUE'];

function swarmView(s: GameState, key: string, cards: string[], attacked: boolean): SwarmView {
  const counts = new Map<GenestealerType, number>();
  const broodLords: SwarmView['broodLords'] = [];
  for (const c of cards) {
    if (isBroodLord(c)) broodLords.push({ id: c, icons: broodLordIcons(c) });
    else {
      const t = genestealerType(c) as GenestealerType;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }
  return {
    key,
    size: cards.length,
    types: TYPE_ORDER.filter((t) => counts.has(t)).map((type) => ({ type, count: counts.get(type) ?? 0 })),
    broodLords,
    attacked,
    spentFlag: attacked && s.phase === 'genestealer-attack',
    attacking: false,
    shielded: cards.some((c) => s.effects.shielded.includes(c)),
  };
}

function sideView(s: GameState, row: number, side: Side): SideView {
  const pos = s.formation[row];
  if (!pos) throw new Error('no such row');
  const stack = pos[side];
  return {
    spot: `side:${row}:${side}`,
    faced: pos.facing === side,
    terrain: stack.terrain.map((t) => {
      const def = terrainDef(t.id);
      return { key: `terrain:${row}:${side}:${t.id}`, id: t.id, name: def.name, colour: def.colour, tokens: t.tokens, activatable: def.activatable };
    }),
    swarms: stack.swarms.map((sw, i) => {
      const top = s.stack[s.stack.length - 1];
      const now = top?.t === 'defence' && top.ref.row === row && top.ref.side === side && top.ref.index === i;
      return { ...swarmView(s, `swarm:${row}:${side}:${i}`, sw.cards, sw.attacked && !now), attacking: now };
    }),
  };
}

export function boardView(s: GameState): BoardView {
  const loc = locationDef(s.location);
  const setup = locationDef(s.setupCard);
  const total = isSetupLocation(setup) ? setup.deck.length + 1 : 1;
  return {
    round: s.round,
    rows: s.formation.map((pos, row) => {
      const def = marineDef(pos.marine);
      return {
        row,
        marine: { id: pos.marine, key: `marine:${pos.marine}`, name: def.shortName, team: def.team, range: def.range, facing: pos.facing, tokens: pos.tokens },
        LEFT: sideView(s, row, 'LEFT'),
        RIGHT: sideView(s, row, 'RIGHT'),
      };
    }),
    blips: { LEFT: s.blips.LEFT.length, RIGHT: s.blips.RIGHT.length },
    eventDeck: s.eventDeck.length,
    location: {
      id: loc.id,
      name: locationName(loc.id),
      tier: isSetupLocation(loc) ? null : loc.tier,
      tokens: s.locationTokens,
    },
    progress: { at: s.pastLocations.length + 1, of: total },
    supply: s.supply,
    artefactHolder: s.artefactHolder,
  };
}
