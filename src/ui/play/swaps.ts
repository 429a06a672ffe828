import { optionOf } from '../../engine';

/**
 * Two team-mates side by side may each start the swap ("A and B trade places" and "B and A
 * trade places"): the board ends the same, so the sheet offers the pair once, as the first.
 */
export function oneSwapPerPair<T extends { key: string }>(options: T[]): T[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const swap = optionOf('swap', o.key);
    if (!swap) return true;
    if (seen.has(`${swap.b}+${swap.a}`)) return false;
    seen.add(`${swap.a}+${swap.b}`);
    return true;
  });
}
