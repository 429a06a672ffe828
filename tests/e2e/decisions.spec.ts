/**
 * Issue 32: one screen per decision a player makes. A Move + Activate card's moves, turns and
 * terrain are one screen, "Nothing to do" one tap; an attacker and the swarm he attacks (or a
 * swarm and the Genestealer slain) one pick. Each engine answer is still its own stored step.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { docShot } from './doc-shots';
import { passRecap, setUpGame, shown, startGame, startOffline, tapFirstAnswer } from './game-helpers';

const sheet = (page: Page) => page.locator('.sheet[data-ask]');
const step = async (page: Page): Promise<number> => Number(await sheet(page).getAttribute('data-step'));

/** The solo game these tests play: three teams, deal 4, offline. */
async function soloDeal4(page: Page, server: Parameters<typeof startOffline>[1]): Promise<void> {
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 4);
  await startGame(page);
}

/** Plays first answers until `found` holds (or the game ends); false if it never did. */
async function playUntil(page: Page, found: () => Promise<boolean>, limit = 300): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await passRecap(page);
    if ((await shown(page)) === 'end') return false;
    if (await found()) return true;
    await tapFirstAnswer(page);
  }
  return false;
}

test('Move + Activate: moves, turns and terrain on one screen; "Nothing to do" is one tap, stored as each question’s pass', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  await soloDeal4(page, server);
  const screen = sheet(page).locator('[data-decision="move-activate"]');
  // A card whose screen has its parts (a swap and a turn at least).
  expect(await playUntil(page, async () => (await screen.count()) > 0 && (await screen.locator('.decision__part').count()) >= 2)).toBe(true);
  await expect(page.locator('#ask-title')).toHaveText(/: move, turn, activate$/);
  await expect(screen.locator('.decision__part[data-ask="move"] .option').first()).toBeVisible();
  await expect(screen.locator('.decision__part[data-ask="face"] .option').first()).toBeAttached();
  const pass = screen.locator('.decision__pass');
  await expect(pass).toHaveText('Nothing to do');
  await expect(pass).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('move-activate.png'), animations: 'disabled' });
  const card = ((await page.locator('#ask-title').textContent()) ?? '').replace(/: move, turn, activate$/, '');
  const path = ((await pass.getAttribute('data-path')) ?? '').split(' ');
  expect(path.length, 'one pass per question of the card').toBeGreaterThanOrEqual(2);
  expect(path.every((a) => a === 'done')).toBe(true);
  const at = await step(page);
  await pass.click();
  // One tap, one stored step per question passed; the card asks nothing more.
  await page.waitForFunction((n) => !document.querySelector('.play--busy') && (!!document.querySelector('.moment, .end') || Number(document.querySelector('.sheet[data-step]')?.getAttribute('data-step')) >= n), at + path.length);
  await passRecap(page);
  const title = (await page.locator('#ask-title').textContent()) ?? '';
  expect(title.startsWith(`${card}:`), `${card} asks nothing more after "Nothing to do"`).toBe(false);
  // Undo takes back the tap whole (each of its steps): the card's screen is back as it was tapped.
  await page.getByRole('button', { name: /Undo/ }).click();
  await expect(sheet(page)).toHaveAttribute('data-step', String(at));
  await expect(sheet(page)).toHaveAttribute('data-ask', /^(move|face|activate)$/);
  await expect(screen.locator('.decision__pass')).toHaveText('Nothing to do');
});

test('a first answer and its follow-up (an attacker and his swarm, a swarm and where it goes) in one pick, stored as the two answers', async ({ page, server }, testInfo) => {
  test.setTimeout(240_000);
  await soloDeal4(page, server);
  const pick = sheet(page).locator('.decision__pick');
  expect(await playUntil(page, async () => (await pick.count()) > 0)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('pick.png'), animations: 'disabled' });
  const first = pick.first().locator('.option').first();
  const path = ((await first.getAttribute('data-path')) ?? '').split(' ');
  expect(path).toHaveLength(2);
  // The pick names what the first answer chose, each button the second.
  await expect(pick.first().locator('.decision__pick-label')).not.toBeEmpty();
  const label = ((await pick.first().locator('.decision__pick-label').textContent()) ?? '').trim();
  const at = await step(page);
  await first.click();
  await page.waitForFunction((n) => !document.querySelector('.play--busy') && (!!document.querySelector('.moment, .end') || Number(document.querySelector('.sheet[data-step]')?.getAttribute('data-step')) >= n), at + 2);
  // The two answers are two stored steps, as the engine asked them: the log shows both, the
  // attacker's then the swarm's, each with its own words.
  await passRecap(page);
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  const entries = page.locator('.log .log__entry');
  expect(await entries.count()).toBeGreaterThanOrEqual(at + 2 + 1);
  // (The first entry is the setup's.) The first answer's step names what it chose; the follow-up's step follows it.
  await expect(entries.nth(at + 1)).toContainText(label);
  await expect(entries.nth(at + 2)).toBeAttached();
});

test('a swap and what finishes the card after it ("Nothing else", a turn, a Door) are one tap, stored as each answer', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  await soloDeal4(page, server);
  const group = sheet(page).locator('.decision__part[data-ask="move"] .decision__pick');
  expect(await playUntil(page, async () => (await group.count()) > 0)).toBe(true);
  const first = group.first();
  // The swap names the group; its first answer finishes the card there.
  await expect(first.locator('.decision__pick-label')).toHaveText(/^Swap \w+ and \w+$/);
  const chip = first.locator('.option').first();
  await expect(chip).toHaveText('Nothing else');
  const path = ((await chip.getAttribute('data-path')) ?? '').split(' ');
  expect(path[0]).toMatch(/^swap:/);
  expect(path.slice(1).every((a) => a === 'done')).toBe(true);
  // A swap's follow-ups are one row that scrolls sideways, not a grid a screen tall: four swaps
  // with their turns and Door made a wall of 26 buttons. Every follow-up is still one tap away.
  const chips = first.locator('.option');
  const tops = await chips.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
  expect(tops, 'the follow-ups of one swap share one row').toBe(1);
  await page.screenshot({ path: testInfo.outputPath('swap-then.png'), animations: 'disabled' });
  await docShot(page, 'move-swap-then');
  const last = chips.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 0.95 });
  const card = ((await page.locator('#ask-title').textContent()) ?? '').replace(/: move, turn, activate$/, '');
  const at = await step(page);
  await chip.click();
  await page.waitForFunction((n) => !document.querySelector('.play--busy') && (!!document.querySelector('.moment, .end') || Number(document.querySelector('.sheet[data-step]')?.getAttribute('data-step')) >= n), at + path.length);
  await passRecap(page);
  expect(((await page.locator('#ask-title').textContent()) ?? '').startsWith(`${card}:`), `${card} asks nothing more after the swap and "Nothing else"`).toBe(false);
  // Each answer is its own step, and Undo takes back the tap whole: the swap group is back.
  await page.getByRole('button', { name: /Undo/ }).click();
  await expect(sheet(page)).toHaveAttribute('data-step', String(at));
  await expect(group.first().locator('.decision__pick-label')).toHaveText(/^Swap \w+ and \w+$/);
});
