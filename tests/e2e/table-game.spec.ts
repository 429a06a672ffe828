/**
 * Table companion, end to end: a 2-player game played through the UI for three rounds with
 * every die face and card entered by hand, refusals of impossible entries, a correction, an
 * undo and a reload. The same entries are applied to the engine here, in the test, and the
 * board on screen must match that position at the end of every round.
 */
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { terrainDef } from '../../src/data';
import { answer, correct, newGame, type Correction, type GameState } from '../../src/engine';
import { expect, test } from './fixtures';
import { startOffline } from './game-helpers';
import { forced, storedChoices } from './table-steps';

const PLAYERS = [
  { name: 'Ana', teams: ['BLUE', 'RED'] },
  { name: 'Ben', teams: ['GREY', 'PURPLE'] },
] as const;
/** Die faces entered in turn: mostly high, so the squad lives through three rounds. */
const FACES = ['5', '4', '5', '3', '5', '2'];

const docs = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}.png`, import.meta.url));
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
  if (process.env['UPDATE_DOCS_SCREENSHOT']) await page.screenshot({ path: docs(name), animations: 'disabled' });
}

/**
 * The position as the board should draw it, row by row: marine, facing, Support tokens, swarm
 * sizes and terrain (name and tokens) on each side; then both blip piles.
 */
function expected(s: GameState): string[] {
  const terrain = (t: { id: string; tokens: number }[]) => t.map((x) => `${terrainDef(x.id).name}*${x.tokens}`).join(',');
  const rows = s.formation.map(
    (p) =>
      `${p.marine}|${p.facing}|+${p.tokens}|L:${p.LEFT.swarms.map((w) => w.cards.length).join(',')} ${terrain(p.LEFT.terrain)}|R:${p.RIGHT.swarms.map((w) => w.cards.length).join(',')} ${terrain(p.RIGHT.terrain)}`,
  );
  return [...rows, `blips:${s.blips.LEFT.length}/${s.blips.RIGHT.length}`];
}

async function onScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sizes = (row: Element, side: string) =>
      [...row.querySelectorAll(`.side--${side} [data-spot^="swarm:"] .swarm__size`)].map((e) => e.textContent?.trim()).join(',');
    // Terrain as its label reads: "Door, yellow terrain, 2 tokens" → "Door*2".
    const terrain = (row: Element, side: string) =>
      [...row.querySelectorAll(`.side--${side} .terrain`)]
        .map((e) => {
          const label = e.getAttribute('aria-label') ?? '';
          return `${label.split(',')[0]}*${/, (\d+) token/.exec(label)?.[1] ?? '0'}`;
        })
        .join(',');
    const rows = [...document.querySelectorAll('.board > li.row[data-row]')].map((row) => {
      const m = row.querySelector('[data-spot^="marine:"]');
      const id = m?.getAttribute('data-spot')?.slice('marine:'.length);
      const facing = m?.className.includes('marine--faces-left') ? 'LEFT' : 'RIGHT';
      const tokens = /, (\d+) Support token/.exec(m?.getAttribute('aria-label') ?? '')?.[1] ?? '?';
      return `${id}|${facing}|+${tokens}|L:${sizes(row, 'left')} ${terrain(row, 'left')}|R:${sizes(row, 'right')} ${terrain(row, 'right')}`;
    });
    const pile = (side: string) => document.querySelector(`.status__pile--${side} .status__count`)?.textContent?.trim();
    return [...rows, `blips:${pile('left')}/${pile('right')}`];
  });
}

/** The answer stored at `index` (only one game is saved in this browser profile). */
async function storedChoice(page: Page, index: number): Promise<string> {
  return (await storedChoices(page))[index] ?? '';
}

async function step(page: Page): Promise<number> {
  await expect(page.locator('.sheet[data-ask]')).toBeVisible();
  return Number(await page.locator('.sheet[data-ask]').getAttribute('data-step'));
}

test('plays three rounds of a 2-player table game by hand, with refusals, a correction, an undo and a reload', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  await startOffline(page, server);
  await page.getByRole('button', { name: /Table companion/ }).click();
  await expect(page.getByRole('heading', { name: 'Table companion' })).toBeVisible();
  await page.getByRole('group', { name: 'Players' }).getByRole('button', { name: '2', exact: true }).click();
  for (let p = 0; p < 2; p++) {
    await page.getByLabel(`Player ${p + 1}`, { exact: true }).fill(PLAYERS[p]?.name ?? '');
    const held = page.getByRole('group', { name: `Teams of player ${p + 1}` }).locator('[aria-pressed="true"]');
    while ((await held.count()) > 0) await held.first().click();
  }
  for (const [p, player] of PLAYERS.entries()) {
    for (const team of player.teams) await page.getByRole('group', { name: `Teams of player ${p + 1}` }).locator(`[data-team="${team}"]`).click();
  }
  await expect(page.getByText('Put out the “Void Lock (2 or 4 players)” card')).toBeVisible();
  await expect(page.getByText(/deal 7 face down to the left pile and 7 to the right/)).toBeVisible();
  await page.locator('.guide').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await shot(page, testInfo, 'table-setup');
  await page.getByRole('button', { name: 'Start: enter the marines as they are dealt' }).click();

  const started = newGame({ players: PLAYERS.map((p) => ({ name: p.name, teams: [...p.teams] })), chance: 'table', seed: 0 });
  if (!started.ok) throw new Error(started.error);
  const history: GameState[] = [started.state];
  const now = (): GameState => history[history.length - 1] as GameState;
  const apply = (key: string | Correction): void => {
    const r = typeof key === 'string' ? answer(now(), key) : correct(now(), key);
    if (!r.ok) throw new Error(r.error);
    history.push(r.state);
    // What the app enters by itself after an entry (a reveal with one possible answer).
    if (typeof key === 'string') while (forced(now())) apply(now().prompt?.options[0] as string);
  };
  const checks = { orders: false, rolledForMe: false, die: 0, refusedDie: false, refusedEvent: false, refusedCount: false, corrected: false, undone: false, reloaded: false, rounds: 0 };

  while (now().round <= 3 && !now().outcome) {
    // Entries the app makes by itself land before the next question is asked.
    await expect(page.locator(`.sheet[data-step="${history.length - 1}"], .sheet--over`).first()).toBeVisible();
    const n = await step(page);
    expect(n).toBe(history.length - 1);
    const p = now().prompt;
    if (!p) break;
    if (n % 10 === 0) {
      // Every target is at least 44 px and nothing is wider than the phone.
      const small = await page.locator('button:visible, input:visible, select:visible').evaluateAll((els) =>
        els.filter((e) => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).map((e) => `${e.className}:${e.textContent?.slice(0, 30)}:${Math.round(e.getBoundingClientRect().height)}`),
      );
      expect(small).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    const before = await onScreen(page);
    expect(before).toEqual(expected(now()));

    if (p.kind === 'reveal' && p.reveal === 'die' && !checks.refusedDie) {
      // A face that is not on the die, typed: refused, said why, nothing changes.
      await page.getByLabel('Or type the face').fill('7');
      await page.getByRole('button', { name: 'Enter', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('enter a number from 0 to 5');
      // Its OK is a full touch target (it was a 28 px link).
      const ok = await page.getByRole('alert').getByRole('button', { name: 'OK' }).boundingBox();
      expect(Math.min(ok?.width ?? 0, ok?.height ?? 0)).toBeGreaterThanOrEqual(44);
      await shot(page, testInfo, 'table-entry');
      expect(await step(page)).toBe(n);
      expect(await onScreen(page)).toEqual(before);
      await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
      checks.refusedDie = true;
    }
    if (p.kind === 'reveal' && p.reveal === 'event' && now().phase === 'event' && !checks.refusedEvent) {
      // The setup's Event card lies in the discard pile: typing its name is refused.
      const gone = now().eventDiscard[0] as string;
      const name = (await import('../../src/data')).eventDef(gone).name;
      const copies = (await import('../../src/data')).EVENTS.filter((e) => e.name === name).map((e) => e.id);
      if (copies.every((id) => !p.options.includes(id))) {
        await page.getByLabel('Search the Event cards by name').fill(name);
        await page.getByRole('button', { name: 'Enter', exact: true }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await step(page)).toBe(n);
        await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
        checks.refusedEvent = true;
      }
      await page.getByLabel('Search the Event cards by name').fill('');
    }

    if (p.kind === 'reveal' && p.reveal === 'genestealer' && now().phase === 'event' && !checks.orders) {
      // While an Event resolves, the sheet says what the table spawns where and what moves.
      await expect(page.locator('.table-orders')).toContainText(/spawn \(\d\) at every/);
      await expect(page.locator('.table-orders')).toContainText(/Then every swarm with a/);
      checks.orders = true;
    }
    // Enter what the table shows: once "roll for me", else a die face in turn or the first possible answer.
    if (p.kind === 'reveal' && p.reveal === 'die' && checks.die === 2 && !checks.rolledForMe) {
      // "Roll for me": the browser rolls, and the face is entered like a tapped one.
      await page.getByRole('button', { name: 'Roll for me' }).click();
      await expect(page.locator(`.sheet:not([data-step="${n}"]), .sheet--over`).first()).toBeVisible();
      const rolled = await storedChoice(page, n);
      expect(rolled).toMatch(/^[0-5]$/);
      apply(rolled);
      checks.rolledForMe = true;
      checks.die++;
    } else {
      let key: string;
      if (p.kind === 'reveal' && p.reveal === 'die') key = FACES[checks.die++ % FACES.length] as string;
      else if (p.kind === 'reveal') key = p.options[0] as string;
      else {
        // The first one-answer button, else (a screen of taps that each give several answers:
        // a second swap and what follows it) the first button's answers.
        const one = page.locator('.sheet [data-option]:not([disabled])');
        key = ((await one.count()) > 0 ? await one.first().getAttribute('data-option') : await page.locator('.sheet [data-path]:not([disabled])').first().getAttribute('data-path')) ?? '';
      }
      await page.locator(`.sheet :is([data-option="${key}"], [data-path="${key}"])`).first().click();
      key.split(' ').forEach((k) => apply(k));
      await expect(page.locator(`.sheet[data-step="${history.length - 1}"], .sheet--over`).first()).toBeVisible();
    }

    if (now().round === 2 && now().phase === 'choose-actions' && !checks.corrected) {
      // The table holds one card fewer in the left blip pile than the app thinks.
      await page.getByRole('button', { name: 'Correct', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('What to set').selectOption('genestealers');
      await dialog.getByLabel('How many').fill('12');
      await dialog.getByRole('button', { name: 'Apply the correction' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      checks.refusedCount = true;
      await dialog.getByLabel('What to set').selectOption('blips');
      const left = now().blips.LEFT.length - 1;
      await dialog.getByLabel('How many').fill(String(left));
      await shot(page, testInfo, 'table-correction');
      await dialog.getByRole('button', { name: 'Apply the correction' }).click();
      await expect(dialog).toHaveCount(0);
      apply({ t: 'blips', side: 'LEFT', count: left });
      await expect(page.locator(`.sheet[data-step="${n + 2}"]`)).toBeVisible();
      checks.corrected = true;
    }
    if (now().round === 2 && now().phase === 'resolve-actions' && !checks.undone) {
      await page.locator('.table-tools').getByRole('button', { name: 'Undo' }).click();
      history.pop();
      // Table undo also takes back what the app entered for that entry.
      while (forced(now()) && history.length > 1) history.pop();
      await expect(page.locator(`.sheet[data-step="${history.length - 1}"]`)).toBeVisible();
      expect(await onScreen(page)).toEqual(expected(now()));
      checks.undone = true;
    }
    if (now().round === 3 && !checks.reloaded) {
      await page.reload();
      await expect(page.locator(`.sheet[data-step="${history.length - 1}"]`)).toBeVisible();
      checks.reloaded = true;
    }
    const prev = history[history.length - 2];
    if (prev && prev.round !== now().round) {
      checks.rounds++;
      // A round has ended: the board shows exactly the position the entries lead to.
      expect(await onScreen(page)).toEqual(expected(now()));
    }
  }
  expect(checks).toMatchObject({ orders: true, rolledForMe: true, refusedDie: true, refusedEvent: true, refusedCount: true, corrected: true, undone: true, reloaded: true });
  expect(checks.rounds).toBeGreaterThanOrEqual(3);

  // The Event lookup: every card, each with what it would do here now.
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  const lookup = page.getByRole('dialog');
  await expect(lookup.locator('[data-event]')).toHaveCount(30);
  await lookup.getByLabel('Search by name').fill('outnumbered');
  await lookup.locator('[data-event] summary').first().click();
  await expect(lookup).toContainText('If drawn now:');
  await shot(page, testInfo, 'table-event-lookup');
  await lookup.getByRole('button', { name: 'Close' }).click();

  // The saved games list says which mode the game is in.
  await page.goto(`${new URL(page.url()).origin}/#/games`);
  await expect(page.locator('.game-card').first()).toContainText('table companion');
});

test('starts from the middle of a game: an impossible position is refused with reasons, a real one opens', async ({ page, server }) => {
  await startOffline(page, server);
  await page.getByRole('button', { name: /Table companion/ }).click();
  await page.getByRole('group', { name: 'Players' }).getByRole('button', { name: '2', exact: true }).click();
  await page.getByRole('button', { name: 'Enter the position on the table' }).click();
  // The form, prefilled with the teams' marines and the Void Lock's terrain. Ten claws beside
  // the top marine cannot be: the box holds nine. Refused with the reason, nothing starts.
  const top = page.locator('.pos-row').first();
  await top.getByLabel(/Genestealers left of/).fill(Array(10).fill('claw').join(' '));
  await page.getByRole('button', { name: 'Start from this position' }).click();
  await expect(page.locator('.pos-problems')).toContainText('only 9 claw Genestealers');
  await expect(page).toHaveURL(/#\/table\/new$/);

  await top.getByLabel(/Genestealers left of/).fill('claw head');
  await page.getByLabel('Cards in the left blip pile').fill('5');
  // The same position as text, for those who would rather type it.
  await page.getByRole('button', { name: 'Edit as text instead' }).click();
  await expect(page.getByLabel(/Position as text/)).toHaveValue(/"HEAD"/);
  await page.getByRole('button', { name: 'Start from this position' }).click();
  await expect(page.locator('.play--table')).toBeVisible();
  await expect(page.locator('.board > li.row[data-row="0"] .side--left .swarm__size')).toHaveText('2');
  await expect(page.locator('.status__pile--left .status__count')).toHaveText('5');
  await page.reload();
  await expect(page.locator('.board > li.row[data-row="0"] .side--left .swarm__size')).toHaveText('2');
});
