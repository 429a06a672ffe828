/** axe (WCAG 2.x A/AA) on the table companion's screens: no serious or critical violation. */
import { checkAccessibility as check } from './axe';
import { expect, test } from './fixtures';
import { startOffline } from './game-helpers';

test('the table screens have no serious accessibility violations', async ({ page, server }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startOffline(page, server);
  await page.getByRole('button', { name: /Table companion/ }).click();
  await check(page, 'table setup');
  await page.getByRole('button', { name: 'Enter the position on the table' }).click();
  await check(page, 'position editor');
  // The editor fits the phone: nothing wider, every control thumb-sized.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const small = await page.locator('.pos-editor button:visible, .pos-editor input:visible, .pos-editor select:visible').evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length,
  );
  expect(small).toBe(0);
  await page.getByRole('button', { name: 'Start: enter the marines as they are dealt' }).click();
  await expect(page.locator('.sheet[data-ask="reveal:marine"]')).toBeVisible();
  await check(page, 'marine entry');
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await check(page, 'corrections');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  await page.getByRole('dialog').locator('[data-event] summary').first().click();
  await check(page, 'event lookup');
});
