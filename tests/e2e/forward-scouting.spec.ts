/**
 * Issue 11: the Forward Scouting peek shows the whole Event card — text, spawn boxes and
 * movement — so that keeping it on top or sending it to the bottom is an informed choice.
 */
import { fileURLToPath } from 'node:url';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { passRecap, setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

test('the Forward Scouting peek shows the Event card in full, with Keep and Bottom on screen', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['PURPLE', 'BLUE', 'RED'] }], 5);
  await startGame(page);
  const sheet = page.locator('.sheet[data-ask]');
  let peek = false;
  for (let i = 0; i < 120 && !peek; i++) {
    await passRecap(page);
    if ((await shown(page)) === 'end') break;
    const ask = await sheet.getAttribute('data-ask');
    if (ask === 'forward-scouting') {
      peek = true;
      break;
    }
    const scouting = sheet.locator('[data-option="action.forward-scouting"]');
    if (ask === 'choose-action' && (await scouting.count()) > 0) {
      const step = Number(await sheet.getAttribute('data-step'));
      await scouting.click();
      await expect(page.locator(`.sheet[data-step="${step + 1}"], .moment`).first()).toBeVisible();
    } else await tapFirstAnswer(page);
  }
  expect(peek, 'Forward Scouting came to its peek').toBe(true);

  const card = sheet.locator('.peek .event-card');
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-event')) ?? '';
  expect(id).toMatch(/^event\./);
  // The card in full, as the Event details show it: its text, both spawn boxes, the movement.
  await expect(card.locator('.event-card__text')).not.toBeEmpty();
  await expect(card.locator('.spawn-box')).toHaveCount(2);
  await expect(card).toContainText(/Then(no swarm moves| swarms with a)/);
  // Not a name alone, and not the last Event drawn in its place.
  await expect(sheet.locator('.event-chip')).toHaveCount(0);

  // Keep and Bottom are on screen without scrolling.
  for (const key of ['keep', 'bottom']) {
    const box = await sheet.locator(`[data-option="${key}"]`).boundingBox();
    expect(box, key).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await checkAccessibility(page, 'Forward Scouting peek');
  await page.screenshot({ path: testInfo.outputPath('forward-scouting-peek.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: fileURLToPath(new URL('../../docs/screenshots/forward-scouting-peek.png', import.meta.url)), animations: 'disabled' });

  // The same card tapped in the details reads the same.
  await sheet.locator('[data-option="bottom"]').click();
  await expect(page.locator('.sheet[data-ask], .moment').first()).toBeVisible();
});
