import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Team } from '../../src/engine';
import { MARINES } from '../../src/data';
import { passRecap, setUpGame, startGame, startOffline, takePhone, tapFirstAnswer, TWELVE } from './game-helpers';
import { importAndOpen, openApp, pocketSevenStanding, pocketSharedSide, rowsUncovered, tableDieQuestion } from './fit-positions';

async function boxesInside(page: Page, selector: string): Promise<{ inside: number; total: number }> {
  return page.locator(selector).evaluateAll((els) => {
    const h = window.innerHeight;
    const w = window.innerWidth;
    const inside = els.filter((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= h && r.right <= w && r.height > 0;
    }).length;
    return { inside, total: els.length };
  });
}

test('12 marines: with the sheet folded every row is on screen; open, the lit targets are', async ({ page, server }, testInfo) => {
  test.setTimeout(120_000);
  await startOffline(page, server);
  await setUpGame(page, TWELVE, 21);
  await startGame(page);
  // Play on until some question lights spots on the board (and there are swarms to see).
  let lit = false;
  for (let i = 0; i < 60 && !lit; i++) {
    await takePhone(page);
    lit = (await page.locator('.board .is-target').count()) > 0 && (await page.locator('.board .swarm').count()) > 0;
    if (!lit) await tapFirstAnswer(page);
  }
  expect(lit, 'a question with lit board spots came up').toBe(true);
  await expect(page.locator('.board .row')).toHaveCount(12);

  // Open: every lit target of the question lies inside the viewport (the board scrolls them into view).
  const targets = page.locator('.board .is-target');
  for (let i = 0; i < (await targets.count()); i++) await targets.nth(i).scrollIntoViewIfNeeded();
  const first = await boxesInside(page, '.board .is-target');
  expect(first.inside, 'the first lit target is visible without scrolling by hand').toBeGreaterThan(0);

  // Open, the sheet covers some rows: a hint at the board's edge says so.
  const open = await boxesInside(page, '.board .row');
  expect(open.inside, 'the open sheet leaves part of the board hidden').toBeLessThan(12);
  await expect(page.locator('.board__more').first()).toBeVisible();
  await expect(page.locator('.board__more').first()).toContainText(/rows? (above|below)/);
  await page.screenshot({ path: testInfo.outputPath('open-sheet-12-marines.png'), animations: 'disabled' });

  // Fold with one tap: a slim bar that still names the question.
  const step = await page.locator('.sheet').getAttribute('data-step');
  await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
  await expect(page.locator('.sheet--folded')).toBeVisible();
  const rows = await boxesInside(page, '.board .row');
  expect(rows).toEqual({ inside: 12, total: 12 });
  await expect(page.locator('.board__more')).toHaveCount(0);
  // Touch targets where they are tapped stay 44 px or more.
  const small = await page.locator('.board .marine, .board .swarm, .board .terrain, .sheet__bar').evaluateAll((els) =>
    els.filter((e) => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; }).length,
  );
  expect(small).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('folded-sheet-12-marines.png'), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) {
    await page.screenshot({ path: fileURLToPath(new URL('../../docs/screenshots/folded-sheet-12-marines.png', import.meta.url)), animations: 'disabled' });
  }

  // One tap on the bar opens it again, on the same question.
  await page.locator('.sheet__bar').click();
  await expect(page.locator(`.sheet:not(.sheet--folded)[data-step="${step}"] [data-option]`).first()).toBeVisible();
  // Folded, the next question unfolds the sheet by itself.
  await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
  await page.locator('.sheet__bar').click();
  await tapFirstAnswer(page);
  await takePhone(page);
  await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
  await expect(page.locator('.sheet--folded')).toBeVisible();
  const board = page.locator('.board .is-target').first();
  if (await board.count()) {
    // A lit spot on the board still answers while the sheet is folded; the next question opens it.
    await board.click();
    await expect(page.locator('.sheet:not(.sheet--folded), .handoff').first()).toBeVisible();
  }
});

test.describe('the whole board in sight at 390x844', () => {
  // Layout only: no service worker, so no offline bar comes up over the board mid-test.
  test.use({ serviceWorkers: 'block' });

  test('table, 2 players: with a die question open all 8 marine rows are in sight and uncovered, with no hint over them', async ({ page, server }, testInfo) => {
    test.setTimeout(120_000);
    await openApp(page, server.url);
    await importAndOpen(page, tableDieQuestion(), 'table');
    const sheet = page.locator('.sheet[data-ask="reveal:die"]');
    await expect(sheet).toBeVisible();
    // The six faces and Roll for me are in sight too, without scrolling the sheet.
    for (const k of ['0', '1', '2', '3', '4', '5']) await expect(sheet.locator(`[data-option="${k}"]`)).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('button', { name: 'Roll for me' })).toBeInViewport({ ratio: 1 });
    // The board measures its rows once drawn (a frame later): wait for the layout to settle.
    await expect.poll(async () => (await rowsUncovered(page)).seen).toBe(8);
    const seen = await rowsUncovered(page);
    console.log(`table, 8 marines, die question open: ${seen.seen}/${seen.total} rows in sight and uncovered`);
    expect(seen).toEqual({ seen: 8, total: 8, covered: [] });
    await expect(page.locator('.board__more')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('table-die-8-rows.png'), animations: 'disabled' });
  });

  test('pocket, 3 players: folded, all 12 rows are in sight even with a swarm and a Terrain card on one side', async ({ page, server }, testInfo) => {
    test.setTimeout(120_000);
    await openApp(page, server.url);
    const built = pocketSharedSide(TWELVE.map((p) => ({ name: p.name, teams: p.teams as Team[] })));
    await importAndOpen(page, built, 'pocket');
    await takePhone(page);
    await expect(page.locator('.sheet[data-ask]')).toBeVisible();
    // The row whose side holds both keeps the height of the others (it wrapped to twice that).
    const shared = page.locator('.board > li.row[data-row]').filter({ has: page.locator('.side:has(.terrain):has(.swarm)') });
    await expect(shared.first()).toBeVisible();
    const heights = await page.locator('.board > li.row[data-row]').evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
    expect(Math.max(...heights), `row heights ${heights.join(', ')}`).toBeLessThanOrEqual(52);
    await expect.poll(async () => (await rowsUncovered(page)).seen).toBeGreaterThanOrEqual(7);
    const open = await rowsUncovered(page);
    console.log(`pocket, 12 marines, sheet open: ${open.seen}/${open.total} rows in sight and uncovered`);
    expect(open.seen).toBeGreaterThanOrEqual(7);
    await page.getByRole('button', { name: 'Fold the sheet to see the whole board' }).click();
    await expect(page.locator('.sheet--folded')).toBeVisible();
    await expect(page.locator('.board__more')).toHaveCount(0);
    await expect.poll(async () => (await rowsUncovered(page)).seen).toBe(12);
    const folded = await rowsUncovered(page);
    console.log(`pocket, 12 marines, sheet folded: ${folded.seen}/${folded.total} rows in sight and uncovered`);
    expect(folded).toEqual({ seen: 12, total: 12, covered: [] });
    await page.screenshot({ path: testInfo.outputPath('pocket-12-folded.png'), animations: 'disabled' });
  });

  test('pass and play, 7 marines, sheet open: rows in sight and uncovered, measured', async ({ page, server }, testInfo) => {
    test.setTimeout(120_000);
    const players = [
      { name: 'Ana', teams: ['BLUE', 'RED'] as Team[] },
      { name: 'Ben', teams: ['GREY', 'PURPLE'] as Team[] },
    ];
    await openApp(page, server.url);
    await importAndOpen(page, pocketSevenStanding(players), 'pocket');
    // The game's first screen (its durable recap, a hand-off or the sheet) before deciding which it is.
    await expect(page.locator('.moment, .handoff, .sheet[data-ask]').first()).toBeVisible();
    await passRecap(page);
    await takePhone(page, players);
    await expect(page.locator('.sheet[data-ask]')).toBeVisible();
    await expect(page.locator('.board > li.row[data-row]')).toHaveCount(7);
    // Issue 27 §2 measured 5 before: seven is the whole board.
    await expect.poll(async () => (await rowsUncovered(page)).seen).toBeGreaterThanOrEqual(5);
    const open = await rowsUncovered(page);
    console.log(`pass and play, 7 marines, sheet open: ${open.seen}/${open.total} rows in sight and uncovered`);
    expect(open.seen).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: testInfo.outputPath('pass-and-play-7-open.png'), animations: 'disabled' });
    if (process.env['SHOTS_DIR']) await page.screenshot({ path: `${process.env['SHOTS_DIR']}/pass-and-play-7-open.png`, animations: 'disabled' });
  });
});

test('12 marines: choosing a team\'s Action card, a marine of that team is in sight (the board scrolls to it)', async ({ page, server }) => {
  test.setTimeout(120_000);
  await startOffline(page, server);
  // Deal 4 lays the Green and Blue marines all below the seventh row.
  await setUpGame(page, TWELVE, 4);
  await startGame(page);
  const teams = new Set<string>();
  for (let i = 0; i < 12 && teams.size < 6; i++) {
    await takePhone(page);
    const title = (await page.locator('#ask-title').innerText()).match(/^Choose the (\w+) team's Action card/);
    if (!title) break;
    const team = (title[1] as string).toUpperCase();
    teams.add(team);
    // The team's marines by their spots; at least one lies wholly inside the board's scrolled list.
    const spots = MARINES.filter((m) => m.team === team).map((m) => `[data-spot="marine:${m.id}"]`).join(', ');
    const seen = () =>
      page.locator('.board').evaluate((list, sel) => {
        const l = list.getBoundingClientRect();
        return [...list.querySelectorAll(sel)].some((el) => {
          const r = el.getBoundingClientRect();
          return r.height > 0 && r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
        });
      }, spots);
    // The board scrolls in the frame after the question is laid out.
    await expect.poll(seen, { message: `a ${team} marine in sight while its card is chosen`, timeout: 2000 }).toBe(true);
    await tapFirstAnswer(page);
  }
  expect(teams.size).toBeGreaterThanOrEqual(3);
});
