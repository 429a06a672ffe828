/**
 * Several phones in one browser test (issue 26): a PeerJS signalling server on 127.0.0.1 (a
 * free port), and pages that use it through the app's own setting (its localStorage key). A
 * guest page records every raw message it receives in `window.__mpInbox` (the test hook of
 * src/ui/multi/peer-link.ts); `window.__mpVersion` plays a phone built from another version.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { PeerServer } from 'peer';
import { expect, test } from './fixtures';
import { setUpGame, startGame, TWELVE } from './game-helpers';
import { storedRow } from './persistent-profile';

export interface Signalling {
  url: string;
  stop: () => Promise<void>;
}

/** A PeerJS server on 127.0.0.1: on a free port, or on `port` (the same server started again). */
export function startSignalling(port = 0): Promise<Signalling> {
  return new Promise((resolve) => {
    const app = PeerServer({ port, host: '127.0.0.1', path: '/' }, (server: Server) => {
      const port = (server.address() as AddressInfo).port;
      // The pages' websockets leave the HTTP server's books once upgraded: kept here, so a stop cuts them as a crash would.
      const sockets = new Set<Duplex>();
      server.on('upgrade', (_req, socket: Duplex) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      resolve({ url: `http://127.0.0.1:${port}/`, stop: () =>
          new Promise((done) => {
            // Open websockets of pages a failed test left behind must not hold the run.
            for (const socket of sockets) socket.destroy();
            server.closeAllConnections();
            server.close();
            done();
          }),
      });
    });
    void app;
  });
}

/** One signalling server for a spec's tests: started before the first, stopped after the last; read it inside a test. */
export function signallingForSpec(): () => Signalling {
  let signalling: Signalling | null = null;
  test.beforeAll(async () => {
    signalling = await startSignalling();
  });
  test.afterAll(async () => {
    await signalling?.stop();
  });
  return () => {
    if (!signalling) throw new Error('the signalling server is not started');
    return signalling;
  };
}

/** Screenshots of each screen go with the test's results, or to MP_SHOTS when set. */
export const shot = (name: string): string => (process.env['MP_SHOTS'] ? join(process.env['MP_SHOTS'], name) : test.info().outputPath(name));

/** A phone: its own browser context (its own storage), the signalling setting set before the app starts. */
export async function phone(browser: Browser, signal: string, opts: { inbox?: boolean; version?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'dark', reducedMotion: 'reduce', serviceWorkers: 'block' });
  await context.addInitScript(
    ({ signal, inbox, version }) => {
      // about:blank (a new page before its first goto) has no localStorage to write to.
      if (location.protocol.startsWith('http')) localStorage.setItem('death-angel-signalling', signal);
      if (inbox) (window as unknown as { __mpInbox: unknown[] }).__mpInbox = [];
      if (version) (window as unknown as { __mpVersion: string }).__mpVersion = version;
    },
    { signal, inbox: opts.inbox ?? false, version: opts.version ?? '' },
  );
  const page = await context.newPage();
  return { context, page };
}

/**
 * On a new phone: taps "I’m …" for `seat` when it is asked which player it is (issue 33; with
 * one player left to take it is not asked, and waits for the host's yes at once).
 */
export async function pickSeat(guest: Page, seat: number): Promise<void> {
  await guest.locator('.seat-pick, .multi-joining[data-wait]').first().waitFor();
  if ((await guest.locator('.seat-pick').count()) > 0) await guest.locator(`[data-pick="${seat}"]`).click();
}

/** The new phone `guest` chooses `seat` if asked, and the host lets it in (one tap: only invited phones play). */
export async function letIn(host: Page, seat: number, guest?: Page): Promise<void> {
  if (guest) await pickSeat(guest, seat);
  await host.locator(`[data-asking="${seat}"]`).getByRole('button', { name: 'Let it in' }).click();
}

/** The host page's step count (what is stored). */
export async function hostSteps(host: Page): Promise<number> {
  return Number(await host.locator('.multi-host').getAttribute('data-steps'));
}

/** A guest page is up to date with the host: it shows the game after `n` steps. */
export async function caughtUp(guest: Page, n: number): Promise<void> {
  await expect(guest.locator('.multi-guest')).toHaveAttribute('data-known', String(n));
}

/**
 * A tap on an answer once it is there. The long loops skip Playwright's wait for the sheet's
 * slide-in to settle (a full second a tap on two shared cores); the first taps are real clicks.
 */
async function tap(option: Locator): Promise<void> {
  await option.waitFor();
  await option.evaluate((el) => (el as HTMLElement).click());
}

/** The host's first answer to its own question at step `n`: a decision screen (src/ui/play/decisions) may give several answers in one button, its first path. */
export function hostAnswer(host: Page, n: number): Locator {
  return host.locator(`.sheet[data-step="${n}"] :is([data-path], [data-option]):not(.decision__pass):not([data-repeat]):not([disabled])`).first();
}

/**
 * Answers the question the game waits for, on whichever phone it belongs to (the host's own
 * player on the host, a guest's on that guest's page), and waits until the host stored it.
 */
export async function answerNext(host: Page, guests: Page[]): Promise<void> {
  const n = await hostSteps(host);
  const waiting = host.locator('.multi-wait[data-waiting]');
  if (await waiting.isVisible()) {
    const seat = Number(await waiting.getAttribute('data-waiting'));
    const guest = guests[seat - 1] as Page;
    await tap(guest.locator(`.multi-sheet[data-step="${n}"] [data-option]:not([disabled])`).first());
  } else {
    await tap(hostAnswer(host, n));
  }
  await host.waitForFunction((n) => document.querySelector('.multi-host')?.getAttribute('data-steps') !== String(n), n, { polling: 'raf' });
}

export async function round(host: Page): Promise<number> {
  return Number(await host.locator('.multi-host').getAttribute('data-round'));
}

/**
 * Sends `count` hostile messages from a guest page (its test hook `window.__mpSend`): other
 * players' answers, old and future indexes, broken JSON, 100 KB payloads, prototype keys.
 * Resolves to how many refusals came back, and whether the host closed the link for them
 * (session/host.ts STRIKES: a phone that keeps sending bad messages is dropped).
 */
export async function hostileBurst(guest: Page, count: number): Promise<{ refused: number; dropped: boolean }> {
  return guest.evaluate(async (count) => {
    const w = window as unknown as { __mpSend: (t: string) => void; __mpInbox: string[] };
    const refusals = () => w.__mpInbox.filter((m) => m.includes('"t":"refused"')).length;
    const start = refusals();
    const at = Number(document.querySelector('.multi-guest')?.getAttribute('data-known') ?? 0);
    const kinds: ((i: number) => string)[] = [
      () => JSON.stringify({ t: 'answer', index: at, choice: 'BLUE:1' }),
      () => JSON.stringify({ t: 'answer', index: Math.max(0, at - 3), choice: 'x' }),
      () => JSON.stringify({ t: 'answer', index: at + 50, choice: 'x' }),
      () => '{"t":"answer","index":',
      // A huge payload (one in ten of these, so 20 × 100 KB cross the loopback, not 10 MB).
      (i: number) => (i % 100 === 4 ? JSON.stringify({ t: 'answer', index: at, choice: 'y'.repeat(100_000) }) : JSON.stringify({ t: 'answer', index: at, choice: 'z'.repeat(300) })),
      () => `{"t":"answer","index":${at},"choice":"a","__proto__":{"polluted":1}}`,
      () => '{"t":"hello","protocol":1,"version":"x","lastIndex":0,"name":"n","constructor":{"prototype":{}}}',
      () => JSON.stringify({ t: 'undo', toIndex: 0 }),
      () => JSON.stringify({ t: 'answer', index: String(at), choice: 1 }),
      () => Math.random().toString(36),
    ];
    for (let i = 0; i < count; i++) w.__mpSend((kinds[i % kinds.length] as (i: number) => string)(i));
    const dropped = () => w.__mpInbox.some((m) => m.includes('"code":"dropped"'));
    // Every message gets its refusal, until the host drops the link: wait for either (the host answers in order).
    for (let t = 0; t < 400 && refusals() - start < count && !dropped(); t++) await new Promise((r) => setTimeout(r, 50));
    return { refused: refusals() - start, dropped: dropped() };
  }, count);
}

/** The host starts a 3-player game and opens its room; returns the room code and the game's id. */
export async function hostGame(host: Page, url: string, seed = 4242): Promise<{ code: string; id: string }> {
  await host.goto(url);
  await setUpGame(host, TWELVE, seed);
  await startGame(host);
  const id = decodeURIComponent(new URL(host.url()).hash.split('/')[2] ?? '');
  // The game menu's "Play on several phones" leads here.
  await host.goto(`${url}#/host/${id}`);
  const code = (await host.locator('[data-room]').getAttribute('data-room')) ?? '';
  await expect(host.locator('.room__link')).toHaveAttribute('data-link', 'open');
  return { code, id };
}

/** The seat this phone keeps for room `code` (ui/multi/room.ts: a row of IndexedDB's settings, so a crash cannot lose it). */
export async function keptGuestSeat(guest: Page, code: string): Promise<{ token?: string; seat?: number } | null> {
  return (await storedRow<{ value?: { token?: string; seat?: number } }>(guest, 'settings', `room:death-angel-guest:${code}`))?.value ?? null;
}
