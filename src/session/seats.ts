/**
 * The players of a hosted game as seats: who plays on the host's phone, who has a phone that is
 * here or away, who is free, and which player a new phone gets. Pure: the host's session keeps
 * the connections, this says what they mean.
 */
import type { SeatChoice } from './protocol';

/** A guest's seat as kept with the game, so a reload of the host gives returning phones their players back. */
export interface SeatRecord {
  player: number;
  token: string;
  name: string;
}

export interface SeatView {
  player: number;
  name: string;
  status: 'host' | 'connected' | 'away' | 'free';
  /** A new phone asks to take this player (its phone is away): the host may let it in. */
  asking: boolean;
}

/**
 * Every player's seat as the host's screen shows it. `seat(player)`: the phone holding that
 * player, by the name it gave and whether it was heard from lately (null: none).
 */
export function seatsView(
  players: readonly { name: string }[],
  hostPlayers: readonly number[],
  seat: (player: number) => { name: string; here: boolean } | null,
  asked: ReadonlySet<number>,
): SeatView[] {
  return players.map((p, player): SeatView => {
    if (hostPlayers.includes(player)) return { player, name: p.name, status: 'host', asking: false };
    const s = seat(player);
    if (!s) return { player, name: p.name, status: 'free', asking: asked.has(player) };
    return { player, name: s.name || p.name, status: s.here ? 'connected' : 'away', asking: !s.here && asked.has(player) };
  });
}

/** The players as a new phone may choose among them: the game's own names and who has a phone. */
export function seatChoices(view: readonly SeatView[], players: readonly { name: string }[]): SeatChoice[] {
  return view.map((v) => ({ player: v.player, name: players[v.player]?.name ?? v.name, status: v.status === 'connected' ? 'taken' : v.status }));
}

/** A guest's player: the one it asks for if it fits, else the first that fits (null: none). */
export function pickPlayer(count: number, hostPlayers: readonly number[], wish: number | undefined, fits: (player: number) => boolean): number | null {
  const ok = (p: number) => p >= 0 && p < count && !hostPlayers.includes(p) && fits(p);
  if (wish !== undefined && ok(wish)) return wish;
  for (let p = 0; p < count; p++) if (ok(p)) return p;
  return null;
}
