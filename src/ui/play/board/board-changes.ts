/**
 * What the last answer changed on the board, for marks that stay until the next answer
 * (issue 11): a player who looks up from the recap finds the new swarms, the swarms that
 * moved and the place where a marine fell without reading a word.
 *
 * Swarms have no identity of their own in a position (they are addressed by where they
 * stand), so a swarm is followed by its cards. A place is a position and a side: the row, while
 * every marine still stands (marines who swap places leave their swarms where they were, RB
 * p17: the swarms did not move); "beside this marine" once one has fallen, for a row number
 * shifts when a marine above it dies, which is not a move.
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

/** A place on the board: "<row>:<side>", or "<marine>:<side>" when rows have shifted. */
const placeOf = (s: GameState, row: number, side: Side, byRow: boolean): string => `${byRow ? row : s.formation[row]?.marine}:${side}`;

/** Where each Genestealer card stood. */
function placesOf(s: GameState, byRow: boolean): Map<string, string> {
  const at = new Map<string, string>();
  s.formation.forEach((pos, row) => {
    for (const side of SIDES) {
      for (const sw of pos[side].swarms) for (const card of sw.cards) at.set(card, placeOf(s, row, side, byRow));
    }
  });
  return at;
}

export function boardChanges(before: GameState, after: GameState): BoardChanges {
  // Rows are places while no marine has fallen (or come back): they do not shift.
  const byRow = before.formation.length === after.formation.length;
  const was = placesOf(before, byRow);
  const swarms = new Map<string, SwarmMark>();
  after.formation.forEach((pos, row) => {
    for (const side of SIDES) {
      const here = placeOf(after, row, side, byRow);
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
