/**
 * The room survives crashes (issue 33): a host and two guests, each its own Chromium on its own
 * profile folder, play a 3-player game through a PeerJS server on 127.0.0.1 while this script
 * kills one of the three browsers at a random moment (SIGKILL of the main process: no shutdown,
 * no flush) and starts it again on the same folder, as a phone's browser killed by the system
 * and opened again would be. After each kill it checks, with no tap on any phone:
 * - a relaunched guest takes back its own player by itself (no "Let it in");
 * - after the host's relaunch every guest is back, at the host's step, within 10 s;
 * - nothing shown is lost: the host's stored steps never fall below what any screen showed.
 *
 *   npm run build && npm run trial:faults [-- --kills 50 --seed 1]
 *
 * Prints one line per kill and a summary; exits 1 when any check failed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { killBrowser, launchOn } from '../tests/e2e/persistent-profile';
import { startStaticServer } from '../tests/e2e/static-server';
import { answerNext, caughtUp, hostGame, hostSteps, letIn, startSignalling } from '../tests/e2e/multiplayer-helpers';
import { mulberry } from './play-random';

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const KILLS = flag('kills', 50);
const random = mulberry(flag('seed', 1));
const BACK_MS = 10_000;

interface Phone {
  name: string;
  dir: string;
  context: BrowserContext;
  page: Page;
  /** Where the phone was when it was killed: a relaunch opens the same page again, as a browser restoring its tab does. */
  url: string;
}

/** TRIAL_DEBUG_PORT=9330: the host on 9330, the guests on 9331 and 9332, for a debugger when a phone hangs. */
const debugPort = (dir: string): string[] => {
  const base = Number(process.env['TRIAL_DEBUG_PORT'] ?? 0);
  return base ? [`--remote-debugging-port=${base + ['host', 'guest1', 'guest2'].findIndex((n) => dir.endsWith(n))}`] : [];
};

async function launch(dir: string, signal: string): Promise<[BrowserContext, Page]> {
  const [context, page] = await launchOn(dir, { args: debugPort(dir), serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.addInitScript((signal) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('death-angel-signalling', signal);
  }, signal);
  return [context, page];
}

/** The most steps any page shows: the host's stored count, each guest's known step. */
async function shownSteps(phones: Phone[]): Promise<number> {
  let most = 0;
  for (const p of phones) {
    const n = await p.page
      .evaluate(() => {
        const el = document.querySelector('.multi-host, .multi-guest');
        return Number(el?.getAttribute('data-steps') ?? el?.getAttribute('data-known') ?? 0);
      })
      .catch(() => 0);
    most = Math.max(most, n);
  }
  return most;
}

const server = await startStaticServer();
const signalling = await startSignalling();
const root = await mkdtemp(join(tmpdir(), 'fault-trial-'));
const failures: string[] = [];
const guestBack: number[] = [];
const hostBack: number[] = [];
const phones: Phone[] = [];
try {
  for (const name of ['host', 'guest 1', 'guest 2']) {
    const dir = join(root, name.replace(' ', ''));
    const [context, page] = await launch(dir, signalling.url);
    phones.push({ name, dir, context, page, url: '' });
  }
  const [host, g1, g2] = phones as [Phone, Phone, Phone];
  const { code, id } = await hostGame(host.page, server.url);
  host.url = `${server.url}#/host/${id}`;
  for (const [seat, g] of [[1, g1], [2, g2]] as const) {
    g.url = `${server.url}#/join/${code}`;
    await g.page.goto(g.url);
    await letIn(host.page, seat, g.page);
    await g.page.locator(`.multi-guest[data-seat="${seat}"]`).waitFor();
  }
  const guests = (): Page[] => [g1.page, g2.page];
  for (let k = 1; k <= KILLS; k++) {
    // A few answers between kills, and sometimes a kill right after a tap, before its step is stored everywhere.
    const answers = Math.floor(random() * 4);
    for (let a = 0; a < answers; a++) {
      if ((await host.page.locator('.sheet--over').count()) > 0) break;
      await answerNext(host.page, guests()).catch(async (e: unknown) => {
        console.log(`  (an answer was not taken: ${String(e).split('\n')[0]})`);
        const dir = process.env['TRIAL_SHOTS'];
        if (dir) for (const p of phones) await p.page.screenshot({ path: join(dir, `stuck-${k}-${p.name.replace(' ', '')}.png`) }).catch(() => undefined);
      });
    }
    const victim = phones[Math.floor(random() * 3)] as Phone;
    if (random() < 0.5) void answerNext(host.page, guests()).catch(() => undefined);
    await new Promise((r) => setTimeout(r, Math.floor(random() * 400)));
    const shown = await shownSteps(phones);
    const ownShown = await shownSteps([victim]);
    await killBrowser(victim.dir, victim.context);
    [victim.context, victim.page] = await launch(victim.dir, signalling.url);
    const opened = Date.now();
    await victim.page.goto(victim.url);
    let line = `kill ${k}: ${victim.name}`;
    try {
      if (victim === host) {
        await host.page.locator('.multi-host').waitFor({ timeout: 20_000 });
        const steps = await hostSteps(host.page);
        if (steps < shown) failures.push(`kill ${k}: the host stored ${steps} steps after its relaunch, ${shown} were shown`);
        // Back: the host shows each guest's phone joined again, and each guest shows the host's step.
        for (const seat of [1, 2]) await host.page.locator(`[data-seat="${seat}"][data-status="connected"]`).waitFor({ timeout: 20_000 });
        for (const g of [g1, g2]) await caughtUp(g.page, await hostSteps(host.page));
        const back = Date.now() - opened;
        hostBack.push(back);
        line += `: both guests back at step ${steps} in ${back} ms`;
        if (back > BACK_MS) failures.push(`kill ${k}: guests back ${back} ms after the host's return`);
      } else {
        const seat = victim === g1 ? 1 : 2;
        await victim.page.locator(`.multi-guest[data-seat="${seat}"]`).waitFor({ timeout: 20_000 });
        await host.page.locator(`[data-seat="${seat}"][data-status="connected"]`).waitFor({ timeout: 20_000 });
        await caughtUp(victim.page, await hostSteps(host.page));
        const back = Date.now() - opened;
        guestBack.push(back);
        // Back from a crash, it recaps what it missed (a few steps), not the whole game.
        const more = await victim.page.locator('.moment-inline__more').textContent({ timeout: 500 }).catch(() => '');
        const lines = (await victim.page.locator('.moment-inline li').count()) + Number(/\d+/.exec(more ?? '')?.[0] ?? 0);
        // A step can tell a whole phase (a swarm's attacks): a bound per step missed, far below a whole game's recap.
        const missed = (await hostSteps(host.page)) - ownShown;
        if (lines > 12 + 20 * Math.max(0, missed)) failures.push(`kill ${k}: ${victim.name} recaps ${lines} lines after missing ${missed} steps`);
        line += `: its own seat again in ${back} ms`;
      }
    } catch (e) {
      const words = await victim.page.locator('body').innerText().catch(() => '?');
      if (process.env['TRIAL_SHOTS']) await victim.page.screenshot({ path: join(process.env['TRIAL_SHOTS'], `kill-${k}.png`) }).catch(() => undefined);
      failures.push(`kill ${k} (${victim.name}): not back: ${String(e).split('\n')[0]} — screen: ${words.replace(/\s+/g, ' ').slice(0, 160)}`);
      line += ': NOT BACK';
    }
    console.log(line);
  }
} finally {
  for (const p of phones) await p.context.close().catch(() => undefined);
  await signalling.stop();
  await server.stop();
  await rm(root, { recursive: true, force: true });
}
const worst = (xs: number[]): string => (xs.length ? `${Math.max(...xs)} ms` : '–');
console.log(`\n${KILLS} kills: ${guestBack.length} guest relaunches back by themselves (slowest ${worst(guestBack)}), ${hostBack.length} host relaunches with every guest back (slowest ${worst(hostBack)}); ${failures.length} failures`);
for (const f of failures) console.log(`  ${f}`);
process.exit(failures.length ? 1 : 0);
