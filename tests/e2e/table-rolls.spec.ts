/**
 * Table companion, one screen for what the table rolls (issue 27): an answer that leads to a
 * die and the face that came up are one tap (two stored steps, one Undo), a phase's defence
 * rolls are one row per attacked marine in the order the rules take them, and the screen has
 * one Undo. Plays the scripted game of `npm run measure:table-taps` (scripts/table-taps-policy).
 */
import type { Page } from '@playwright/test';
import { answer, type GameOptions } from '../../src/engine';
import { scriptedAnswer, TEAMS } from '../../scripts/table-taps-policy';
import { expect, test } from './fixtures';
import { docShot } from './doc-shots';
import { faceButton, replayed, rollRow, startTable, storedChoices, tapScreenButton } from './table-steps';
import { plainFaces, rollRows, type RollRow } from '../../src/ui/table/die-rows';

const SHOTS = process.env['SHOTS_DIR'];
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

const OPTIONS: GameOptions = { players: TEAMS.map((t, i) => ({ name: `Player ${i + 1}`, teams: [...t] })), chance: 'table', seed: 0 };

test('an answer and its roll in one tap, undone as one; defence rolls in rule order; keeping a roll goes on in the same tap; a skull and its kill in one tap; one Undo', async ({ page, server }) => {
  test.setTimeout(240_000);
  await page.goto(server.url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
  await startTable(page, TEAMS);
  let dice = 0;
  let combined = false;
  let defence = false;
  let bySwarm = false;
  let kept = false;
  let killed = false;
  for (let guard = 0; guard < 200 && !(combined && defence && bySwarm && kept && killed); guard++) {
    const choices = await storedChoices(page);
    const s = replayed(OPTIONS, choices);
    const p = s.prompt;
    if (!p || s.round > 5) break;
    const sheet = page.locator(`.sheet[data-ask][data-step="${choices.length}"]`);
    await expect(sheet).toBeVisible();
    // One Undo on the screen at any time: the tool row's.
    await expect(page.getByRole('button', { name: /Undo$/ })).toHaveCount(1);
    const key = scriptedAnswer(s, p, dice);
    if (p.kind === 'reveal' && p.reveal === 'die') dice++;
    const after = answer(s, key);
    const np = after.ok ? after.state.prompt : null;
    const rolls = !combined && np?.kind === 'reveal' && np.reveal === 'die' && p.kind === 'decision';
    // Who attacks, which swarm and the face that came up: one row, one tap, three stored steps (issue 32).
    const via = rollRow(s, p, key, (at, q) => scriptedAnswer(at, q, dice));
    const vp = via.after.ok ? via.after.state.prompt : null;
    // Beside a re-roll, the question after keeping it: keep, who attacks and the face in one tap (issue 32).
    if (!kept && p.kind === 'decision' && p.ask === 'attack-reroll' && via.row.startsWith('keep ') && via.after.ok && vp?.kind === 'reveal' && vp.reveal === 'die') {
      const face = scriptedAnswer(via.after.state, vp, dice);
      const section = sheet.locator('.die-rows__kept');
      await expect(section.getByRole('heading', { name: 'Or keep it and go on:' })).toBeVisible();
      // Every answer after the keep is on the screen: no "Keep" alone.
      await expect(sheet.locator('[data-option="keep"]')).toHaveCount(0);
      // The face is told by the question ("Rolled 0. … may spend a Support token…") and its die,
      // not a third time as "The table rolled 0.".
      await expect(sheet.locator('#ask-title')).toHaveText(/^Rolled \d\. /);
      await expect(sheet.locator('.recap')).not.toContainText('The table rolled');
      await section.scrollIntoViewIfNeeded();
      await shot(page, 'table-rolls-keep-then');
      await docShot(page, 'table-keep-then-attack');
      await section.locator(`[data-roll="${via.row}"][data-face="${face}"]`).first().click();
      dice++;
      const n = via.row.split(' ').length + 1;
      await expect.poll(async () => (await storedChoices(page)).length).toBeGreaterThanOrEqual(choices.length + n);
      expect((await storedChoices(page)).slice(choices.length, choices.length + n)).toEqual([...via.row.split(' '), face]);
      kept = true;
      continue;
    }
    // A skull on a swarm of two types: the face and which Genestealer dies, one tap on the kill's line (issue 32).
    const rolled = via.after.ok && vp?.kind === 'reveal' && vp.reveal === 'die' ? scriptedAnswer(via.after.state, vp, dice) : null;
    const kill = rolled !== null && via.after.ok ? faceButton(via.after.state, via.row, rolled, (at, q) => scriptedAnswer(at, q, dice + 1)) : null;
    if (!killed && p.kind === 'decision' && rolled !== null && kill?.slay && (await sheet.locator(kill.kill).count()) > 0) {
      const line = sheet.locator('.die-row__kill').filter({ has: page.locator(kill.kill) });
      await expect(line.locator('.die-row__kill-name')).toHaveText(/^\w+ Genestealer dies$/);
      // The miss faces stay on the row itself, each skull on a kill's line only.
      const own = rollRows(s, p).find((r) => r.key === via.row);
      expect(own?.slay).toBeDefined();
      const onRow = await sheet.locator(`[data-roll="${via.row}"]:not([data-slay])`).evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
      expect(onRow).toEqual(plainFaces(own as RollRow));
      expect(onRow).not.toContain(rolled);
      await line.scrollIntoViewIfNeeded();
      await shot(page, 'table-rolls-face-and-kill');
      await docShot(page, 'table-face-and-kill');
      // Not counted as a face: it is undone below and entered again with the same face.
      await sheet.locator(kill.kill).click();
      const path = [...via.row.split(' '), rolled, kill.slay];
      await expect.poll(async () => (await storedChoices(page)).length).toBeGreaterThanOrEqual(choices.length + path.length);
      expect((await storedChoices(page)).slice(choices.length, choices.length + path.length)).toEqual(path);
      // The roll is on the next screen, folded or not: its face, or (folded to its lead line) its words.
      const next = page.locator('.sheet[data-step]').first();
      await expect(next.locator('.recap__dice .die, .recap__die-lines li:last-child').filter({ visible: true }).first()).toBeVisible();
      if (await next.locator('.recap__die-lines').isVisible()) {
        await expect(next.locator('.recap__die-lines li').last()).toHaveText(/ rolls \d: /);
        // Read in the order it happened: the lead line ("… attacks the swarm …"), then what he rolled.
        const order = await next.locator('.recap').evaluate((r) => {
          const lead = [...r.querySelectorAll('.recap__lines li')].find((e) => e.getClientRects().length > 0);
          const roll = r.querySelector('.recap__die-lines li:last-child');
          return lead && roll ? Boolean(lead.compareDocumentPosition(roll) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
        });
        expect(order, 'a lead line and the roll are both shown').not.toBeNull();
        expect(order, 'the roll follows the lead line').toBe(true);
      }
      // One Undo takes back the whole tap: the row's question is asked again, the kill's line on it.
      await page.locator('.table-tools').getByRole('button', { name: 'Undo' }).click();
      await expect(page.locator(`.sheet[data-ask][data-step="${choices.length}"]`)).toBeVisible();
      expect(await storedChoices(page)).toEqual(choices);
      await expect(page.locator(`.sheet[data-step="${choices.length}"]`).locator(kill.kill)).toHaveCount(1);
      killed = true;
      continue;
    }
    if (!bySwarm && via.after.ok && !via.row.startsWith('keep ') && via.row.includes(' ') && vp?.kind === 'reveal' && vp.reveal === 'die') {
      const face = scriptedAnswer(via.after.state, vp, dice);
      const row = sheet.locator('.die-row').filter({ has: page.locator(`[data-path="${via.row}"]`) });
      await expect(row.locator('.die-row__answer')).toHaveText(/^\w+: Swarm of \d+ (left|right) of \w+$/);
      await shot(page, 'table-rolls-attacker-swarm');
      await docShot(page, 'table-attacker-swarm');
      const b = faceButton(via.after.state, via.row, face, (at, q) => scriptedAnswer(at, q, dice + 1));
      await row.locator(b.kill).or(row.locator(b.plain)).first().click();
      dice++;
      await expect.poll(async () => (await storedChoices(page)).length).toBeGreaterThanOrEqual(choices.length + 3);
      expect((await storedChoices(page)).slice(choices.length, choices.length + 3)).toEqual([...via.row.split(' '), face]);
      bySwarm = true;
      continue;
    }
    if (rolls) {
      // The answer's row carries the die: the face is one tap for both.
      const face = scriptedAnswer(after.ok ? after.state : s, np, dice);
      const row = sheet.locator('.die-row').filter({ has: page.locator(`[data-option="${key}"]`) });
      // Every face is there, a skull perhaps on a kill's line.
      expect(new Set(await row.locator('[data-face]').evaluateAll((els) => els.map((e) => e.getAttribute('data-face'))))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
      await expect(row.getByRole('button', { name: 'Roll for me' })).toBeVisible();
      await shot(page, 'table-rolls-answer-and-die');
      const b = faceButton(after.ok ? after.state : s, key, face, (at, q) => scriptedAnswer(at, q, dice + 1));
      await row.locator(b.kill).or(row.locator(b.plain)).first().click();
      dice++;
      await expect(page.locator(`.sheet[data-step="${choices.length + 2}"], .sheet[data-step="${choices.length + 3}"], .sheet[data-step="${choices.length + 4}"]`).first()).toBeVisible();
      const stored = await storedChoices(page);
      expect(stored.slice(choices.length, choices.length + 2)).toEqual([key, face]);
      // The roll is shown once: one die face in the recap, its line not listed again.
      const recap = page.locator('.sheet .recap');
      if ((await recap.count()) > 0) {
        await expect(recap.locator('.recap__dice .die')).toHaveCount(1);
        await expect(recap.locator('.recap__lines li', { hasText: /rolls \d/ })).toHaveCount(0);
      }
      await shot(page, 'table-rolls-after');
      // One Undo takes back the tap: the answer, its roll and what the app entered after it.
      await page.locator('.table-tools').getByRole('button', { name: 'Undo' }).click();
      await expect(page.locator(`.sheet[data-ask][data-step="${choices.length}"]`)).toBeVisible();
      expect(await storedChoices(page)).toEqual(choices);
      // The same tap again, and the game goes on.
      await page.locator(`.sheet[data-step="${choices.length}"] .die-row`).filter({ has: page.locator(`[data-option="${key}"]`) }).locator(b.kill).or(page.locator(`.sheet[data-step="${choices.length}"]`).locator(b.plain)).first().click();
      await expect(page.locator(`.sheet[data-step]:not([data-step="${choices.length}"])`).first()).toBeVisible();
      combined = true;
      continue;
    }
    if (p.kind === 'reveal' && p.reveal === 'die' && s.phase === 'genestealer-attack') {
      // One row per attacked marine, top to bottom; the row asked now takes the face.
      const rows = sheet.locator('.die-row');
      const order = s.formation.flatMap((pos) => (['LEFT', 'RIGHT'] as const).flatMap((side) => pos[side].swarms.filter((sw) => sw.cards.length > 0).map(() => pos.marine)));
      const names = await rows.locator('.die-row__who').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      expect(await sheet.locator('.die-row--now, .die-row--next').count()).toBeLessThanOrEqual(order.length);
      // A finished row shows the face that stood, also when its marine has since fallen.
      const done = sheet.locator('.die-row--done');
      await expect(done.locator('.die')).toHaveCount(await done.count());
      await expect(rows.and(page.locator('[aria-current="step"]'))).toHaveCount(1);
      await expect(rows.and(page.locator('[aria-current="step"]')).locator('[data-option]')).toHaveCount(6);
      if (names.length > 1) {
        defence = true;
        await shot(page, 'table-rolls-defence');
      }
    }
    // A decision screen's button may give several answers (a swarm and where it goes): the one giving the script's.
    if (p.kind === 'decision' && (await sheet.locator(`[data-option="${key}"]:not([disabled])`).count()) === 0) expect(await tapScreenButton(page, s, (at, q) => scriptedAnswer(at, q, dice))).toBe(true);
    else await sheet.locator(`[data-option="${key}"]:not([disabled])`).first().click();
    await expect(page.locator(`.sheet[data-step]:not([data-step="${choices.length}"]), .sheet--over`).first()).toBeVisible();
  }
  expect(combined, 'an answer and its roll were entered in one tap').toBe(true);
  expect(defence, 'a phase with two or more defence rolls was shown as rows').toBe(true);
  expect(bySwarm, 'who attacks, which swarm and the face were entered in one tap').toBe(true);
  expect(kept, 'keeping a roll, who attacks next and the face were entered in one tap').toBe(true);
  expect(killed, 'a skull and the Genestealer it slays were entered in one tap').toBe(true);
});
