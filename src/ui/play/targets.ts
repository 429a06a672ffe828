/**
 * Where each option of a decision sits on the board, so the board can light it up and a
 * tap on the board can answer. Keys name board spots: 'marine:<id>', 'swarm:<row>:<side>:<i>',
 * 'terrain:<row>:<side>:<id>', 'side:<row>:<side>', 'pile:<side>'. Options are read with the
 * engine's codec; the spot keys are the board's own.
 */
import { parseOption, type DecisionPrompt, type GameState, type Side, type SwarmRef } from '../../engine';
import { printSpot } from './board/spots';
import { marineDef } from '../../data';

const swarmSpot = (ref: SwarmRef): string => printSpot({ kind: 'swarm', ref });
const marineSpot = (id: string): string => printSpot({ kind: 'marine', id });

function terrainSpot(s: GameState, marine: string, terrain: string): string | null {
  const row = s.formation.findIndex((p) => p.marine === marine);
  const pos = s.formation[row];
  if (!pos) return null;
  const sides: Side[] = [pos.facing, pos.facing === 'LEFT' ? 'RIGHT' : 'LEFT'];
  const side = sides.find((sd) => pos[sd].terrain.some((t) => t.id === terrain));
  return side ? printSpot({ kind: 'terrain', row, side, id: terrain }) : null;
}

/** Every place a Terrain card lies (an option naming the card lights them all). */
function terrainSpots(s: GameState, terrain: string): string[] {
  const out: string[] = [];
  s.formation.forEach((pos, r) => {
    for (const side of ['LEFT', 'RIGHT'] as const) {
      if (pos[side].terrain.some((t) => t.id === terrain)) out.push(printSpot({ kind: 'terrain', row: r, side, id: terrain }));
    }
  });
  return out;
}

/** The swarm a slay frame works on, for slay choices named by type. */
function slaySwarm(s: GameState): string | null {
  const f = s.stack[s.stack.length - 1];
  return f && f.t === 'slay' ? swarmSpot(f) : null;
}

/** Board spots of one option (an option may light up two marines, e.g. a swap). */
export function spotsOf(option: string, p: DecisionPrompt, s: GameState): string[] {
  const v = parseOption(option);
  switch (v?.kind) {
    case 'swap':
      return [marineSpot(v.a), marineSpot(v.b)];
    case 'flip':
    case 'pay':
    case 'ability':
      return [marineSpot(v.marine)];
    case 'activate': {
      const spot = terrainSpot(s, v.marine, v.terrain);
      return spot ? [spot] : [marineSpot(v.marine)];
    }
    case 'swarm':
      return [swarmSpot(v.ref)];
    case 'to':
    case 'at':
      return [printSpot({ kind: 'side', row: v.row, side: v.side })];
    case 'marine':
      return [marineSpot(v.id)];
    case 'pile':
      return p.ask === 'brood-lord-left' ? [] : [printSpot({ kind: 'pile', side: v.side })];
    case 'card':
      if (v.id.startsWith('terrain.')) return terrainSpots(s, v.id);
      break;
  }
  if (p.ask === 'slay') {
    const spot = slaySwarm(s);
    return spot ? [spot] : [];
  }
  return [];
}

/** Spot → the options that light it up, in the prompt's order. */
export function targetMap(p: DecisionPrompt, s: GameState): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const option of p.options) {
    for (const spot of spotsOf(option, p, s)) {
      const list = map.get(spot);
      if (list) list.push(option);
      else map.set(spot, [option]);
    }
  }
  return map;
}

/** The spot the question is about (the attacking marine, the defending one, …), to keep in view. */
export function focusSpot(p: DecisionPrompt, s: GameState): string | null {
  if (p.subject?.startsWith('marine.')) return marineSpot(p.subject);
  // An Action card is chosen for where the team's marines stand: the first of them comes into
  // sight (with 12 marines the board shows 7 rows, and the chooser's may all be below).
  if (p.ask === 'choose-action') {
    const pos = s.formation.find((x) => marineDef(x.marine).team === p.subject);
    return pos ? marineSpot(pos.marine) : null;
  }
  const first = p.options[0];
  return first ? (spotsOf(first, p, s)[0] ?? null) : null;
}
