/**
 * The table companion on several phones (issue 26): a 2-player table game hosted from the
 * table menu; the host phone enters the table's dice and cards, the guest chooses its team's
 * Action card in secret on its own phone, through a PeerJS server started here on 127.0.0.1.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SeatState } from '../../src/session';
import { storedChoices } from './table-steps';
import { hostSteps, letIn, phone, shot, signallingForSpec } from './multiplayer-helpers';


const signalling = signallingForSpec();

/** The host's next entry: "Deal for me", a card, a die face or its own Action card, whatever comes first on its sheet. */
async function hostEnters(host: Page): Promise<void> {
  // "Deal for me" stores one step per marine: the sheet to tap is the one at the step stored last.
  const n = await host.waitForFunction(
    () => {
      const n = document.querySelector('.multi-host')?.getAttribute('data-steps');
      const option = document.querySelector(`.multi-host:not(.play--busy) .sheet[data-step="${n}"] :is([data-option], .option):not([disabled])`);
      if (!option) return null;
      (option as HTMLElement).click();
      return n;
    },
    undefined,
    { polling: 'raf' },
  );
  const at = await n.jsonValue();
  await host.waitForFunction((n) => document.querySelector('.multi-host')?.getAttribute('data-steps') !== n, at, { polling: 'raf' });
}

test('a table game hosted from the table menu: the guest chooses its Action card in secret on its phone', async ({ browser, server }) => {
  test.setTimeout(60_000);
  const host = await phone(browser, signalling().url);
  const guest = await phone(browser, signalling().url, { inbox: true });
  await host.page.goto(server.url);
  await host.page.getByRole('button', { name: /Table companion/ }).click();
  await host.page.getByRole('group', { name: 'Players' }).getByRole('button', { name: '2', exact: true }).click();
  await host.page.getByRole('button', { name: 'Start: enter the marines as they are dealt' }).click();
  await expect(host.page.locator('.play--table')).toBeVisible();
  // By taps: the table menu leads to the host screen of this very game.
  await host.page.getByRole('button', { name: 'Menu' }).click();
  await expect(host.page.getByRole('button', { name: 'Play on several phones' })).toBeVisible();
  await host.page.screenshot({ path: shot('table-menu.png') });
  await host.page.getByRole('button', { name: 'Play on several phones' }).click();
  await expect(host.page.locator('.multi-host')).toBeVisible();
  await expect(host.page.locator('.room__link')).toHaveAttribute('data-link', 'open');
  const code = (await host.page.locator('[data-room]').getAttribute('data-room')) ?? '';

  await guest.page.goto(`${server.url}#/join/${code}`);
  await letIn(host.page, 1, guest.page);
  await expect(guest.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
  await expect(host.page.locator('[data-seat="1"]')).toHaveAttribute('data-status', 'connected');
  await host.page.locator('.room-fold > summary').click();

  // The host enters the table's deal and the first player's Action cards until the guest's player is asked.
  const waiting = host.page.locator('.multi-wait[data-waiting="1"]');
  for (let i = 0; i < 60 && !(await waiting.isVisible()); i++) await hostEnters(host.page);
  await expect(waiting).toBeVisible();
  await host.page.screenshot({ path: shot('table-host-waiting.png') });
  const n = await hostSteps(host.page);
  const ask = guest.page.locator(`.multi-sheet[data-step="${n}"] [data-option]:not([disabled])`).first();
  await expect(ask).toBeVisible();
  // At the table the guest enters the card it turned up with the table's picker: its own teams' rows only.
  await expect(guest.page.locator('.multi-sheet .team-actions')).toBeVisible();
  await expect(guest.page.locator('.multi-sheet .cards')).toHaveCount(0);
  await guest.page.screenshot({ path: shot('table-guest-asked.png') });

  // The guest's raw messages never name the host player's cards: in its view they lie face
  // down (null), and in its log they came sealed.
  const states = (await guest.page.evaluate(() => (window as unknown as { __mpInbox: string[] }).__mpInbox))
    .map((m) => JSON.parse(m) as { t: string } & Partial<SeatState>)
    .filter((m): m is { t: 'state' } & SeatState => m.t === 'state');
  const choices = await storedChoices(host.page);
  const entries = states.flatMap((m) => m.entries).filter((e) => e.player === 0 && e.ask === 'choose-action');
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) {
    expect(choices[e.index]).toMatch(/^action\./);
    expect(e.choice).toBeNull();
  }
  const hostTeams = states[0]?.view.players[0]?.teams ?? [];
  expect(hostTeams.length).toBeGreaterThan(0);
  const ownTeams = states[0]?.view.players[1]?.teams ?? [];
  const rows = guest.page.locator('.multi-sheet .team-actions__row .team-actions__team');
  await expect(rows).toHaveText(ownTeams.map((t) => new RegExp(t, 'i')));
  for (const m of states) for (const t of hostTeams) expect(m.view.chosen[t] ?? null).toBeNull();

  // The guest chooses on its phone; the host's screen moves on to the next entry (the guest's
  // other team's card, then the host's own entry once every card is in).
  await ask.evaluate((el) => (el as HTMLElement).click());
  await expect(host.page.locator('.multi-host')).toHaveAttribute('data-steps', String(n + 1));
  await expect(host.page.locator(`.sheet[data-step="${n + 1}"]`)).toBeVisible();
  for (let i = 0; i < 4 && (await waiting.isVisible()); i++) {
    const m = await hostSteps(host.page);
    await guest.page.locator(`.multi-sheet[data-step="${m}"] [data-option]:not([disabled])`).first().click();
    await expect(host.page.locator('.multi-host')).not.toHaveAttribute('data-steps', String(m));
  }
  await expect(waiting).toBeHidden();
  await expect(host.page.locator('.multi-host .sheet:not(.multi-wait)')).toBeVisible();
  await host.page.screenshot({ path: shot('table-host-next.png') });
  await host.context.close();
  await guest.context.close();
});
