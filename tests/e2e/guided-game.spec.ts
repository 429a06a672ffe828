import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { GameOptions } from '../../src/engine';
import { playGame } from '../../src/strategy';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { openApp } from './fit-positions';
import { setUpGame, startGame, tapFirstAnswer } from './game-helpers';

// No offline use here: without a service worker no offline bar comes up over the screen mid-test.
test.use({ serviceWorkers: 'block' });

const docs = fileURLToPath(new URL('../../docs/screenshots/guided-step.png', import.meta.url));

/** The guide's card and what it speaks of share no pixel: the card never covers it. */
async function besideLit(page: Page, guide: Locator): Promise<void> {
  const card = await guide.boundingBox();
  const lit = await page.locator('.guide-lit').boundingBox();
  if (!card || !lit) throw new Error('the guide card or its lit element is not drawn');
  const apart = card.y >= lit.y + lit.height - 0.5 || card.y + card.height <= lit.y + 0.5;
  expect(apart, `card ${JSON.stringify(card)} over lit ${JSON.stringify(lit)}`).toBe(true);
  // The card is wholly on screen.
  await expect(guide).toBeInViewport({ ratio: 1 });
}

test('a newcomer is offered the guided first game; it explains each phase once, lights what it speaks of, and can be turned off', async ({ page, server }, testInfo) => {
  test.setTimeout(90_000);
  await openApp(page, server.url);
  // One tap deals it: no form in between.
  await page.getByRole('button', { name: /First game, guided/ }).click();

  const guide = page.locator('.guide');
  await expect(guide).toHaveAttribute('data-guide', 'choose-actions');
  await expect(page.locator('.sheet.guide-lit')).toHaveCount(1);
  await besideLit(page, guide);
  await checkAccessibility(page, 'guided game');
  await page.screenshot({ path: testInfo.outputPath('guided-step.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs, animations: 'disabled' });
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toHaveCount(0);
  await expect(page.locator('.guide-lit')).toHaveCount(0);

  // Choosing the three teams' cards: no explanation again for the same phase.
  for (let i = 0; i < 3; i++) {
    await expect(guide).toHaveCount(0);
    await tapFirstAnswer(page);
  }
  // The next phase gets its own explanation, with the board lit, and the card off the board.
  await expect(guide).toHaveAttribute('data-guide', 'resolve-actions');
  await expect(page.locator('.board.guide-lit')).toHaveCount(1);
  await besideLit(page, guide);
  await page.screenshot({ path: testInfo.outputPath('guided-board-step.png'), animations: 'disabled' });
  await guide.getByRole('button', { name: 'Turn the guide off' }).click();
  await expect(guide).toHaveCount(0);

  // Back home the guided game is still offered (for a replay or a friend), now below Rules.
  await page.evaluate(() => (window.location.hash = '#/'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.locator('[data-menu]').last()).toHaveAttribute('data-menu', 'guided-game');
});

/** A whole game the heuristic bot lost, as an export file (the app's own import path stores it). */
function finishedGame(): string {
  const base: GameOptions = { players: [{ name: 'Ana', teams: ['GREY', 'PURPLE', 'GREEN'] }], chance: 'dealer', seed: 0 };
  for (let seed = 1; seed <= 500; seed++) {
    const options = { ...base, seed };
    const played = playGame(options, 'heuristic', 2);
    if (played.outcome === 'lost') {
      const save = { format: 'death-angel-save', version: 1, options, answers: played.answers };
      return JSON.stringify({ format: 'death-angel-companion-export', version: 1, games: [{ save, practice: false, mode: 'pocket' }] });
    }
  }
  throw new Error('no lost deal in 500');
}

test('after a finished game the guided game is still one tap away from Home, and starts guided', async ({ page, server }, testInfo) => {
  test.setTimeout(120_000);
  await openApp(page, server.url);
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/saves`);
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(finishedGame()) });
  await expect(page.locator('[data-import-results] li[data-result="imported"]')).toHaveCount(1);
  await page.goto(`${origin}/#/games`);
  await expect(page.locator('[data-game]')).toHaveCount(1);
  // Another game played since: this player is no newcomer.
  await page.goto(`${origin}/#/`);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'YELLOW'] }], 7);
  await startGame(page);
  await page.goto(`${origin}/#/`);

  const item = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /First game, guided/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('teach a friend');
  await item.click();
  // Straight into the fixed deal, guide on; Back leads home, not to a second deal.
  const guide = page.locator('.guide');
  await expect(guide).toHaveAttribute('data-guide', 'choose-actions');
  await expect(page).toHaveURL(/#\/play\//);
  await besideLit(page, guide);
  await page.screenshot({ path: testInfo.outputPath('guided-after-finished.png'), animations: 'disabled' });
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto(`${origin}/#/games`);
  // Three games: the finished one, the one started since, and one guided deal (not two).
  await expect(page.locator('[data-game]')).toHaveCount(3);
});
