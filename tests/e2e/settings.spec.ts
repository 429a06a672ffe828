import { fileURLToPath } from 'node:url';
import { checkAccessibility } from './axe';
import type { Locator } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures';

/** A setting moves once it is stored (the controls wait while a change is being written). */
async function set(control: Locator, on = true): Promise<void> {
  await expect(control).toBeEnabled();
  await control.click();
  await (on ? expect(control).toBeChecked() : expect(control).not.toBeChecked());
}

const shot = fileURLToPath(new URL('../../docs/screenshots/settings.png', import.meta.url));

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
  await page.screenshot({ path: shot, animations: 'disabled' });
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
