/**
 * Issue 11: what the round did is told to the whole table, on a public recap, before any
 * secret hand-off — every death, travel, Event and the reveal of the Action cards.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { checkAccessibility } from './axe';
import { expect, test } from './fixtures';
import { setUpGame, shown, startGame, startOffline, tapFirstAnswer, TWELVE } from './game-helpers';

const PLAYERS = TWELVE;

/** What the board shows in public: the marines standing and the location. */
async function boardFacts(page: Page): Promise<{ marines: string[]; location: string; round: number }> {
  const marines = await page.locator('.board [data-spot^="marine:"]').evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/^Position \d+: /, '').split(',')[0] ?? ''));
  const location = ((await page.getByTestId('location').textContent()) ?? '').trim();
  const round = Number(((await page.getByTestId('round').textContent()) ?? '').replace(/\D+/g, ' ').trim().split(' ')[0]);
  return { marines, location, round };
}

const docs = (name: string): string => fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

test('3 players, three rounds: every death, travel, Event and the reveal is on a public recap before any hand-off', async ({ page, server }, testInfo) => {
  test.setTimeout(240_000);
  await startOffline(page, server);
  await setUpGame(page, PLAYERS, 21);
  await startGame(page);

  let last: Awaited<ReturnType<typeof boardFacts>> | null = null;
  /** Public recap text seen since the last look at the board. */
  let told = '';
  let reveals = 0;
  let events = 0;
  let deaths = 0;
  let travels = 0;
  /** Questions after a recap's own screen, checked for telling nothing again. */
  let toldOnce = 0;
  const checkedAxe = { recap: false, reveal: false };
  let pendingCards: string[] = [];
  for (let guard = 0; guard < 400; guard++) {
    const screen = await shown(page);
    if (screen === 'end') break;
    if (screen === 'moment') {
      const recap = page.locator('.moment');
      // Public: no board, no question sheet, no hand-off, nobody's pending choice.
      expect(await page.locator('.board, .sheet, .handoff').count()).toBe(0);
      const text = (await recap.innerText()) ?? '';
      told += `\n${text}`;
      const cards = recap.locator('.reveal__card');
      if ((await cards.count()) > 0) {
        reveals++;
        // Face up together, in initiative order, with whose they are.
        const inits = (await recap.locator('.reveal__initiative').allTextContents()).map(Number);
        expect(inits).toEqual([...inits].sort((a, b) => a - b));
        expect(await cards.count()).toBe(pendingCards.length);
        for (const card of pendingCards) await expect(recap.locator(`[data-card="${card}"]`)).toBeVisible();
        await expect(cards.first()).toContainText(/(Ana|Ben|Cy)/);
        pendingCards = [];
        if (!checkedAxe.reveal) {
          await checkAccessibility(page, 'reveal');
          await page.screenshot({ path: testInfo.outputPath('reveal.png'), animations: 'disabled' });
          if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs('reveal.png'), animations: 'disabled' });
          checkedAxe.reveal = true;
        }
      }
      if ((await recap.locator('.moment__part--event').count()) > 0) events++;
      if ((await recap.locator('.moment__part--deaths').count()) > 0 && (await recap.locator('.moment__part--event').count()) > 0 && !checkedAxe.recap) {
        await checkAccessibility(page, 'recap');
        await page.screenshot({ path: testInfo.outputPath('recap.png'), animations: 'disabled' });
        if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs('recap.png'), animations: 'disabled' });
        checkedAxe.recap = true;
      }
      // Continue, or (a secret decision next) the hand-off said on the recap: one tap.
      await recap.locator('.moment__go').click();
      // What the recap told is not told again above the next player's question.
      await page.locator('.sheet[data-ask], .handoff, .moment').first().waitFor();
      if ((await page.locator('.sheet[data-ask]').count()) > 0 && (await page.locator('.sheet .moment-inline').count()) === 0) {
        await expect(page.locator('.sheet .recap__lines li, .sheet .recap__dice, .sheet .recap__die-lines')).toHaveCount(0);
        toldOnce++;
      }
      continue;
    }

    // Any board change since the last look must have been told on a recap first — and a
    // hand-off screen is only reached once it has been.
    if (screen === 'handoff') {
      expect(await page.locator('.board, .sheet, .moment').count()).toBe(0);
      const html = await page.locator('body').innerHTML();
      for (const card of pendingCards) expect(html).not.toContain(card);
      const who = Number(await page.locator('.handoff').getAttribute('data-player'));
      await page.getByRole('button', { name: `I’m ${PLAYERS[who]?.name}: show me` }).click();
      continue;
    }

    // Before a public decision the recap is told in the sheet, above it (issue 32): no hand-off, no Continue.
    const inline = page.locator('.sheet .moment-inline');
    if ((await inline.count()) > 0) {
      const more = inline.locator('.moment-inline__more[aria-expanded="false"]');
      if ((await more.count()) > 0) await more.click();
      told += `\n${await inline.innerText()}`;
      const cards = inline.locator('.moment-inline__card');
      if ((await cards.count()) > 0) {
        reveals++;
        const inits = (await inline.locator('.moment-inline__init').allTextContents()).map(Number);
        expect(inits).toEqual([...inits].sort((a, b) => a - b));
        expect(await cards.count()).toBe(pendingCards.length);
        for (const card of pendingCards) await expect(inline.locator(`[data-card="${card}"]`)).toBeVisible();
        pendingCards = [];
        if (!checkedAxe.reveal) {
          await checkAccessibility(page, 'reveal');
          checkedAxe.reveal = true;
        }
      }
      if ((await inline.locator('.moment-inline__part--event').count()) > 0) events++;
      if ((await inline.locator('.moment-inline__part--deaths').count()) > 0 && !checkedAxe.recap) {
        await checkAccessibility(page, 'recap');
        checkedAxe.recap = true;
      }
    }

    const now = await boardFacts(page);
    if (last) {
      for (const m of last.marines.filter((x) => !now.marines.includes(x))) {
        deaths++;
        expect(told, `${m}'s death was on a public recap`).toContain(m);
      }
      if (now.location !== last.location) {
        travels++;
        expect(told, 'the travel was on a public recap').toMatch(/The squad enters the|travels to the next location/);
      }
      if (now.round > last.round) expect(told, 'the Event of the round was on a public recap').toMatch(/Event( · Instinct)?:/);
    }
    last = now;
    told = '';
    if (now.round >= 4) break;

    const sheet = page.locator('.sheet[data-ask]');
    const ask = await sheet.getAttribute('data-ask');
    // No screen shows another player's pending choice.
    const html = await page.locator('body').innerHTML();
    const player = Number(await sheet.getAttribute('data-player'));
    void player;
    if (ask === 'choose-action') {
      for (const card of pendingCards) expect(html).not.toContain(`data-option="${card}"`);
      pendingCards.push(await tapFirstAnswer(page, true));
    } else await tapFirstAnswer(page, true);
  }
  expect(reveals, 'a reveal every round').toBeGreaterThanOrEqual(3);
  expect(events, 'an Event every round').toBeGreaterThanOrEqual(3);
  expect(toldOnce, 'a question after a recap with its hand-off').toBeGreaterThan(0);
  // Deal 21 kills marines and travels within three rounds: the checks above did run.
  expect(deaths, 'some marine died').toBeGreaterThanOrEqual(1);
  expect(travels, 'the squad travelled').toBeGreaterThanOrEqual(1);
  expect(checkedAxe.reveal && checkedAxe.recap, 'axe ran on the reveal and on a recap').toBe(true);
  console.log(`public recap: ${reveals} reveals, ${events} events, ${deaths} deaths, ${travels} travels`);
});

test('pass and play: undo stops at another player’s secret decision and never hands the phone back', async ({ page, server }) => {
  test.setTimeout(90_000);
  await startOffline(page, server);
  await setUpGame(page, PLAYERS, 21);
  await startGame(page);
  await expect(page.locator('.handoff')).toHaveAttribute('data-player', '0');
  await page.getByRole('button', { name: 'I’m Ana: show me' }).click();
  // Ana's own answers can be taken back while she holds the phone.
  await tapFirstAnswer(page);
  const sheet = page.locator('.sheet[data-ask]');
  await expect(sheet).toHaveAttribute('data-player', '0');
  await expect(sheet.getByRole('button', { name: /Undo/ })).toBeVisible();
  await tapFirstAnswer(page);
  // Ana's second card is chosen: the phone goes to Ben.
  await expect(page.locator('.handoff')).toHaveAttribute('data-player', '1');
  await page.getByRole('button', { name: 'I’m Ben: show me' }).click();
  await expect(sheet).toHaveAttribute('data-player', '1');
  await expect(sheet).toHaveAttribute('data-ask', 'choose-action');
  const step = await sheet.getAttribute('data-step');
  // No Undo on the sheet; in the menu it is disabled and says why.
  await expect(sheet.getByRole('button', { name: /Undo/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const undo = page.getByRole('button', { name: 'Undo the last answer' });
  await expect(undo).toBeDisabled();
  await expect(page.locator('#undo-why')).toContainText('the phone passed to another player');
  await page.getByRole('button', { name: 'Close' }).click();
  // Still Ben's question, same step: nothing taken back, no hand-off back to Ana.
  await expect(page.locator('.handoff')).toHaveCount(0);
  await expect(sheet).toHaveAttribute('data-player', '1');
  await expect(sheet).toHaveAttribute('data-step', step ?? '');
});
