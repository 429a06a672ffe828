/**
 * Games built with the engine in the test, brought into the app through its own import path:
 * a position worth measuring the board in, reached by the first legal answer to every question.
 */
import { expect, type Page } from '@playwright/test';
import { answer, newGame, type GameOptions, type GameState } from '../../src/engine';
import { actionDef } from '../../src/data';

interface Built {
  options: GameOptions;
  answers: string[];
  state: GameState;
}

/** Plays the first option of every question until `stop` holds (or gives up after `limit` answers). */
function playUntil(options: GameOptions, stop: (s: GameState) => boolean, limit = 400): Built | null {
  const started = newGame(options);
  if (!started.ok) throw new Error(started.error);
  let s = started.state;
  const answers: string[] = [];
  while (!stop(s)) {
    const p = s.prompt;
    if (!p || s.outcome || answers.length >= limit) return null;
    const key = p.options[0] as string;
    const r = answer(s, key);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    answers.push(key);
  }
  return { options, answers, state: s };
}

/** A 2-player table game (8 marines, all standing) in round 1 or later, at the first question `at` accepts. */
export function tableQuestion(at: (p: NonNullable<GameState['prompt']>) => boolean): Built {
  const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };
  const built = playUntil(options, (s) => s.round >= 1 && s.formation.length === 8 && s.prompt !== null && at(s.prompt));
  if (!built) throw new Error('no such question with 8 marines standing');
  return built;
}

/** A 2-player table game (8 marines, all standing) waiting for a die face. */
export function tableDieQuestion(): Built {
  return tableQuestion((p) => p.kind === 'reveal' && p.reveal === 'die');
}

/** Whether one side of some row holds both a swarm and a Terrain card. */
export function sharedSide(s: GameState): boolean {
  return s.formation.some((p) => (['LEFT', 'RIGHT'] as const).some((side) => p[side].swarms.length > 0 && p[side].terrain.length > 0));
}

/** A 3-player pocket game (12 marines standing) at a decision, with a swarm and a Terrain card on one side of a row. */
export function pocketSharedSide(players: GameOptions['players']): Built {
  for (let seed = 1; seed <= 200; seed++) {
    const built = playUntil({ players, chance: 'dealer', seed }, (s) => s.formation.length === 12 && s.prompt?.kind === 'decision' && sharedSide(s));
    if (built) return built;
  }
  throw new Error('no deal in 200 puts a swarm beside a Terrain card with 12 marines standing');
}

/**
 * Opens the app without its service worker (these checks are about layout, not offline use):
 * no "ready to work offline" bar comes up over the board halfway through.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.app')).toHaveAttribute('data-storage', 'ready');
}

/** Imports the game as an export file and opens it from Saved games. */
export async function importAndOpen(page: Page, built: Built, mode: 'pocket' | 'table'): Promise<void> {
  const file = { format: 'death-angel-companion-export', version: 1, games: [{ save: { format: 'death-angel-save', version: 1, options: built.options, answers: built.answers }, practice: false, mode }] };
  await page.goto(`${new URL(page.url()).origin}/#/saves`);
  await page.locator('input[data-action="import"]').setInputFiles({ name: 'position.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('[data-import-results] li[data-result="imported"]')).toHaveCount(1);
  await page.goto(`${new URL(page.url()).origin}/#/games`);
  await page.locator('.game-card__open').first().click();
}

/**
 * Marine rows wholly in sight and uncovered: each row's box lies inside the viewport, and the
 * element at the centre of each of its three cells belongs to that row (not the sheet, a hint
 * or a card above it).
 */
export async function rowsUncovered(page: Page): Promise<{ seen: number; total: number; covered: string[] }> {
  return page.locator('.board > li.row[data-row]').evaluateAll((rows) => {
    const covered: string[] = [];
    let seen = 0;
    for (const row of rows) {
      const r = row.getBoundingClientRect();
      const inside = r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      const cells = [...row.children].map((c) => c.getBoundingClientRect());
      const clear = cells.every((c) => {
        const hit = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
        return hit !== null && row.contains(hit);
      });
      if (inside && clear) seen++;
      else covered.push(`${row.getAttribute('data-row')}: ${Math.round(r.top)}–${Math.round(r.bottom)}${clear ? '' : ' covered'}`);
    }
    return { seen, total: rows.length, covered };
  });
}

/** "Fell here" tags lying over a living marine's name, as "tag over name" (none is right). */
export async function fallenOverNames(page: Page): Promise<string[]> {
  return page.locator('.board').evaluate((board) => {
    const boxes = (sel: string) => [...board.querySelectorAll(sel)].map((e) => ({ text: (e as HTMLElement).innerText, r: e.getBoundingClientRect() }));
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return boxes('.row__fallen-text').flatMap((tag) => boxes('.marine__name').filter((n) => hit(tag.r, n.r)).map((n) => `${tag.text} over ${n.text}`));
  });
}

/** A 2-player pocket game (pass and play) with 7 marines standing, at a decision (the sheet open). */
export function pocketSevenStanding(players: GameOptions['players']): Built {
  for (let seed = 1; seed <= 200; seed++) {
    const built = playUntil({ players, chance: 'dealer', seed }, (s) => s.formation.length === 7 && s.prompt?.kind === 'decision');
    if (built) return built;
  }
  throw new Error('no deal in 200 reaches 7 marines standing at a decision');
}

/** A solo pocket game at an Action card choice where an allowed card names a marine who has fallen. */
export function pocketFallenNamed(): Built & { card: string; marine: string } {
  const players: GameOptions['players'] = [{ name: 'Ana', teams: ['GREEN', 'RED', 'BLUE'] }];
  const named = (s: GameState): { card: string; marine: string } | null => {
    const p = s.prompt;
    if (!p || p.kind !== 'decision' || p.ask !== 'choose-action') return null;
    for (const card of p.options) {
      const marine = actionDef(card).namedMarine;
      if (marine && s.marinesSlain.includes(marine)) return { card, marine };
    }
    return null;
  };
  for (let seed = 1; seed <= 200; seed++) {
    const built = playUntil({ players, chance: 'dealer', seed }, (s) => named(s) !== null);
    if (built) return { ...built, ...(named(built.state) as { card: string; marine: string }) };
  }
  throw new Error('no deal in 200 leaves a card naming a fallen marine to choose');
}
