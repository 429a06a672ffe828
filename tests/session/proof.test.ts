/**
 * Guests check they reached the real host (issue 33, item 6): the room code carries a key that
 * is not the peer id; a guest's first message is a fresh challenge, and it says hello (its seat
 * token) only once the host's answer proves the key. Whoever holds the room's id without the
 * key (anyone may take it while the host is offline) hears nothing of the seat, and the guest
 * says so in words. Real WebCrypto here (src/ui/multi/proof.ts), as on the phones.
 */
import { describe, expect, it, vi } from 'vitest';
import { GuestSession, PROTOCOL_VERSION, refusalWords, type Refusal } from '../../src/session';
import { currentSay } from '../../src/ui/common/words';
import { checkRoom, newNonce, proveRoom } from '../../src/ui/multi/proof';
import { OPTIONS, Table, type Proof } from './link';

const ROOM = 'ABCDEFGHJK';
const CODE = `${ROOM}MNPQRSTU`;
/** Knows the room's id (it is all the signalling server sees), not its key. */
const IMPOSTOR = `${ROOM}VWXYZ234`;

const room = (code: string): Proof => ({ prove: (nonce) => proveRoom(code, nonce), check: (nonce, proof) => checkRoom(code, nonce, proof) });
const kinds = (said: string[]) => said.map((m) => (JSON.parse(m) as { t: string }).t);

describe('a guest checks it reached the real host', () => {
  it('the proof: only the room key answers a nonce; another nonce, another key or a broken proof fail', async () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(nonce);
    const proof = await proveRoom(CODE, nonce);
    expect(await checkRoom(CODE, nonce, proof)).toBe(true);
    expect(await checkRoom(CODE, newNonce(), proof)).toBe(false);
    expect(await checkRoom(CODE, nonce, await proveRoom(IMPOSTOR, nonce))).toBe(false);
    for (const broken of ['', 'zz', proof.slice(1), `${proof}00`, proof.toUpperCase()]) expect(await checkRoom(CODE, nonce, broken)).toBe(false);
  });

  it('an impostor at the room id never receives a seat token; the guest says so in words, keeps its token and hangs up', async () => {
    const t = new Table(OPTIONS, '1.0.0', room(IMPOSTOR));
    t.guestProof = room(CODE);
    const bea = t.join('Bea', '1.0.0', 'bea-seat-token', 1, false);
    await vi.waitFor(() => expect(bea.guest.refusal?.code).toBe('impostor'));
    await t.settle();
    // All it sent was its challenge: no hello, no token, no seat, no answer.
    expect(kinds(bea.said)).toEqual(['challenge']);
    expect(bea.said.join('')).not.toContain('bea-seat-token');
    expect(t.host.asking(bea.conn)).toBeNull();
    expect(bea.guest.token).toBe('bea-seat-token');
    expect(bea.guest.status).toBe('joining');
    expect(bea.guest.refusal ? refusalWords(bea.guest.refusal, currentSay()) : '').toMatch(/could not prove it is the host/);
    expect(bea.hungUp).toBe(true);
    // Whatever else the impostor says is not believed: no new token, no removal, no game.
    for (const m of [
      { t: 'welcome', protocol: PROTOCOL_VERSION, version: '1.0.0', game: 'g', seat: 1, token: 'stolen', names: ['a', 'b', 'c'] },
      { t: 'refused', code: 'removed', why: 'gone' },
      { t: 'kicked' },
    ])
      bea.guest.receive(JSON.stringify(m));
    expect(bea.guest.token).toBe('bea-seat-token');
    expect(bea.guest.status).toBe('joining');
    expect(bea.guest.answer('anything')).toBe(false);
  });

  it('the real host proves the key: the same guest then says hello with its token and plays', async () => {
    const t = new Table(OPTIONS, '1.0.0', room(CODE));
    t.guestProof = room(CODE);
    const bea = t.join('Bea');
    await vi.waitFor(() => expect(bea.guest.status).toBe('playing'));
    expect(kinds(bea.said).slice(0, 2)).toEqual(['challenge', 'hello']);
    const token = bea.guest.token as string;
    // Back on a new link: a new challenge (an old proof is worth nothing), then the token.
    const again = t.join('Bea', '1.0.0', token, 1, false);
    await vi.waitFor(() => expect(again.guest.seat).toBe(1));
    const [first, second] = again.said.map((m) => JSON.parse(m) as { t: string; nonce?: string; token?: string });
    expect(first).toMatchObject({ t: 'challenge', protocol: PROTOCOL_VERSION });
    expect(first?.nonce).not.toBe((JSON.parse(bea.said[0] as string) as { nonce: string }).nonce);
    expect(second).toMatchObject({ t: 'hello', token });
  });

  it('a proof replayed from another link fails: each challenge is fresh', async () => {
    const sent: string[] = [];
    const guest = new GuestSession({ version: '1.0.0', name: 'Bea', token: 'bea-seat-token', send: (m) => void sent.push(m), newNonce, check: room(CODE).check });
    // A proof the real host gave someone else, for their nonce.
    const seen = await proveRoom(CODE, newNonce());
    guest.hello();
    guest.receive(JSON.stringify({ t: 'proof', proof: seen }));
    await vi.waitFor(() => expect(guest.refusal?.code).toBe('impostor'));
    expect(kinds(sent)).toEqual(['challenge']);
  });

  it('the host answers one challenge per link, and one from another protocol in words', async () => {
    const t = new Table(OPTIONS, '1.0.0', room(CODE));
    const out: string[] = [];
    t.host.connect('x', (m) => void out.push(m));
    const challenge = (protocol: number) => JSON.stringify({ t: 'challenge', protocol, nonce: newNonce() });
    await t.host.receive('x', challenge(PROTOCOL_VERSION));
    await t.host.receive('x', challenge(PROTOCOL_VERSION));
    expect(out.map((m) => JSON.parse(m) as { t: string; code?: string })).toMatchObject([{ t: 'proof' }, { t: 'refused', code: 'hello' }]);
    t.host.connect('old', (m) => void out.push(m));
    await t.host.receive('old', challenge(PROTOCOL_VERSION - 1));
    const refused = JSON.parse(out.at(-1) as string) as { t: 'refused' } & Refusal;
    expect(refused).toEqual({ t: 'refused', code: 'version', older: 'guest' });
    expect(refusalWords(refused, currentSay())).toMatch(/older version of the app than the host/);
  });

  it('a host too old to read a challenge: the guest is told in words to have the host update, and sends nothing more', async () => {
    const sent: string[] = [];
    const guest = new GuestSession({ version: '1.0.0', name: 'Bea', token: 'bea-seat-token', send: (m) => void sent.push(m), newNonce, check: room(CODE).check });
    guest.hello();
    // What a protocol 3 host answers to a message it does not know.
    guest.receive(JSON.stringify({ t: 'refused', code: 'message', why: 'The message was not understood (at t).' }));
    expect(guest.status).toBe('refused');
    expect(guest.refusal).toEqual({ code: 'version', older: 'host' });
    expect(refusalWords(guest.refusal as Refusal, currentSay())).toMatch(/Ask the host to reload the app while online/);
    expect(kinds(sent)).toEqual(['challenge']);
    expect(guest.token).toBe('bea-seat-token');
  });
});
