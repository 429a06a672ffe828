import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenState, setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

// A deal that ends (in defeat) within a few dozen taps when every first answer is taken.
const SEED = 548;
const TEAMS = ['BLUE', 'RED', 'PURPLE'];
const RELOAD_AT = [8, 16];
/** Closing the app and opening it again starts at the manifest's start_url, with no hash. */
const REOPEN_AT = 12;

const docs = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs(name), animations: 'disabled' });
}

test('plays a whole solo game by touch, offline, and survives two reloads mid-game', async ({ page, server }, testInfo) => {
  test.setTimeout(120_000);
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: TEAMS }], SEED);
  await shot(page, testInfo, 'setup');
  await startGame(page);

  // The first question: a team's Action card, with last round's card (none yet) and the rest.
  await expect(page.locator('.sheet')).toHaveAttribute('data-ask', 'choose-action');
  await expect(page.locator('.cards .card')).toHaveCount(3);
  await shot(page, testInfo, 'action-choice');

  const seen = { bothSides: false, die: false, event: false };
  let taps = 0;
  while ((await shown(page)) === 'prompt') {
    expect(await shown(page)).toBe('prompt'); // solo: never a hand-off screen
    // Every target is at least 44 px and nothing is wider than the phone.
    if (taps % 5 === 0) {
      const small = await page.locator('button:visible').evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length,
      );
      expect(small).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // Mid-game pictures: past the first question, with answers lit on the board.
    const lit = taps >= 3 && (await page.locator('.is-target').count()) > 0;
    if (!seen.bothSides && lit && (await page.locator('.side--left .swarm').count()) > 0 && (await page.locator('.side--right .swarm').count()) > 0) {
      seen.bothSides = true;
      await shot(page, testInfo, 'board');
    }
    if (!seen.die && (await page.locator('.die').count()) > 0) {
      seen.die = true;
      // The die tumbles in briefly, and not at all for those who ask for less motion.
      const duration = () => page.locator('.die').first().evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
      expect(await duration()).toBeGreaterThan(0.2);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await duration()).toBeLessThan(0.001);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await shot(page, testInfo, 'die-roll');
    }
    if (!seen.event && taps >= 3 && (await page.locator('.event-chip').count()) > 0) {
      // The Event card of the round, opened from the recap: its ability, spawns and movement.
      seen.event = true;
      await page.locator('.event-chip').click();
      await expect(page.getByRole('dialog').locator('.event-card .spawn-box')).toHaveCount(2);
      await shot(page, testInfo, 'event');
      await page.getByRole('button', { name: 'Close' }).click();
    }
    if (RELOAD_AT.includes(taps)) {
      const before = await screenState(page);
      await page.reload();
      await expect(page.locator(`.sheet[data-step="${before.step}"]`)).toBeVisible();
      expect(await screenState(page)).toEqual(before);
    }
    if (taps === REOPEN_AT) {
      const before = await screenState(page);
      await page.goto(server.url);
      await expect(page.locator(`.sheet[data-step="${before.step}"]`)).toBeVisible();
      expect(await screenState(page)).toEqual(before);
    }
    await tapFirstAnswer(page);
    taps++;
    expect(taps, 'the game should end within a few dozen taps').toBeLessThan(80);
  }

  expect(await shown(page)).toBe('end');
  const end = page.locator('.end');
  await expect(end).toHaveAttribute('data-outcome', /won|lost/);
  await expect(end.getByText('Genestealers slain')).toBeVisible();
  await expect(end.getByText('By team')).toBeVisible();
  await shot(page, testInfo, 'end');
  expect(seen).toEqual({ bothSides: true, die: true, event: true });

  // The reminder to keep the game comes with its export, right there (offline: the server is gone).
  const downloading = page.waitForEvent('download');
  await end.getByRole('button', { name: 'Export this game to a file' }).click();
  const exported = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as { games: { save: { steps: unknown[]; options: { seed: number } } }[] };
  await expect(end.locator('[data-export-game]')).toHaveText('Exported to a file.');
  expect(exported.games).toHaveLength(1);
  expect(exported.games[0]?.save.options.seed).toBe(548);
  expect(exported.games[0]?.save.steps).toHaveLength(Number(await page.locator('.play').getAttribute('data-steps')));

  const outcome = await end.getAttribute('data-outcome');
  // Every defence roll in the log links to the Genestealer Attack rule (issue 35: it had no Why?).
  await end.getByRole('button', { name: 'Read the log' }).click();
  const defence = page.locator('.log .log__line', { hasText: /attacks .+: he rolls/ });
  await expect(defence.first()).toBeVisible();
  expect(await defence.count()).toBeGreaterThan(0);
  expect(await defence.locator('[data-why="rule:gs-attack"]').count()).toBe(await defence.count());

  // The saved games list has it under its outcome, and the end survives a reload too.
  await page.reload();
  await expect(page.locator('.end')).toHaveAttribute('data-outcome', outcome ?? '');
  await page.getByRole('button', { name: 'Saved games' }).click();
  await expect(page.locator(`.game-card[data-status="${outcome}"]`)).toHaveCount(1);
});
