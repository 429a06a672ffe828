/**
 * Reopening after a crash finds the game just played (issue 18, item 2): the browser is killed
 * (SIGKILL, no shutdown) a moment after an answer shows in a game opened a moment before, then
 * reopened on the same profile at the app's start URL (no hash, as the installed app starts).
 * It must open on that game at that step, not on the game before it or on home: the last
 * screen is kept in IndexedDB with the answer, not only in localStorage, which the browser
 * writes to disk seconds later.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { setUpGame, startGame, tapFirstAnswer } from './game-helpers';

/** The browser's main process for this profile (as in saves-kill.spec.ts). */
async function browserPid(dir: string): Promise<number | null> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmd = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const args = cmd.split('\0');
    if (args.includes(`--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type='))) return Number(entry);
  }
  return null;
}

/** The steps IndexedDB holds for a game, read straight from the browser's store. */
function committedSteps(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (gameId) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('death-angel-companion');
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(gameId);
          get.onsuccess = () => (open.result.close(), resolve((get.result as { steps: number }).steps));
          get.onerror = () => reject(get.error);
        };
        open.onerror = () => reject(open.error);
      }),
    id,
  );
}

const gameId = (page: Page): string => decodeURIComponent(page.url().split('#/play/')[1] ?? '');

test('a kill under half a second after an answer in a newly opened game reopens that game at that step', async ({ server }) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(join(tmpdir(), 'dac-reopen-'));
  const launch = async (): Promise<[BrowserContext, Page]> => {
    const ctx = await chromium.launchPersistentContext(dir, {
      executablePath: chromiumPath(),
      args: [...chromiumArgs],
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    return [ctx, ctx.pages()[0] ?? (await ctx.newPage())];
  };
  let [ctx, page] = await launch();
  try {
    await page.goto(server.url);
    await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    // Game A, played and left alone long enough for the browser to write localStorage.
    await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
    await startGame(page);
    const first = gameId(page);
    await tapFirstAnswer(page);
    await page.waitForTimeout(6_000);
    // Game B: set up, started, one answer, and the browser dies right after it shows.
    await page.goto(`${server.url}#/`);
    await setUpGame(page, [{ name: 'Bo', teams: ['GREEN', 'GREY', 'YELLOW'] }], 549);
    await startGame(page);
    const second = gameId(page);
    expect(second).not.toBe(first);
    await tapFirstAnswer(page);
    const shownStep = await page.locator('.sheet[data-ask]').getAttribute('data-step');
    const pid = await browserPid(dir);
    expect(pid).not.toBeNull();
    process.kill(pid as number, 'SIGKILL');
    await ctx.close().catch(() => undefined);

    [ctx, page] = await launch();
    await page.goto(server.url); // the start URL: no hash
    await expect(page).toHaveURL(new RegExp(`#/play/${second}$`));
    await expect(page.locator('.board')).toBeVisible();
    const stored = await committedSteps(page, second);
    expect(String(stored)).toBe(shownStep); // the answer seen on screen was kept
    await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', String(stored));
    await page.screenshot({ path: test.info().outputPath('reopened.png') });
  } finally {
    await ctx.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});
