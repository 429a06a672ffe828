/**
 * Reopening after a crash finds the game just played (issue 18, item 2): the browser is killed
 * (SIGKILL, no shutdown) a moment after an answer shows in a game opened a moment before, then
 * reopened on the same profile at the app's start URL (no hash, as the installed app starts).
 * It must open on that game at that step, not on the game before it or on home: the last
 * screen is kept in IndexedDB with the answer, not only in localStorage, which the browser
 * writes to disk seconds later.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { killBrowser, launchOn, openReady, storedGame } from './persistent-profile';
import { expect, test } from './fixtures';
import { setUpGame, startGame, tapFirstAnswer } from './game-helpers';

const gameId = (page: Page): string => decodeURIComponent(page.url().split('#/play/')[1] ?? '');

test('a kill under half a second after an answer in a newly opened game reopens that game at that step', async ({ server }) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(join(tmpdir(), 'dac-reopen-'));
  let [ctx, page] = await launchOn(dir);
  try {
    await openReady(page, server.url);
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
    // The question is drawn while its answer's commit runs: the browser dies the moment the app
    // says that commit landed (and so the question takes answers).
    await page.waitForFunction((n) => document.querySelector('.sheet[data-ask]')?.getAttribute('data-stored') === n, shownStep, { polling: 'raf' });
    await killBrowser(dir, ctx);

    [ctx, page] = await launchOn(dir);
    await page.goto(server.url); // the start URL: no hash
    await expect(page).toHaveURL(new RegExp(`#/play/${second}$`));
    await expect(page.locator('.board')).toBeVisible();
    const stored = (await storedGame(page, second)).steps;
    expect(String(stored)).toBe(shownStep); // the answer seen on screen was kept
    await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', String(stored));
    await page.screenshot({ path: test.info().outputPath('reopened.png') });
  } finally {
    await ctx.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});
