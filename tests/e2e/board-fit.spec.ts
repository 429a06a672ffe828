import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setUpGame, startGame, startOffline, takePhone, tapFirstAnswer, TWELVE } from './game-helpers';

async function boxesInside(page: Page, selector: string): Promise<{ inside: number; total: number }> {
  return page.locator(selector).evaluateAll((els) => {
    const h = window.innerHeight;
    const w = window.innerWidth;
    const inside = els.filter((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= h && r.right <= w && r.height > 0;
    }).length;
    return { inside, total: els.length };
  });
}

test('12 marines: with the sheet folded every row is on screen; open, the lit targets are', async ({ page, server }, testInfo) => {
  test.setTimeout(120_000);
  await startOffline(page, server);
  await setUpGame(page, TWELVE, 21);
  await startGame(page);
  // Play on until some question lights spots on the board (and there are swarms to see).
  let lit = false;
  for (let i = 0; i < 60 && !lit; i++) {
    await takePhone(page);
    lit = (await page.locator('.board .is-target').count()) > 0 && (await page.locator('.board .swarm').count()) > 0;
    if (!lit) await tapFirstAnswer(page);
  }
  expect(lit, 'a question with lit board spots came up').toBe(true);
  await expect(page.locator('.board .row')).toHaveCount(12);

  // Open: every lit target of the question lies inside the viewport (the board scrolls them into view).
  const targets = page.locator('.board .is-target');
  for (let i = 0; i < (await targets.count()); i++) await targets.nth(i).scrollIntoViewIfNeeded();
  const first = await boxesInside(page, '.board .is-target');
  expect(first.inside, 'the first lit target is visible without scrolling by hand').toBeGreaterThan(0);

  // Open, the sheet covers some rows: a hint at the board's edge says so.
  const open = await boxesInside(page, '.board .row');
  expect(open.inside, 'the open sheet leaves part of the board hidden').toBeLessThan(12);
  await expect(page.locator('.board__more').first()).toBeVisible();
  await expect(page.locator('.board__more').first()).toContainText(/rows? (above|below)/);
  await page.screenshot({ path: testInfo.outputPath('open-sheet-12-marines.png'), animations: 'disabled' });

  // Fold with one tap: a slim bar that still names the question.
  const step = await page.locator('.sheet').getAttribute('data-step');
  await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
  await expect(page.locator('.sheet--folded')).toBeVisible();
  const rows = await boxesInside(page, '.board .row');
  expect(rows).toEqual({ inside: 12, total: 12 });
  await expect(page.locator('.board__more')).toHaveCount(0);
  // Touch targets where they are tapped stay 44 px or more.
  const small = await page.locator('.board .marine, .board .swarm, .board .terrain, .sheet__bar').evaluateAll((els) =>
    els.filter((e) => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; }).length,
  );
  expect(small).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('folded-sheet-12-marines.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) {
    await page.screenshot({ path: fileURLToPath(new URL('../../docs/screenshots/folded-sheet-12-marines.png', import.meta.url)), animations: 'disabled' });
  }

  // One tap on the bar opens it again, on the same question.
  await page.locator('.sheet__bar').click();
  await expect(page.locator(`.sheet:not(.sheet--folded)[data-step="${step}"] [data-option]`).first()).toBeVisible();
  // Folded, the next question unfolds the sheet by itself.
  await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
  await page.locator('.sheet__bar').click();
  await tapFirstAnswer(page);
  await takePhone(page);
  await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
  await expect(page.locator('.sheet--folded')).toBeVisible();
  const board = page.locator('.board .is-target').first();
  if (await board.count()) {
    // A lit spot on the board still answers while the sheet is folded; the next question opens it.
    await board.click();
    await expect(page.locator('.sheet:not(.sheet--folded), .handoff').first()).toBeVisible();
  }
});
