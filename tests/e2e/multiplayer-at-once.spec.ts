/**
 * Everyone chooses at once (issue 33; RB p11: "each player simultaneously chooses one Action
 * card"): three browsers at 390x844, the two guests put in their cards before the host, in
 * any order; nothing is stored until the host's own card is in, then the held cards follow in
 * the rules' order and the cards turn face up together. A guest's screen is the game's own:
 * Action cards with their numbers, types and texts, blip and Event counts, the Location, the
 * log with Why?, and, in round 2, the card played last round shown with why it is not allowed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerNext, caughtUp, hostSteps, letIn, phone, round, shot, signallingForSpec, hostGame } from './multiplayer-helpers';

const signalling = signallingForSpec();

/** The guest's sheet offers its Action cards: each with its initiative number, type and text. */
async function cardsShown(guest: Page): Promise<void> {
  const cards = guest.locator('.multi-sheet .cards .card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(3);
  for (const card of await cards.all()) {
    await expect(card.locator('.card__initiative')).toHaveText(/^\d+$/);
    await expect(card.locator('.card__type')).toHaveText(/^(Support|Move \+ Activate|Attack)$/);
    await expect(card.locator('.card__text')).toHaveText(/\w{3,}.*\w{3,}/);
  }
}

/** Taps this guest's Action cards, one team after the other, and returns the cards tapped. */
async function chooseAll(guest: Page): Promise<string[]> {
  const chosen: string[] = [];
  for (let i = 0; i < 2; i++) {
    const card = guest.locator('.multi-sheet:not(.play--busy) .cards [data-option]:not([disabled])').last();
    await card.waitFor();
    const id = (await card.getAttribute('data-option')) as string;
    await card.click();
    chosen.push(id);
    // The next team's cards (or the wait) replace the ones tapped.
    await expect(guest.locator(`.multi-sheet .cards [data-option="${id}"]`)).toHaveCount(0);
  }
  return chosen;
}

test('three phones choose their Action cards at once; a guest sees numbers, texts, counts, the log and Why?', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const host = await phone(browser, signalling().url);
  const bea = await phone(browser, signalling().url, { inbox: true });
  const cy = await phone(browser, signalling().url, { inbox: true });
  const { code } = await hostGame(host.page, server.url, 5150);
  await bea.page.goto(`${server.url}#/join/${code}`);
  await letIn(host.page, 1, bea.page);
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
  await cy.page.goto(`${server.url}#/join/${code}`);
  await letIn(host.page, 2, cy.page);
  await expect(cy.page.locator('.multi-guest')).toHaveAttribute('data-seat', '2');
  await host.page.locator('.room-fold > summary').click();

  // Round 1: every phone has its cards on screen at once, before anyone chose.
  expect(await hostSteps(host.page)).toBe(0);
  await expect(host.page.locator('.sheet .cards [data-option]').first()).toBeVisible();
  for (const g of [bea.page, cy.page]) await cardsShown(g);
  await cy.page.screenshot({ path: shot('at-once-guest-cards.png') });

  // The guests choose first, Cy (last in the rules' order) before Bea: nothing is stored yet.
  const cyCards = await chooseAll(cy.page);
  const beaCards = await chooseAll(bea.page);
  expect(await hostSteps(host.page)).toBe(0);
  await expect(bea.page.locator('.multi-wait__who')).toHaveText('Waiting for Ana to choose Action cards (yours are in, face down)…');
  await bea.page.screenshot({ path: shot('at-once-guest-waiting.png') });
  await host.page.screenshot({ path: shot('at-once-host-choosing.png') });

  // The host's two cards are the last in: the held cards follow in the rules' order, and the cards turn face up.
  await answerNext(host.page, []);
  await answerNext(host.page, []);
  await expect(host.page.locator('.multi-host')).not.toHaveAttribute('data-phase', 'choose-actions');
  const steps = await hostSteps(host.page);
  expect(steps).toBeGreaterThanOrEqual(6);
  for (const g of [bea.page, cy.page]) await caughtUp(g, steps);
  // Both guests read every card once revealed: the recap lists them face up.
  for (const g of [bea.page, cy.page]) {
    const recap = g.locator('.moment-inline__reveal');
    await expect(recap).toBeVisible();
    await expect(recap.locator('[data-card]')).toHaveCount(6);
    for (const card of [...beaCards, ...cyCards]) await expect(recap.locator(`[data-card="${card}"]`)).toBeVisible();
  }
  await bea.page.screenshot({ path: shot('at-once-guest-reveal.png') });

  // The guest's board is the game's own: blip piles and Event deck counted, the Location named.
  await expect(bea.page.locator('.status__pile--left .status__count')).toHaveText(/^\d+$/);
  await expect(bea.page.locator('.status__pile--right .status__count')).toHaveText(/^\d+$/);
  await expect(bea.page.locator('.status__events .status__count')).toHaveText(/^\d+$/);
  await expect(bea.page.locator('[data-testid="location"]')).toHaveText(/\w{4,}/);
  // Round 2: the card a team played last round shows, not allowed, with why.
  const guests = [bea.page, cy.page];
  for (let i = 0; i < 400 && (await round(host.page)) < 2; i++) await answerNext(host.page, guests);
  await expect(bea.page.locator('.multi-sheet .cards .card').first()).toBeVisible();
  await expect(bea.page.locator('.multi-sheet .cards .card__why').first()).toContainText(/Played last round|Gun Jam/);
  await bea.page.screenshot({ path: shot('at-once-guest-round2.png') });
  // The log of the whole first round, with the rule behind a line one tap away.
  await bea.page.getByRole('button', { name: 'Log', exact: true }).click();
  const log = bea.page.getByRole('dialog', { name: 'Log' });
  await expect(log.locator('.log__entry').first()).toBeVisible();
  await expect(log.locator('.log__decision').first()).toContainText('Ana');
  await bea.page.screenshot({ path: shot('at-once-guest-log.png') });
  const why = log.locator('.why-link--log').first();
  await expect(why).toBeVisible();
  await why.click();
  // Why? opens the rule's entry in the rules reference; back, the phone takes its seat again by itself.
  await expect(bea.page).toHaveURL(/#\/rules/);
  await expect(bea.page.locator('h1, h2').first()).toHaveText(/\w{4,}/);
  await bea.page.screenshot({ path: shot('at-once-guest-why.png') });
  await bea.page.goBack();
  await expect(bea.page.locator('.multi-guest')).toHaveAttribute('data-seat', '1');
  await caughtUp(bea.page, await hostSteps(host.page));

  for (const p of [host, bea, cy]) await p.context.close();
});
