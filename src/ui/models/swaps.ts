/**
 * Two team-mates side by side may each start the swap ("A and B trade places" and "B and A
 * trade places"): the board ends the same, so the sheet offers the pair once, as the first.
 */
export function oneSwapPerPair<T extends { key: string }>(options: T[]): T[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    if (!o.key.startsWith('swap:')) return true;
    const [, a, b] = o.key.split(':');
    if (seen.has(`${b}:${a}`)) return false;
    seen.add(`${a}:${b}`);
    return true;
  });
}
