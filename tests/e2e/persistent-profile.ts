/**
 * A browser on a profile folder that outlives it: the crash tests start Chromium on a folder,
 * kill its main process with no shutdown, and start it again on the same folder to see what
 * IndexedDB kept.
 */
import { readFile, readdir } from 'node:fs/promises';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { expect, waitForServiceWorkerControl } from './fixtures';

/** Starts (or restarts) Chromium on `dir` at 390×844 with a touch screen; `opts` for a browser that plays without its service worker, or with more flags. */
export async function launchOn(dir: string, opts: { args?: readonly string[]; serviceWorkers?: 'allow' | 'block'; reducedMotion?: 'reduce' } = {}): Promise<[BrowserContext, Page]> {
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, ...(opts.args ?? [])],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: opts.serviceWorkers ?? 'allow',
    ...(opts.reducedMotion ? { reducedMotion: opts.reducedMotion } : {}),
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

/** Kills the browser on `dir` as the system would (SIGKILL of its main process: no shutdown, no flush) and waits until `ctx` knows it is gone. */
export async function killBrowser(dir: string, ctx: BrowserContext): Promise<void> {
  const pid = await browserPid(dir);
  if (pid === null) throw new Error(`no browser runs on ${dir}`);
  process.kill(pid, 'SIGKILL');
  await ctx.close().catch(() => undefined);
}

/** The row under `key` in the app's IndexedDB store `store`, read straight from the browser (undefined when there is none). */
export function storedRow<T>(page: Page, store: string, key: string): Promise<T | undefined> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('death-angel-companion');
        open.onsuccess = () => {
          const get = open.result.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => (open.result.close(), resolve(get.result as T | undefined));
          get.onerror = () => reject(get.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { store, key },
  );
}

/** A game's row as IndexedDB holds it, read straight from the browser's store. */
export async function storedGame(page: Page, id: string): Promise<{ steps: number; status: string }> {
  return (await storedRow<{ steps: number; status: string }>(page, 'games', id)) as { steps: number; status: string };
}

/** Opens the app on a fresh profile and waits until it works offline, past the first-visit note: where every crash test starts. */
export async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}
