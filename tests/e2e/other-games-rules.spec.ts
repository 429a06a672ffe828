/**
 * The other games played as their texts say (issue 27 §7), each fixed point driven in the built
 * app at 390×844: Space Hulk solo (space-hulk-solo-diceroller-rules.txt) and the Space Marine
 * turn helper (space-marine-board-game-turn-sequence.txt).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { killBrowser, launchOn } from './persistent-profile';

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
};

// Offline use is other-games.spec.ts's subject; here no service worker, so no "ready offline" banner.
test.use({ serviceWorkers: 'block' });

async function open(page: Page, url: string, item: RegExp) {
  await page.goto(url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready', { timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: item }).click();
}

const die = (page: Page, group: string | RegExp, n: number) =>
  page.getByRole('group', { name: group }).getByRole('button', { name: `Rolled ${n}`, exact: true }).click();
const tap = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
const log = (page: Page) => page.locator('.tool-log');
const card = (page: Page) => page.locator('.tool-card').first();
/** Sets the brood test's count of aliens on the section to what the table sees (it starts at the aliens the app knows of, line 152). */
async function aliensOnSection(page: Page, n: number): Promise<void> {
  const group = page.getByRole('group', { name: 'Aliens on the section' });
  const shown = group.locator('output');
  for (let i = 0; i < 25; i++) {
    const now = Number(await shown.textContent());
    if (now === n) return;
    await group.getByRole('button', { name: `Aliens on the section: ${now < n ? 'more' : 'fewer'}` }).click();
    await expect(shown).toHaveText(String(now < n ? now + 1 : now - 1));
  }
  throw new Error(`the count of aliens never reached ${n}`);
}

test('Space Hulk solo: overwatch each phase, a die in doubt, the nearest alien not yet acted, a failed tile, facing per alien, a brood success that turns over the lurking blips, Marines from phase over', async ({ page, server }) => {
  test.setTimeout(180_000); // a long phase on a shared, slow machine
  await open(page, server.url, /Space Hulk solo/);
  await tap(page, 'Save marines');

  // Overwatch is asked at the start of each alien phase: Sergeant and Brother 2 are on it.
  await expect(page.getByRole('heading', { name: 'Alien phase 1: reinforcements' })).toBeVisible();
  await page.getByLabel('Sergeant', { exact: true }).check();
  await page.getByLabel('Brother 2', { exact: true }).check();
  await shot(page, 'hulk-start-overwatch');
  await tap(page, 'Place them'); // 2 blips

  // A 3: the entry point closest to the top-priority marine. Brothers 3, 4, 5 (no fire power)
  // are equal: "In doubt, roll a die". 5 picks Brother 5.
  await page.getByRole('group', { name: 'Placement' }).getByRole('button', { name: 'Rolled 3', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'In doubt, roll a die' })).toBeVisible();
  await expect(card(page)).toContainText('1–2: Brother 3; 3–4: Brother 4; 5–6: Brother 5.');
  await checkAccessibility(page, 'Space Hulk doubt');
  await shot(page, 'hulk-doubt-top');
  await die(page, 'Who', 5);
  await expect(page.locator('.tool-say')).toContainText('closest to Brother 5 (top priority)');
  await tap(page, 'Entry 1 (0 there)');

  // A 5: the most isolated marine; in doubt between Sergeant and Brother 2, a 4 picks Brother 2.
  await die(page, 'Placement', 5);
  await tap(page, 'In doubt: roll a die');
  for (const m of ['Brother 3', 'Brother 4', 'Brother 5']) {
    // Each untick is a stored step: the box changes once it is saved.
    const box = card(page).getByLabel(m, { exact: true });
    await box.click();
    await expect(box).not.toBeChecked();
  }
  await expect(card(page)).toContainText('1–3: Sergeant; 4–6: Brother 2.');
  await shot(page, 'hulk-doubt-isolated');
  await die(page, 'Who', 4);
  await expect(page.locator('.tool-say')).toContainText('closest to Brother 2 (most isolated)');
  await tap(page, 'Entry 1 (1 there)');
  await expect(page.getByLabel('Phase state')).toContainText('Entry 1: 2');

  // Two Genestealers on the board: the app says which to take.
  await page.getByRole('button', { name: 'Genestealers on the board: more' }).click();
  await page.getByRole('button', { name: 'Genestealers on the board: more' }).click();
  await tap(page, 'Start activations');
  await expect(page.getByRole('heading', { name: 'Genestealer 1' })).toBeVisible();
  await expect(card(page)).toContainText('Take the Genestealer nearest to a marine that has not acted yet.');
  // Its tile fails the brood test (2 + 1 = 3).
  await tap(page, 'Yes: brood test for this tile');
  await aliensOnSection(page, 1);
  await die(page, 'Brood test', 2);
  await expect(page.getByRole('status').filter({ hasText: 'failed' })).toBeVisible();
  await tap(page, 'No, it is spent');
  // The second one stands on the same tile: "its tile already failed", no second die (FAQ).
  await expect(page.getByRole('heading', { name: 'Genestealer 2' })).toBeVisible();
  await shot(page, 'hulk-brood-question');
  await tap(page, 'Its tile already failed one this phase');
  await expect(log(page)).toContainText('Genestealer 2: its tile already failed its brood test this phase (one die for the whole tile).');
  await tap(page, 'Yes, not next to a marine');
  // Facing is asked for this alien: the Sergeant is turned away from it.
  await expect(page.locator('.tool-say')).toHaveText('Which marines are not facing the way it comes?');
  await page.getByLabel('Sergeant', { exact: true }).check();
  await checkAccessibility(page, 'Space Hulk facing');
  await shot(page, 'hulk-facing');
  await tap(page, 'Done');
  const list = card(page).locator('.tool-col button');
  await expect(list.first()).toContainText('Brother 3 (without fire power)');
  await expect(list.filter({ hasText: 'Sergeant' })).toContainText('(facing away)');
  await expect(list.filter({ hasText: 'Brother 2' })).toContainText('(with a bolter)');
  await shot(page, 'hulk-target');
  await tap(page, 'None');
  await card(page).getByRole('button', { name: /^Brother 2/ }).click();
  await expect(card(page)).toContainText('It never steps into a marine’s line of sight.');
  await tap(page, 'Moved one action');
  await tap(page, 'No, it is spent');

  // The lurking blips at entry 1: a brood test succeeds (5 + 2 = 7) and both turn over at once.
  await expect(page.getByRole('heading', { name: 'Lurking blip at entry point 1' })).toBeVisible();
  await tap(page, 'Yes: brood test for this tile');
  await aliensOnSection(page, 2);
  await die(page, 'Brood test', 5);
  await expect(card(page)).toContainText('Turn over at once this blip, every blip on this tile and every blip lurking');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Genestealers they hold: more' }).click();
  await checkAccessibility(page, 'Space Hulk brood reveal');
  await shot(page, 'hulk-brood-reveal');
  await tap(page, 'Turned over: they act now');
  await expect(page.getByLabel('Phase state')).toContainText('Entry 1: 0');
  await expect(log(page)).toContainText('Brood effect: 2 lurking blips at entry point 1 turn over: 4 Genestealers, acting now.');
  // No second lurking blip is called: the revealed Genestealers act now, with the brood effect.
  await expect(page.getByRole('heading', { name: 'Revealed Genestealer 1' })).toBeVisible();
  await expect(card(page)).toContainText('Still to act after it: 3');
  await tap(page, 'Yes, not next to a marine');
  await tap(page, 'Done');
  await tap(page, 'None');
  await card(page).getByRole('button', { name: /^Brother 3/ }).click();
  await expect(card(page)).toContainText('It may enter lines of sight (brood effect).');
  await tap(page, 'Moved one action');
  for (let i = 0; i < 4; i++) await tap(page, 'No, it is spent');
  await expect(page.getByRole('heading', { name: 'Alien phase 1 over' })).toBeVisible();

  // Marines opened from the phase-over screen and saved: still phase 1 over, then phase 2.
  await tap(page, 'Marines');
  await tap(page, 'Save marines');
  await expect(page.getByRole('heading', { name: 'Alien phase 1 over' })).toBeVisible();
  await shot(page, 'hulk-phase-over');
  await tap(page, 'Next alien phase');
  await expect(page.getByRole('heading', { name: 'Alien phase 2: reinforcements' })).toBeVisible();
  await expect(page.getByLabel('Phase state')).toContainText('Phase 2');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Space Marine: "New game" asks first; a half-entered 2d6 roll survives the app being killed', async ({ server }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(join(tmpdir(), 'dac-sm-'));
  let [ctx, page] = await launchOn(dir);
  try {
    await open(page, server.url, /Space Marine turn helper/);
    await die(page, 'Roll-off (Titus, then Tyranids)', 5);
    await die(page, 'Roll-off (Titus, then Tyranids)', 2);
    await expect(page.getByLabel('Game state')).toContainText('Titus’ turn (first of two)');
    // New game asks first; "Keep playing" keeps the game and its undo.
    await tap(page, 'New game');
    await expect(page.getByRole('group', { name: 'Start a new game?' })).toContainText('This game and its undo history are cleared.');
    await checkAccessibility(page, 'Space Marine new game');
    await shot(page, 'marine-new-game');
    await tap(page, 'Keep playing');
    await expect(page.getByLabel('Game state')).toContainText('Titus’ turn');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    // The charge: one die of two entered, then the browser is killed.
    while ((await page.locator('#sm-step').textContent()) !== 'Charging') await tap(page, 'Next step');
    await die(page, 'Charge (2d6)', 3);
    await expect(page.getByRole('group', { name: 'Charge (2d6)' })).toContainText('(die 2 of 2; entered: 3)');
    await killBrowser(dir, ctx);
    [ctx, page] = await launchOn(dir);
    await page.goto(server.url);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Space Marine turn helper/ }).click();
    await expect(page.getByRole('group', { name: 'Charge (2d6)' })).toContainText('(die 2 of 2; entered: 3)');
    await shot(page, 'marine-half-roll');
    await die(page, 'Charge (2d6)', 5);
    await expect(page.getByRole('status').filter({ hasText: 'Charge distance 8"' })).toBeVisible();
    // Now "New game" for real: the game and its undo are gone.
    await tap(page, 'New game');
    await tap(page, 'Yes, start a new game');
    await expect(page.getByRole('group', { name: 'Roll-off (Titus, then Tyranids)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  } finally {
    await ctx.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});
