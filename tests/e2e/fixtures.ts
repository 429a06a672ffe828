/**
 * Shared Playwright fixtures: a fresh static server per test, and a check that the page
 * logged no uncaught error or console error from start to finish.
 */
import { test as base, expect } from '@playwright/test';
import { startStaticServer, type StaticServer } from './static-server';

interface Fixtures {
  server: StaticServer;
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  // Playwright requires an object pattern as the first argument, even an empty one.
  server: async ({}, use) => {
    const server = await startStaticServer();
    await use(server);
    await server.stop().catch(() => undefined); // a test may already have stopped it
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the service worker has installed (precache complete) and controls the page. */
export async function waitForServiceWorkerControl(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Width and height from a PNG's IHDR chunk: proves an icon is the size the manifest says. */
export function pngSize(body: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (body.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}
