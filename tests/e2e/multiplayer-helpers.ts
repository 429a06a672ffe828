/**
 * Several phones in one browser test (issue 26): a PeerJS signalling server on 127.0.0.1 (a
 * free port), and pages that use it through the app's own setting (its localStorage key). A
 * guest page records every raw message it receives in `window.__mpInbox` (the test hook of
 * src/ui/multi/peer-link.ts); `window.__mpVersion` plays a phone built from another version.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PeerServer } from 'peer';
import { expect } from './fixtures';

export interface Signalling {
  url: string;
  stop: () => Promise<void>;
}

export function startSignalling(): Promise<Signalling> {
  return new Promise((resolve) => {
    const app = PeerServer({ port: 0, host: '127.0.0.1', path: '/' }, (server: Server) => {
      const port = (server.address() as AddressInfo).port;
      resolve({ url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(() => done())) });
    });
    void app;
  });
}

/** A phone: its own browser context (its own storage), the signalling setting set before the app starts. */
export async function phone(browser: Browser, signal: string, opts: { inbox?: boolean; version?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'dark', serviceWorkers: 'block' });
  await context.addInitScript(
    ({ signal, inbox, version }) => {
      localStorage.setItem('death-angel-signalling', signal);
      if (inbox) (window as unknown as { __mpInbox: unknown[] }).__mpInbox = [];
      if (version) (window as unknown as { __mpVersion: string }).__mpVersion = version;
    },
    { signal, inbox: opts.inbox ?? false, version: opts.version ?? '' },
  );
  const page = await context.newPage();
  return { context, page };
}

/** The host page's step count (what is stored). */
export async function hostSteps(host: Page): Promise<number> {
  return Number(await host.locator('.multi-host').getAttribute('data-steps'));
}

/** A guest page is up to date with the host: it knows and has replayed `n` steps. */
export async function caughtUp(guest: Page, n: number): Promise<void> {
  await expect(guest.locator('.multi-guest')).toHaveAttribute('data-known', String(n));
  await expect(guest.locator('.multi-guest')).toHaveAttribute('data-applied', String(n));
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
    const option = guest.locator(`.multi-sheet[data-step="${n}"] [data-option]:not([disabled])`).first();
    await option.click();
  } else {
    await host.locator(`.sheet[data-step="${n}"] [data-option]:not([disabled])`).first().click();
  }
  await expect(host.locator('.multi-host')).not.toHaveAttribute('data-steps', String(n));
}
