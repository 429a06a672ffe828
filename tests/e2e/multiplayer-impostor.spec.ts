/**
 * Guests check they reached the real host (issue 33, item 6). While the host's phone is off,
 * someone takes the room's id on the signalling server (the id is all the server sees; the
 * room's key is only in the code). A returning guest asks it for the key's proof, gets none,
 * says so in words and sends it no seat token; the host coming back is told in words that its
 * room's id is held by someone else; once it is free again both find each other by themselves.
 */
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { hostGame, keptGuestSeat, letIn, phone, shot, startSignalling } from './multiplayer-helpers';

test('an impostor at the room id gets no seat token; the guest and the host say so in words; the room comes back', async ({ browser, server }) => {
  test.setTimeout(90_000);
  const signalling = await startSignalling();
  try {
    const host = await phone(browser, signalling.url);
    const bea = await phone(browser, signalling.url);
    const { code, id } = await hostGame(host.page, server.url);
    await bea.page.goto(`${server.url}#/join/${code}`);
    await letIn(host.page, 1, bea.page);
    await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
    const token = (await keptGuestSeat(bea.page, code))?.token ?? '';
    expect(token).not.toBe('');

    // The host's phone leaves its room (the screen closes); someone takes the room's id.
    await host.page.goto(`${server.url}#/games`);
    const evil = await phone(browser, signalling.url);
    await evil.page.addScriptTag({ path: join(process.cwd(), 'node_modules/peerjs/dist/peerjs.min.js') });
    const port = Number(new URL(signalling.url).port);
    await evil.page.evaluate(
      ({ peerId, port }) =>
        new Promise<void>((opened, failed) => {
          const w = window as unknown as { peerjs: { Peer: new (id: string, o: object) => EvilPeer }; heard: string[]; evil: EvilPeer };
          interface EvilConn { on: (e: string, f: (d: unknown) => void) => void; send: (d: string) => void }
          interface EvilPeer { on: (e: string, f: (x: never) => void) => void; destroy: () => void }
          w.heard = [];
          const p = new w.peerjs.Peer(peerId, { host: '127.0.0.1', port, path: '/', config: { iceServers: [] }, debug: 0 });
          w.evil = p;
          p.on('open', () => opened());
          p.on('error', (e: { type?: string }) => failed(new Error(e.type)));
          p.on('connection', (conn: EvilConn) =>
            conn.on('data', (d) => {
              w.heard.push(String(d));
              // It cannot sign the challenge: it answers what it can, and would welcome the phone in.
              if (String(d).includes('"challenge"')) conn.send(JSON.stringify({ t: 'proof', proof: '00'.repeat(32) }));
            }),
          );
        }),
      { peerId: `death-angel-${code.slice(0, 10).toLowerCase()}`, port },
    );

    // Bea's link dropped with the host; she comes back to the impostor, which fails the proof.
    const status = bea.page.locator('.multi-status[data-impostor]');
    await expect(status).toContainText('could not prove it is the host', { timeout: 20_000 });
    await bea.page.screenshot({ path: shot('guest-impostor.png') });
    const heard = await evil.page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.every((m) => (JSON.parse(m) as { t: string }).t === 'challenge')).toBe(true);
    expect(heard.join('')).not.toContain(token);
    // The guest kept its token for the real host.
    expect((await keptGuestSeat(bea.page, code))?.token).toBe(token);

    // The host opens its room again: told in words that someone else holds its id.
    await host.page.goto(`${server.url}#/host/${id}`);
    const link = host.page.locator('.room__link');
    await expect(link).toHaveAttribute('data-link', 'taken', { timeout: 20_000 });
    await expect(link).toContainText("someone else holds this room's code");
    await host.page.screenshot({ path: shot('host-room-taken.png') });

    // The impostor leaves: the room registers by itself and Bea is back in her seat.
    await evil.page.evaluate(() => (window as unknown as { evil: { destroy: () => void } }).evil.destroy());
    await expect(link).toHaveAttribute('data-link', 'open', { timeout: 20_000 });
    // Bea's retries back off to 8 s, and each try at an id nobody holds yet waits out the server's 5 s expiry.
    await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
    await expect(bea.page.locator('.multi-status[data-impostor]')).toHaveCount(0);
    for (const p of [host, bea, evil]) await p.context.close();
  } finally {
    await signalling.stop();
  }
});
