/**
 * Table companion: what an Event tells the table to do with its cards (the spawns, the moves)
 * folds to a line each while the types are asked, so they stay in reach; one tap reads the
 * orders whole (a player stopped at "Minor spawn (1) at every yellow terrain: 1 at t…"). Before
 * it, the empty board of a table's setup says the marines are dealt there.
 */
import type { Page } from '@playwright/test';
import { TEAMS } from '../../scripts/table-taps-policy';
import { expect, test } from './fixtures';
import { startTable } from './table-steps';

/** Plays first answers (a die shows 5) until an Event's spawn asks its first type. */
async function toEventSpawn(page: Page): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const sheet = page.locator('.sheet[data-ask]').first();
    await expect(sheet).toBeVisible();
    const ask = await sheet.getAttribute('data-ask');
    if (ask === 'reveal:genestealer' && (await sheet.locator('.table-orders').count()) > 0) return;
    const step = await sheet.getAttribute('data-step');
    if (ask === 'reveal:marine') {
      // One tap deals the rest of the formation, stored a step at a time.
      await sheet.getByRole('button', { name: /^Deal for me/ }).click();
      await expect(page.locator('.sheet[data-ask="reveal:marine"]')).toHaveCount(0);
      continue;
    } else if (ask === 'reveal:die') await sheet.locator('[data-option="5"]').click();
    else await sheet.locator(':is([data-option], [data-path]):not([disabled])').first().click();
    await expect(page.locator(`.sheet[data-ask]:not([data-step="${step}"])`).first()).toBeVisible();
  }
  throw new Error('no Event spawn in 120 entries');
}

test('an Event’s orders fold to a line each while the types are asked, and one tap reads them whole', async ({ page, server }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await startTable(page, TEAMS);
  // Before the first card is dealt the empty formation says what comes there, not that all fell.
  await expect(page.locator('.board .row--empty')).toHaveText('The marines are dealt here, one card at a time.');
  const banner = page.locator('.banner[data-prompt="offline-ready"] button');
  await banner.waitFor({ timeout: 15_000 }).then(() => banner.click(), () => undefined);
  await toEventSpawn(page);
  const orders = page.locator('.sheet[data-ask="reveal:genestealer"] .table-orders');
  const cut = () => orders.locator('.table-orders__toggle, li').evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0 && e.scrollWidth > e.clientWidth + 1).length);
  const toggle = orders.locator('.table-orders__toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The first type to tap is in reach with the orders folded.
  await expect(page.locator('.sheet .spawn-row--now [data-option]').first()).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('folded.png'), animations: 'disabled' });
  const folded = await cut();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Whole: no line cut, every line shown.
  expect(await cut()).toBe(0);
  const lines = await orders.locator('li').count();
  expect(await orders.locator('li:visible').count()).toBe(lines);
  await page.screenshot({ path: testInfo.outputPath('open.png'), animations: 'disabled' });
  // Folded, the sheet had cut them (8 marines leave it a few lines): the reason for the tap.
  expect(folded).toBeGreaterThan(0);
  // Tapped again, the orders fold back; a type is still one tap.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The log so far says each thing once: no entry repeats its head as its next line (a roll the
  // engine narrates, an answer the table entered), and none is an empty entry between two rules.
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  const entries = await page.locator('.log .log__entry:visible').evaluateAll((els) => els.map((e) => [...e.querySelectorAll('p')].map((p) => (p.firstChild?.textContent ?? '').trim())));
  expect(entries.length).toBeGreaterThan(10);
  for (const lines of entries) {
    expect(lines.filter((l) => l !== '').length, `an entry with words: ${lines.join(' / ')}`).toBeGreaterThan(0);
    expect(new Set(lines).size, `told once: ${lines.join(' / ')}`).toBe(lines.length);
  }
});
