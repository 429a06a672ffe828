/**
 * A browser on a profile folder that outlives it: the crash tests start Chromium on a folder,
 * kill its main process with no shutdown, and start it again on the same folder to see what
 * IndexedDB kept.
 */
import { readFile, readdir } from 'node:fs/promises';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { expect, waitForServiceWorkerControl } from './fixtures';

/** Starts (or restarts) Chromium on `dir` at 390×844 with a touch screen. */
export async function launchOn(dir: string): Promise<[BrowserContext, Page]> {
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  return [ctx, ctx.pages()[0] ?? (await ctx.newPage())];
}

/** The browser's main process for this profile (its renderers and helpers carry --type=). */
export async function browserPid(dir: string): Promise<number | null> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmd = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const args = cmd.split('\0');
    if (args.includes(`--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type='))) return Number(entry);
  }
  return null;
}

/** A game's row as IndexedDB holds it, read straight from the browser's store. */
export function storedGame(page: Page, id: string): Promise<{ steps: number; status: string }> {
  return page.evaluate(
    (gameId) =>
      new Promise<{ steps: number; status: string }>((resolve, reject) => {
        const open = indexedDB.open('death-angel-companion');
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(gameId);
          get.onsuccess = () => (open.result.close(), resolve(get.result as { steps: number; status: string }));
          get.onerror = () => reject(get.error);
        };
        open.onerror = () => reject(open.error);
      }),
    id,
  );
}

/** Opens the app on a fresh profile and waits until it works offline, past the first-visit note: where every crash test starts. */
export async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}
