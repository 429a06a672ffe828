/**
 * The room holds (issue 33): a guest's browser closed shows away on the host within 10 s and a
 * new phone takes that player once the host lets it in; the signalling server restarted, the
 * room registers again by itself (a new phone reaches it); a signalling address changed in the
 * host's panel is used at once, without a reload; ⋮ opens the menu without leaving the room.
 */
import { expect, test } from './fixtures';
import { letIn, phone, pickSeat, shot, startSignalling, type Signalling, hostGame } from './multiplayer-helpers';

test('away within 10 s, a new phone let in, the room back after the server restarts, a new address without a reload', async ({ browser, server }) => {
  test.setTimeout(120_000);
  let signalling: Signalling = await startSignalling();
  const port = Number(new URL(signalling.url).port);
  const other = await startSignalling();
  try {
    const host = await phone(browser, signalling.url);
    const bea = await phone(browser, signalling.url);
    const cy = await phone(browser, signalling.url);
    const { code } = await hostGame(host.page, server.url);
    const link = host.page.locator('.room__link');
    await expect(host.page.locator('.signal')).toHaveAttribute('data-signal', 'yes');

    // ⋮ opens the menu and the room stays open.
    await host.page.getByRole('button', { name: 'Menu' }).click();
    await expect(host.page.getByRole('dialog', { name: 'Game menu' })).toBeVisible();
    await host.page.screenshot({ path: shot('host-menu.png') });
    await host.page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(link).toHaveAttribute('data-link', 'open');

    // Only invited phones: each new phone plays once the host lets it in.
    await bea.page.goto(`${server.url}#/join/${code}`);
    await pickSeat(bea.page, 1);
    await expect(host.page.locator('[data-asking="1"]')).toContainText('A new phone asks to play Ben');
    await expect(bea.page.locator('.multi-guest')).toHaveCount(0);
    await bea.page.screenshot({ path: shot('guest-waiting-to-be-let-in.png') });
    await letIn(host.page, 1);
    await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
    await cy.page.goto(`${server.url}#/join/${code}`);
    await letIn(host.page, 2, cy.page);
    await expect(cy.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
    const cySeat = host.page.locator('[data-seat="2"]');
    await expect(cySeat).toHaveAttribute('data-status', 'connected');

    // Cy's browser dies: away on the host within 10 s.
    const killed = Date.now();
    await cy.context.close();
    await expect(cySeat).toHaveAttribute('data-status', 'away', { timeout: 10_000 });
    expect(Date.now() - killed).toBeLessThan(10_000);

    // Every status Bea's seat shows on the host from here on: a guest whose game link fell with
    // the server showed away, and a new phone was then offered her player too.
    await host.page.evaluate(() => {
      const seat = document.querySelector('[data-seat="1"]');
      const seen: string[] = [];
      (window as unknown as { __beaSeen: string[] }).__beaSeen = seen;
      if (seat) new MutationObserver(() => seen.push(seat.getAttribute('data-status') ?? '')).observe(seat, { attributes: true, attributeFilter: ['data-status'] });
    });
    // The signalling server restarts: the panel says the room is not open, then it is again by itself.
    await signalling.stop();
    await expect(link).toHaveAttribute('data-link', 'unreachable', { timeout: 15_000 });
    await expect(host.page.locator('.signal')).toHaveAttribute('data-signal', 'no');
    await host.page.screenshot({ path: shot('host-unreachable.png') });
    signalling = await startSignalling(port);
    await expect(link).toHaveAttribute('data-link', 'open', { timeout: 20_000 });
    await expect(host.page.locator('.signal')).toHaveAttribute('data-signal', 'yes');
    // Bea's game link never went through the server: she stayed here all along.
    await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected');
    expect(await host.page.evaluate(() => (window as unknown as { __beaSeen: string[] }).__beaSeen)).not.toContain('away');

    // A new phone (through the restarted server) asks for Cy's away seat; the host lets it in.
    const cy2 = await phone(browser, signalling.url);
    await cy2.page.goto(`${server.url}#/join/${code}`);
    const allow = cySeat.getByRole('button', { name: 'Let it in' });
    // Through a server that just came back: its registration may take a retry or two on a busy machine.
    await expect(allow).toBeVisible({ timeout: 30_000 });
    await expect(cy2.page.locator('.multi-guest')).toHaveCount(0);
    await host.page.screenshot({ path: shot('host-asking.png') });
    await allow.click();
    await expect(cy2.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
    await expect(cySeat).toHaveAttribute('data-status', 'connected');

    // Another signalling server typed in the host's panel: the room registers there at once, no reload.
    await host.page.getByRole('button', { name: 'Change the signalling server' }).click();
    await host.page.getByLabel(/Signalling server/).fill(other.url);
    await host.page.getByRole('button', { name: 'Use it' }).click();
    await expect(host.page.locator('.signal__words')).toContainText(new URL(other.url).host);
    await expect(link).toHaveAttribute('data-link', 'open', { timeout: 15_000 });
    await host.page.screenshot({ path: shot('host-panel.png') });
    // A phone on that server reaches this host: every player has a phone, and it is told so in words.
    const dan = await phone(browser, other.url);
    await dan.page.goto(`${server.url}#/join/${code}`);
    await expect(dan.page.locator('.multi-refused[data-refused="full"]')).toContainText('Every player of this game already has a phone');
    // The phones that joined through the first server kept their links.
    await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected');
    await expect(cySeat).toHaveAttribute('data-status', 'connected');

    // "New room code": the old code no longer reaches this host; the joined phones play on.
    await host.page.getByRole('button', { name: 'New room code' }).click();
    await expect(host.page.locator('[data-room]')).not.toHaveAttribute('data-room', code);
    await expect(link).toHaveAttribute('data-link', 'open', { timeout: 15_000 });
    const late = await phone(browser, other.url);
    await late.page.goto(`${server.url}#/join/${code}`);
    await expect(late.page.locator('.multi-joining')).toContainText('No game is open in this room now', { timeout: 20_000 });
    await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected');
    await expect(cySeat).toHaveAttribute('data-status', 'connected');
    for (const p of [host, bea, cy2, dan, late]) await p.context.close();
  } finally {
    await signalling.stop();
    await other.stop();
  }
});
