/**
 * A join link whose room code is not one (issue 35: a 10,000-character code made the page about
 * 97,000 px wide): refused on the join screen with a short message, nothing wider than the phone.
 */
import { expect, test } from './fixtures';
import { phone } from './multiplayer-helpers';

test('a join link with a 10,000-character room code is refused in a few words, the page stays 390 px wide', async ({ browser, server }) => {
  // No signalling server is needed to refuse a code: one that never answers keeps the test off the network.
  const { context, page } = await phone(browser, 'http://127.0.0.1:9/');
  await page.goto(`${server.url}#/join/${'A'.repeat(10_000)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'That link holds no room code' });
  await expect(alert).toContainText('“AAAAAAAAAAAAAAAA…” (10,000 characters)');
  await expect(page.getByRole('heading', { name: 'Join a game' })).toBeVisible();
  await expect(page.getByLabel(/The room code on the host's phone/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('join-refused.png') });
  await context.close();
});
