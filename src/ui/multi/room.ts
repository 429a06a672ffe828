/**
 * Room codes, seat tokens and what this phone keeps of a session. The code is 10 letters of a
 * 32-letter alphabet (50 bits, no 0/O or 1/I to misread): far too many to guess while a game
 * runs. The host keeps its room and its guests' seats with the game's id, so a reload of the
 * host registers the same room and returning phones get their players back.
 */
import type { SeatRecord } from '../../session';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 10;

function draw(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}

export const newRoomCode = (): string => draw(CODE_LENGTH);
export const newToken = (): string => draw(24);

/** What a typed or scanned code becomes: upper case, no spaces or dashes; null when it cannot be one. */
export function cleanCode(typed: string): string | null {
  const c = typed.toUpperCase().replace(/[\s-]/g, '');
  return c.length === CODE_LENGTH && [...c].every((ch) => ALPHABET.includes(ch)) ? c : null;
}

/** The signalling server's id for a room: the host registers it, guests connect to it. */
export const hostPeerId = (code: string): string => `death-angel-${code.toLowerCase()}`;

/** The code in groups of five, easier to read aloud. */
export const spacedCode = (code: string): string => `${code.slice(0, 5)} ${code.slice(5)}`;

export interface HostRoom {
  code: string;
  seats: SeatRecord[];
}

const hostKey = (gameId: string) => `death-angel-room:${gameId}`;
const guestKey = (code: string) => `death-angel-guest:${code}`;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full: the session still runs, a reload only gets a new room.
  }
}

/** The host's room for a game: the one it had, or a new one. */
export function roomOf(gameId: string): HostRoom {
  const kept = read<HostRoom>(hostKey(gameId));
  if (kept && typeof kept.code === 'string' && cleanCode(kept.code) && Array.isArray(kept.seats)) return kept;
  const room = { code: newRoomCode(), seats: [] };
  write(hostKey(gameId), room);
  return room;
}

export function keepSeats(gameId: string, room: HostRoom, seats: SeatRecord[]): void {
  write(hostKey(gameId), { ...room, seats });
}

export interface GuestSeat {
  token: string;
  seat: number;
  name: string;
}

export const guestSeatOf = (code: string): GuestSeat | null => read<GuestSeat>(guestKey(code));
export const keepGuestSeat = (code: string, seat: GuestSeat): void => write(guestKey(code), seat);
