import { checkAccessibility as check } from './axe';
import { expect, test } from './fixtures';
import { setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

test('the main screens have no serious accessibility violations', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startOffline(page, server);
  await check(page, 'home screen');

  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await check(page, 'new game form');
  await startGame(page);
  await check(page, 'action choice');

  // Play on to a question answered on the board, then look at the panels.
  while ((await page.locator('.is-target').count()) === 0) await tapFirstAnswer(page);
  await check(page, 'board with lit targets');
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  await check(page, 'log');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await check(page, 'game menu');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('location').click();
  await check(page, 'details');
  await page.getByRole('button', { name: 'Close' }).click();

  while ((await shown(page)) === 'prompt') await tapFirstAnswer(page);
  await check(page, 'end screen');

  await page.getByRole('button', { name: 'Saved games' }).click();
  await expect(page.locator('.game-card')).toHaveCount(1);
  await check(page, 'saved games');

  await page.getByRole('button', { name: 'Home' }).click();
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREEN', 'GREY'] }], 3);
  await startGame(page);
  await expect(page.locator('.handoff')).toBeVisible();
  await check(page, 'hand-off screen');
});
