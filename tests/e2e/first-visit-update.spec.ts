/**
 * A first visit is not an update: on a fresh profile, a reload soon after the first load
 * (while the first service worker still installs) must not say "The app was updated in
 * another tab" (issue 18, item 3). Each delay on its own fresh profile.
 */
import { expect, test, waitForServiceWorkerControl } from './fixtures';

for (const delay of [50, 150, 300]) {
  test(`fresh profile, reload ${delay} ms after the first load: no "updated in another tab"`, async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForTimeout(delay);
    await page.reload();
    await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
    await waitForServiceWorkerControl(page);
    // Give the worker time to finish installing, claim the page and fire its events.
    await page.waitForTimeout(1500);
    await expect(page.getByText('The app was updated in another tab.')).toHaveCount(0);
    await context.close();
  });
}
