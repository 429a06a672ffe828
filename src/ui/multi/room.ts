/**
 * Room codes, seat tokens and what this phone keeps of a session. A code is 18 letters of a
 * 32-letter alphabet (no 0/O or 1/I to misread): the room's id (10, 50 bits: what the
 * signalling server sees, the host's peer id) and the room's key (8, 40 bits), which never
 * leaves the phones. Anyone may take the id on the server while the host is offline; only the
 * host can prove it knows the key (proof.ts), so a guest gives its seat to nobody else. The
 * host keeps its room and its guests' seats with the game's id, so a reload of the host
 * registers the same room and returning phones get their players back.
 */
import { db } from '../../persistence/db';
import { keepRoomValue, keptRoomValue } from '../../persistence/room-store';
import type { SeatRecord } from '../../session';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The id's length is that of the codes before the key (protocol 3): an older app opening a link still reaches the host and is told to update. */
export const ROOM_LENGTH = 10;
export const KEY_LENGTH = 8;
export const CODE_LENGTH = ROOM_LENGTH + KEY_LENGTH;

function draw(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}

export const newRoomCode = (): string => draw(CODE_LENGTH);
export const newToken = (): string => draw(24);

const letters = (typed: string): string => typed.toUpperCase().replace(/[\s/-]/g, '');
const readable = (c: string, length: number): boolean => c.length === length && [...c].every((ch) => ALPHABET.includes(ch));

/** What a typed or scanned code becomes: upper case, no spaces, dashes or slashes; null when it cannot be one. */
export function cleanCode(typed: string): string | null {
  const c = letters(typed);
  return readable(c, CODE_LENGTH) ? c : null;
}

/** A code of an older version of the app (an id without a key): its host must update first. */
export const isOldCode = (typed: string): boolean => readable(letters(typed), ROOM_LENGTH);

/** The room's id: the part of the code the signalling server may see. */
export const roomId = (code: string): string => code.slice(0, ROOM_LENGTH);

/** The signalling server's id for a room: the host registers it, guests connect to it. */
export const hostPeerId = (code: string): string => `death-angel-${roomId(code).toLowerCase()}`;

/** The code in groups of six, easier to read aloud. */
export const spacedCode = (code: string): string => code.match(/.{1,6}/g)?.join(' ') ?? code;

/** The code in a join link: the id first, alone, so an older app still reaches the host (and hears it must update). */
export const linkCode = (code: string): string => `${roomId(code)}/${code.slice(ROOM_LENGTH)}`;

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

const isRoom = (v: unknown): v is HostRoom => !!v && typeof v === 'object' && typeof (v as HostRoom).code === 'string' && Array.isArray((v as HostRoom).seats);

/** The host's room for a game: the one it had, or a new one (kept before it resolves). */
export async function roomOf(gameId: string): Promise<HostRoom> {
  const kept = await read(hostKey(gameId));
  if (isRoom(kept)) {
    if (cleanCode(kept.code)) return kept;
    // A room from before the key: the same id (its guests find it) with a key now; their old links are told to update.
    if (isOldCode(kept.code)) {
      const room = { code: kept.code + draw(KEY_LENGTH), seats: kept.seats };
      await write(hostKey(gameId), room);
      return room;
    }
  }
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
