/**
 * The next question is drawn while its answer's commit runs (issue 32, item 4). A tap on it
 * that comes before that commit has landed waits for it and then counts: this test taps a
 * question in the very task it was drawn in (its data-stored still one behind data-step),
 * waits only until the app says that answer is stored too, then kills the browser (SIGKILL,
 * no shutdown) and reopens the same profile. Both answers must be in IndexedDB and the game
 * must reopen on the question after them: nothing answered early was lost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { killBrowser, launchOn, openReady, storedGame } from './persistent-profile';
import { expect, test } from './fixtures';
import { setUpGame, startGame } from './game-helpers';

const gameId = (page: Page): string => decodeURIComponent(page.url().split('#/play/')[1] ?? '');

test('an answer given to a question drawn before its commit landed is stored, and survives a kill', async ({ server }) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(join(tmpdir(), 'dac-early-'));
  let [ctx, page] = await launchOn(dir);
  try {
    await openReady(page, server.url);
    await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 551);
    await startGame(page);
    const id = gameId(page);
    await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-stored', '0');

    // Two taps in one go: the second lands on the question the first drew, before its commit.
    const taps = await page.evaluate(async () => {
      const pick = (): { sheet: HTMLElement; button: HTMLButtonElement } => {
        const sheet = document.querySelector<HTMLElement>('.sheet[data-ask]');
        const button = sheet?.querySelector<HTMLButtonElement>('[data-option]:not([disabled])');
        if (!sheet || !button) throw new Error('no answer to tap');
        return { sheet, button };
      };
      const first = pick();
      const answers = [first.button.dataset['option']];
      first.button.click();
      // The rendering the tap queued runs in a microtask: after it, the next question is up.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const second = pick();
      const drawn = { step: second.sheet.dataset['step'], stored: second.sheet.dataset['stored'] };
      answers.push(second.button.dataset['option']);
      second.button.click();
      return { answers, drawn };
    });
    // The second question was on screen while the first answer was not yet stored.
    expect(taps.drawn).toEqual({ step: '1', stored: '0' });

    // As soon as the app says the early answer is stored too, the browser dies.
    await page.waitForFunction(() => document.querySelector('.sheet[data-ask]')?.getAttribute('data-stored') === '2', undefined, { polling: 'raf' });
    await killBrowser(dir, ctx);

    [ctx, page] = await launchOn(dir);
    await page.goto(server.url);
    await expect(page).toHaveURL(new RegExp(`#/play/${id}$`));
    expect((await storedGame(page, id)).steps).toBe(2);
    const choices = await page.evaluate(
      (gameId) =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('death-angel-companion');
          open.onsuccess = () => {
            const all = open.result.transaction('steps').objectStore('steps').getAll();
            all.onsuccess = () => {
              open.result.close();
              const rows = (all.result as { gameId: string; index: number; choice: string }[]).filter((r) => r.gameId === gameId);
              resolve(rows.sort((a, b) => a.index - b.index).map((r) => r.choice));
            };
            all.onerror = () => reject(all.error);
          };
          open.onerror = () => reject(open.error);
        }),
      id,
    );
    expect(choices).toEqual(taps.answers);
    await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-step', '2');
    await expect(page.locator('.sheet[data-ask]')).toHaveAttribute('data-stored', '2');
  } finally {
    await ctx.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});
