/**
 * Taps per round of a pass-and-play pocket game (issue 32), in Chromium against the built app
 * (`npm run build` first): three players with two teams each, a fixed deal, every answer the
 * heuristic bot's (src/strategy), tapped as the players tap it: each hand-off, each recap's
 * Continue, each answer. After each tap the stored answers are read back from IndexedDB and
 * replayed here, so the script always knows the position the app shows.
 *
 *   npm run measure:pnp-taps [-- --shots DIR] [-- --list]
 *
 * With --shots, a 390x844 screenshot of every screen tapped goes to DIR (named by round and what it asks).
 *
 * Last lines: `pnp taps per round: X (hand-offs: H for S secret decisions; Continue: C)`.
 */
import { chromium } from '@playwright/test';
import { heuristic } from '../src/strategy';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { setUpGame, startGame } from '../tests/e2e/game-helpers';
import { startStaticServer } from '../tests/e2e/static-server';
import { settlingPath } from '../src/ui/play/decisions/settle';
import { openApp, steadyStored } from './stored-game';
import { botChoice, buttonOf, offered, settled, type Offered } from './decision-taps';

const PLAYERS = [
  { name: 'Ana', teams: ['BLUE', 'RED'] },
  { name: 'Ben', teams: ['GREEN', 'GREY'] },
  { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
];
const SEED = 21;
const ROUNDS = 3;

const shotsAt = process.argv.indexOf('--shots');
const SHOTS = shotsAt > 0 ? process.argv[shotsAt + 1] : undefined;
/** With --list, each tap is printed: its round, whose question, what it offered and what was tapped. */
const LIST = process.argv.includes('--list');

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
const taps: number[] = [];
const handOffs: number[] = [];
const continues: number[] = [];
const secrets: number[] = [];
const add = (list: number[], r: number): void => void (list[r] = (list[r] ?? 0) + 1);
let reached = 0;
let shots = 0;
try {
  const page = await openApp(browser, server.url);
  await setUpGame(page, PLAYERS, SEED);
  await startGame(page);
  await page.locator('.sheet[data-ask], .moment, .handoff').first().waitFor();
  let counted = -1;
  for (;;) {
    const { choices, s } = await steadyStored(page, settlingPath);
    const p = s.prompt;
    reached = s.round;
    if (!p || p.kind !== 'decision' || s.outcome || s.round > ROUNDS) break;
    // Each secret decision once, however many screens lead to it.
    if (p.secret && counted !== choices.length) {
      counted = choices.length;
      add(secrets, s.round);
    }
    const shot = async (what: string): Promise<void> => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pnp-${String(++shots).padStart(3, '0')}-r${s.round}-${what}.png`, animations: 'disabled' });
    };
    // The hand-off screen, or a recap (with the hand-off said on it, or a plain Continue).
    const handoff = page.locator('.handoff button.btn--primary');
    if ((await handoff.count()) > 0) {
      await shot('handoff');
      await handoff.click();
      if (LIST) console.log(`r${s.round} HANDOFF before p${p.player} ${p.ask}`);
      add(taps, s.round);
      add(handOffs, s.round);
      continue;
    }
    const recap = page.locator('.moment button.moment__go, .sheet__ok');
    if ((await recap.count()) > 0) {
      const passes = (await page.locator('.moment__pass').count()) > 0;
      await shot(passes ? 'recap-handoff' : 'recap');
      await recap.last().click();
      if (LIST) console.log(`r${s.round} RECAP${passes ? '+handoff' : ''} before p${p.player} ${p.ask}`);
      add(taps, s.round);
      add(passes ? handOffs : continues, s.round);
      await page.locator('.sheet[data-ask], .handoff, .moment, .sheet--over').first().waitFor();
      continue;
    }
    // A question with one real answer is answered by the app (src/ui/play/decisions/settle.ts).
    if (settlingPath(s) !== null) {
      const byItself = await settled(page, choices.length + 1, 3000).then(
        () => true,
        () => false,
      );
      if (byItself) continue;
    }
    const scope = `.sheet[data-ask][data-step="${choices.length}"]`;
    await page.locator(scope).waitFor();
    const list = await offered(page, scope);
    const pick = botChoice(s, list, heuristic) ?? { o: list[0] as Offered, steps: 1 };
    await shot(p.ask);
    await page.locator(scope).locator(buttonOf(pick.o)).first().click();
    if (LIST) console.log(`r${s.round} p${p.player} ${p.ask}${p.secret ? ' (secret)' : ''} [${p.options.join(',')}] -> ${pick.o.path.join(' ')} (${pick.steps} steps)`);
    add(taps, s.round);
    await settled(page, choices.length + pick.steps);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (reached <= ROUNDS) console.log(`the game ended in round ${reached}: fewer than ${ROUNDS} whole rounds`);
const rounds = Array.from({ length: ROUNDS }, (_, i) => i + 1);
for (const r of rounds) console.log(`round ${r}: ${taps[r] ?? 0} taps (hand-offs: ${handOffs[r] ?? 0} for ${secrets[r] ?? 0} secret decisions; Continue: ${continues[r] ?? 0})`);
const per = (list: number[]): string => (rounds.reduce((n, r) => n + (list[r] ?? 0), 0) / ROUNDS).toFixed(1);
console.log(`pnp taps per round: ${per(taps)} (hand-offs: ${per(handOffs)} for ${per(secrets)} secret decisions; Continue: ${per(continues)})`);
