/** Driving a pocket game through the UI only: taps, as a player would. */
import type { Page } from '@playwright/test';
import { expect, waitForServiceWorkerControl } from './fixtures';
import type { StaticServer } from './static-server';

export interface PlayerSetup {
  name: string;
  teams: string[];
}

/** Loads the app, lets the service worker take over, then stops the server for good. */
export async function startOffline(page: Page, server: StaticServer): Promise<void> {
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await server.stop();
}

/** Fills the new-game form: player count, names, teams in this order, and the deal number. */
export async function setUpGame(page: Page, players: PlayerSetup[], seed: number): Promise<void> {
  await page.getByRole('button', { name: /New game/ }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.getByRole('group', { name: 'Players' }).getByRole('button', { name: String(players.length), exact: true }).click();
  for (const [p, player] of players.entries()) {
    await page.getByLabel(`Player ${p + 1}`, { exact: true }).fill(player.name);
  }
  // Take every team back, then hand them out in order (the order of a player's teams matters).
  for (let p = 0; p < players.length; p++) {
    const chips = page.getByRole('group', { name: `Teams of player ${p + 1}` });
    const held = chips.locator('[aria-pressed="true"]');
    while ((await held.count()) > 0) await held.first().click();
  }
  for (const [p, player] of players.entries()) {
    const chips = page.getByRole('group', { name: `Teams of player ${p + 1}` });
    for (const team of player.teams) await chips.locator(`[data-team="${team}"]`).click();
  }
  await page.getByLabel('Deal number (seed)').fill(String(seed));
}

export async function startGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the mission' }).click();
  await expect(page.locator('.sheet, .handoff').first()).toBeVisible();
}

/** What a player sees of the game: the board's words, the question and its answers. */
export async function screenState(page: Page): Promise<{ step: string | null; ask: string | null; board: string; labels: string[]; options: string[] }> {
  const sheet = page.locator('.sheet');
  return {
    step: await sheet.getAttribute('data-step'),
    ask: await sheet.getAttribute('data-ask'),
    board: await page.locator('.status, .board').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join('\n')),
    labels: await page.locator('[data-spot]').evaluateAll((els) => els.map((e) => `${e.getAttribute('aria-label') ?? ''}|${e.className}`)),
    options: await sheet.locator('[data-option]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option') ?? '')),
  };
}

export type Shown = 'prompt' | 'handoff' | 'end' | 'moment';

/** Which screen is up once the app has settled after a tap. */
export async function shown(page: Page): Promise<Shown> {
  await expect(page.locator('.sheet[data-ask], .handoff, .end, .moment').first()).toBeVisible();
  if (await page.locator('.moment').isVisible()) return 'moment';
  if (await page.locator('.end').isVisible()) return 'end';
  if (await page.locator('.handoff').isVisible()) return 'handoff';
  return 'prompt';
}

/**
 * Taps the first answer the sheet offers and waits until the next screen is up. A public
 * recap that comes up in between is read and continued, unless `keepRecap` leaves it up.
 */
export async function tapFirstAnswer(page: Page, keepRecap = false): Promise<string> {
  const sheet = page.locator('.sheet[data-ask]');
  const step = Number(await sheet.getAttribute('data-step'));
  // A decision screen's buttons may give several engine answers (data-path): the first one
  // gives each question's first answer, as the first option did when asked one by one. Its
  // pass ("Nothing to do") and "every attack" are left for the tests that mean them.
  const option = sheet.locator(':is([data-path], [data-option]):not(.decision__pass):not([data-repeat]):not([disabled])').first();
  const key = (await option.getAttribute('data-option')) ?? (await option.getAttribute('data-path')) ?? '';
  const answers = key.split(' ').length;
  await option.click();
  // Its answers stored (and whatever the app then answered by itself), or another screen up.
  await page.waitForFunction(
    (n) => {
      if (document.querySelector('.play--busy')) return false;
      if (document.querySelector('.handoff, .end, .moment')) return true;
      const el = document.querySelector('.sheet[data-step]');
      return !!el && Number(el.getAttribute('data-step')) >= n;
    },
    step + answers,
  );
  await expect(page.locator('.sheet[data-step], .handoff, .end, .moment').first()).toBeVisible();
  if (!keepRecap) await passRecap(page);
  return key;
}

/** Continues past a public recap if one is up. */
export async function passRecap(page: Page): Promise<void> {
  if (await page.locator('.moment').isVisible()) {
    // "Continue", or the hand-off said on the recap ("I’m Ben: show me"): one tap either way.
    await page.locator('.moment .moment__go').click();
    await expect(page.locator('.sheet[data-ask], .handoff, .end').first()).toBeVisible();
  }
}

/** Three players with two teams each: twelve marines, the largest formation the game has. */
export const TWELVE: PlayerSetup[] = [
  { name: 'Ana', teams: ['BLUE', 'RED'] },
  { name: 'Ben', teams: ['GREEN', 'GREY'] },
  { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
];

/** Past any hand-off screen: the player it names takes the phone. */
export async function takePhone(page: Page, players: PlayerSetup[] = TWELVE): Promise<void> {
  while ((await shown(page)) === 'handoff') {
    const who = Number(await page.locator('.handoff').getAttribute('data-player'));
    await page.getByRole('button', { name: `I’m ${players[who]?.name}: show me` }).click();
  }
}
