/**
 * What the last answer changed on the board, for marks that stay until the next answer
 * (issue 11): a player who looks up from the recap finds the new swarms, the swarms that
 * moved and the place where a marine fell without reading a word.
 *
 * Swarms have no identity of their own in a position (they are addressed by where they
 * stand), so a swarm is followed by its cards. A place is "beside this marine, on this
 * side": a row number shifts when a marine above it dies, which is not a move.
 */
import type { GameState, Side } from '../../../engine';
import { marineDef } from '../../../data';

export type SwarmMark = 'new' | 'grown' | 'moved';

export interface FallenMark {
  id: string;
  name: string;
  /** How many marines now standing were above him: his empty place is drawn before that row. */
  at: number;
}

export interface BoardChanges {
  /** By swarm key ('swarm:<row>:<side>:<index>' in the position after). */
  swarms: Map<string, SwarmMark>;
  fallen: FallenMark[];
}

export const NO_CHANGES: BoardChanges = { swarms: new Map(), fallen: [] };

const SIDES: Side[] = ['LEFT', 'RIGHT'];

/** Where each Genestealer card stood, as "<marine>:<side>". */
function placesOf(s: GameState): Map<string, string> {
  const at = new Map<string, string>();
  for (const pos of s.formation) {
    for (const side of SIDES) {
      for (const sw of pos[side].swarms) for (const card of sw.cards) at.set(card, `${pos.marine}:${side}`);
    }
  }
  return at;
}

export function boardChanges(before: GameState, after: GameState): BoardChanges {
  const was = placesOf(before);
  const swarms = new Map<string, SwarmMark>();
  after.formation.forEach((pos, row) => {
    for (const side of SIDES) {
      const here = `${pos.marine}:${side}`;
      pos[side].swarms.forEach((sw, i) => {
        const from = sw.cards.map((c) => was.get(c));
        let mark: SwarmMark | null = null;
        // Moved wins: a swarm that came from elsewhere is news even if it also grew.
        if (from.some((f) => f !== undefined && f !== here)) mark = 'moved';
        else if (from.every((f) => f === undefined)) mark = 'new';
        else if (from.some((f) => f === undefined)) mark = 'grown';
        if (mark) swarms.set(`swarm:${row}:${side}:${i}`, mark);
      });
    }
  });
  const standing = new Set(after.formation.map((p) => p.marine));
  const fallen: FallenMark[] = [];
  let alive = 0;
  for (const pos of before.formation) {
    if (standing.has(pos.marine)) alive++;
    else fallen.push({ id: pos.marine, name: marineDef(pos.marine).shortName, at: alive });
  }
  return { swarms, fallen };
}
