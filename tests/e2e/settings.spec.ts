import { checkAccessibility } from './axe';
import type { Locator } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { passRecap, setUpGame, startGame } from './game-helpers';
import { docShot } from './doc-shots';

/** A setting moves once it is stored (the controls wait while a change is being written). */
async function set(control: Locator, on = true): Promise<void> {
  await expect(control).toBeEnabled();
  await control.click();
  await (on ? expect(control).toBeChecked() : expect(control).not.toBeChecked());
}


test('settings: changed, stored, and still there after a reload (offline)', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByRole('button', { name: /^Settings/ }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await checkAccessibility(page, 'settings screen');

  // Each change shows once stored ("Saved.").
  await set(page.locator('[data-setting="advisor"]'));
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await docShot(page, 'settings');
  await set(page.getByLabel('Larger'));
  await expect(page.locator('html')).toHaveAttribute('data-text', 'larger');
  await set(page.locator('[data-setting="animations"]'), false);
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
  await set(page.locator('[data-setting="confirmBig"]'));
  await set(page.getByLabel('The home screen'));
  await expect(page.locator('[data-setting="advisor"]')).toBeEnabled();
  // With the larger text nothing runs off the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Offline from here: the app is served by its service worker, settings by IndexedDB.
  await server.stop();
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await expect(page.locator('[data-setting="advisor"]')).toBeChecked();
  await expect(page.locator('[data-setting="confirmBig"]')).toBeChecked();
  await expect(page.locator('[data-setting="animations"]')).not.toBeChecked();
  await expect(page.getByLabel('Larger')).toBeChecked();
  await expect(page.getByLabel('The home screen')).toBeChecked();
  // Applied from the first paint (the localStorage copy), not only once storage opened.
  await expect(page.locator('html')).toHaveAttribute('data-text', 'larger');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');

  // The localStorage copy gone, the stored row still brings them back.
  await page.evaluate(() => localStorage.removeItem('death-angel-companion:preferences'));
  await page.reload();
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await expect(page.locator('html')).toHaveAttribute('data-text', 'larger');
  await expect(page.locator('[data-setting="advisor"]')).toBeChecked();
});

test('confirm big choices: an answer undo cannot take back asks "sure?" first; "Not yet" changes nothing', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await page.getByRole('button', { name: /^Settings/ }).click();
  await set(page.locator('[data-setting="confirmBig"]'));
  await page.getByRole('button', { name: 'Home' }).click();
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'YELLOW'] }], 12);
  await startGame(page);
  await passRecap(page);
  const sheet = page.locator('.sheet[data-ask]');
  // The first two Action cards stay secret and can be taken back: no question asked.
  for (let i = 0; i < 2; i++) {
    const step = Number(await sheet.getAttribute('data-step'));
    await sheet.locator('[data-option]:not([disabled])').first().click();
    await expect(page.locator(`.sheet[data-step="${step + 1}"]`)).toBeVisible();
    await expect(page.locator('.confirm')).toHaveCount(0);
  }
  // The last one turns every card face up: asked first.
  const step = await sheet.getAttribute('data-step');
  await sheet.locator('[data-option]:not([disabled])').first().click();
  await expect(page.locator('.confirm')).toContainText('cannot be taken back');
  await page.locator('[data-confirm="no"]').click();
  await expect(page.locator('.confirm')).toHaveCount(0);
  await expect(sheet).toHaveAttribute('data-step', step as string);
  await sheet.locator('[data-option]:not([disabled])').first().click();
  await page.locator('[data-confirm="yes"]').click();
  await expect(page.locator(`.sheet[data-step="${Number(step) + 1}"], .moment`).first()).toBeVisible();
});

test('settings from a game: the menu leads there, and back to the same question, the change in force', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  // The first visit's "Ready to work offline" bar, put away before it can come up over the game's ⋮.
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'YELLOW'] }], 12);
  await startGame(page);
  await passRecap(page);
  const sheet = page.locator('.sheet[data-ask]');
  const step = await sheet.getAttribute('data-step');
  const game = page.url();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await set(page.getByLabel('Larger'));
  await page.getByRole('button', { name: 'Back to the game' }).click();
  expect(page.url()).toBe(game);
  await expect(sheet).toHaveAttribute('data-step', step as string);
  await expect(page.locator('html')).toHaveAttribute('data-text', 'larger');
  // Settings opened from Home still lead Home.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: /^Settings/ }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: /New game/ })).toBeVisible();
});
