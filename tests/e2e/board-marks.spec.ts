/**
 * Issue 11: after the recap, the board itself marks what the last answer changed — new and
 * moved swarms, a slain marine's empty place — until the next answer.
 */
import { fileURLToPath } from 'node:url';
import { checkAccessibility } from './axe';
import { fallenOverNames } from './fit-positions';
import { expect, test } from './fixtures';
import { passRecap, setUpGame, shown, startGame, startOffline, takePhone, tapFirstAnswer, TWELVE } from './game-helpers';

test('new and moved swarms and a fallen marine stay marked on the board until the next answer', async ({ page, server }, testInfo) => {
  test.setTimeout(240_000);
  await startOffline(page, server);
  await setUpGame(page, TWELVE, 21);
  await startGame(page);
  let swarmMarks = false;
  let fallen = false;
  for (let i = 0; i < 300 && !(swarmMarks && fallen); i++) {
    if ((await shown(page)) === 'end') break;
    await takePhone(page);
    const marks = await page.locator('.board .swarm[data-mark]').count();
    const gone = await page.locator('.board .row--fallen').count();
    if (marks > 0 && !swarmMarks) {
      swarmMarks = true;
      // Marked in words too, for a screen reader.
      await expect(page.locator('.board .swarm[data-mark]').first()).toHaveAttribute('aria-label', /(new|grew|moved) just now/);
      await checkAccessibility(page, 'board with marks');
    }
    if (gone > 0 && !fallen) {
      fallen = true;
      await expect(page.locator('.board .row--fallen').first()).toContainText(/fell here/);
      // The place is marked, not kept: the mark takes no height, so the living do not move down.
      expect(await page.locator('.board .row--fallen').first().evaluate((e) => e.getBoundingClientRect().height)).toBe(0);
      await expect(page.locator('.board .row__fallen-text').first()).toBeVisible();
      // The tag never lies over a living marine's name.
      const overlaps = await fallenOverNames(page);
      expect(overlaps).toEqual([]);
      await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
      await checkAccessibility(page, 'board with a fallen marine');
      await page.screenshot({ path: testInfo.outputPath('board-marks.png'), animations: 'disabled' });
      if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: fileURLToPath(new URL('../../docs/screenshots/board-marks.png', import.meta.url)), animations: 'disabled' });
      await page.locator('.sheet__bar').click();
      // A reload (or a reopened game) shows the same marks: they belong to the last stored answer.
      const marksNow = async (): Promise<string[]> => page.locator('.board [data-mark], .board .row--fallen').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-spot') ?? e.getAttribute('data-fallen')}:${e.getAttribute('data-mark') ?? 'fallen'}`));
      const kept = await marksNow();
      await page.reload();
      // The public recap the last answer left comes back first (issue 25); the marks wait behind it.
      await expect(page.locator('.moment')).toBeVisible();
      await passRecap(page);
      await takePhone(page);
      expect(await marksNow()).toEqual(kept);
      // The next answer clears the marks of the last one (unless it changes the board again).
      const before = await page.locator('.board .row--fallen').count();
      expect(before).toBeGreaterThan(0);
      await tapFirstAnswer(page);
      await takePhone(page);
      const next = await page.locator('.board .row--fallen').count();
      expect(next === 0 || (await page.locator('.board [data-spot^="marine:"]').count()) < 12 - before).toBe(true);
      continue;
    }
    await tapFirstAnswer(page);
  }
  expect(swarmMarks, 'a swarm was marked new, grown or moved').toBe(true);
  expect(fallen, 'a slain marine left a marked place').toBe(true);
});
