/**
 * The game a browser script has open, as stored: its options and choices read from the app's
 * IndexedDB (one game in the profile), and the position they replay to. Shared by the tap
 * measuring scripts.
 */
import type { Browser, Page } from '@playwright/test';
import { answer, newGame, type GameOptions, type GameState } from '../src/engine';

/**
 * A phone-sized page on the app with storage open, the first visit's "Ready to work offline"
 * bar put away (it comes once per device, before any game: no script counts it as a tap).
 */
export async function openApp(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.goto(url);
  await page.locator('.app[data-storage="ready"]').waitFor();
  const banner = page.locator('.banner[data-prompt="offline-ready"] button');
  await banner.waitFor({ timeout: 15_000 }).then(() => banner.click(), () => undefined);
  return page;
}

/** The open game's options and stored choices, read from IndexedDB (one game in this profile). */
export async function stored(page: Page): Promise<{ options: GameOptions; choices: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ options: GameOptions; choices: string[] }>((resolve, reject) => {
        const open = indexedDB.open('death-angel-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['games', 'steps']);
          const games = tx.objectStore('games').getAll();
          const steps = tx.objectStore('steps').getAll();
          tx.oncomplete = () => {
            open.result.close();
            const game = (games.result as { options: GameOptions }[])[0];
            if (!game) return reject(new Error('no game stored'));
            const sorted = (steps.result as { index: number; choice: string }[]).sort((a, b) => a.index - b.index);
            resolve({ options: game.options, choices: sorted.map((r) => r.choice) });
          };
        };
      }),
  );
}

/** The position the app shows: the stored choices replayed from the stored options. */
export function replayed(options: GameOptions, choices: string[]): GameState {
  const r0 = newGame(options);
  if (!r0.ok) throw new Error(r0.error);
  let s = r0.state;
  for (const c of choices) {
    const r = answer(s, c);
    if (!r.ok) throw new Error(`replay: ${r.error}`);
    s = r.state;
  }
  return s;
}

/**
 * The stored game once the page is still: not busy, the question drawn is the one stored
 * (the app draws the next question while its commit runs, so IndexedDB may be a step behind
 * the screen), and nothing the app gives by itself (`auto`) is still to come. Reading it
 * sooner raced the app: a script then waited for a step the screen had already left.
 */
export async function steadyStored(page: Page, auto: (s: GameState) => unknown = () => null): Promise<{ options: GameOptions; choices: string[]; s: GameState }> {
  for (let i = 0; ; i++) {
    await page.waitForFunction(() => {
      if (document.querySelector('.play--busy')) return false;
      const el = document.querySelector('.sheet[data-step][data-stored]');
      return !el || el.getAttribute('data-step') === el.getAttribute('data-stored');
    });
    const { options, choices } = await stored(page);
    const s = replayed(options, choices);
    const shown = await page.locator('.sheet[data-step]').first().getAttribute('data-step', { timeout: 1000 }).catch(() => null);
    const behind = shown !== null && Number(shown) !== choices.length;
    const coming = auto(s) !== null && !s.outcome;
    if ((!behind && !coming) || i >= 100) return { options, choices, s };
    await page.waitForTimeout(30);
  }
}
