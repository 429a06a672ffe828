/**
 * Issue 27 §3: solo has no one to hand the phone to, so the public recap is not a screen of its
 * own costing a Continue: it is told in the sheet, above the next question, with the board in
 * sight — the Action cards face up, who died, the Event — and it comes back after a reload.
 *
 * Deal 12, three teams, the first answer each time: after 8 answers (round 2) one recap holds a
 * death and the Event (found with the engine and moment.ts over seeds 1–40).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setUpGame, startGame, tapFirstAnswer } from './game-helpers';
import { fallenOverNames } from './fit-positions';
import { docShot } from './doc-shots';

const SHOTS = process.env['SHOTS_DIR'];

// What is tested is the sheet, not the offline cache: the page loads from the server.
test.use({ serviceWorkers: 'block' });

/** Every marine's row is inside the viewport and above the sheet. */
async function boardInSight(page: Page): Promise<void> {
  const sheetTop = (await page.locator('.sheet').boundingBox())?.y ?? 0;
  const rows = await page.locator('.board .row').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(sheetTop + 1);
  }
}

test('solo: the recap is above the next question, with no Continue, the board in sight, and after a reload', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready', { timeout: 60_000 });
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 12);
  await startGame(page);

  const inline = page.locator('.sheet[data-ask] .moment-inline');
  let reveal = false;
  let found = false;
  let recaps = 0;
  for (let taps = 0; taps < 60 && !found; taps++) {
    // Never a screen of its own, and never a Continue.
    await expect(page.locator('.sheet[data-ask]')).toBeVisible();
    expect(await page.locator('.moment').count()).toBe(0);
    if ((await inline.count()) > 0) {
      expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
      // Above the question, in the same sheet, at its top.
      const recapBox = await inline.boundingBox();
      const askBox = await page.locator('#ask-title').boundingBox();
      expect(recapBox && askBox && recapBox.y < askBox.y).toBe(true);
      await expect(inline).toBeInViewport();
      await boardInSight(page);
      expect(await fallenOverNames(page), 'a "fell here" tag over a name').toEqual([]);
      // The recap never pushes the question or its first answer below the fold.
      await expect(page.locator('#ask-title')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.sheet[data-ask] [data-option]').first()).toBeInViewport({ ratio: 1 });
      // One line a fact: a die whose roll the death line tells is not told again beside it.
      for (const death of await inline.locator('.moment-inline__part--deaths li').allInnerTexts()) {
        for (const caption of await page.locator('.sheet .recap__dice .die-roll__text').allInnerTexts()) expect(death).not.toContain(caption);
      }
      // A die's caption is never cut short: side by side, it says whose roll and what it did ("Noctis: safe").
      const cut = await page.locator('.sheet .recap__dice .die-roll__text').evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0 && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)).map((el) => (el as HTMLElement).innerText));
      expect(cut, 'a die caption cut short').toEqual([]);
      recaps++;
      if ((await inline.locator('.moment-inline__card').count()) > 0) {
        reveal = true;
        await expect(inline).toContainText('the Action cards, face up');
      }
      const deaths = inline.getByRole('region', { name: /A marine dies|Marines die/ });
      const event = inline.getByRole('region', { name: 'The Event' });
      if ((await deaths.count()) > 0 && (await event.count()) > 0) {
        found = true;
        await expect(deaths).toContainText('is slain');
        await expect(event.locator('.event-chip')).toContainText(/Event/);
        await expect(deaths).toBeInViewport();
        await expect(event).toBeInViewport();
        break;
      }
    }
    await tapFirstAnswer(page);
  }
  expect(reveal, 'the Action cards were shown face up in the sheet').toBe(true);
  expect(found, 'a recap with a death and the Event').toBe(true);
  expect(recaps, 'recaps checked').toBeGreaterThanOrEqual(2);
  // Folded lines open in place, and fold again.
  const more = inline.locator('.moment-inline__more');
  if ((await more.count()) > 0) {
    const folded = (await inline.locator('li').count());
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await inline.locator('li').count()).toBeGreaterThan(folded);
    await more.click();
    await expect(inline.locator('li')).toHaveCount(folded);
  }
  const before = await inline.innerText();
  await page.screenshot({ path: testInfo.outputPath('solo-recap.png'), animations: 'disabled' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/solo-recap.png`, animations: 'disabled' });
  await docShot(page, 'solo-recap');

  // Rebuilt from the stored events after a reload, still in the sheet.
  await page.reload();
  await expect(inline).toBeVisible();
  expect(await inline.innerText()).toBe(before);
  expect(await page.locator('.moment').count()).toBe(0);

  // The next answer takes it away: it told one stretch of play, once.
  await tapFirstAnswer(page);
  expect(await page.locator('.moment').count()).toBe(0);
  if ((await inline.count()) > 0) expect(await inline.innerText()).not.toBe(before);
});
