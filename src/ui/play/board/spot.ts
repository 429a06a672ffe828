/** What every tappable thing on the board needs: which spots are options, and the tap handler. */
export interface SpotProps {
  targets: ReadonlyMap<string, string[]>;
  /** The spot that narrowed the options, if any. */
  picked: string | null;
  onSpot: (key: string) => void;
}

export function spotClass(spot: SpotProps, key: string): string {
  return (spot.targets.has(key) ? ' is-target' : '') + (spot.picked === key ? ' is-picked' : '');
}
