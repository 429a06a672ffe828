import { t } from '../../common/words';

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

/** A spot's spoken label, saying so when a tap on it answers the question. */
export function spotLabel(spot: SpotProps, key: string, label: string): string {
  return spot.targets.has(key) ? t('board.canBeChosen', { label }) : label;
}
