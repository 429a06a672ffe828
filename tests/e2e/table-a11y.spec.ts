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
  // Deal for me, then the first possible answer until each new table screen has been checked:
  // the spawn sheet, every team's Action cards, the die's faces.
  await page.getByRole('button', { name: /^Deal for me/ }).click();
  await expect(page.locator('.sheet[data-ask="reveal:event"]')).toBeVisible();
  const seen = new Set<string>();
  for (let i = 0; i < 80 && seen.size < 3; i++) {
    const sheet = page.locator('.sheet[data-ask]');
    await expect(sheet).toBeVisible();
    const n = await sheet.getAttribute('data-step');
    const ask = await sheet.getAttribute('data-ask');
    const screen = (await sheet.locator('.spawn-list').count()) > 0 ? 'spawn sheet' : ask === 'choose-action' ? 'action cards' : ask === 'reveal:die' ? 'die faces' : null;
    if (screen && !seen.has(screen)) {
      await check(page, screen);
      seen.add(screen);
    }
    await sheet.locator('[data-option]:not([disabled])').first().click();
    const refused = page.getByRole('alert');
    if (await refused.isVisible()) {
      await refused.getByRole('button', { name: 'OK' }).click();
      await sheet.locator('[data-option]:not([disabled])').nth(1).click();
    }
    await expect(page.locator(`.sheet:not([data-step="${n}"])`)).toBeVisible();
  }
  expect([...seen].sort()).toEqual(['action cards', 'die faces', 'spawn sheet']);
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await check(page, 'corrections');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  await page.getByRole('dialog').locator('[data-event] summary').first().click();
  await check(page, 'event lookup');
});
