/**
 * A guest's answer to every phone's next screen (issue 26), on loopback: three Chromium
 * contexts at 390x844 (the host and two guests) through a PeerJS signalling server on
 * 127.0.0.1, against the built app (`npm run build` first). For each answer a guest taps, the
 * time from the tap (in the guest's page) to the moment the last of the three pages shows the
 * next step (a MutationObserver in each page notes when its step attribute changes; the
 * pages share this machine's clock). The host's own answers are played but not counted.
 *
 *   npm run measure:multiplayer [-- --answers 200]
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { startStaticServer } from '../tests/e2e/static-server';
import { setUpGame, startGame, TWELVE } from '../tests/e2e/game-helpers';
import { hostAnswer, hostSteps, letIn, phone, startSignalling } from '../tests/e2e/multiplayer-helpers';

const arg = process.argv.indexOf('--answers');
const ANSWERS = arg > 0 ? Number(process.argv[arg + 1]) : 200;

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * Each page notes the wall-clock time it first showed each step (host: data-steps; guest:
 * data-known). A string, not a function: tsx would wrap a function with helpers the page lacks.
 */
const OBSERVE = `
  const seen = {};
  window.__seen = seen;
  const note = () => {
    const el = document.querySelector('.multi-host, .multi-guest');
    const v = el && (el.getAttribute('data-steps') ?? el.getAttribute('data-known'));
    if (v != null && seen[v] === undefined) seen[v] = performance.timeOrigin + performance.now();
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-steps', 'data-known'] });
`;

async function seenAt(page: Page, step: number): Promise<number> {
  try {
    const h = await page.waitForFunction((s) => (window as unknown as { __seen: Record<string, number> }).__seen[String(s)], step, { polling: 'raf', timeout: 15_000 });
    return (await h.jsonValue()) as number;
  } catch (e) {
    const seen = await page.evaluate(() => JSON.stringify((window as unknown as { __seen: Record<string, number> }).__seen));
    const el = await page.evaluate(() => document.querySelector('.multi-host, .multi-guest')?.outerHTML.slice(0, 200));
    throw new Error(`step ${step} not seen on ${page.url()}: seen ${seen.slice(0, 300)}; ${el}`);
  }
}

const server = await startStaticServer();
const signalling = await startSignalling();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
const samples: number[] = [];
let played = 0;
try {
  const [host, bea, cy] = await Promise.all([0, 1, 2].map((i) => phone(browser, signalling.url, { inbox: i > 0 })));
  for (const p of [host, bea, cy]) await p!.context.addInitScript({ content: OBSERVE });
  const guests = [bea!.page, cy!.page];
  for (let seed = 1; samples.length < ANSWERS; seed++) {
    played = seed;
    // Home first (a new page); after a game, the app may open on the last game, so by its address.
    await host!.page.goto(seed === 1 ? server.url : `${server.url}#/`);
    await host!.page.getByRole('button', { name: /New game/ }).waitFor();
    await setUpGame(host!.page, TWELVE, seed);
    await startGame(host!.page);
    const id = decodeURIComponent(new URL(host!.page.url()).hash.split('/')[2] ?? '');
    await host!.page.goto(`${server.url}#/host/${id}`);
    const code = (await host!.page.locator('[data-room]').getAttribute('data-room')) ?? '';
    await host!.page.locator('.room__link[data-link="open"]').waitFor();
    for (const [i, g] of guests.entries()) {
      await g.goto(`${server.url}#/join/${code}`);
      // Only invited phones play (issue 33): the phone picks its player, the host lets it in.
      await letIn(host!.page, i + 1, g);
      await g.locator(`.multi-guest[data-seat="${i + 1}"]`).waitFor();
    }
    await host!.page.locator('.room-fold > summary').click();
    // Hash routes do not reload the pages: forget the last game's steps.
    for (const p of [host!.page, ...guests]) await p.evaluate(() => Object.keys((window as unknown as { __seen: Record<string, number> }).__seen).forEach((k) => delete (window as unknown as { __seen: Record<string, number> }).__seen[k]));
    while (samples.length < ANSWERS && (await host!.page.locator('.sheet--over').count()) === 0) {
      const n = await hostSteps(host!.page);
      const waiting = host!.page.locator('.multi-wait[data-waiting]');
      const hostOption = hostAnswer(host!.page, n);
      // Whose answer it is shows once the host's screen has drawn the step: a guest's wait, or the host's own sheet.
      await waiting.or(hostOption).first().waitFor({ timeout: 15_000 });
      if (await waiting.isVisible()) {
        const g = guests[Number(await waiting.getAttribute('data-waiting')) - 1] as Page;
        const option = g.locator(`.multi-sheet[data-step="${n}"] [data-option]:not([disabled])`).first();
        await option.waitFor({ timeout: 10_000 }).catch(async (e: unknown) => {
          const where = await g.locator('.multi-guest, .multi-joining, .multi-refused').first().evaluate((el) => el.outerHTML.replace(/<div class="play__board">[\s\S]*?<section/, '<section').slice(0, 1500));
          const inbox = await g.evaluate(() => ((window as unknown as { __mpInbox?: string[] }).__mpInbox ?? []).slice(-6));
          console.error('stuck at', n, where, inbox);
          throw e;
        });
        const tapped = await option.evaluate((el) => {
          const t = performance.timeOrigin + performance.now();
          (el as HTMLElement).click();
          return t;
        });
        const shown = await Promise.all([host!.page, ...guests].map((p) => seenAt(p, n + 1)));
        const took = Math.max(...shown) - tapped;
        if (took <= 0) throw new Error(`step ${n + 1} was shown before the tap (${took} ms): the timing is wrong`);
        samples.push(took);
      } else {
        await hostOption.waitFor();
        await hostOption.evaluate((el) => (el as HTMLElement).click());
        // One tap may store several answers (a decision screen's path): wait until the host is still, then for every phone to show where it stopped.
        await host!.page.waitForFunction((n) => {
          const el = document.querySelector('.multi-host');
          return Number(el?.getAttribute('data-steps')) > n && !document.querySelector('.play--busy');
        }, n, { polling: 'raf' });
        const last = await hostSteps(host!.page);
        await Promise.all([host!.page, ...guests].map((p) => seenAt(p, last)));
      }
    }
  }
  const median = pct(samples, 50);
  console.log(`guest answers timed: ${samples.length} over ${played} game(s) (loopback, 3 Chromium contexts, local PeerServer)`);
  console.log(`tap on a guest -> every phone shows the next step: median ${median.toFixed(1)} ms, p95 ${pct(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`);
} finally {
  await browser.close();
  await server.stop();
  await signalling.stop();
}
