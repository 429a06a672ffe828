/** axe (WCAG 2.x A/AA) on the table companion's screens: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOffline } from './game-helpers';

async function check(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(bad, `axe on the ${screen}`).toEqual([]);
}

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
