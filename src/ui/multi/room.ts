/**
 * Room codes, seat tokens and what this phone keeps of a session. The code is 10 letters of a
 * 32-letter alphabet (50 bits, no 0/O or 1/I to misread): far too many to guess while a game
 * runs. The host keeps its room and its guests' seats with the game's id, so a reload of the
 * host registers the same room and returning phones get their players back.
 */
import { db } from '../../persistence/db';
import { keepRoomValue, keptRoomValue } from '../../persistence/room-store';
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

/** A room kept by a version of the app from before IndexedDB held rooms (localStorage only). */
function readLocal(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

async function read(key: string): Promise<unknown> {
  return (await keptRoomValue(db, key)) ?? readLocal(key);
}

/** Durable before it resolves (when storage is refused, the session still runs; a reload gets a new room). */
async function write(key: string, value: unknown): Promise<void> {
  await keepRoomValue(db, key, value);
}

const isRoom = (v: unknown): v is HostRoom =>
  !!v && typeof v === 'object' && typeof (v as HostRoom).code === 'string' && cleanCode((v as HostRoom).code) !== null && Array.isArray((v as HostRoom).seats);

/** The host's room for a game: the one it had, or a new one (kept before it resolves). */
export async function roomOf(gameId: string): Promise<HostRoom> {
  const kept = await read(hostKey(gameId));
  if (isRoom(kept)) return kept;
  const room = { code: newRoomCode(), seats: [] };
  await write(hostKey(gameId), room);
  return room;
}

export function keepSeats(gameId: string, room: HostRoom, seats: SeatRecord[]): Promise<void> {
  return write(hostKey(gameId), { ...room, seats });
}

export interface GuestSeat {
  token: string;
  seat: number;
  name: string;
  /** The step this phone last showed. */
  seen?: number;
}

const isGuestSeat = (v: unknown): v is GuestSeat =>
  !!v && typeof v === 'object' && typeof (v as GuestSeat).token === 'string' && typeof (v as GuestSeat).seat === 'number';

export async function guestSeatOf(code: string): Promise<GuestSeat | null> {
  const kept = await read(guestKey(code));
  return isGuestSeat(kept) ? kept : null;
}
export const keepGuestSeat = (code: string, seat: GuestSeat): Promise<void> => write(guestKey(code), seat);
