/**
 * Whether this browser has ever opened a pocket game, so home can offer the guided first
 * game to newcomers. Its own tiny module: home imports it on the first paint.
 */
const PLAYED = 'death-angel-companion:played';
export const GUIDED = 'guided';

export function hasPlayed(): boolean {
  try {
    return globalThis.localStorage?.getItem(PLAYED) === '1';
  } catch {
    return true;
  }
}

export function notePlayed(): void {
  try {
    globalThis.localStorage?.setItem(PLAYED, '1');
  } catch {
    // Nothing to keep.
  }
}
