/**
 * Issue 11, then issue 32: when every Genestealer of a swarm dies, which one goes first is no
 * decision. Pocket play no longer asks it (not even as a "Slay all" tap): the app gives the
 * answers as the usual stored steps and says it once ("Both slain.", "All 3 slain.").
 */
import { expect, test } from './fixtures';
import { passRecap, setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

test('a swarm that dies whole is slain without a question, said once, every card in the log', async ({ page, server }, testInfo) => {
  test.setTimeout(240_000);
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 3);
  await startGame(page);
  const sheet = page.locator('.sheet[data-ask]');
  const once = /^(Both slain|All \d+ slain)\.$/;
  let said: string | null = null;
  for (let i = 0; i < 400 && !said; i++) {
    await passRecap(page);
    if ((await shown(page)) === 'end') break;
    // Never asked "which Genestealer first?" of a swarm that dies whole.
    await expect(sheet.locator('[data-slay-all]')).toHaveCount(0);
    const lines = await sheet.locator('.recap__lines li, .moment-inline li').allInnerTexts();
    said = lines.find((l) => once.test(l)) ?? null;
    if (said) break;
    // Flamer Attack hits as often as Zael's roll: the way a whole swarm dies to one attack.
    const flamer = sheet.locator('[data-option="action.flamer-attack"]');
    if ((await flamer.count()) > 0) {
      const at = Number(await sheet.getAttribute('data-step'));
      await flamer.click();
      await expect(page.locator(`.sheet[data-step]:not([data-step="${at}"]), .moment, .end`).first()).toBeVisible();
    } else await tapFirstAnswer(page);
  }
  if (!said) {
    // Told under a recap that folds it: the log keeps it too.
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    said = (await page.locator('.log p').allInnerTexts()).find((l) => once.test(l)) ?? null;
    await page.locator('.drawer__head').getByRole('button').click();
  }
  expect(said, 'a whole swarm was slain, and it was said once').not.toBeNull();
  await page.screenshot({ path: testInfo.outputPath('slain-once.png'), animations: 'disabled' });
  // The log holds every card slain by it: one stored answer (or the last, forced) each.
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  const log = await page.locator('.log p').allInnerTexts();
  const at = log.findIndex((l) => once.test(l));
  const n = said === 'Both slain.' ? 2 : Number(/\d+/.exec(said ?? '')?.[0]);
  expect(log.slice(at + 1).filter((l) => /is slain/.test(l)).length, log.slice(at, at + 2 * n + 1).join(' | ')).toBeGreaterThanOrEqual(n);
});
