import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { setUpGame, startGame, startOffline, tapFirstAnswer } from './game-helpers';

const docs = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs(name), animations: 'disabled' });
}

test('the reference opens from home offline, search "reroll" finds the re-roll rule, and its entry opens', async ({ page, server }, testInfo) => {
  await startOffline(page, server);
  await page.getByRole('button', { name: /Rules/ }).click();
  await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
  // Sections in round order.
  const sections = await page.locator('.ref-section > summary').allInnerTexts();
  expect(sections.slice(0, 4)).toEqual(['Setup', 'Choose Actions', 'Resolve Actions: Support', 'Resolve Actions: Move + Activate']);
  await checkAccessibility(page, 'rules reference');
  await shot(page, testInfo, 'reference');

  await page.getByLabel('Search the rules and cards').fill('reroll');
  const first = page.locator('.ref-list__item').first();
  await expect(first).toHaveAttribute('data-entry', 'rule:support-token');
  await shot(page, testInfo, 'reference-search');
  await first.click();
  await expect(page.getByRole('heading', { name: 'Spending a Support token' })).toBeVisible();
  await expect(page.locator('.ref-entry__source')).toContainText('RB p16');
  await checkAccessibility(page, 'reference entry');

  // A card entry, reached by its name; back goes to the list, then home.
  await page.getByRole('button', { name: /Rules/ }).click();
  await page.getByLabel('Search the rules and cards').fill('heroic charge');
  await page.locator('.ref-list__item').first().click();
  await expect(page.locator('.ref-entry')).toHaveAttribute('data-entry', 'card:action.heroic-charge');
  await page.getByRole('button', { name: /Rules/ }).click();
  await page.getByRole('button', { name: /Home/ }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('"Why?" from a live question opens its rule, and back returns to the same question', async ({ page, server }, testInfo) => {
  test.setTimeout(90_000);
  await startOffline(page, server);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  await expect(page.locator('.sheet')).toHaveAttribute('data-ask', 'choose-action');
  // Answer a few questions so the game is mid-round.
  for (let i = 0; i < 3; i++) await tapFirstAnswer(page);
  const sheet = page.locator('.sheet[data-ask]');
  const step = await sheet.getAttribute('data-step');
  const ask = await sheet.getAttribute('data-ask');
  const title = await page.locator('#ask-title').innerText();
  const why = page.locator('.why-link');
  await expect(why).toBeVisible();
  const entry = await why.getAttribute('data-why');
  await why.click();
  await expect(page.locator('.ref-entry')).toHaveAttribute('data-entry', entry ?? '');
  await checkAccessibility(page, 'reference from a question');
  await shot(page, testInfo, 'why-from-question');

  await page.getByRole('button', { name: /Back to the game/ }).click();
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', step ?? '');
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-ask', ask ?? '');
  await expect(page.locator('#ask-title')).toHaveText(title);

  // An automatic step in the log (here the setup spawn) links to its rule too, and back again.
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  const logWhy = page.locator('.log [data-why="rule:spawn"]').first();
  await logWhy.click();
  await expect(page.locator('.ref-entry')).toHaveAttribute('data-entry', 'rule:spawn');
  await page.getByRole('button', { name: /Back to the game/ }).click();
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', step ?? '');
});

test('in German the rules and cards read German and the search finds the German and the English word; in French the rules say they are English for now', async ({ page, server }) => {
  await startOffline(page, server);
  const goTo = (hash: string) => page.evaluate((h) => (window.location.hash = h), hash);
  await goTo('#/settings');
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await goTo('#/rules');
  await expect(page.getByRole('heading', { name: 'Regeln', level: 1 })).toBeVisible();
  await expect(page.locator('.ref-english')).toHaveCount(0);
  const search = page.getByLabel('Regeln und Karten durchsuchen');
  const first = page.locator('.ref-list__item').first();
  for (const q of ['Signalstapel', 'blip pile']) {
    await search.fill(q);
    await expect(first).toHaveAttribute('data-entry', 'term:blip-pile');
  }
  await expect(first).toContainText('Signalstapel');
  await search.fill('heroic charge');
  await first.click();
  await expect(page.locator('.ref-entry__body')).toContainText('Angriffskarte, Kampfteam Gelb, Nummer 18.');
  await expect(page.locator('.ref-entry__source')).toHaveText('Quelle: Aktionskarte');

  await goTo('#/settings');
  await page.getByRole('radio', { name: 'Français' }).check();
  await goTo('#/rules');
  await expect(page.locator('.ref-english')).toHaveText("Les règles sont en anglais dans cette langue pour l'instant ; les textes des cartes sont traduits.");
  await page.getByLabel('Search the rules and cards').fill('gun jam');
  await expect(first).toHaveAttribute('data-entry', 'card:event.gun-jam');
  await expect(first).toContainText('Choisissez une unité de combat');
});
