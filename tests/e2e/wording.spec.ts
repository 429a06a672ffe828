/**
 * Issue 27 §4, every word exact, in the built app at 390×844: each position is built with the
 * engine (wording-positions.ts, fit-positions.ts) and imported through the app's own path, so a
 * test reaches its words in a few taps. Each asserts the exact sentence a player reads.
 */
import type { Page } from '@playwright/test';
import { answer, fullAutoAttacksLeft, renderEvent } from '../../src/engine';
import { playGame } from '../../src/strategy';
import { expect, test } from './fixtures';
import { importAndOpen, openApp } from './fit-positions';
import { afterTravel, fullAutoAfterMiss, stalkingOneToken, tableAttackDie, tableDefenceDie } from './wording-positions';

const SHOTS = process.env['SHOTS_DIR'];
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

// What is tested is words on screens, not the offline cache: no "ready offline" bar over the sheet.
test.use({ serviceWorkers: 'block' });

test('Full Auto after a miss: Leon may attack again whatever the roll, with the attacks left', async ({ page, server }) => {
  const built = fullAutoAfterMiss();
  const left = fullAutoAttacksLeft(built.state);
  expect(left).not.toBeNull();
  const miss = built.last.find((e) => e.k === 'attack-roll' && e.hits === 0);
  await openApp(page, server.url);
  await importAndOpen(page, built, 'pocket');
  const sheet = page.locator('.sheet[data-ask="full-auto"]');
  await expect(sheet).toBeVisible();
  // The miss is in sight, and the question does not say he hit.
  await expect(sheet).toContainText(renderEvent(miss as NonNullable<typeof miss>) as string);
  await expect(page.locator('#ask-title')).toHaveText('Full Auto: Leon may attack again, hit or miss');
  await expect(sheet).toContainText(left === 1 ? 'His last attack of the action.' : `${left} attacks left in the action.`);
  await expect(sheet).not.toContainText('Leon hit');
  await shot(page, 'wording-full-auto');
});

for (const [where, find] of [
  ['an attack die, then a question (a die tile)', tableAttackDie],
  ['a defence die, then the next defence row (a line)', tableDefenceDie],
] as const) {
  test(`a table die entry is told once in the sheet: ${where}`, async ({ page, server }) => {
    const built = find();
    const entered = answer(built.state, '3');
    expect(entered.ok).toBe(true);
    const roll = entered.ok ? entered.events.find((e) => e.k === 'attack-roll' || e.k === 'defence-roll') : undefined;
    const sentence = renderEvent(roll as NonNullable<typeof roll>) as string;
    await openApp(page, server.url);
    await importAndOpen(page, built, 'table');
    const step = built.answers.length;
    await page.locator(`.sheet[data-ask="reveal:die"][data-step="${step}"] [data-option="3"]`).first().click();
    const sheet = page.locator(`.sheet[data-ask][data-step="${step + 1}"]`);
    await expect(sheet).toContainText(sentence);
    // Never told twice: its sentence (a tile's caption or a line, not both), no second tile, no
    // "The table rolled 3.". Only a recap folded to its lead line (the question needs the room:
    // issue 32) leaves the roll the table just entered to the log.
    const text = await sheet.innerText();
    const lines = text.split(sentence).length - 1;
    const tiles = await sheet.locator('.recap__dice .die:visible').count();
    expect(lines, text).toBeLessThanOrEqual(1);
    expect(tiles).toBeLessThanOrEqual(1);
    if (lines + tiles === 0) await expect(sheet).toHaveClass(/sheet--(bare|roomy)/);
    expect(text).not.toContain('rolled 3');
    await shot(page, `wording-table-die-once-${roll?.k}`);
  });
}

test('after a travel, the new Location and its terrain are under "The squad travels", not under the Event', async ({ page, server }) => {
  const built = afterTravel();
  const lines = built.last.filter((e) => e.k === 'location-entered' || e.k === 'terrain-placed').map((e) => renderEvent(e) as string);
  expect(lines.length).toBeGreaterThan(1);
  await openApp(page, server.url);
  await importAndOpen(page, built, 'pocket');
  const recap = page.locator('.sheet[data-ask] .moment-inline');
  const travel = recap.getByRole('region', { name: 'The squad travels' });
  const event = recap.getByRole('region', { name: 'The Event' });
  await expect(travel).toBeVisible();
  await expect(event).toBeVisible();
  // The sheet shows each part's first line; the rest opens in place.
  await expect(travel).toContainText(lines[0] as string);
  await shot(page, 'wording-travel-folded');
  await recap.locator('.moment-inline__more').click();
  for (const line of lines) {
    await expect(travel).toContainText(line);
    await expect(event).not.toContainText(line);
  }
  await shot(page, 'wording-travel');
});

test('Stalking from the Shadows takes "his only Support token", never "all 1 Support token"', async ({ page, server }) => {
  const built = stalkingOneToken();
  await openApp(page, server.url);
  await importAndOpen(page, built, 'pocket');
  const recap = page.locator('.sheet[data-ask] .moment-inline');
  // What the Event did is behind the recap's fold (its chip names it): open it.
  await recap.locator('.moment-inline__more').click();
  const event = recap.getByRole('region', { name: 'The Event' });
  await expect(event).toContainText(/Stalking from the Shadows: \w+ loses his only Support token\./);
  await expect(page.locator('.sheet')).not.toContainText('all 1 Support token');
  await shot(page, 'wording-stalking');
});

test('statistics after one finished game: "1 mission played"', async ({ page, server }) => {
  const options = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'YELLOW'] as ('BLUE' | 'RED' | 'YELLOW')[] }], chance: 'dealer' as const, seed: 1 };
  const played = playGame(options, 'heuristic', 1);
  expect(played.outcome).not.toBeNull();
  const file = { format: 'death-angel-companion-export', version: 1, games: [{ save: { format: 'death-angel-save', version: 1, options, answers: played.answers }, practice: false, mode: 'pocket' }] };
  await openApp(page, server.url);
  await page.goto(`${server.url}#/saves`);
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'one.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('[data-import-results] li[data-result="imported"]')).toHaveCount(1);
  await page.goto(`${server.url}#/`);
  await page.getByRole('button', { name: /^Statistics/ }).click();
  await expect(page.locator('main.stats')).toHaveAttribute('data-finished', '1');
  await expect(page.locator('.stats__figure').first()).toHaveText('1mission played');
  await shot(page, 'wording-one-mission');
});

test('Space Marine roll-off: "Titus goes first", "The Tyranids go first"', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Space Marine turn helper/ }).click();
  const roll = (n: number) => page.getByRole('group', { name: 'Roll-off (Titus, then Tyranids)' }).getByRole('button', { name: `Rolled ${n}`, exact: true }).click();
  await roll(5);
  await roll(2);
  await expect(page.locator('.tool-log li').first()).toHaveText('Roll-off: Titus 5, Tyranids 2. Titus goes first.');
  await shot(page, 'wording-titus-first');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, start a new game', exact: true }).click();
  await roll(1);
  await roll(6);
  await expect(page.locator('.tool-log li').first()).toHaveText('Roll-off: Titus 1, Tyranids 6. The Tyranids go first.');
});

test('an import file lacking a field says which, never "but found undefined"', async ({ page, server }) => {
  const file = {
    format: 'death-angel-companion-export',
    version: 1,
    games: [{ save: { format: 'death-angel-save', version: 2, options: { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer' }, steps: [] }, mode: 'pocket' }],
  };
  await page.goto(`${server.url}#/saves`);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'no-seed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('[data-import-results] li')).toHaveText('The file was not imported. This is not a saved game we can read: game 1 has no seed (games.0.save.options.seed).');
  await expect(page.locator('main')).not.toContainText('undefined');
  await shot(page, 'wording-import-missing');
});
