/** What the host's session is given by the screen that hosts it: the game, the store, the room's key. */
import type { Step } from '../engine';
import type { SeatRecord } from './seats';
import type { SessionStart } from './stream';

export type ConnId = string;

export interface HostConfig {
  game: string;
  /** The app's version: a guest on another one is refused until it updates. */
  version: string;
  start: SessionStart;
  steps: readonly Step[];
  /** Players answered on the host's own phone: never given to a guest. */
  hostPlayers: readonly number[];
  /** Seats known from before the host's reload (player -> token and name). */
  seats?: readonly SeatRecord[];
  /** A fresh secret for a new seat; drawn by the UI (this layer draws no chance). */
  newToken: () => string;
  /**
   * Signs a guest's challenge with the room's key (the key is in the room code, never in the
   * peer id), so a guest knows it reached this host and not whoever holds the id meanwhile.
   */
  prove: (nonce: string) => Promise<string>;
  /**
   * Stores an answer through the host's game and resolves true once it is durable (having
   * called `stepped`), false when the host could not take it now.
   */
  commit: (index: number, choice: string) => Promise<boolean>;
  /** Seats or connections changed (for the host's screen). */
  onChange?: () => void;
  /** The clock (milliseconds) for "away" and the rate limit; tests inject their own. */
  now?: () => number;
}
