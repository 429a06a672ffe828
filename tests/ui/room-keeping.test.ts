/**
 * A several-phones room outlives a crash (issue 33's fault trial): the host's code and seats
 * and a guest's seat token are committed to IndexedDB, which a relaunched browser reads back,
 * where localStorage (written to disk lazily) lost a seat given seconds before the crash.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CompanionDB, DB_NAME } from '../../src/persistence/db';
import { guestSeatOf, keepGuestSeat, keepSeats, roomOf } from '../../src/ui/multi/room';

describe('a room kept for a relaunch', () => {
  it('the host finds the same code and the seats it gave, also through a database opened afresh', async () => {
    const room = await roomOf('game-1');
    expect(await roomOf('game-1')).toEqual(room);
    const seats = [{ player: 1, token: 'T'.repeat(24), name: 'Bea' }];
    await keepSeats('game-1', room, seats as never);
    expect((await roomOf('game-1')).seats).toEqual(seats);
    // What a relaunched browser opens: another connection to the same database.
    const again = new CompanionDB(DB_NAME);
    const row = await again.settings.get('room:death-angel-room:game-1');
    expect((row?.value as { seats: unknown }).seats).toEqual(seats);
    again.close();
    expect((await roomOf('game-2')).code).not.toBe(room.code);
  });

  it('a guest finds its seat token for the room again; a room it never sat in has none', async () => {
    await keepGuestSeat('ABCDEFGHJK', { token: 'x'.repeat(24), seat: 2, name: 'Cy' });
    expect(await guestSeatOf('ABCDEFGHJK')).toEqual({ token: 'x'.repeat(24), seat: 2, name: 'Cy' });
    expect(await guestSeatOf('KJHGFEDCBA')).toBeNull();
  });
});
