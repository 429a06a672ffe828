/** Issue 11: defects a new player met in the first round, each pinned in the built app. */
import { expect, test } from './fixtures';
import { passRecap, setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

test('the setup spawn shows the Event drawn for it without its ability, which is ignored at setup', async ({ page, server }, testInfo) => {
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 5);
  await startGame(page);
  const chip = page.locator('.sheet .event-chip');
  await expect(chip).toContainText('Drawn for the setup spawn');
  await expect(chip.locator('.event-chip__text')).toHaveCount(0);
  // Tapped, the card reads in full as on the Forward Scouting peek: text, spawn boxes, movement.
  await chip.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.event-card .spawn-box')).toHaveCount(2);
  await expect(dialog.locator('.event-card')).toContainText(/Then/);
  await page.screenshot({ path: testInfo.outputPath('event-details.png'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  // After the first answer the chip is gone or is a real Event, with its text.
  await tapFirstAnswer(page);
  await expect(page.locator('.sheet .event-chip', { hasText: 'Drawn for the setup spawn' })).toHaveCount(0);
});

test('"Show every choice" brings back the answers a tap on the board had narrowed', async ({ page, server }) => {
  test.setTimeout(180_000);
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 5);
  await startGame(page);
  const sheet = page.locator('.sheet[data-ask]');
  const every = sheet.getByRole('button', { name: 'Show every choice' });
  let checked = false;
  for (let i = 0; i < 150 && !checked; i++) {
    await passRecap(page);
    if ((await shown(page)) === 'end') break;
    const all = await sheet.locator('[data-option]').count();
    const lit = page.locator('.board .is-target');
    // Several lit spots: one of them may hold some, not all, of the answers.
    if (all >= 3 && (await lit.count()) > 1) {
      const step = await sheet.getAttribute('data-step');
      // A marine in the middle of a swap question holds two answers (up and down).
      await lit.nth(1).click();
      // A spot holding one answer answers at once; one holding several narrows the sheet to them.
      await expect(page.locator(`.sheet[data-ask]:not([data-step="${step}"]), .moment, .end, .handoff, .board .is-picked`).first()).toBeVisible();
      if (await every.isVisible()) {
        const narrowed = await sheet.locator('[data-option]').count();
        expect(narrowed).toBeLessThan(all);
        await expect(page.locator('.board .is-picked')).toHaveCount(1);
        await every.click();
        await expect(sheet.locator('[data-option]')).toHaveCount(all);
        await expect(every).toHaveCount(0);
        checked = true;
      } else if ((await page.locator('.board .is-picked').count()) > 0) await tapFirstAnswer(page);
      continue;
    }
    await tapFirstAnswer(page);
  }
  expect(checked, 'a board spot with several answers came up').toBe(true);
});
