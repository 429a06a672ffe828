import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { GameOptions } from '../../src/engine';
import { heuristic, playGame } from '../../src/strategy';
import { settlingPath } from '../../src/ui/play/decisions/settle';
import { botChoice, buttonOf, offered, settled, type Offered } from '../../scripts/decision-taps';
import { steadyStored } from '../../scripts/stored-game';
import { GUIDED_OPTIONS } from '../../src/ui/guide/guide';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { openApp } from './fit-positions';
import { setUpGame, startGame } from './game-helpers';

// No offline use here: without a service worker no offline bar comes up over the screen mid-test.
test.use({ serviceWorkers: 'block' });

const docs = fileURLToPath(new URL('../../docs/screenshots/guided-step.png', import.meta.url));

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share a pixel (half a pixel of rounding allowed). */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

/**
 * The bubble and what it speaks of share no pixel, nor does the bubble cover the question's
 * heading or its first answer; the bubble is wholly on screen.
 */
async function besideLit(page: Page, guide: Locator): Promise<void> {
  const card = await guide.boundingBox();
  const lit = await page.locator('.guide-lit').boundingBox();
  if (!card || !lit) throw new Error('the guide card or its lit element is not drawn');
  const topic = await guide.getAttribute('data-guide');
  expect(overlap(card, lit), `${topic}: card ${JSON.stringify(card)} over lit ${JSON.stringify(lit)}`).toBe(false);
  for (const sel of ['#ask-title', '.sheet [data-option]:not([disabled])']) {
    const el = page.locator(sel).first();
    if ((await el.count()) === 0) continue;
    const box = await el.boundingBox();
    if (box) expect(overlap(card, box), `${topic}: card ${JSON.stringify(card)} over ${sel} ${JSON.stringify(box)}`).toBe(false);
  }
  await expect(guide).toBeInViewport({ ratio: 1 });
}

/** The round the status bar shows. */
async function roundNow(page: Page): Promise<number> {
  const text = (await page.getByTestId('round').locator('strong').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

const THREE_ROUNDS = ['attack-roll', 'choose-actions', 'defence-roll', 'event', 'facing', 'genestealer-attack', 'instinct', 'range', 'reroll', 'resolve-actions', 'spawn', 'support-token', 'swarm-move', 'terrain', 'travel'];

test('the guided game teaches each part of a round the first time it happens, beside it, can be turned off and on, and ends with a debrief', async ({ page, server }, testInfo) => {
  // 115 answers of real play, each stored before the next shows: minutes on a busy 2-core machine.
  test.setTimeout(480_000);
  await openApp(page, server.url);
  // One tap deals it: no form in between.
  await page.getByRole('button', { name: /First game, guided/ }).click();

  const guide = page.locator('.guide');
  await expect(guide).toHaveAttribute('data-guide', 'choose-actions');
  await expect(page.locator('.cards.guide-lit')).toHaveCount(1);
  await besideLit(page, guide);
  await checkAccessibility(page, 'guided game');
  await page.screenshot({ path: testInfo.outputPath('guided-step.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs, animations: 'disabled' });

  // Off from the bubble, on again from the game's menu: the same explanation comes back.
  await guide.getByRole('button', { name: 'Turn the guide off' }).click();
  await expect(guide).toHaveCount(0);
  await expect(page.locator('.guide-lit')).toHaveCount(0);
  const gameMenu = page.getByRole('dialog', { name: 'Game menu' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await gameMenu.getByRole('button', { name: 'Turn the guide on' }).click();
  await gameMenu.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toHaveAttribute('data-guide', 'choose-actions');
  // The bubble's Why? opens its rule; back at the game, the bubble is still there to read.
  await guide.getByRole('button', { name: 'Why?' }).click();
  await expect(page.locator('article.ref-entry')).toHaveAttribute('data-entry', 'rule:choose-actions');
  await page.getByRole('button', { name: /Back to the game/ }).click();
  await expect(guide).toHaveAttribute('data-guide', 'choose-actions');

  /** Each topic, with the round it was first explained in. */
  const taught = new Map<string, number>();
  const gameUrl = page.url();
  let switched = false;
  // The heuristic bot plays the guided deal (it wins in seven rounds), tapping the decision
  // screen's button that gives its answers, as measure:solo-taps does; the app answers the
  // questions with one real answer by itself.
  for (let taps = 0; taps < 400; taps++) {
    const round = await roundNow(page);
    // Every bubble now up: beside what it lights, then "Got it" for the next one.
    while ((await guide.count()) > 0) {
      const topic = (await guide.getAttribute('data-guide')) ?? '';
      expect(taught.has(topic), `${topic} explained twice`).toBe(false);
      await besideLit(page, guide);
      await expect(guide.getByRole('button', { name: 'Why?' })).toHaveAttribute('data-why', /^(rule|term):/);
      taught.set(topic, round);
      await page.screenshot({ path: testInfo.outputPath(`guide-${String(taught.size).padStart(2, '0')}-${topic}.png`), animations: 'disabled' });
      await guide.getByRole('button', { name: 'Got it' }).click();
      await expect(page.locator(`.guide[data-guide="${topic}"]`)).toHaveCount(0);
    }
    if (round === 4 && !switched) {
      switched = true;
      // Three rounds of play taught every part of a round but the last Location.
      expect([...taught.keys()].sort()).toEqual([...THREE_ROUNDS].sort());
      // Off from the game's menu, on again from Settings.
      await page.getByRole('button', { name: 'Menu' }).click();
      await gameMenu.getByRole('button', { name: 'Turn the guide off' }).click();
      await expect(gameMenu.getByRole('button', { name: 'Turn the guide on' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('guided-menu.png'), animations: 'disabled' });
      await page.goto(`${new URL(gameUrl).origin}/#/settings`);
      const setting = page.locator('input[data-setting="guide"]');
      await expect(setting).not.toBeChecked();
      await setting.check();
      await expect(setting).toBeChecked();
      await setting.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('guided-settings.png'), animations: 'disabled' });
      await page.goto(gameUrl);
      await expect(page.locator('.sheet[data-step], .moment').first()).toBeVisible();
      continue;
    }
    const go = page.locator('.moment button.moment__go');
    if ((await go.count()) > 0) {
      await go.last().click();
      continue;
    }
    // The stored game once the page is still: a tap's answers (and the app's after them) are
    // stored one by one while the question they lead to is already up.
    const { choices, s } = await steadyStored(page, settlingPath);
    if (!s.prompt || s.outcome) break;
    if (settlingPath(s) !== null) {
      await settled(page, choices.length + 1);
      continue;
    }
    const scope = `.sheet[data-step="${choices.length}"]`;
    await page.locator(scope).waitFor();
    const list = await offered(page, scope);
    const pick = botChoice(s, list, heuristic) ?? { o: list[0] as Offered, steps: 1 };
    await page.locator(scope).locator(buttonOf(pick.o)).first().click();
    await settled(page, choices.length + pick.steps);
  }
  // The last Location was explained when the squad reached it, with the guide on again.
  expect(switched).toBe(true);
  expect(taught.get('final-location')).toBeGreaterThan(3);

  // The debrief: every round in two lines, and two things to try.
  const end = page.locator('.end');
  await expect(end).toHaveAttribute('data-outcome', 'won');
  const debrief = end.locator('.debrief');
  const rounds = debrief.locator('.debrief__rounds > li');
  await expect(rounds).toHaveCount(7);
  for (let r = 0; r < 7; r++) {
    await expect(rounds.nth(r)).toContainText(`Round ${r + 1}.`);
    await expect(rounds.nth(r)).toContainText(/slain/);
  }
  await expect(rounds.nth(6)).toContainText('Victory.');
  await expect(debrief.locator('.debrief__tips > li')).toHaveCount(2);
  await debrief.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('guided-debrief.png'), animations: 'disabled' });

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
