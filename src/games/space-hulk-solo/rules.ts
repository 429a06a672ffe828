/**
 * Space Hulk, "DiceRoller" solo rules v0.2: the alien phase as pure functions. The map stays on
 * the table, so every question about squares and lines of sight is an input; dice are inputs too.
 * Section names in comments are those of space-hulk-solo-diceroller-rules.txt.
 */

export type Die = 1 | 2 | 3 | 4 | 5 | 6;

export function isDie(n: number): n is Die {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

/** What the player tells once about each marine ("Targets Priority List"). */
export interface Marine {
  id: string;
  name: string;
  /** Named in the mission's victory conditions. */
  victory: boolean;
  /** No fire power: not on overwatch, or carries no gun. */
  noFirePower: boolean;
  /** Not facing the way the aliens come. */
  facingAway: boolean;
  bolter: boolean;
}

/** "Reinforcement Blips": the d6 placement table. */
export type Placement = 'ambush' | 'top-priority' | 'isolated' | 'player-choice';

export function placementOf(d6: Die): Placement {
  if (d6 === 1) return 'ambush';
  if (d6 <= 4) return 'top-priority';
  if (d6 === 5) return 'isolated';
  return 'player-choice';
}

/** "Targets Priority List": rank 1 (victory conditions) … 5 (anyone, at random). */
export function rankOf(m: Marine): 1 | 2 | 3 | 4 | 5 {
  if (m.victory) return 1;
  if (m.noFirePower) return 2;
  if (m.facingAway) return 3;
  if (m.bolter) return 4;
  return 5;
}

/**
 * Marines in priority order. Equal ranks are settled by chance ("in doubt, roll a die"):
 * `tieBreak` gives one number per marine (a die, or any random draw); lower goes first, and
 * the list order settles what the draw left equal.
 */
export function priorityOrder(marines: readonly Marine[], tieBreak: readonly number[] = []): Marine[] {
  return marines
    .map((m, i) => ({ m, i, r: rankOf(m), t: tieBreak[i] ?? 0 }))
    .sort((a, b) => a.r - b.r || a.t - b.t || a.i - b.i)
    .map((x) => x.m);
}

/**
 * Saturation ("Reinforcement Blips" and the FAQ on two blips per entry point): a blip may join
 * an entry point that already holds one only while another entry point is empty; once every
 * entry point holds a blip, further blips are lost (and are not victims).
 * `lurking[i]` counts the blips at entry point i. Returns the new counts, or null when lost.
 */
export function placeOnEntry(lurking: readonly number[], entry: number): number[] | null {
  if (entry < 0 || entry >= lurking.length) throw new RangeError(`No entry point ${entry + 1}`);
  if (saturated(lurking)) return null;
  return lurking.map((n, i) => (i === entry ? n + 1 : n));
}

export function saturated(lurking: readonly number[]): boolean {
  return lurking.length === 0 || lurking.every((n) => n > 0);
}

/**
 * "Ambush Blips": exactly 6 squares from the target, out of every line of sight; the target is
 * the first marine in priority order for whom such a square exists (`fits` is the player's
 * answer per marine). Null: the blip is lost, not a victim.
 */
export function ambushTarget(order: readonly Marine[], fits: (m: Marine) => boolean): Marine | null {
  for (const m of order) if (fits(m)) return m;
  return null;
}

/**
 * "Target for aliens movement": a marine it can reach in close combat; else the highest in
 * priority within 12 squares; else the closest. `order` is the priority order.
 */
export function movementTarget(
  order: readonly Marine[],
  facts: { reachable: readonly string[]; within12: readonly string[]; closest: string },
): { target: string; row: 1 | 2 | 3 } {
  const reach = order.find((m) => facts.reachable.includes(m.id));
  if (reach) return { target: reach.id, row: 1 };
  const near = order.find((m) => facts.within12.includes(m.id));
  if (near) return { target: near.id, row: 2 };
  return { target: facts.closest, row: 3 };
}

/** An alien the phase activates ("Aliens Activation Order"). */
export type Activation =
  | { kind: 'genestealer'; id: string }
  | { kind: 'blip'; id: string }
  | { kind: 'lurking'; entry: number };

/**
 * "Aliens Activation Order": Genestealers closest first, then blips on the board closest first,
 * then the lurking blips. Distances are the player's (squares to the nearest marine); ties keep
 * the given order. Genestealers a blip reveals act at once: see `afterReveal`.
 */
export function activationOrder(board: {
  genestealers: readonly { id: string; distance: number }[];
  blips: readonly { id: string; distance: number }[];
  lurking: readonly number[];
}): Activation[] {
  const near = <T extends { distance: number }>(xs: readonly T[]) => [...xs].sort((a, b) => a.distance - b.distance);
  return [
    ...near(board.genestealers).map((g): Activation => ({ kind: 'genestealer', id: g.id })),
    ...near(board.blips).map((b): Activation => ({ kind: 'blip', id: b.id })),
    ...board.lurking.flatMap((n, entry) => Array.from({ length: n }, (): Activation => ({ kind: 'lurking', entry }))),
  ];
}

/** A revealed blip's Genestealers go before the next alien in the queue. */
export function afterReveal(queue: readonly Activation[], revealed: readonly string[]): Activation[] {
  return [...revealed.map((id): Activation => ({ kind: 'genestealer', id })), ...queue];
}

/** "Genestealers Activation": while it has action points, attack if adjacent, else move. */
export function genestealerStep(actionPoints: number, adjacentToMarine: boolean): 'attack' | 'move' | 'done' {
  if (actionPoints <= 0) return 'done';
  return adjacentToMarine ? 'attack' : 'move';
}

/** "Blips Activation": reveal if it can end next to a marine this activation, else move. */
export function blipStep(canReachAdjacent: boolean): 'reveal' | 'move' {
  return canReachAdjacent ? 'reveal' : 'move';
}

/**
 * "The Brood Effect": one d6 for the whole tile (FAQ), rolled before any alien on it acts (FAQ),
 * plus every alien on that board section (lurking blips of its entry points included); 6 or more
 * succeeds.
 */
export function broodTest(d6: Die, aliensOnSection: number): { score: number; success: boolean } {
  const score = d6 + aliensOnSection;
  return { score, success: score >= 6 };
}

/** "Effect of a success on a Brood Test". */
export const broodEffect = {
  genestealer: 'act without being stopped by lines of sight',
  blip: 'reveal at once, and their Genestealers act',
  lurking: 'reveal at once on the first square of their entry point, and their Genestealers act',
} as const;

/**
 * Connected groups: aliens on another tile join the brood effect when at least one of them is
 * adjacent to an alien of an affected tile, and so on outwards. `touching` lists pairs of tiles
 * whose aliens are adjacent. Returns every affected tile, the start first.
 */
export function connectedTiles(start: string, touching: readonly (readonly [string, string])[]): string[] {
  const seen = [start];
  for (let i = 0; i < seen.length; i++) {
    for (const [a, b] of touching) {
      const other = a === seen[i] ? b : b === seen[i] ? a : null;
      if (other !== null && !seen.includes(other)) seen.push(other);
    }
  }
  return seen;
}
