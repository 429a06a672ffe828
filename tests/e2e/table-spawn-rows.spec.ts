/**
 * Table companion, a spawn on one screen (issue 27): one row of type taps per card still to
 * turn up, in the order they are turned, filled top to bottom; each type is one stored step
 * the engine checks, and Undo takes back the last type alone. 2 players, 8 marines, 390x844.
 */
import type { Page } from '@playwright/test';
import { answer, type GameOptions } from '../../src/engine';
import { spawnAhead } from '../../src/ui/table/spawn-progress';
import { TEAMS } from '../../scripts/table-taps-policy';
import { expect, test } from './fixtures';
import { replayed, rowsInView, startTable, storedChoices } from './table-steps';

const SHOTS = process.env['SHOTS_DIR'];
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

const OPTIONS: GameOptions = { players: TEAMS.map((t, i) => ({ name: `Player ${i + 1}`, teams: [...t] })), chance: 'table', seed: 0 };

/** The setup Event card (of those the table may draw now) whose spawn turns up the most cards. */
function biggestSpawn(choices: string[]): string {
  const s = replayed(OPTIONS, choices);
  const p = s.prompt;
  if (!p || p.kind !== 'reveal' || p.reveal !== 'event') throw new Error('not at the Event');
  const size = (id: string): number => {
    const r = answer(s, id);
    return r.ok ? spawnAhead(r.state).length : 0;
  };
  return p.options.reduce((best, id) => (size(id) > size(best) ? id : best));
}

test('a spawn is one screen: a row per card, filled top to bottom, each type one step, Undo takes back one', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await startTable(page, TEAMS);
  // The first visit's "Ready to work offline" bar is not part of this screen.
  const banner = page.locator('.banner[data-prompt="offline-ready"] button');
  await banner.waitFor({ timeout: 15_000 }).then(() => banner.click(), () => undefined);
  await page.getByRole('button', { name: /^Deal for me/ }).click();
  // The setup's Event, the one whose spawn boxes put the most Genestealers down at once.
  await expect(page.locator('.sheet[data-ask="reveal:event"]')).toBeVisible();
  await page.locator(`.sheet[data-ask="reveal:event"] [data-option="${biggestSpawn(await storedChoices(page))}"]`).click();
  const sheet = page.locator('.sheet[data-ask="reveal:genestealer"]');
  await expect(sheet).toBeVisible();
  const rows = sheet.locator('.spawn-list > li');
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(3);
  // Every card of the spawn has its row from the start: the first is asked, the others wait.
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(rows.nth(0)).toContainText(/^(left|right) of .+ \(position \d\) at the /);
  await expect(sheet.locator('.spawn-row--next')).toHaveCount(total - 1);
  await expect(sheet.locator('.spawn-list__done')).toHaveCount(0);
  await expect(rows.nth(0).locator('[data-option]')).toHaveCount(4);
  for (let i = 1; i < total; i++) await expect(rows.nth(i).locator('button')).toHaveCount(0);
  const firstWhere = (await rows.nth(0).locator('.spawn-row__where').textContent()) ?? '';

  /** Taps a type the pile can turn up on the row asked now; returns the type's name. */
  const tapType = async (): Promise<string> => {
    const n = Number(await sheet.getAttribute('data-step'));
    const now = sheet.locator('.spawn-row--now');
    const buttons = now.locator('[data-option]:not([disabled])');
    for (let b = 0; b < 4; b++) {
      const button = buttons.nth(b);
      const text = (await button.textContent()) ?? '';
      if (text.includes('none left')) continue;
      const key = await button.getAttribute('data-option');
      await button.click();
      await expect(page.locator(`.sheet:not([data-step="${n}"])`)).toBeVisible();
      // One stored step, the type tapped (the app may then enter a type it knows by itself).
      expect((await storedChoices(page))[n]).toBe(key);
      return text;
    }
    throw new Error('no type left on the row asked now');
  };

  // The first type: its row says it is done, with the type; the second row is asked now.
  const first = await tapType();
  await expect(rows).toHaveCount(total);
  await expect(rows.nth(0)).toHaveClass(/spawn-list__done/);
  await expect(rows.nth(0)).toContainText(new RegExp(`^${first} (left|right) of `));
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'step');
  // Undo takes back that one type: the first row is asked again, nothing else changes.
  const steps = (await storedChoices(page)).length;
  await page.locator('.table-tools').getByRole('button', { name: /Undo$/ }).click();
  await expect.poll(async () => (await storedChoices(page)).length).toBe(steps - 1);
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(rows.nth(0).locator('.spawn-row__where')).toHaveText(firstWhere);
  await expect(sheet.locator('.spawn-list__done')).toHaveCount(0);
  await expect(rows).toHaveCount(total);
  // Filled again, two rows down: the screen mid-spawn, with the board in sight above it.
  await tapType();
  await tapType();
  await expect(sheet.locator('.spawn-list__done')).toHaveCount(2);
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'step');
  const inView = await rowsInView(page);
  console.log(`marine rows in sight mid-spawn: ${inView} of 8; spawn rows: ${total}`);
  expect(inView).toBeGreaterThanOrEqual(6);
  // The row asked now and its four type taps are in sight, each a full touch target.
  const boxes = await sheet.locator('.spawn-row--now [data-option]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ w: r.width, h: r.height, bottom: r.bottom })));
  for (const b of boxes) {
    expect(b.w).toBeGreaterThanOrEqual(44);
    expect(b.h).toBeGreaterThanOrEqual(44);
    expect(b.bottom).toBeLessThanOrEqual(844);
  }
  await shot(page, 'table-spawn-rows-mid');
  // A refused type (none left in that pile) changes nothing and names the row still asked.
  const none = sheet.locator('.spawn-row--now [data-option]', { hasText: 'none left' });
  if ((await none.count()) > 0) {
    const n = (await storedChoices(page)).length;
    await none.first().click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await storedChoices(page)).toHaveLength(n);
    await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
    await expect(rows.nth(2)).toHaveAttribute('aria-current', 'step');
  }
  // To the last row, top to bottom; then the spawn is over and the sheet asks something else.
  for (let i = 3; (await sheet.count()) > 0 && i < total + 1; i++) await tapType();
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('.sheet[data-ask]')).toBeVisible();
});
