/**
 * Who the aliens go for ("Targets Priority List", "In doubt, roll a die"). What the player tells
 * once (victory conditions, guns) is kept; what changes every turn (overwatch) and per alien
 * (facing its way) is asked when it is needed and passed in here.
 */
import { rankOf, type Die, type Marine } from './rules';

/** What the player tells once about a marine. */
export interface HulkMarine {
  id: string;
  name: string;
  /** Named in the mission's victory conditions. */
  victory: boolean;
  /** Carries no gun: never has fire power. */
  noGun: boolean;
  bolter: boolean;
}

/**
 * The rules' view of a marine at one moment: without fire power when he has no gun or is not on
 * overwatch (the aliens act in their own phase: only overwatch fires then); facing away when the
 * player said so for this alien.
 */
export function situation(m: HulkMarine, overwatch: readonly string[], facingAway: readonly string[] = []): Marine {
  return { id: m.id, name: m.name, victory: m.victory, noFirePower: m.noGun || !overwatch.includes(m.id), facingAway: facingAway.includes(m.id), bolter: m.bolter };
}

/** Marine ids grouped by rank, best rank first; the list order within a group means nothing. */
export function rankGroups(marines: readonly HulkMarine[], overwatch: readonly string[], facingAway?: readonly string[]): string[][] {
  const groups = new Map<number, string[]>();
  for (const m of marines) {
    const r = rankOf(situation(m, overwatch, facingAway));
    groups.set(r, [...(groups.get(r) ?? []), m.id]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, ids]) => ids);
}

/**
 * For placing a blip no alien is moving yet, so no marine "faces away" from it: the priority
 * is settled by the victory conditions, fire power (overwatch this turn) and the bolter.
 */
export function placementOrder(marines: readonly HulkMarine[], overwatch: readonly string[]): string[][] {
  return rankGroups(marines, overwatch);
}

/** The rank of each marine for one alien's movement, for the screen's list. */
export function rankFor(m: HulkMarine, overwatch: readonly string[], facingAway: readonly string[]): 1 | 2 | 3 | 4 | 5 {
  return rankOf(situation(m, overwatch, facingAway));
}

/** What a die between marines decides: the entry point's marine, or the ambush target. */
export type Doubt = { for: 'entry'; why: 'top priority' | 'most isolated' } | { for: 'ambush'; tried: string[] };

/**
 * A die between n marines, as fair as one d6 allows: faces shared out evenly when n divides 6
 * (2: 1–3 / 4–6; 3: 1–2 / 3–4 / 5–6), else face k picks the k-th and higher faces roll again.
 * Entry i is the candidate index for face i+1, or null for "roll again".
 */
export function dieTable(n: number): (number | null)[] {
  if (n < 1 || n > 6) throw new RangeError(`A die decides between 1 and 6 marines, not ${n}`);
  const faces = [0, 1, 2, 3, 4, 5];
  if (6 % n === 0) return faces.map((f) => Math.floor(f / (6 / n)));
  return faces.map((f) => (f < n ? f : null));
}

/** The marine the die picks, or null when it must be rolled again (the caller keeps 2–6 candidates). */
export function doubtResult(candidates: readonly string[], die: Die): string | null {
  const i = dieTable(candidates.length)[die - 1];
  return i === null || i === undefined ? null : (candidates[i] ?? null);
}
