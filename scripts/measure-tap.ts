/**
 * Tap-to-next-question time in Chromium against the built app (`npm run build` first):
 * plays solo games by tapping the first answer, and for each tap measures from the click
 * to the moment the next question is in the DOM and to the frame after it. The app draws
 * that question while the answer's IndexedDB transaction is still under way and takes no
 * answer to it before the commit has landed: the sheet's data-stored says when (it is what
 * the model's own waiting goes by). Once it does, the script reads IndexedDB directly to
 * prove the answer was stored by then. Prints the median and p95.
 *
 *   npm run measure:tap [-- --taps 300] [-- --advisor] [-- --slow] [-- --pace 300]
 *
 * With --advisor the odds advisor is switched on in the settings first, and each tap waits for
 * the question's first estimate, so its worker is computing when the tap is measured (the tap
 * cancels it).
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { startStaticServer } from '../tests/e2e/static-server';

const arg = process.argv.indexOf('--taps');
const TAPS = arg > 0 ? Number(process.argv[arg + 1]) : 300;
const ADVISOR = process.argv.includes('--advisor');
/** With --slow, the ten slowest taps are listed: the question tapped and what the time went to. */
const SLOW = process.argv.includes('--slow');
/**
 * With --pace MS, each tap comes MS milliseconds after the question it answers took answers (a
 * player reads before tapping; the work a commit leaves for later, snapshots and backups, then
 * runs between taps). Without it the script taps the moment it may.
 */
const paceAt = process.argv.indexOf('--pace');
const PACE = paceAt > 0 ? Number(process.argv[paceAt + 1]) : 0;

interface Sample {
  rules: number;
  store: number;
  dom: number;
  frame: number;
  /** Tap → the next question accepts answers (its previous answer committed). */
  ready: number;
  stored: number;
  step: number;
  /** The question tapped and how many answers its button gave. */
  ask: string;
  answers: number;
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
const samples: Sample[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(server.url);
  await page.locator('.app[data-storage="ready"]').waitFor();
  if (ADVISOR) {
    await page.goto(`${server.url}/#/settings`);
    const box = page.locator('[data-setting="advisor"]');
    await box.click();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-setting="advisor"]')?.checked === true);
  }
  for (let seed = 1; samples.length < TAPS; seed++) {
    await page.goto(`${server.url}/#/new`);
    await page.locator('#seed').fill(String(seed));
    await page.getByRole('button', { name: 'Start the mission' }).click();
    await page.locator('.sheet[data-ask]').waitFor();
    while (samples.length < TAPS && (await page.locator('.sheet[data-ask], .moment').count()) > 0) {
      if ((await page.locator('.moment').count()) > 0) {
        await page.locator('.moment button').last().click();
        continue;
      }
      if (PACE > 0) await page.waitForTimeout(PACE);
      // With the advisor: tap only once its first estimate is up, so the worker is surely computing.
      if (ADVISOR && (await page.locator('.sheet[data-ask] .advisor').count()) > 0) {
        await page.waitForFunction(() => Number(document.querySelector('.sheet[data-ask] .advisor')?.getAttribute('data-advisor')) > 0);
      }
      const sample = await page.evaluate(async () => {
        const sheet = document.querySelector<HTMLElement>('.sheet[data-ask]');
        // A decision screen's button may give several engine answers (data-path, issue 32).
        const button = sheet?.querySelector<HTMLButtonElement>(':is([data-path], [data-option]):not(.decision__pass):not([data-repeat]):not([disabled])');
        if (!sheet || !button) throw new Error('no answer to tap');
        const step = Number(sheet.dataset['step']);
        const answers = (button.dataset['path'] ?? button.dataset['option'] ?? '').split(' ').length;
        const id = decodeURIComponent(location.hash.split('/')[2] ?? '');
        const t0 = performance.now();
        const dom = await new Promise<number>((resolve) => {
          // (No named helper functions in here: tsx would wrap them in a __name() the page lacks.)
          const observer = new MutationObserver(() => {
            const next = document.querySelector<HTMLElement>('.sheet');
            // A public recap (issue 11) is the next screen too: it is up once the answer is shown.
            if (!(next && Number(next.dataset['step']) >= step + answers) && !document.querySelector('.end, .moment')) return;
            observer.disconnect();
            resolve(performance.now() - t0);
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          button.click();
        });
        const frame = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - t0)));
        // Until the answer's commit has landed the question drawn takes no answer; the sheet says
        // when it has (data-stored). At the end or a recap screen there is no question: wait for
        // IndexedDB itself to hold the answer.
        // At the end or a recap screen there is no question: wait for IndexedDB itself to hold
        // the tap's answers (the recap takes no answer; the question after it waits likewise).
        let ready = -1;
        let stored = -1;
        while (performance.now() - t0 < 10_000) {
          const next = document.querySelector<HTMLElement>('.sheet[data-stored]');
          const open = next ? Number(next.dataset['stored']) >= step + answers : !!document.querySelector('.end, .moment');
          if (open) {
            // Read IndexedDB directly, outside the app: the answer must already be there.
            stored = await new Promise<number>((resolve, reject) => {
              const db = indexedDB.open('death-angel-companion');
              db.onerror = () => reject(db.error);
              db.onsuccess = () => {
                const req = db.result.transaction('games').objectStore('games').get(id);
                req.onsuccess = () => {
                  resolve((req.result as { steps: number }).steps);
                  db.result.close();
                };
              };
            });
            if (next || stored >= step + answers) {
              ready = performance.now() - t0;
              break;
            }
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        if (ready < 0) throw new Error(`answer ${step + answers} was never stored`);
        const measures = performance.getEntriesByType('measure');
        const rules = measures.filter((m) => m.name === 'answer: rules').pop()?.duration ?? 0;
        const store = measures.filter((m) => m.name === 'answer: stored').pop()?.duration ?? 0;
        performance.clearMeasures();
        return { dom, frame, ready, stored, step: step + answers - 1, rules, store, ask: sheet.dataset['ask'] ?? '', answers };
      });
      if (sample.stored < sample.step + 1) throw new Error(`answer ${sample.step + 1}: its next question took answers before it was stored (${sample.stored} stored)`);
      samples.push(sample);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const dom = samples.map((s) => s.dom);
const frame = samples.map((s) => s.frame);
if (ADVISOR) console.log('Advisor on: its worker was computing the odds of each question when it was tapped.');
console.log(PACE > 0 ? `Each tap ${PACE} ms after its question took answers.` : 'Each tap as soon as its question took answers.');
console.log(`${samples.length} taps, every answer found in IndexedDB once its next question took answers.`);
console.log(`tap → next prompt in the DOM:                  median ${pct(dom, 50).toFixed(1)} ms, p95 ${pct(dom, 95).toFixed(1)} ms, max ${Math.max(...dom).toFixed(1)} ms   (target p95 < 16 ms)`);
console.log(`  of which the rules (engine answer):         median ${pct(samples.map((s) => s.rules), 50).toFixed(1)} ms, p95 ${pct(samples.map((s) => s.rules), 95).toFixed(1)} ms`);
console.log(`  of which the IndexedDB transaction:          median ${pct(samples.map((s) => s.store), 50).toFixed(1)} ms, p95 ${pct(samples.map((s) => s.store), 95).toFixed(1)} ms`);
console.log(`tap → next animation frame after that:         median ${pct(frame, 50).toFixed(1)} ms, p95 ${pct(frame, 95).toFixed(1)} ms`);
console.log(`tap → answer committed, next question open:    median ${pct(samples.map((s) => s.ready), 50).toFixed(1)} ms, p95 ${pct(samples.map((s) => s.ready), 95).toFixed(1)} ms`);
if (SLOW) {
  for (const t of [...samples].sort((a, b) => b.dom - a.dom).slice(0, 10)) {
    console.log(`  ${t.dom.toFixed(1)} ms: ${t.ask} (${t.answers} answer${t.answers > 1 ? 's' : ''}), rules ${t.rules.toFixed(1)} ms, IndexedDB ${t.store.toFixed(1)} ms`);
  }
}
