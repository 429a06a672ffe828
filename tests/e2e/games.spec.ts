import { expect, test } from './fixtures';
import { setUpGame, startGame, startOffline, tapFirstAnswer } from './game-helpers';

test('undo stops at the last reveal of chance (unlimited in practice); saved games resume and delete', async ({ page, server }) => {
  test.setTimeout(90_000);
  await startOffline(page, server);
  const sheet = page.locator('.sheet[data-ask]');
  const undo = sheet.getByRole('button', { name: 'Undo' });

  // A real game: a secret card choice can be taken back…
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  await expect(undo).toHaveCount(0); // nothing answered yet
  await tapFirstAnswer(page);
  await undo.click();
  await expect(sheet).toHaveAttribute('data-step', '0');
  // …but once a card or a die has been revealed, the answer stands.
  while ((await undo.count()) > 0 || (await sheet.getAttribute('data-step')) === '0') await tapFirstAnswer(page);
  const fixedAt = await sheet.getAttribute('data-step');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Undo the last answer' })).toBeDisabled();
  await expect(page.locator('#undo-why')).toContainText('Something was revealed');
  await expect(page.getByTestId('seed')).toHaveText('548');
  await page.getByRole('button', { name: 'Home' }).click();

  // A practice game says so, and undoes across reveals back to the start.
  await setUpGame(page, [{ name: 'Bo', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await page.getByLabel(/Practice game/).check();
  await startGame(page);
  await expect(sheet.getByText('Practice game')).toBeVisible();
  for (let i = 0; i < 6; i++) await tapFirstAnswer(page);
  for (let step = 6; step > 0; step--) {
    await undo.click();
    await expect(sheet).toHaveAttribute('data-step', String(step - 1));
  }

  // Both games are listed in progress; the first resumes where it stood.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  const cards = page.locator('.game-card[data-status="in-progress"]');
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: 'Ana' }).getByRole('button', { name: /Resume/ }).click();
  await expect(sheet).toHaveAttribute('data-step', fixedAt ?? '');

  // Delete the practice game (asked twice); the other stays.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  const bo = page.locator('.game-card').filter({ hasText: 'Bo' });
  await bo.getByRole('button', { name: 'Delete' }).click();
  await bo.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.locator('.game-card')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.game-card')).toHaveCount(1);
  await expect(page.locator('.game-card')).toContainText('Ana');
});
