/**
 * The longest name a player may have (engine/limits.ts, from the form or a file) fits every
 * screen that shows one at 390 px: the setup field, the hand-off, Saved games, the import
 * results and the game's menu (Undo stays on screen). Wide letters with no space to break at.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { setUpGame, startGame } from './game-helpers';

const LONG = 'W'.repeat(20);
const LONG2 = 'M'.repeat(20);

async function fitsWidth(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(390);
  // Nothing sticks out of its box either (a name running past a card's edge): every text
  // element ends inside the screen and inside its parent.
  const out = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, .dialog *')) {
      const r = el.getBoundingClientRect();
      const parent = el.parentElement?.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.right > 390.5 || (parent && r.right > parent.right + 0.5 && getComputedStyle(el).position !== 'absolute')) bad.push(`${el.tagName}.${el.className}: ${Math.round(r.right)}`);
    }
    return bad;
  });
  expect(out, `${where}: elements past their edge`).toEqual([]);
}

test('the longest allowed name fits the setup field, hand-off, Saved games, import results and the menu at 390 px', async ({ page, server }) => {
  test.setTimeout(90_000);
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await setUpGame(page, [{ name: `${LONG}extra`, teams: ['BLUE', 'RED'] }, { name: LONG2, teams: ['GREEN', 'GREY'] }], 31);
  // The form keeps the same limit as a file: the extra letters are not taken.
  await expect(page.getByLabel('Player 1', { exact: true })).toHaveValue(LONG);
  await fitsWidth(page, 'the setup form');
  await page.screenshot({ path: 'test-results/long-names-setup.png' });
  await startGame(page);
  await expect(page.locator('.handoff')).toBeVisible();
  await fitsWidth(page, 'the hand-off');
  await page.screenshot({ path: 'test-results/long-names-handoff.png' });
  await page.locator('.handoff .btn--primary').click();
  await expect(page.locator('.sheet[data-ask]')).toBeVisible();
  await fitsWidth(page, 'the game screen');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const undo = page.getByRole('button', { name: 'Undo the last answer' });
  await expect(undo).toBeInViewport();
  await fitsWidth(page, 'the game menu');

  await page.goto(`${server.url}#/games`);
  await expect(page.getByText(LONG).first()).toBeVisible();
  await fitsWidth(page, 'Saved games');
  await page.screenshot({ path: 'test-results/long-names-games.png' });

  await page.goto(`${server.url}#/saves`);
  const save = { format: 'death-angel-save', version: 1, options: { players: [{ name: LONG, teams: ['BLUE', 'RED'] }, { name: LONG2, teams: ['GREEN', 'GREY'] }], chance: 'dealer', seed: 77 }, answers: [] };
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
  await expect(page.locator('[data-import-results] li')).toHaveAttribute('data-result', 'imported');
  await fitsWidth(page, 'the import results');
  await page.screenshot({ path: 'test-results/long-names-import.png' });
});
