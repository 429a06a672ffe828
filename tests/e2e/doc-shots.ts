import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * The README's pictures are tracked files: a normal test run must leave them alone
 * (`npm test` keeps `git status` clean). `UPDATE_DOCS_SCREENSHOT=1 npm run test:e2e` refreshes them.
 */
export async function docShot(page: Page, name: string): Promise<void> {
  if (!process.env['UPDATE_DOCS_SCREENSHOT']) return;
  await page.screenshot({ path: fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url)), animations: 'disabled' });
}
