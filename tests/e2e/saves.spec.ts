/**
 * Saves in a real browser: an export imported on a fresh profile resumes the same game, and
 * a damaged game opens in the recovery view and continues from its last good answer.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkAccessibility } from './axe';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { setUpGame, startGame, tapFirstAnswer } from './game-helpers';

async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

async function boardText(page: Page): Promise<string> {
  return page.locator('.status, .board').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join('\n'));
}

test('a game exported to a file resumes at the same step on a fresh profile; importing again offers a copy', async ({ page, server, browser }) => {
  test.setTimeout(90_000);
  await openReady(page, server.url);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  for (let i = 0; i < 12; i++) await tapFirstAnswer(page);
  const step = await page.locator('.sheet[data-ask]').getAttribute('data-step');
  const board = await boardText(page);

  await page.goto(`${server.url}#/saves`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all games' }).click();
  const file = await (await downloading).path();
  await expect(page.locator('[data-export-note]')).toHaveText('Exported 1 game.');
  const text = await readFile(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'death-angel-companion-export', games: [{ save: { options: { seed: 548 } } }] });

  // Another profile: no games, nothing shared with the first.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const fresh = await other.newPage();
  await fresh.goto(`${server.url}#/saves`);
  await expect(fresh.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await fresh.locator('input[data-action="import"]').setInputFiles(file);
  await expect(fresh.locator('[data-import-results] li')).toHaveAttribute('data-result', 'imported');
  await fresh.getByRole('button', { name: 'Saved games' }).click();
  await fresh.locator('.game-card').getByRole('button', { name: /Resume/ }).click();
  await expect(fresh.locator('.sheet[data-ask]')).toHaveAttribute('data-step', step ?? '');
  expect(await boardText(fresh)).toBe(board);

  // The same file again: already here, so nothing changes unless a copy is asked for.
  await fresh.goto(`${server.url}#/saves`);
  await fresh.locator('input[data-action="import"]').setInputFiles(file);
  const result = fresh.locator('[data-import-results] li');
  await expect(result).toHaveAttribute('data-result', 'duplicate');
  await result.getByRole('button', { name: 'Add a copy anyway' }).click();
  await expect(result).toHaveAttribute('data-result', 'imported');
  await fresh.goto(`${server.url}#/games`);
  await expect(fresh.locator('.game-card')).toHaveCount(2);
  // Issue 35: the copy says so; the first import does not.
  await expect(fresh.locator('.game-card', { hasText: 'imported copy' })).toHaveCount(1);
  await other.close();
});

/** Every row of every table of the app's database, and localStorage (the settings' mirror), as text. */
async function storeDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('death-angel-companion');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const tables: Record<string, unknown> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      tables[name] = await new Promise((resolve, reject) => {
        const r = db.transaction(name).objectStore(name).getAll();
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    }
    db.close();
    return JSON.stringify({ tables, local: { ...localStorage } });
  });
}

test('a refused import file changes nothing, settings included, and says why in the words of the screens', async ({ page, server }) => {
  test.setTimeout(60_000);
  await page.goto(`${server.url}#/saves`);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  const before = await storeDump(page);
  // Every game of it refused (an Action card the Blue team does not hold), with settings this device lacks.
  const file = {
    format: 'death-angel-companion-export',
    version: 1,
    games: [{ save: { format: 'death-angel-save', version: 2, options: { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 548 }, steps: ['action.banana'] }, mode: 'pocket' }],
    preferences: { advisor: true, textSize: 'larger', animations: false, confirmBig: false, openTo: 'home', language: 'auto' },
  };
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'refused.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const result = page.locator('[data-import-results] li');
  await expect(result).toHaveAttribute('data-result', 'refused');
  await expect(result).toContainText('to the question "Choose the Blue team\'s Action card" the file answers "action.banana"');
  await expect(result).toContainText('Possible: Counter Attack, Intimidation, Lead By Example.');
  await expect(result).not.toContainText('choose-action');
  await page.screenshot({ path: test.info().outputPath('saves-refused.png'), animations: 'disabled' });
  expect(await storeDump(page)).toBe(before);
});

test('a game whose steps no longer replay opens in the recovery view and continues from its last good answer', async ({ page, server }) => {
  test.setTimeout(90_000);
  await openReady(page, server.url);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  for (let i = 0; i < 10; i++) await tapFirstAnswer(page);
  const id = decodeURIComponent(page.url().split('#/play/')[1] ?? '');
  // Damage answer 7 in IndexedDB itself, as a bug or a bad disk might.
  await page.evaluate(async (gameId) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('death-angel-companion');
      open.onsuccess = () => {
        const tx = open.result.transaction('steps', 'readwrite');
        const steps = tx.objectStore('steps');
        const get = steps.get([gameId, 6]);
        get.onsuccess = () => steps.put({ ...get.result, choice: 'broken' });
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
  }, id);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This game could not be opened' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('tap Check on this game to recover them');
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.locator('.game-card').getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(/#\/recover\//);
  // Ten taps store ten answers or more (a decision screen's tap may give several).
  const steps = await page.evaluate(async (gameId) => {
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('death-angel-companion');
      open.onsuccess = () => {
        const count = open.result.transaction('steps').objectStore('steps').count(IDBKeyRange.bound([gameId, 0], [gameId, Infinity]));
        count.onsuccess = () => (open.result.close(), resolve(count.result));
        count.onerror = () => reject(count.error);
      };
    });
  }, id);
  expect(steps).toBeGreaterThanOrEqual(10);
  await expect(page.locator('[data-recovery-summary]')).toContainText(`6 of ${steps} steps replay. Step 7 ("broken") does not replay`);
  await page.getByRole('button', { name: 'Continue from step 6 as a new game' }).click();
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', '6');
  await page.goto(`${server.url}#/games`);
  await expect(page.locator('.game-card')).toHaveCount(2);
});

test('a game opened in a second tab is handed over: the first tab stops, the second plays on', async ({ page, server, context }) => {
  test.setTimeout(60_000);
  await openReady(page, server.url);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  for (let i = 0; i < 3; i++) await tapFirstAnswer(page);
  const url = page.url();
  const second = await context.newPage();
  await second.goto(url);
  await expect(second.locator('.sheet[data-ask]')).toHaveAttribute('data-step', '3');
  // The first tab is told at once, and its answers no longer do anything.
  await expect(page.locator('.sheet__error')).toContainText('now open in another tab');
  await page.locator('.sheet[data-ask] [data-option]:not([disabled])').first().click();
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', '3');
  await tapFirstAnswer(second);
  await tapFirstAnswer(second);
  // Reopened, the first tab takes the game back at the second tab's step.
  await page.reload();
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', '5');
  await expect(second.locator('.sheet__error')).toContainText('now open in another tab');
});

test('the Saves and recovery screens: no serious accessibility violations, 44 px targets', async ({ page, server }) => {
  test.setTimeout(60_000);
  await openReady(page, server.url);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  await tapFirstAnswer(page);
  const id = decodeURIComponent(page.url().split('#/play/')[1] ?? '');
  for (const hash of ['#/saves', `#/recover/${encodeURIComponent(id)}`]) {
    await page.goto(`${server.url}${hash}`);
    await expect(page.locator('.saves button').first()).toBeVisible();
    await expect(page.locator('[role="status"]', { hasText: /Asking|Checking/ })).toHaveCount(0);
    await checkAccessibility(page, hash);
    const small = await page.locator('.saves button, .saves label.btn').evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent?.trim(), ...el.getBoundingClientRect().toJSON() })).filter((r) => r.width < 44 || r.height < 44),
    );
    expect(small, hash).toEqual([]);
  }
});

test('a new version waiting is not offered during a game, and is offered on leaving it, without a reload', async ({ page, server }) => {
  test.setTimeout(60_000);
  await openReady(page, server.url);
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  await tapFirstAnswer(page);
  await page.evaluate(() => void ((window as unknown as { stillHere?: boolean }).stillHere = true));
  server.setServiceWorkerSuffix('// next version');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    // Wait until the new worker is installed and waiting, so the app knows of it.
    for (let i = 0; i < 100 && !registration?.waiting; i++) await new Promise((r) => setTimeout(r, 100));
  });
  await page.waitForTimeout(500);
  await expect(page.locator('.banner[data-prompt="update"]')).toHaveCount(0);
  await tapFirstAnswer(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  await expect(page.locator('.banner[data-prompt="update"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
