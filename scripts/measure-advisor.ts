/**
 * The advisor in Chromium against the built app (`npm run build` first): how long after a
 * question appears its first estimate is on screen, and how long the worker takes to reach
 * 10,000 playouts on one question (playouts per second). The long questions are taken in
 * round 1, where playouts run longest (a whole game each); later questions are faster.
 * Numbers only, nothing asserted.
 *
 *   npm run measure:advisor [-- --questions 30 --long 3]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { startStaticServer } from '../tests/e2e/static-server';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const QUESTIONS = flag('questions', 30);
const LONG = flag('long', 3);

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
const first: number[] = [];
const long: { ms: number; playouts: number }[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${server.url}/#/settings`);
  await page.locator('.app[data-storage="ready"]').waitFor();
  await page.locator('[data-setting="advisor"]').click();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-setting="advisor"]')?.checked === true);
  for (let seed = 1; first.length < QUESTIONS || long.length < LONG; seed++) {
    await page.goto(`${server.url}/#/new`);
    await page.locator('#seed').fill(String(seed));
    await page.getByRole('button', { name: 'Start the mission' }).click();
    await page.locator('.sheet[data-ask], .moment').first().waitFor();
    let asked = 0;
    while ((first.length < QUESTIONS || long.length < LONG) && (await page.locator('.sheet[data-ask], .moment').count()) > 0) {
      if ((await page.locator('.moment').count()) > 0) {
        await page.locator('.moment button').last().click();
        continue;
      }
      const wantLong = first.length >= QUESTIONS && asked === 0;
      if (first.length >= QUESTIONS && asked > 0) break; // a new game: its round 1 for the next long one
      asked++;
      // Tap, then time from the next question's appearance to its first estimate (and, on a
      // long question, to 10,000 playouts). The tap cancels the previous question's work.
      const r = await page.evaluate(async (goLong) => {
        const sheet = document.querySelector<HTMLElement>('.sheet[data-ask]');
        const button = sheet?.querySelector<HTMLButtonElement>('[data-option]:not([disabled])');
        if (!sheet || !button) throw new Error('no answer to tap');
        const step = Number(sheet.dataset['step']);
        button.click();
        // (No named helper functions in here: tsx would wrap them in a __name() the page lacks.)
        let t0 = 0;
        for (;;) {
          const next = document.querySelector<HTMLElement>('.sheet[data-ask]');
          if (document.querySelector('.end, .moment')) return null;
          if (next && Number(next.dataset['step']) === step + 1) {
            t0 = performance.now();
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        const panel = document.querySelector('.sheet[data-ask] .advisor');
        if (!panel) return null; // one answer only: nothing to weigh
        let count = 0;
        while (!(count > 0)) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          count = Number(document.querySelector('.sheet[data-ask] .advisor')?.getAttribute('data-advisor') ?? NaN);
        }
        const firstMs = performance.now() - t0;
        if (!goLong) return { firstMs, longMs: 0, playouts: 0 };
        while (count < 10_000) {
          if (document.querySelector('.sheet[data-ask] .advisor')?.textContent?.includes('…)') === false) break; // done below 10,000
          await new Promise((resolve) => setTimeout(resolve, 20));
          count = Number(document.querySelector('.sheet[data-ask] .advisor')?.getAttribute('data-advisor') ?? NaN);
        }
        return { firstMs, longMs: performance.now() - t0, playouts: count };
      }, wantLong);
      if (!r) {
        asked--;
        continue;
      }
      if (first.length < QUESTIONS) first.push(r.firstMs);
      if (wantLong && r.playouts >= 10_000) long.push({ ms: r.longMs, playouts: r.playouts });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`First estimate after a question appears (${first.length} questions): median ${pct(first, 50).toFixed(0)} ms, p95 ${pct(first, 95).toFixed(0)} ms, max ${Math.max(...first).toFixed(0)} ms   (target < 300 ms)`);
for (const l of long) console.log(`10,000 playouts: ${l.playouts.toLocaleString('en')} reached after ${(l.ms / 1000).toFixed(2)} s = ${Math.round(l.playouts / (l.ms / 1000)).toLocaleString('en')} playouts/s   (target 10,000 within 3 s)`);
