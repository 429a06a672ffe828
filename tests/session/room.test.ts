/**
 * The room holds (issue 33, item 5): a seated phone cannot be renamed, moved or closed by a
 * message; the same seat opened on another phone closes the first with words; a silent phone
 * shows away within 10 s (the host's clock is injected); a new phone takes an away seat only
 * once the host lets it; a joining phone may choose its player.
 */
import { describe, expect, it } from 'vitest';
import { AWAY_MS, PING_MS, PROTOCOL_VERSION, refusalWords, type GuestRefusal } from '../../src/session';
import { currentSay } from '../../src/ui/common/words';

/** A refusal as the guest's screen words it. */
const said = (r: GuestRefusal | null): string => (r ? refusalWords(r, currentSay()) : '');
import { Table } from './link';

const status = (t: Table) => t.host.seatsView().map((s) => s.status);

describe('the room holds', () => {
  it('a hello from a seated phone renames, moves or closes nothing', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    for (const hello of [
      { name: 'Mallory', seat: 2 },
      { name: 'Bea', protocol: PROTOCOL_VERSION + 1 },
      { name: 'Bea', protocol: PROTOCOL_VERSION - 1 },
      { name: 'Bea', version: '0.0.1', token: 'token-2' },
    ]) await t.host.receive(bea.conn, JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, version: '1.0.0', lastIndex: 0, ...hello }));
    expect(t.host.seatsView().map((s) => [s.name, s.status])).toEqual([['Host', 'host'], ['Bea', 'connected'], ['Cy', 'connected']]);
    expect(bea.guest.status).toBe('playing');
    expect(bea.guest.seat).toBe(1);
    expect(cy.guest.status).toBe('playing');
    expect(bea.closed || cy.closed).toBe(false);
    expect(bea.guest.refusal?.code).toBe('hello');
  });

  it('the same seat opened on another phone closes the first, which says why in words', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    await t.settle();
    const token = bea.guest.token as string;
    const again = t.join('Bea', '1.0.0', token);
    await t.settle();
    expect(again.guest.seat).toBe(1);
    expect(bea.closed).toBe(true);
    expect(bea.guest.status).toBe('refused');
    expect(bea.guest.refusal?.code).toBe('replaced');
    expect(said(bea.guest.refusal)).toMatch(/taken up on another phone/);
    expect(status(t)).toEqual(['host', 'connected', 'free']);
  });

  it('a silent phone shows away within 10 s; a pinging one stays joined; a message brings it back', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    const seen: string[][] = [];
    // Both ping until 4 s; then Cy's browser dies (no goodbye) and only Bea pings on.
    let cyGone: number | null = null;
    for (t.clock = 0; t.clock <= 20_000; t.clock += 500) {
      if (t.clock % PING_MS === 0) {
        bea.guest.ping();
        if (t.clock <= 4000) cy.guest.ping();
      }
      await t.settle();
      t.host.tick();
      seen.push(status(t));
      if (cyGone === null && status(t)[2] === 'away') cyGone = t.clock;
    }
    expect(cyGone).not.toBeNull();
    expect((cyGone as number) - 4000).toBeLessThanOrEqual(10_000);
    expect((cyGone as number) - 4000).toBeGreaterThanOrEqual(AWAY_MS - 500);
    expect(seen.every((s) => s[1] === 'connected')).toBe(true);
    // Cy's phone speaks again: joined at once.
    cy.guest.ping();
    await t.settle();
    expect(status(t)[2]).toBe('connected');
  });

  it('the host answers a ping, so a guest can tell a dead host; a ping flood gets one pong per half ping interval', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    await t.settle();
    const pongs = () => bea.inbox.filter((m) => JSON.parse(m).t === 'pong').length;
    bea.guest.ping();
    await t.settle();
    expect(pongs()).toBe(1);
    for (let i = 0; i < 500; i++) await t.host.receive(bea.conn, JSON.stringify({ t: 'ping' }));
    expect(pongs()).toBe(1);
    t.clock += PING_MS / 2;
    bea.guest.ping();
    await t.settle();
    expect(pongs()).toBe(2);
    // A pong changes nothing on the guest's screen: the session keeps its state and seat.
    expect(bea.guest.status).toBe('playing');
    expect(bea.guest.seat).toBe(1);
  });

  it('a new phone takes an away seat only once the host lets it; the old phone is then closed and its token no longer works', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    t.join('Cy');
    await t.settle();
    const oldToken = bea.guest.token as string;
    // Bea's phone dies; a few seconds later it is away.
    bea.online = false;
    t.clock += AWAY_MS + 1000;
    t.phones[1]?.guest.ping();
    await t.settle();
    expect(status(t)).toEqual(['host', 'away', 'connected']);
    // A new phone asks to be Bea: it waits, and the host sees the question.
    const repl = t.join('Bea2', '1.0.0', undefined, 1, false);
    await t.settle();
    expect(repl.guest.status).toBe('joining');
    expect(repl.guest.seat).toBeNull();
    expect(repl.guest.refusal?.code).toBe('wait');
    expect(said(repl.guest.refusal)).toMatch(/wait here/);
    expect(t.host.seatsView()[1]).toMatchObject({ status: 'away', asking: true });
    // Nothing moves until the host says yes.
    expect(t.host.allow(2)).toBe(false);
    expect(t.host.allow(1)).toBe(true);
    await t.settle();
    expect(repl.guest.status).toBe('playing');
    expect(repl.guest.seat).toBe(1);
    expect(repl.guest.token).not.toBe(oldToken);
    expect(bea.closed).toBe(true);
    expect(t.host.seatsView()[1]).toMatchObject({ status: 'connected', asking: false });
    // The old phone, back on a new connection with its old token, no longer gets the seat.
    const ghost = t.join('Bea', '1.0.0', oldToken, 1, false);
    await t.settle();
    expect(ghost.guest.seat).toBeNull();
    expect(ghost.guest.status).toBe('refused');
    expect(ghost.guest.refusal?.code).toBe('full');
  });

  it('a joining phone chooses which player it is; a connected player cannot be asked for', async () => {
    const t = new Table();
    const cy = t.join('Cy', '1.0.0', undefined, 2);
    await t.settle();
    expect(cy.guest.seat).toBe(2);
    const bea = t.join('Bea', '1.0.0', undefined, 2);
    await t.settle();
    expect(bea.guest.seat).toBe(1);
    const late = t.join('Late', '1.0.0', undefined, 1);
    await t.settle();
    expect(late.guest.status).toBe('refused');
    expect(late.guest.refusal?.code).toBe('full');
  });

  it('only invited phones: a new phone plays only once the host lets it in; a removed phone stays out', async () => {
    const t = new Table();
    const bea = t.join('Bea', '1.0.0', undefined, 2, false);
    await t.settle();
    expect(bea.guest.status).toBe('joining');
    expect(bea.guest.view).toBeNull();
    expect(said(bea.guest.refusal)).toMatch(/asks whether this phone plays Cy/);
    expect(bea.inbox.some((m) => m.includes('"welcome"') || m.includes('"state"'))).toBe(false);
    expect(t.host.seatsView()[2]).toMatchObject({ status: 'free', asking: true });
    expect(t.host.allow(2)).toBe(true);
    await t.settle();
    expect(bea.guest.seat).toBe(2);
    const token = bea.guest.token as string;
    t.host.remove(2);
    expect(bea.guest.status).toBe('kicked');
    expect(bea.closed).toBe(true);
    // Back with its old token: refused in words, not even asking the host.
    const again = t.join('Bea', '1.0.0', token, 2, false);
    await t.settle();
    expect(again.guest.status).toBe('refused');
    expect(again.guest.refusal).toEqual({ code: 'removed' });
    expect(said(again.guest.refusal)).toMatch(/removed this phone/);
    expect(t.host.seatsView()[2]).toMatchObject({ status: 'free', asking: false });
  });

  it('a new phone is shown the players (names only) and chooses which it is; a returning phone keeps its seat unasked (issue 33)', async () => {
    const t = new Table();
    const bea = t.join('', '1.0.0', undefined, undefined, false);
    await t.settle();
    // Two players without a phone: the phone is asked, nothing of the game is sent, nobody waits on the host yet.
    expect(bea.inbox.map((m) => (JSON.parse(m) as { t: string }).t)).toEqual(['proof', 'seats']);
    expect(bea.inbox[1]).not.toMatch(/seed|view|entries|deck/);
    expect(bea.guest.choices).toEqual([
      { player: 0, name: 'Host', status: 'host' },
      { player: 1, name: 'Bea', status: 'free' },
      { player: 2, name: 'Cy', status: 'free' },
    ]);
    expect(t.host.asking(bea.conn)).toBe(null);
    expect(bea.guest.choose(0)).toBe(false);
    // "I'm Cy": the third player, though the second is free.
    expect(bea.guest.choose(2)).toBe(true);
    await t.settle();
    expect(t.host.asking(bea.conn)).toBe(2);
    expect(t.host.allow(2)).toBe(true);
    expect(bea.guest.seat).toBe(2);
    expect(bea.guest.status).toBe('playing');
    // A second hello without a seat on the same connection gets no second list.
    await t.host.receive(bea.conn, JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, version: '1.0.0', lastIndex: 0, name: '' }));
    expect(bea.inbox.filter((m) => m.includes('"t":"seats"'))).toHaveLength(1);

    // One player left: nothing to choose, the phone asks for it straight away.
    const dan = t.join('', '1.0.0', undefined, undefined, false);
    await t.settle();
    expect(dan.guest.choices).toBe(null);
    expect(t.host.asking(dan.conn)).toBe(1);

    // The phone comes back with its seat token (a reload): its own player, no list, no host's tap.
    const token = bea.guest.token as string;
    const back = t.join('', '1.0.0', token, undefined, false);
    await t.settle();
    expect(back.inbox.some((m) => m.includes('"t":"seats"'))).toBe(false);
    expect(back.guest.seat).toBe(2);
  });
});
