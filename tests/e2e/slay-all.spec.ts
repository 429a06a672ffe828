/** Issue 11: when every Genestealer of a swarm dies, one tap slays them all. */
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { passRecap, setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

test('"Slay all" empties the swarm in one tap, stored as the usual answers', async ({ page, server }, testInfo) => {
  test.setTimeout(240_000);
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 3);
  await startGame(page);
  const sheet = page.locator('.sheet[data-ask]');
  const all = sheet.locator('[data-slay-all]');
  let found = false;
  for (let i = 0; i < 400 && !found; i++) {
    await passRecap(page);
    if ((await shown(page)) === 'end') break;
    found = (await all.count()) > 0;
    if (found) break;
    // Flamer Attack hits as often as Zael's roll: the way a whole swarm dies to one attack.
    const flamer = sheet.locator('[data-option="action.flamer-attack"]');
    if ((await flamer.count()) > 0) {
      const at = Number(await sheet.getAttribute('data-step'));
      await flamer.click();
      await expect(page.locator(`.sheet[data-step="${at + 1}"], .moment, .end`).first()).toBeVisible();
    } else await tapFirstAnswer(page);
  }
  expect(found, 'a whole swarm was slain in some attack').toBe(true);
  const n = Number(await all.getAttribute('data-slay-all'));
  expect(n).toBeGreaterThanOrEqual(2);
  await expect(all).toHaveText(`Slay all ${n}`);
  await expect(all).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('slay-all.png'), animations: 'disabled' });
  await checkAccessibility(page, 'slay all');
  const step = Number(await sheet.getAttribute('data-step'));
  /** Genestealers slain so far, counted in the log drawer. */
  const slainInLog = async (): Promise<number> => {
    await page.getByRole('button', { name: 'Log' }).click();
    const text = await page.locator('.log').innerText();
    await page.locator('.drawer__head').getByRole('button').click();
    return text.match(/A (Genestealer|Brood Lord) .*is slain/g)?.length ?? 0;
  };
  const before = await slainInLog();
  await all.click();
  // One tap: the question moves on, never again "which Genestealer?" for this swarm…
  await expect(page.locator(`.sheet[data-step]:not([data-step="${step}"]), .moment, .end`).first()).toBeVisible();
  await passRecap(page);
  await expect(page.locator('.sheet[data-ask]')).not.toHaveAttribute('data-ask', 'slay');
  // …and the log holds every card slain, one stored answer (or forced step) each.
  expect(await slainInLog()).toBe(before + n);
});
