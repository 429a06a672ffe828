/**
 * Crash safety: the browser is closed at random moments while answers are being entered,
 * 50+ answers in all, and reopened on the same profile each time. The game must always open
 * at exactly the step IndexedDB committed, never before the last answer seen on screen, and
 * never damaged.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserPid, launchOn, openReady, storedGame } from './persistent-profile';
import { expect, test } from './fixtures';
import { setUpGame, startGame, tapFirstAnswer } from './game-helpers';

/** mulberry32, seeded: the same kill moments on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('closing the browser at random moments during 50+ answers always resumes at the last committed step', async ({ server }) => {
  // 50+ answers and a dozen browser launches: about 60 s on a quiet 2-core machine, twice that under load.
  test.setTimeout(240_000);
  const dir = await mkdtemp(join(tmpdir(), 'dac-kill-'));
  let [ctx, page] = await launchOn(dir);
  try {
    await openReady(page, server.url);
    const r = rng(4242);
    const sheet = () => page.locator('.sheet[data-ask]');
    let seed = 548;
    let id = '';
    /** A new game (always tapping the first answer loses within a few rounds, so there are several). */
    const begin = async (): Promise<void> => {
      await page.goto(server.url);
      await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], seed++);
      await startGame(page);
      id = decodeURIComponent(page.url().split('#/play/')[1] ?? '');
    };
    await begin();
    let seen = 0;
    let total = 0; // answers kept, over every game
    let kills = 0;
    let hard = 0;
    const outcomes = { lost: 0, kept: 0 };
    // 50+ answers and 10+ kills, whichever comes last (how many answers a tap gives varies with the game).
    while (total < 52 || kills < 10) {
      // A few answers as usual, then one that the "crash" interrupts.
      for (let i = 2 + Math.floor(r() * 5); i > 0; i--) {
        await tapFirstAnswer(page);
        if (await page.locator('.end').isVisible()) break;
      }
      const now = await storedGame(page, id);
      if (now.status !== 'in-progress') {
        total += now.steps - seen;
        seen = 0;
        await begin();
        continue;
      }
      const before = Number(await sheet().getAttribute('data-step'));
      total += before - seen;
      seen = before;
      // The interrupted tap is one answer (the check below counts one): a screen whose every
      // button gives several (a second swap and what follows it) is answered as usual first.
      const single = sheet().locator('[data-option]:not([disabled])');
      if ((await single.count()) === 0) continue;
      await single.first().click({ noWaitAfter: true });
      await page.waitForTimeout(Math.floor(r() * r() * 30)); // skewed small: before, during and after the commit
      // Every other time a hard kill (SIGKILL of the browser's own process, no shutdown at
      // all); otherwise the context is closed, as when the app is swiped away.
      const pid = kills % 2 === 1 ? await browserPid(dir) : null;
      if (pid) {
        process.kill(pid, 'SIGKILL');
        hard++;
        await ctx.close().catch(() => undefined);
      } else await ctx.close();
      kills++;
      [ctx, page] = await launchOn(dir);
      await page.goto(`${server.url}#/play/${encodeURIComponent(id)}`);
      await expect(page.locator('.board')).toBeVisible();
      const stored = await storedGame(page, id);
      // The game opens at the step IndexedDB holds (a game that answer ended shows no question).
      if (stored.status === 'in-progress') await expect(sheet()).toHaveAttribute('data-step', String(stored.steps));
      else await expect(sheet()).toHaveCount(0);
      expect([seen, seen + 1]).toContain(stored.steps);
      outcomes[stored.steps === seen ? 'lost' : 'kept']++;
      total += stored.steps - seen;
      seen = stored.steps;
      if (stored.status !== 'in-progress') {
        seen = 0;
        await begin();
      }
    }
    console.log(`kill test: ${kills} kills (${hard} SIGKILL) over ${total} answers; the interrupted answer was kept ${outcomes.kept} times and lost ${outcomes.lost} times`);
    expect(kills).toBeGreaterThanOrEqual(10);
    expect(hard).toBeGreaterThanOrEqual(4);
  } finally {
    await ctx.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});
