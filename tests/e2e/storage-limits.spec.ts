/**
 * Storage running out, in the real browser (issue "Saves you can trust": quota and private
 * mode). Each case must say so plainly, lose nothing, and offer the export at once.
 *
 * How the browser is made to fail: Chromium's own quota can be lowered through the DevTools
 * protocol (Storage.overrideQuotaForOrigin), but it is enforced only when a database is
 * created, not on writes to one already open (measured: 2 kB–60 kB puts all commit with a
 * 1-byte quota). So the fresh-profile case uses the real quota, and the mid-game case makes
 * IndexedDB itself raise the browser's QuotaExceededError from an init script.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { screenState, setUpGame, startGame, tapFirstAnswer } from './game-helpers';

/** A screenshot kept with the test; with UPDATE_DOCS_SCREENSHOT set, also the README's copy. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
  const docs = fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs, animations: 'disabled' });
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Makes every IndexedDB write fail as a full disk does while `window.diskFull` is true. */
function fillTheDiskOnDemand(): void {
  const w = window as unknown as { diskFull?: boolean };
  for (const method of ['add', 'put'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (w.diskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.apply(this, args);
    };
  }
}

/** As a browser that refuses IndexedDB (a private window of some browsers, site data blocked). */
function refuseIndexedDB(): void {
  IDBFactory.prototype.open = function () {
    throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
  };
}

async function playSome(page: Page, answers: number): Promise<string> {
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await startGame(page);
  for (let i = 0; i < answers; i++) await tapFirstAnswer(page);
  return (await page.locator('.sheet[data-ask]').getAttribute('data-step')) ?? '';
}

async function exportFromNotice(page: Page): Promise<{ path: string; games: { save: { steps: unknown[] } }[] }> {
  const notice = page.getByTestId('storage-notice');
  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Export all games to a file' }).click();
  // Kept past the context's end (Playwright deletes downloads with their context).
  const path = test.info().outputPath(`export-${Date.now()}.json`);
  await (await downloading).saveAs(path);
  await expect(notice.locator('[data-notice-export]')).toHaveText('Exported 1 game.');
  return { path, ...(JSON.parse(await readFile(path, 'utf8')) as { games: { save: { steps: unknown[] } }[] }) };
}

test('a full disk mid-game refuses the answer, keeps the game as it was, offers the export, and plays on once there is room', async ({ page, server }) => {
  test.setTimeout(90_000);
  await page.addInitScript(fillTheDiskOnDemand);
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const step = await playSome(page, 6);
  const sheet = page.locator('.sheet[data-ask]');
  const board = (await screenState(page)).board;

  await page.evaluate(() => void ((window as unknown as { diskFull: boolean }).diskFull = true));
  await sheet.locator('[data-option]:not([disabled])').first().click();
  await expect(page.getByText('The device is out of storage space, so this answer was not saved')).toBeVisible();
  await expect(sheet).toHaveAttribute('data-step', step);
  // The refusal's OK is a full touch target (it was 28 px wide).
  const ok = await sheet.locator('.sheet__error').getByRole('button', { name: 'OK' }).boundingBox();
  expect(Math.min(ok?.width ?? 0, ok?.height ?? 0)).toBeGreaterThanOrEqual(44);
  expect((await screenState(page)).board).toBe(board);

  // The notice at the top says what happened and exports every game from where it stands.
  const notice = page.getByTestId('storage-notice');
  await expect(notice.getByRole('heading')).toHaveText('Your device is out of storage space');
  await shot(page, 'storage-full');
  await checkAccessibility(page, 'game screen under the full-disk bar');
  const file = await exportFromNotice(page);
  expect(file.games).toHaveLength(1);
  expect(file.games[0]?.save.steps).toHaveLength(Number(step));

  // Put away, the bar comes back with the next refused answer (its message points to it).
  await notice.getByRole('button', { name: 'Hide' }).click();
  await expect(notice).toHaveCount(0);
  await sheet.locator('[data-option]:not([disabled])').first().click();
  await expect(notice.getByRole('button', { name: 'Export all games to a file' })).toBeVisible();
  await expect(sheet).toHaveAttribute('data-step', step);

  // Room again: the same answer is taken, the notice goes, and a reload resumes after it.
  await page.evaluate(() => void ((window as unknown as { diskFull: boolean }).diskFull = false));
  await tapFirstAnswer(page);
  // One tap may store several answers (a decision screen's path): the step moved on, and is stored.
  const after = Number(await sheet.getAttribute('data-step'));
  expect(after).toBeGreaterThan(Number(step));
  await expect(sheet).toHaveAttribute('data-stored', String(after));
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', String(after));
});

test('a fresh profile on a full disk (Chromium’s own quota) cannot start a game and is told so, with the export offered', async ({ browser, server }) => {
  // No service worker: its precache would hit the same quota; this is about the database.
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(server.url).origin, quotaSize: 1 });
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 548);
  await page.getByRole('button', { name: 'Start the mission' }).click();
  // The browser's own QuotaExceededError, in words: on the setup screen and in the notice.
  await expect(page.getByText('The device is out of storage space, so the game could not be started.')).toBeVisible();
  const notice = page.getByTestId('storage-notice');
  await expect(notice.getByRole('heading')).toHaveText('Your device is out of storage space');
  await notice.getByRole('button', { name: 'Export all games to a file' }).click();
  await expect(notice.locator('[data-notice-export]')).toHaveText('There are no saved games to export.');
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await context.close();
});

test('a browser that refuses storage still plays, says nothing is kept, and its export resumes the game in a normal window', async ({ browser, server }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  await context.addInitScript(refuseIndexedDB);
  const page = await context.newPage();
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  const notice = page.getByTestId('storage-notice');
  await expect(notice.getByRole('heading')).toHaveText('Saving is switched off in this browser');
  await expect(page.getByTestId('storage-status')).toHaveText('Saving is off in this browser: games last only while this tab is open.');
  await checkAccessibility(page, 'home screen with the saving-off notice');
  const step = await playSome(page, 8);
  const board = (await screenState(page)).board;
  await shot(page, 'storage-memory');
  // Closing the tab now would lose the game: the browser asks first, and staying keeps it.
  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', step);
  const file = await exportFromNotice(page);
  expect(file.games[0]?.save.steps).toHaveLength(Number(step));
  // Everything is in the file: now the tab closes without asking.
  let askedAgain = false;
  page.on('dialog', (d) => void ((askedAgain = true), d.accept()));
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(askedAgain).toBe(false);
  await context.close();

  // A normal window: import the file and resume exactly there.
  const normal = await browser.newContext(phone);
  const other = await normal.newPage();
  await other.goto(`${server.url}#/saves`);
  await expect(other.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await expect(other.getByTestId('storage-notice')).toHaveCount(0);
  await other.locator('input[data-action="import"]').setInputFiles(file.path);
  await expect(other.locator('[data-import-results] li')).toHaveAttribute('data-result', 'imported');
  await other.getByRole('button', { name: 'Saved games' }).click();
  await other.locator('.game-card').getByRole('button', { name: /Resume/ }).click();
  await expect(other.locator('.sheet[data-ask]')).toHaveAttribute('data-step', step);
  expect((await screenState(other)).board).toBe(board);
  await normal.close();
});
