import { fileURLToPath } from 'node:url';
import { expect, test, waitForServiceWorkerControl } from './fixtures';

// `UPDATE_DOCS_SCREENSHOT=1 npm run test:e2e` refreshes the README's picture.
const docsShot = fileURLToPath(new URL('../../docs/screenshots/home.png', import.meta.url));

test('home screen: new game and saved games, thumb-sized targets, fits a phone', async ({ page, server }, testInfo) => {
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');

  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).toContain('viewport-fit=cover');
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b0909');

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const label of ['New game', 'Continue', 'Rules']) {
    const item = menu.getByRole('button', { name: new RegExp(label) });
    await expect(item).toBeVisible();
    await expect(item).not.toHaveAttribute('aria-disabled', 'true');
    await expect(item).not.toContainText('Coming soon');
  }

  // Every control is at least 44 × 44 CSS px.
  const sizes = await page
    .locator('button, a[href], summary')
    .evaluateAll((els) => els.map((el) => ({ text: el.textContent?.trim(), ...el.getBoundingClientRect().toJSON() })));
  for (const size of sizes as { text: string; width: number; height: number }[]) {
    expect(size.height, `${size.text} height`).toBeGreaterThanOrEqual(44);
    expect(size.width, `${size.text} width`).toBeGreaterThanOrEqual(44);
  }

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The home screen as a player sees it once the first-visit notice is acknowledged.
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.locator('.banner')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('home.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) {
    await page.screenshot({ path: docsShot, animations: 'disabled' });
  }
});

test('respects prefers-reduced-motion', async ({ page, server }) => {
  await page.goto(server.url);
  const emblem = page.locator('.home__emblem');
  const duration = () => emblem.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
  expect(await duration()).toBeGreaterThan(1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toBeLessThan(0.001);
});

test('says clearly that nothing is kept when the browser has no IndexedDB, and still opens a game in memory', async ({ page, server }, testInfo) => {
  // What a storage-disabled browser looks like to the app (tests/e2e/storage-limits.spec.ts
  // covers one whose IndexedDB refuses to open, with a whole game and its export).
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
  });
  await page.goto(server.url);
  const alert = page.getByTestId('storage-notice');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert.getByRole('heading')).toHaveText('Saving is switched off in this browser');
  await expect(alert.locator('code')).toContainText('MissingAPIError');
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await expect(page.getByTestId('storage-status')).toContainText('games last only while this tab is open');
  // The rest of the app is still there, not a blank screen, and a game can start.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Death Angel');
  await page.screenshot({ path: testInfo.outputPath('storage-unavailable.png'), fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: /New game/ }).click();
  await page.getByRole('button', { name: 'Start the mission' }).click();
  await expect(page.locator('.sheet, .handoff').first()).toBeVisible();
});

for (const hash of ['#/play/%', '#/rules/%zz']) {
  test(`a link with a broken escape (${hash}) opens home and says the link was broken`, async ({ page, server }, testInfo) => {
    await page.goto(`${server.url}${hash}`);
    await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
    await expect(page.getByRole('alert')).toContainText('That link was broken');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('broken-link.png'), animations: 'disabled' });
    // From there the app works as ever.
    await page.getByRole('button', { name: /^Rules/ }).click();
    await expect(page.locator('[data-broken-link]')).toHaveCount(0);
  });
}
