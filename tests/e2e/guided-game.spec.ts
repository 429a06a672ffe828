import { fileURLToPath } from 'node:url';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { startOffline, tapFirstAnswer } from './game-helpers';

const docs = fileURLToPath(new URL('../../docs/screenshots/guided-step.png', import.meta.url));

test('a newcomer is offered the guided first game; it explains each phase once, lights what it speaks of, and can be turned off', async ({ page, server }, testInfo) => {
  test.setTimeout(90_000);
  await startOffline(page, server);
  await page.getByRole('button', { name: /First game, guided/ }).click();
  // The fixed deal.
  await expect(page.getByLabel('Deal number (seed)')).toHaveValue('548');
  await page.getByRole('button', { name: 'Start the mission' }).click();

  const guide = page.locator('.guide');
  await expect(guide).toHaveAttribute('data-guide', 'choose-actions');
  await expect(page.locator('.sheet.guide-lit')).toHaveCount(1);
  await checkAccessibility(page, 'guided game');
  await page.screenshot({ path: testInfo.outputPath('guided-step.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs, animations: 'disabled' });
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toHaveCount(0);
  await expect(page.locator('.guide-lit')).toHaveCount(0);

  // Choosing the three teams' cards: no explanation again for the same phase.
  for (let i = 0; i < 3; i++) {
    await expect(guide).toHaveCount(0);
    await tapFirstAnswer(page);
  }
  // The next phase gets its own explanation, with the board lit.
  await expect(guide).toHaveAttribute('data-guide', 'resolve-actions');
  await expect(page.locator('.board.guide-lit')).toHaveCount(1);
  await guide.getByRole('button', { name: 'Turn the guide off' }).click();
  await expect(guide).toHaveCount(0);

  // Left at any time: home no longer offers the guided game to someone who has played.
  await page.evaluate(() => (window.location.hash = '#/'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /First game, guided/ })).toHaveCount(0);
});
