import type { GameOptions } from '../../src/engine';
import { playGame } from '../../src/strategy';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { startOffline } from './game-helpers';
import { docShot } from './doc-shots';


/** The first deal (from 1) that the heuristic bot plays to the wanted end: a fixture that survives changes to the bot. */
function dealEnding(options: GameOptions, outcome: 'won' | 'lost', botSeed: number): { options: GameOptions; answers: string[] } {
  for (let seed = 1; seed <= 2000; seed++) {
    const dealt = { ...options, seed };
    const played = playGame(dealt, 'heuristic', botSeed);
    if (played.outcome === outcome) return { options: dealt, answers: played.answers };
  }
  throw new Error(`no deal the heuristic bot ${outcome} in 2000`);
}

/** Three whole games played by the heuristic bot, one won and two lost, as an export file (the app's own import path stores them). */
function threeFinishedGames(): string {
  const games = [
    dealEnding({ players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'YELLOW'] }], chance: 'dealer', seed: 0 }, 'won', 1),
    dealEnding({ players: [{ name: 'Ana', teams: ['GREY', 'PURPLE', 'GREEN'] }], chance: 'dealer', seed: 0 }, 'lost', 2),
    dealEnding({ players: [{ name: 'Bo', teams: ['BLUE', 'RED'] }, { name: 'Cy', teams: ['GREEN', 'GREY'] }], chance: 'dealer', seed: 0 }, 'lost', 3),
  ];
  const entries = games.map(({ options, answers }, i) => ({ save: { format: 'death-angel-save', version: 1, options, answers }, practice: false, mode: 'pocket', created: 1_700_000_000_000 + i * 86_400_000, ...(i === 0 ? { advisorUsed: true } : {}) }));
  return JSON.stringify({ format: 'death-angel-companion-export', version: 1, games: entries });
}

test('statistics after three finished games, and one game round by round (offline)', async ({ page, server }) => {
  await startOffline(page, server);
  await page.goto(`${new URL(page.url()).origin}/#/saves`);
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'three.json', mimeType: 'application/json', buffer: Buffer.from(threeFinishedGames()) });
  await expect(page.locator('[data-import-results] li[data-result="imported"]')).toHaveCount(3);

  await page.goto(`${new URL(page.url()).origin}/#/`);
  await page.getByRole('button', { name: /^Statistics/ }).click();
  const screen = page.locator('main.stats');
  await expect(screen).toHaveAttribute('data-finished', '3');
  await expect(page.locator('.stats__figure').first()).toContainText('3');
  await expect(page.locator('.stats__figure').nth(1)).toContainText('1');
  await expect(page.locator('.stats__figure').nth(2)).toContainText('33%');
  await expect(screen).toContainText('1 played with the advisor on');
  await expect(page.getByRole('img', { name: /How far missions got/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Marines still standing at the end, by team/ })).toBeVisible();
  // Solo twice, two players once; the team combinations in table order.
  await expect(page.getByRole('row', { name: /^Solo 2 1 50%/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^2 players 1 0 0%/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Blue \+ Red \+ Yellow/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkAccessibility(page, 'statistics screen');
  await docShot(page, 'statistics');

  // Newest first: the victory started first, so it is last.
  await page.locator('[data-game]').last().click();
  await expect(page.getByRole('heading', { name: 'How it went' })).toBeVisible();
  await expect(page.locator('main.stats')).toHaveAttribute('data-done', 'yes', { timeout: 60_000 });
  await expect(page.getByRole('img', { name: /Chance of success at the start of each round: round 1: \d/ })).toBeVisible();
  await expect(page.locator('.stats__table tbody tr').first()).toContainText(/%/);
  await expect(page.locator('.stats__lead')).toContainText('Victory');
  await checkAccessibility(page, 'how it went');
  await docShot(page, 'how-it-went');
});
