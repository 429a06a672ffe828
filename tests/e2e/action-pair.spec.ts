/**
 * A player with two teams enters both Action cards with one tap (issue 32), at the table: under
 * each card of the team asked now, the same player's other team's cards. Each card is still its
 * own stored step, in the engine's order, and all 8 marine rows stay in sight.
 */
import { expect, test } from './fixtures';
import { importAndOpen, openApp, rowsUncovered, tableQuestion } from './fit-positions';
import { storedChoices } from './table-steps';

test('at the table, Ana enters Blue’s and Red’s cards in one tap; Ben’s teams come next', async ({ page, server }, testInfo) => {
  await openApp(page, server.url);
  const built = tableQuestion((p) => p.kind === 'decision' && p.ask === 'choose-action' && p.subject === 'BLUE');
  await importAndOpen(page, built, 'table');
  const sheet = page.locator('.sheet[data-ask="choose-action"]');
  const rows = sheet.locator('.team-actions__row');
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'step');
  // Red's cards under each of Blue's, none under a card Blue may not play; none for Ben's teams yet.
  const blue = built.state.prompt?.kind === 'decision' ? built.state.prompt.options : [];
  const cells = rows.nth(0).locator('.team-actions__pair-card');
  expect(await cells.count()).toBeGreaterThanOrEqual(blue.length * 2);
  await expect(rows.nth(2).locator('.team-actions__pair-card')).toHaveCount(0);
  const cell = cells.last();
  const path = ((await cell.getAttribute('data-path')) ?? '').split(' ');
  expect(blue).toContain(path[0]);
  await expect(cell).toHaveAccessibleName(/ for Blue and .+ for Red$/);
  const { seen, total } = await rowsUncovered(page);
  expect(seen, 'all 8 marine rows in sight with the pair cells open').toBe(total);
  await page.screenshot({ path: testInfo.outputPath('table-pair.png'), animations: 'disabled' });
  await cell.click();
  // Both rows entered; Ben's first team is asked, and its own pair cells (Purple) are under it.
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(rows.nth(0).locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(rows.nth(1).locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(rows.nth(2).locator('.team-actions__pair-card').first()).toBeVisible();
  await expect.poll(async () => (await storedChoices(page)).slice(built.answers.length)).toEqual(path);
});
