/**
 * Each player on their own phone (issue 26): three Chromium pages at 390x844 (the host and
 * two guests), connected through a PeerJS signalling server started here on 127.0.0.1.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setUpGame, startGame, TWELVE } from './game-helpers';
import { answerNext, caughtUp, hostSteps, phone, startSignalling, type Signalling } from './multiplayer-helpers';

let signalling: Signalling;
test.beforeAll(async () => {
  signalling = await startSignalling();
});
test.afterAll(async () => {
  await signalling.stop();
});

/** The host starts a 3-player game and opens its room; returns the room code and the game's id. */
async function hostGame(host: Page, url: string): Promise<{ code: string; id: string }> {
  await host.goto(url);
  await setUpGame(host, TWELVE, 4242);
  await startGame(host);
  const id = decodeURIComponent(new URL(host.url()).hash.split('/')[2] ?? '');
  await host.goto(`${url}#/host/${id}`);
  const code = (await host.locator('[data-room]').getAttribute('data-room')) ?? '';
  await expect(host.locator('.room__link')).toHaveAttribute('data-link', 'open');
  return { code, id };
}

test('three phones play two rounds; each guest answers only its own questions', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const host = await phone(browser, signalling.url);
  const bea = await phone(browser, signalling.url, { inbox: true });
  const cy = await phone(browser, signalling.url, { inbox: true });
  const { code } = await hostGame(host.page, server.url);
  await bea.page.goto(`${server.url}#/join/${code}`);
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
  await cy.page.goto(`${server.url}#/join/${code}`);
  await expect(cy.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
  await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected');
  await expect(host.page.locator('[data-seat="2"]')).toHaveAttribute('data-status', 'connected');
  await host.page.screenshot({ path: '/work/shots/mp/host.png' });
  await host.page.locator('.room-fold > summary').click();
  const guests = [bea.page, cy.page];
  for (let i = 0; i < 400 && Number(await host.page.locator('.multi-host').getAttribute('data-round')) < 3; i++) {
    await answerNext(host.page, guests);
    if (i === 3) {
      await bea.page.screenshot({ path: '/work/shots/mp/guest.png' });
      await cy.page.screenshot({ path: '/work/shots/mp/guest-2.png' });
    }
  }
  const n = await hostSteps(host.page);
  for (const g of guests) await caughtUp(g, n);
  await host.page.screenshot({ path: '/work/shots/mp/host-playing.png' });
  for (const p of [host, bea, cy]) await p.context.close();
});
