/**
 * The question and its first answer always in reach (issue 32, item 2): at 390x844, without
 * scrolling, at every question of 3 rounds of a solo game with the odds shown, a 3-player
 * pass-and-play game and a 2-player table game, the question's heading and the first answer
 * lie wholly inside the screen and nothing covers them (the element at each one's centre is
 * it or inside it). Then once more with Text size "Larger". At the table's Action-card
 * question all 8 marine rows are in sight and uncovered too. At every question, no mark on a
 * swarm (new, moved) covers another swarm's flag (attacks, spent). Every question answers with the
 * first answer offered (the table with its scripted game), so each run plays the same game.
 */
import type { Page } from '@playwright/test';
import { scriptedAnswer, TEAMS } from '../../scripts/table-taps-policy';
import { replayed, stored } from '../../scripts/stored-game';
import { expect, test } from './fixtures';
import { openApp, rowsUncovered } from './fit-positions';
import { setUpGame, startGame, TWELVE, type PlayerSetup } from './game-helpers';
import { rollRow, startTable, tapScreenButton } from './table-steps';

const ROUNDS = 3;

interface Check {
  step: string;
  ask: string;
  problems: string[];
}

/** Where the heading and the first answer of the open question are, and whether each is in reach. */
async function inReach(page: Page): Promise<Check> {
  return page.evaluate(() => {
    const sheet = document.querySelector<HTMLElement>('.sheet[data-ask]');
    const problems: string[] = [];
    const look = (name: string, el: Element | null | undefined): void => {
      if (!el) {
        problems.push(`${name}: none`);
        return;
      }
      const r = el.getBoundingClientRect();
      const where = `${Math.round(r.top)}–${Math.round(r.bottom)}`;
      if (r.height <= 0 || r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
        problems.push(`${name} at y ${where}, outside 844`);
        return;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) problems.push(`${name} at y ${where} covered by ${hit ? hit.className || hit.tagName : 'nothing'}`);
    };
    look('heading', sheet?.querySelector('#ask-title'));
    const first = sheet?.querySelector(':is([data-option], [data-path], [data-roll]):not([disabled])');
    look('first answer', first);
    // A table die row is one answer: its faces are what the table taps.
    const faces = first?.closest('.die-row')?.querySelectorAll('.die-row__face');
    if (faces && faces.length > 0) look("first answer's last face", faces[faces.length - 1]);
    // The board's labels on the swarms (a mark under one, a flag over another) never cover each other.
    const boxes = (sel: string) => [...document.querySelectorAll(sel)].map((el) => ({ el, r: el.getBoundingClientRect() }));
    const flags = boxes('.swarm__flag');
    for (const m of boxes('.swarm__mark'))
      for (const f of flags)
        if (m.r.left < f.r.right && f.r.left < m.r.right && m.r.top < f.r.bottom && f.r.top < m.r.bottom) problems.push(`board: "${m.el.textContent}" covers "${f.el.textContent}" at y ${Math.round(m.r.top)}`);
    return { step: sheet?.dataset['step'] ?? '?', ask: sheet?.dataset['ask'] ?? '?', problems };
  });
}

/** With SHOTS_DIR set, the first screen of each kind of question goes there (to look at). */
const shot = new Set<string>();
async function look(page: Page, name: string): Promise<void> {
  const dir = process.env['SHOTS_DIR'];
  if (!dir || shot.has(name)) return;
  shot.add(name);
  await page.screenshot({ path: `${dir}/${name}.png` });
}

/** The open question, settled: its answer's commit landed, the board measured, the odds in. */
async function settled(page: Page): Promise<void> {
  const sheet = page.locator('.sheet[data-ask]');
  await page.waitForFunction(() => {
    const s = document.querySelector<HTMLElement>('.sheet[data-ask]');
    return s !== null && s.dataset['step'] === s.dataset['stored'];
  });
  if ((await sheet.locator('.advisor').count()) > 0) {
    await page.waitForFunction(() => {
      const a = document.querySelector('.sheet[data-ask] .advisor');
      return !a || Number(a.getAttribute('data-advisor')) > 0 || /could not/.test(a.textContent ?? '');
    });
  }
  // The board measures its rows a frame after it is drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function setText(page: Page, larger: boolean, advisor: boolean): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/#/settings`);
  // Each setting is saved before its input shows the change (and takes the next one).
  if (larger) {
    await page.locator('[data-setting="textSize"][value="larger"]').click();
    await expect(page.locator('[data-setting="textSize"][value="larger"]')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-text', 'larger');
  }
  if (advisor) {
    await page.locator('[data-setting="advisor"]').click();
    await expect(page.locator('[data-setting="advisor"]')).toBeChecked();
  }
  await page.goto(`${new URL(page.url()).origin}/#/`);
}

/** Plays a pocket game by its first answers until round ROUNDS is over, checking every question. */
async function playPocket(page: Page, players: PlayerSetup[], misses: string[]): Promise<number> {
  let questions = 0;
  for (let i = 0; i < 600; i++) {
    const screen = page.locator('.sheet[data-ask], .handoff, .moment, .end').first();
    await expect(screen).toBeVisible();
    if (await page.locator('.end').isVisible()) break;
    if (await page.locator('.moment').isVisible()) {
      // "Continue", or the hand-off said on the recap ("I’m Ben: show me"): one tap either way.
      await page.locator('.moment .moment__go').click();
      continue;
    }
    if (await page.locator('.handoff').isVisible()) {
      const who = Number(await page.locator('.handoff').getAttribute('data-player'));
      await page.getByRole('button', { name: `I’m ${players[who]?.name}: show me` }).click();
      continue;
    }
    await settled(page);
    const { options, choices } = await stored(page);
    const s = replayed(options, choices);
    if (s.round > ROUNDS || s.outcome) break;
    const check = await inReach(page);
    questions++;
    await look(page, `${test.info().title.replace(/\W+/g, '-')}-${check.ask}${(await page.locator('.sheet .moment-inline, .sheet--brief, .sheet--bare').count()) > 0 ? '-recap' : ''}`);
    if (check.problems.length > 0) {
      misses.push(`round ${s.round} step ${check.step} ${check.ask}: ${check.problems.join('; ')}`);
      await page.screenshot({ path: test.info().outputPath(`miss-${check.step}.png`) });
    }
    const sheet = page.locator('.sheet[data-ask]');
    await sheet.locator(':is([data-option], [data-path]):not([disabled])').first().click();
    await expect(page.locator(`.sheet[data-ask]:not([data-step="${check.step}"]), .handoff, .moment, .end`).first()).toBeVisible();
  }
  return questions;
}

/** The scripted table game of measure:table-taps, for ROUNDS rounds, checking every question. */
async function playTable(page: Page, misses: string[], rowsMissed: string[]): Promise<number> {
  let questions = 0;
  let dice = 0;
  for (let i = 0; i < 800; i++) {
    const { options, choices } = await stored(page);
    const s = replayed(options, choices);
    const p = s.prompt;
    if (!p || s.outcome || s.round > ROUNDS) break;
    const ok = page.locator('.moment button, .sheet__ok');
    if ((await ok.count()) > 0) {
      await ok.last().click();
      continue;
    }
    const sheet = page.locator(`.sheet[data-ask][data-step="${choices.length}"]`);
    await sheet.waitFor();
    await settled(page);
    // Dealing the marines is setup, before the first round: the questions of the rounds count.
    if (s.phase !== 'setup') {
      const check = await inReach(page);
      questions++;
      await look(page, `${test.info().title.replace(/\W+/g, '-')}-${check.ask}`);
      if (check.problems.length > 0) {
        misses.push(`round ${s.round} step ${check.step} ${check.ask}: ${check.problems.join('; ')}`);
        await page.screenshot({ path: test.info().outputPath(`miss-${check.step}.png`) });
      }
      if (p.kind === 'decision' && p.ask === 'choose-action' && s.formation.length === 8) {
        const rows = await rowsUncovered(page);
        if (rows.seen !== 8) rowsMissed.push(`round ${s.round} step ${check.step}: ${rows.seen}/8 (${rows.covered.join(', ')})`);
      }
    }
    const key = scriptedAnswer(s, p, dice);
    const { row, after } = rollRow(s, p, key, (at, q) => scriptedAnswer(at, q, dice));
    const np = after.ok ? after.state.prompt : null;
    const face = np && np.kind === 'reveal' && np.reveal === 'die' ? scriptedAnswer(after.ok ? after.state : s, np, dice + (p.kind === 'reveal' && p.reveal === 'die' ? 1 : 0)) : null;
    const both = face === null ? null : sheet.locator(`[data-roll="${row}"][data-face="${face}"]:not([disabled])`);
    if (p.kind === 'reveal' && p.reveal === 'die') dice++;
    if (both && (await both.count()) > 0) {
      await both.first().click();
      dice++;
    } else if (p.kind === 'decision' && (await sheet.locator(`[data-option="${key}"]:not([disabled])`).count()) === 0) {
      // A decision screen's button may give several answers (a swarm and where it goes): the one giving the script's.
      if (!(await tapScreenButton(page, s, (at, q) => scriptedAnswer(at, q, dice)))) throw new Error(`no button gives the script's answer ${key} to ${p.ask}`);
    } else {
      await sheet.locator(`[data-option="${key}"]:not([disabled])`).first().click();
    }
    await page.locator(`.sheet[data-step]:not([data-step="${choices.length}"]), .sheet--over`).first().waitFor();
  }
  return questions;
}

for (const larger of [false, true]) {
  const size = larger ? ', Text size Larger' : '';
  test.describe(`the question and its first answer in reach at 390x844${size}`, () => {
    // Layout only: no service worker, so no offline bar comes up over the sheet mid-game.
    test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

    test(`solo with the odds shown, 3 rounds${size}`, async ({ page, server }) => {
      test.setTimeout(240_000);
      await openApp(page, server.url);
      await setText(page, larger, true);
      const misses: string[] = [];
      await setUpGame(page, [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], 32);
      await startGame(page);
      const n = await playPocket(page, [{ name: 'Ana', teams: [] }], misses);
      console.log(`solo, odds shown${size}: ${n - misses.length} of ${n} questions in reach`);
      expect(n).toBeGreaterThan(20);
      expect(misses).toEqual([]);
    });

    test(`pass and play, 3 players, 3 rounds${size}`, async ({ page, server }) => {
      test.setTimeout(240_000);
      await openApp(page, server.url);
      await setText(page, larger, false);
      const misses: string[] = [];
      await setUpGame(page, TWELVE, 21);
      await startGame(page);
      const n = await playPocket(page, TWELVE, misses);
      console.log(`pass and play, 3 players${size}: ${n - misses.length} of ${n} questions in reach`);
      expect(n).toBeGreaterThan(20);
      expect(misses).toEqual([]);
    });

    test(`table, 2 players, 3 rounds; all 8 rows in sight at the Action-card question${size}`, async ({ page, server }) => {
      test.setTimeout(240_000);
      await openApp(page, server.url);
      await setText(page, larger, false);
      const misses: string[] = [];
      const rows: string[] = [];
      await startTable(page, TEAMS);
      await page.locator('.sheet[data-ask]').waitFor();
      const n = await playTable(page, misses, rows);
      console.log(`table, 2 players${size}: ${n - misses.length} of ${n} questions in reach; Action-card questions with a row out of sight: ${rows.length}`);
      expect(n).toBeGreaterThan(20);
      expect(misses).toEqual([]);
      expect(rows).toEqual([]);
    });
  });
}
