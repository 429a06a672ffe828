/** What a table game stored, read back from IndexedDB in the page; shared by the table specs. */
import type { Page } from '@playwright/test';
import { answer, sameOutcome, type DecisionPrompt, type GameState, type Prompt, type Result } from '../../src/engine';
import { forcedAnswer } from '../../src/ui/table/table-model';
import { REROLL } from '../../src/ui/play/decisions/ask-groups';
import { botChoice, buttonOf, offered } from '../../scripts/decision-taps';

/** The stored choices of the open game, in step order (what the engine replays); one game per profile. */
export async function storedChoices(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('death-angel-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('steps').objectStore('steps').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { index: number; choice: string }[]).sort((a, b) => a.index - b.index).map((r) => r.choice));
          };
        };
      }),
  );
}

/**
 * A step the app enters by itself (mirrors table-model's forcedAnswer): a reveal with one
 * possible answer, never a die, or a question whose answers all lead to the same position,
 * where it enters the first option.
 */
export function forced(s: GameState): boolean {
  const p = s.prompt;
  if (p !== null && p.kind === 'reveal' && p.reveal !== 'die' && p.options.length === 1) return true;
  return sameOutcome(s) !== null;
}

/** Sets up a table game of `teams` (one list per player) through the setup screen, from Home. */
export async function startTable(page: Page, teams: readonly (readonly string[])[]): Promise<void> {
  await page.getByRole('button', { name: /Table companion/ }).click();
  await page.getByRole('group', { name: 'Players' }).getByRole('button', { name: String(teams.length), exact: true }).click();
  for (let p = 0; p < teams.length; p++) {
    const held = page.getByRole('group', { name: `Teams of player ${p + 1}` }).locator('[aria-pressed="true"]');
    while ((await held.count()) > 0) await held.first().click();
  }
  for (const [p, list] of teams.entries()) {
    for (const team of list) await page.getByRole('group', { name: `Teams of player ${p + 1}` }).locator(`[data-team="${team}"]`).click();
  }
  await page.getByRole('button', { name: 'Start: enter the marines as they are dealt' }).click();
}

/** Marine rows wholly in sight: inside the viewport, the board's own box, and above the sheet. */
export async function rowsInView(page: Page): Promise<number> {
  return page.locator('.board > li.row[data-row]').evaluateAll((rows) => {
    const board = document.querySelector('.play__board')?.getBoundingClientRect();
    const sheet = document.querySelector('.sheet')?.getBoundingClientRect();
    const top = Math.max(0, board?.top ?? 0);
    const bottom = Math.min(window.innerHeight, board?.bottom ?? Infinity, sheet?.top ?? Infinity);
    return rows.filter((r) => {
      const b = r.getBoundingClientRect();
      return b.height > 0 && b.top >= top - 0.5 && b.bottom <= bottom + 0.5;
    }).length;
  });
}

/** The position the engine reaches from the options through the stored choices (shared with the measure scripts). */
export { replayed } from '../../scripts/stored-game';

/**
 * Taps the button of a table decision screen (src/ui/play/decisions) that gives `bot`'s
 * answers, when the answer is no button of its own (a swarm and where it goes, a set of kills
 * are one button there); returns false when no button gives them.
 */
export async function tapScreenButton(page: Page, s: GameState, bot: (at: GameState, p: DecisionPrompt) => string): Promise<boolean> {
  const scope = `.sheet[data-ask][data-step="${await page.locator('.sheet[data-ask]').first().getAttribute('data-step')}"]`;
  const auto = (at: GameState): string[] | null => {
    const a = forcedAnswer(at);
    return a === null ? null : [a];
  };
  const pick = botChoice(s, await offered(page, scope), bot, auto);
  if (!pick) return false;
  await page.locator(scope).locator(buttonOf(pick.o)).first().click();
  return true;
}

/**
 * The die row a table tap takes for the script's answer `key` (src/ui/table/die-rows.ts): the
 * answer alone, or, while the same player is asked on (which swarm; after keeping a roll, who
 * attacks next and which swarm), the script's answers too (one row, one tap); with the
 * position after the row's answers.
 */
export function rollRow(s: GameState, p: Prompt, key: string, next: (at: GameState, q: Prompt) => string): { row: string; after: Result } {
  const row = [key];
  let after = answer(s, key);
  for (let i = 0; i < 3 && after.ok && p.kind === 'decision'; i++) {
    const np = after.state.prompt;
    const kept = i === 0 && key === 'keep' && REROLL.has(p.ask);
    if (!np || np.kind !== 'decision' || np.player !== p.player || forcedAnswer(after.state) !== null || !(kept || np.ask === 'attack-target')) break;
    const k = next(after.state, np);
    row.push(k);
    after = answer(after.state, k);
  }
  return { row: row.join(' '), after };
}

/**
 * The die-row buttons that enter `face` after the row `row` (`at`: the position with the die
 * asked): `kill`, the line that also takes the Genestealer `next` slays when the face leaves that
 * pick and the row's kill lines take it (die-rows.ts), with `slay` that kill; `plain`, the face alone.
 */
export function faceButton(at: GameState, row: string, face: string, next: (s: GameState, q: Prompt) => string): { kill: string; plain: string; slay: string | null } {
  const base = `[data-roll="${row}"][data-face="${face}"]`;
  let r = answer(at, face);
  for (let i = 0; i < 20 && r.ok; i++) {
    const a = forcedAnswer(r.state);
    if (a === null) break;
    r = answer(r.state, a);
  }
  const q = r.ok ? r.state.prompt : null;
  const slay = q && q.kind === 'decision' && q.ask === 'slay' && r.ok ? next(r.state, q) : null;
  return { kill: `${slay === null ? base : `${base}[data-slay="${slay}"]`}:not([disabled])`, plain: `${base}:not([data-slay]):not([disabled])`, slay };
}
