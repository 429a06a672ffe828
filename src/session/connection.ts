/**
 * One phone's connection as the host keeps it: whether it is still there, and how many bad
 * messages it has sent lately. Both bound what a phone can cost the host: a silent phone shows
 * away (a killed browser says no goodbye), and a phone that keeps sending bad messages is
 * closed, each bad message costing at most one short refusal.
 */

/** Guests say "still here" this often (guest.ts ping)… */
export const PING_MS = 2000;
/** …and a phone not heard from for this long shows away: a browser killed gives no goodbye. */
export const AWAY_MS = 6000;
/**
 * Bad messages a connection may send at once before it is closed; one is forgiven per second,
 * so a phone in good faith (a stale answer now and then) is never dropped.
 */
export const STRIKES = 20;

export interface Connection {
  send: (text: string) => void;
  /** Closes the transport (a dropped or replaced connection). */
  close: () => void;
  seat: number | null;
  /** When a message last came from it. */
  heard: number;
  /** Bad messages not yet forgiven, as of `struck`. */
  strikes: number;
  struck: number;
  /** The step at which its state was last sent on request: one answer per new step. */
  resynced: number;
  /** When it was last answered a ping: at most one `pong` per PING_MS/2, so a ping flood costs the host nothing. */
  ponged: number;
  /** It was shown the players once: a second hello without a seat is a bad message (a flood gets one list). */
  offered: boolean;
  /** It had its proof of the room's key: one per connection, so a flood costs one signature. */
  challenged: boolean;
}

export function openConnection(send: (text: string) => void, close: () => void, now: number): Connection {
  return { send, close, seat: null, heard: now, strikes: 0, struck: now, resynced: -1, offered: false, ponged: -Infinity, challenged: false };
}

export function isHere(c: Connection, now: number): boolean {
  return now - c.heard < AWAY_MS;
}

/** Notes a message heard now; true when the phone had shown away until then. */
export function hear(c: Connection, now: number): boolean {
  const wasAway = !isHere(c, now);
  c.heard = now;
  return wasAway;
}

/** Counts a bad message; true when the connection is past STRIKES at once and must close. */
export function strike(c: Connection, now: number): boolean {
  c.strikes = Math.max(0, c.strikes - (now - c.struck) / 1000) + 1;
  c.struck = now;
  return c.strikes > STRIKES;
}

/** Whether the state at `step` is owed to this phone on request: once per new step (a flood gets it once). */
export function resyncDue(c: Connection, step: number): boolean {
  if (c.resynced === step) return false;
  c.resynced = step;
  return true;
}

/** Whether a ping now gets its `pong` (see `Connection.ponged`). */
export function pongDue(c: Connection, now: number): boolean {
  if (now - c.ponged < PING_MS / 2) return false;
  c.ponged = now;
  return true;
}
