/**
 * Taps per round of a solo pocket game (issue 27 §3), in Chromium against the built app
 * (`npm run build` first): one player with three teams, a fixed deal, every answer the
 * heuristic bot's (src/strategy), tapped on the sheet as a player taps it. After each tap the
 * stored answers are read back from IndexedDB and replayed here, so the script always knows
 * the position the app shows.
 *
 *   npm run measure:solo-taps [-- --shots DIR] [-- --list]
 *
 * With --shots, a 390x844 screenshot of each screen that shows a recap goes to DIR.
 *
 * Last line: `solo taps per round: X (not an entry: Y)`, where Y counts the taps that tell the
 * app nothing: a Continue past a recap, or a question whose answers all lead to the same
 * position (sameOutcome in src/engine).
 */
import { chromium } from '@playwright/test';
import { settlingPath } from '../src/ui/play/decisions/settle';
import { heuristic } from '../src/strategy';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { setUpGame, startGame } from '../tests/e2e/game-helpers';
import { startStaticServer } from '../tests/e2e/static-server';
import { openApp, steadyStored } from './stored-game';
import { botChoice, buttonOf, offered, settled, type Offered } from './decision-taps';

/** Deal 4 with these teams lasts into round 8 when the heuristic answers: 7 whole rounds. */
const SEED = 4;
const TEAMS = ['BLUE', 'RED', 'PURPLE'];
const ROUNDS = 7;

const shotsAt = process.argv.indexOf('--shots');
const SHOTS = shotsAt > 0 ? process.argv[shotsAt + 1] : undefined;
/** With --list, each tap is printed: its round, the question, what it offered and what was tapped. */
const LIST = process.argv.includes('--list');

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
const taps: number[] = [];
const idle: number[] = [];
/** Of those, the Continue taps past a recap screen. */
const recaps: number[] = [];
let reached = 0;
try {
  const page = await openApp(browser, server.url);
  // The same taps as the browser tests' New game form.
  await setUpGame(page, [{ name: 'Ana', teams: TEAMS }], SEED);
  await startGame(page);
  await page.locator('.sheet[data-ask], .moment').first().waitFor();
  let shots = 0;
  for (;;) {
    const { choices, s } = await steadyStored(page, settlingPath);
    const p = s.prompt;
    reached = s.round;
    if (!p || p.kind !== 'decision' || s.outcome || s.round > ROUNDS) break;
    const count = (nothing: boolean): void => {
      taps[s.round] = (taps[s.round] ?? 0) + 1;
      if (nothing) idle[s.round] = (idle[s.round] ?? 0) + 1;
    };
    // Whatever shows a recap (a screen of its own, or within the sheet) is pictured.
    const recap = page.locator('.moment, .moment-inline');
    if (SHOTS && (await recap.count()) > 0) await page.screenshot({ path: `${SHOTS}/solo-${String(++shots).padStart(3, '0')}-r${s.round}.png`, animations: 'disabled' });
    // A recap or a refusal waiting for its Continue or OK is a tap that tells the app nothing.
    const ok = page.locator('.moment button.moment__go, .sheet__ok');
    if ((await ok.count()) > 0) {
      if ((await page.locator('.moment').count()) > 0) recaps[s.round] = (recaps[s.round] ?? 0) + 1;
      await ok.last().click();
      if (LIST) console.log(`r${s.round} OK/Continue before ${p.ask}`);
      count(true);
      continue;
    }
    // A question with one real answer is answered by the app (src/ui/play/decisions/settle.ts): no tap.
    if (settlingPath(s) !== null) {
      await settled(page, choices.length + 1);
      continue;
    }
    const sheet = page.locator(`.sheet[data-ask][data-step="${choices.length}"]`);
    await sheet.waitFor();
    // Each button plays a path of engine answers (data-path; data-option when it is one answer):
    // the one that gives the most of the heuristic bot's answers is the tap a player makes.
    const list = await offered(page, `.sheet[data-step="${choices.length}"]`);
    const pick = botChoice(s, list, heuristic) ?? { o: list[0] as Offered, steps: 1 };
    await sheet.locator(buttonOf(pick.o)).first().click();
    if (LIST) console.log(`r${s.round} ${p.ask} [${p.options.join(',')}] -> ${pick.o.path.join(' ')} (${pick.steps} steps)`);
    count(false);
    await settled(page, choices.length + pick.steps);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (reached <= ROUNDS) console.log(`the game ended in round ${reached}: fewer than ${ROUNDS} whole rounds`);
const rounds = Array.from({ length: ROUNDS }, (_, i) => i + 1);
for (const r of rounds) console.log(`round ${r}: ${taps[r] ?? 0} taps, not an entry: ${idle[r] ?? 0} (Continue past a recap: ${recaps[r] ?? 0})`);
const per = (list: number[]): string => (rounds.reduce((n, r) => n + (list[r] ?? 0), 0) / ROUNDS).toFixed(1);
console.log(`solo taps per round: ${per(taps)} (not an entry: ${per(idle)})`);
