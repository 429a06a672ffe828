/**
 * Each player on their own phone (issue 26): three Chromium pages at 390x844 (the host and
 * two guests), connected through a PeerJS signalling server started here on 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { FACE_DOWN } from '../../src/engine';
import type { SeatState } from '../../src/session';
import { stored } from '../../scripts/stored-game';
import { expect, test } from './fixtures';
import { answerNext, caughtUp, hostileBurst, hostSteps, letIn, phone, round, shot, signallingForSpec, hostGame } from './multiplayer-helpers';


const signalling = signallingForSpec();

async function playUntil(host: Page, guests: Page[], done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600 && !(await done()); i++) await answerNext(host, guests);
}

test('three phones: two rounds, secrets sealed, a guest away and back, the host reloaded, undo, another version, a hostile phone', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const host = await phone(browser, signalling().url);
  const bea = await phone(browser, signalling().url, { inbox: true });
  const cy = await phone(browser, signalling().url, { inbox: true });
  const { code } = await hostGame(host.page, server.url);
  await bea.page.goto(`${server.url}#/join/${code}`);
  await letIn(host.page, 1, bea.page);
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
  await cy.page.goto(`${server.url}#/join/${code}`);
  await letIn(host.page, 2, cy.page);
  await expect(cy.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
  await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected');
  await expect(host.page.locator('[data-seat="2"]')).toHaveAttribute('data-status', 'connected');
  await host.page.screenshot({ path: shot('host.png') });
  await host.page.locator('.room-fold > summary').click();
  const guests = [bea.page, cy.page];

  // Undo on the host reaches every guest: Ana's first Action card of round 1 is taken back.
  await answerNext(host.page, guests);
  expect(await hostSteps(host.page)).toBe(1);
  for (const g of guests) await expect(g.locator('.multi-guest')).toHaveAttribute('data-known', '1');
  await host.page.locator('.sheet .ask__head').getByRole('button', { name: 'Undo' }).click();
  await expect(host.page.locator('.multi-host')).toHaveAttribute('data-steps', '0');
  for (const g of guests) await expect(g.locator('.multi-guest')).toHaveAttribute('data-known', '0');

  // Round 1 up to Ben's secret question: Ben is asked while Ana's choices stay sealed.
  await playUntil(host.page, guests, async () => (await host.page.locator('.multi-wait[data-waiting="1"]').isVisible()));
  await expect(bea.page.locator('.multi-sheet [data-option]').first()).toBeVisible();
  // Everyone chooses at once: the host's screen names every player still choosing.
  await expect(host.page.locator('.multi-wait__who')).toHaveText('Ben and Cy are choosing their Action cards on their phones, in secret.');
  await bea.page.screenshot({ path: shot('guest-asked.png') });
  await host.page.screenshot({ path: shot('host-waiting.png') });
  await cy.page.screenshot({ path: shot('guest-waiting.png') });

  // A guest page is closed mid-round: the host answers for Cy meanwhile; reopened, it catches up.
  await cy.page.close();
  await expect(host.page.locator('[data-seat="2"]')).toHaveAttribute('data-status', 'away');
  await playUntil(host.page, [bea.page], async () => (await round(host.page)) >= 2 || (await host.page.locator('.multi-wait[data-waiting="2"]').isVisible()));
  if (await host.page.locator('.multi-wait[data-waiting="2"]').isVisible()) {
    await host.page.getByRole('button', { name: 'Answer for Cy' }).click();
    await answerNext(host.page, [bea.page]);
  }
  const cyPage = await cy.context.newPage();
  await cyPage.goto(`${server.url}#/join/${code}`);
  await expect(cyPage.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
  guests[1] = cyPage;
  // Back mid-round: it knows every step (others' cards stay sealed until the reveal).
  await expect(cyPage.locator('.multi-guest')).toHaveAttribute('data-known', String(await hostSteps(host.page)));

  // The host reloads mid-round: same room, every guest resyncs by itself.
  await playUntil(host.page, guests, async () => (await round(host.page)) >= 2 && (await host.page.locator('.multi-host').getAttribute('data-phase')) !== 'choose-actions');
  await host.page.reload();
  await expect(host.page.locator('[data-room]')).toHaveAttribute('data-room', code);
  await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 });
  await expect(host.page.locator('[data-seat="2"]')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 });
  await host.page.locator('.room-fold > summary').click();
  for (const g of guests) await caughtUp(g, await hostSteps(host.page));

  // A hostile guest page: 1,000 random and hostile messages at once. Each is refused in words until
  // the host closes the link (too many bad messages); the host's store does not move, Cy is still
  // served, and Bea's phone comes back by itself with its own seat.
  const before = await stored(host.page);
  const burst = await hostileBurst(bea.page, 1000);
  expect(burst.dropped).toBe(true);
  expect(burst.refused).toBeGreaterThanOrEqual(15);
  expect(burst.refused).toBeLessThan(100);
  expect(await stored(host.page)).toEqual(before);
  expect(await hostSteps(host.page)).toBe(before.choices.length);
  await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 });
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');

  // On to round 3 (two whole rounds played), every phone still in step.
  await playUntil(host.page, guests, async () => (await round(host.page)) >= 3);
  const n = await hostSteps(host.page);
  for (const g of guests) await caughtUp(g, n);
  await host.page.screenshot({ path: shot('host-playing.png') });

  // Secrets: each guest got its own view only (no seed, piles as counts), and every card of
  // another player came sealed until the rules turned the cards face up.
  const game = await stored(host.page);
  for (const [seat, page] of [[1, bea.page], [2, cyPage]] as const) {
    const raw = await page.evaluate(() => (window as unknown as { __mpInbox: string[] }).__mpInbox);
    expect(raw.join('\n')).not.toMatch(/"seed"|"steps":/);
    const states = raw.map((m) => JSON.parse(m) as { t: string } & Partial<SeatState>).filter((m): m is { t: 'state' } & SeatState => m.t === 'state');
    expect(states.length).toBeGreaterThan(20);
    for (const m of states) {
      expect(m.view.rng).toBe(0);
      expect(new Set([...m.view.eventDeck, ...m.view.genestealerDeck, ...m.view.blips.LEFT, ...m.view.locationDeck])).toEqual(new Set([FACE_DOWN]));
    }
    const sealed = states.flatMap((m) => m.entries.filter((e) => e.ask === 'choose-action' && e.player !== seat && e.choice === null));
    expect(sealed.length).toBeGreaterThan(2);
    // Each sealed card reached this phone later, in clear: the card the host stored.
    const last = new Map<number, string | null>();
    for (const m of states) for (const e of m.entries) last.set(e.index, e.choice);
    for (const e of sealed) expect(last.get(e.index)).toBe(game.choices[e.index]);
  }

  // Another app version is refused, in words.
  const old = await phone(browser, signalling().url, { version: '0.0.1-old' });
  await old.page.goto(`${server.url}#/join/${code}`);
  await expect(old.page.locator('.multi-refused[data-refused="version"]')).toContainText('version 0.0.1-old');
  await old.page.screenshot({ path: shot('guest-refused.png') });

  // The host's export replays in the CLI to the same step.
  await host.page.goto(`${server.url}#/saves`);
  const downloading = host.page.waitForEvent('download');
  await host.page.getByRole('button', { name: 'Export all games' }).click();
  const file = await (await downloading).path();
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ games: [{ save: { steps: game.choices } }] });
  const cli = await promisify(execFile)('npx', ['tsx', 'scripts/cli.ts', 'replay', file], { cwd: process.cwd() });
  expect(cli.stdout).toContain(`replayed ${game.choices.length} step(s)`);
  for (const p of [host, bea, cy, old]) await p.context.close();
});

test('where no signalling server answers, the join screen says so and offers a game on this phone', async ({ browser, server }) => {
  const lone = await phone(browser, 'http://127.0.0.1:9/');
  await lone.page.goto(`${server.url}#/join`);
  await expect(lone.page.locator('.signal[data-signal="no"]')).toContainText('127.0.0.1:9: it does not answer');
  await expect(lone.page.locator('.multi-offline')).toContainText('Nothing of your games is lost');
  await lone.page.screenshot({ path: shot('join-offline.png') });
  await lone.page.getByRole('button', { name: 'Play on this phone (pass and play)' }).click();
  await expect(lone.page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await lone.context.close();
});
