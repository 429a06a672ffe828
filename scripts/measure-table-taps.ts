/**
 * Taps per round of a table game, in Chromium against the built app (`npm run build` first):
 * a scripted 2-player game (8 marines) entered as the players tap it — the marines dealt card
 * by card, every die face by face, every card and answer one tap — for the rounds of
 * scripts/table-taps-policy.ts. Whatever the app enters by itself costs no tap. After each tap
 * the stored answers are read back from IndexedDB and replayed here, so the script always
 * knows the position the app shows.
 *
 * A second game (issue 32) enters the same players' answers while what the table turns up
 * (die faces, Events, Genestealers, Locations, marines dealt) is drawn at random from a fixed
 * seed, as a real table would turn them up.
 *
 *   npm run measure:table-taps [-- --shots DIR] [-- --list]
 *
 * With --shots, a 390x844 screenshot of the first screen of each question kind goes to DIR.
 *
 * A line per game: `table taps per round (fixed|random …): X (not an entry: Y)`, where Y counts the taps that tell
 * the app nothing: a Continue/OK, or a question whose answers all lead to the same position
 * (sameOutcome in src/engine).
 */
import { chromium } from '@playwright/test';
import { answer, newGame, sameOutcome, type GameOptions, type GameState, type Prompt, type RevealPrompt } from '../src/engine';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { startStaticServer } from '../tests/e2e/static-server';
import { faceButton, rollRow, startTable } from '../tests/e2e/table-steps';
import { openApp, steadyStored } from './stored-game';
import { ROUNDS, scriptedAnswer, TEAMS } from './table-taps-policy';
import { botChoice, buttonOf, offered, settled } from './decision-taps';
import { forcedAnswer } from '../src/ui/table/table-model';

/** What the table app enters by itself: a reveal with one possible card, a question with one real answer. */
const tableAuto = (at: GameState): string[] | null => {
  const a = forcedAnswer(at);
  return a === null ? null : [a];
};

const shotsAt = process.argv.indexOf('--shots');
const SHOTS = shotsAt > 0 ? process.argv[shotsAt + 1] : undefined;
const shot = new Set<string>();
/** With --list, each tap is printed: its round and what it answered. */
const LIST = process.argv.includes('--list');
/** The second game's seed: what its table turns up is drawn from it. */
const RANDOM_SEED = 32;

/** What the table turns up for the reveal `p`, the game's `n`-th of its kind (die face, Event, Genestealer…). */
type TurnUp = (s: GameState, p: RevealPrompt, n: number) => string;

/**
 * How many reveals of each kind the game had before now: the n-th face or card turned up is the
 * same whatever the app asks in between, so a tap that joins two questions plays the same game.
 */
type Seen = Readonly<Record<string, number>>;
const plus = (seen: Seen, p: Prompt | null): Seen => (p?.kind === 'reveal' ? { ...seen, [p.reveal]: (seen[p.reveal] ?? 0) + 1 } : seen);

function seenIn(options: GameOptions, choices: readonly string[]): Seen {
  const r0 = newGame(options);
  let seen: Seen = {};
  if (!r0.ok) return seen;
  let s = r0.state;
  for (const c of choices) {
    seen = plus(seen, s.prompt);
    const r = answer(s, c);
    if (!r.ok) break;
    s = r.state;
  }
  return seen;
}

/** Plays one table game: the script's answers, and what the table turns up from `turnUp`. */
async function playTable(turnUp: TurnUp): Promise<{ taps: number[]; idle: number[]; reached: number }> {
  const answerFor = (s: GameState, p: Prompt, seen: Seen): string => (p.kind === 'reveal' ? turnUp(s, p, seen[p.reveal] ?? 0) : scriptedAnswer(s, p, seen.die ?? 0));
  const taps: number[] = [];
  const idle: number[] = [];
  let reached = 0;
  const page = await openApp(browser, server.url);
  await startTable(page, TEAMS);
  await page.locator('.sheet[data-ask]').waitFor();
  for (;;) {
    const { options, choices, s } = await steadyStored(page, tableAuto);
    const p = s.prompt;
    reached = s.round;
    if (!p || s.outcome || s.round > ROUNDS) break;
    const round = s.phase === 'setup' ? 0 : s.round;
    const count = (nothing: boolean): void => {
      if (LIST) console.log(`r${round} ${p.kind === 'reveal' ? `reveal:${p.reveal}` : p.ask} ${p.kind === 'decision' ? (p.subject ?? '') : ''}`);
      taps[round] = (taps[round] ?? 0) + 1;
      if (nothing) idle[round] = (idle[round] ?? 0) + 1;
    };
    const sheet = page.locator(`.sheet[data-ask][data-step="${choices.length}"]`);
    // A recap or a refusal waiting for its OK is a tap that tells the app nothing.
    const ok = page.locator('.moment button, .sheet__ok');
    if ((await ok.count()) > 0) {
      await ok.last().click();
      count(true);
      continue;
    }
    await sheet.waitFor();
    const kind = `r${round}-${p.kind === 'reveal' ? p.reveal : p.ask}`;
    if (SHOTS && !shot.has(kind.replace(/^r\d+-/, ''))) {
      shot.add(kind.replace(/^r\d+-/, ''));
      await page.screenshot({ path: `${SHOTS}/${kind}.png`, animations: 'disabled' });
    }
    const seen = seenIn(options, choices);
    const key = answerFor(s, p, seen);
    // Where the sheet takes this answer and the die face that follows in one tap, one tap; so
    // too who attacks, which swarm and the face (die-rows.ts).
    const { row, after } = rollRow(s, p, key, (at, q) => answerFor(at, q, seen));
    const np = after.ok ? after.state.prompt : null;
    const face = np && np.kind === 'reveal' && np.reveal === 'die' ? answerFor(after.ok ? after.state : s, np, plus(seen, p)) : null;
    // A face whose kill the row's lines take is one tap with it.
    const buttons = face === null || !after.ok ? null : faceButton(after.state, row, face, (at, q) => answerFor(at, q, plus(plus(seen, p), np)));
    const both = buttons === null ? null : sheet.locator(buttons.kill).or(sheet.locator(buttons.plain));
    const nothing = sameOutcome(s) !== null;
    if (both && (await both.count()) > 0) {
      await both.first().click();
    } else if (p.kind === 'decision') {
      // A decision screen's button may give several answers (src/ui/play/decisions): the one
      // giving the most of the script's answers, then whatever the app enters by itself.
      const scope = `.sheet[data-ask][data-step="${choices.length}"]`;
      const list = await offered(page, scope);
      const pick = botChoice(s, list, (at, q) => scriptedAnswer(at, q, seen.die ?? 0), tableAuto) ?? { o: { path: [key], repeat: null }, steps: 1 };
      await sheet.locator(buttonOf(pick.o)).first().click();
      count(nothing);
      await settled(page, choices.length + pick.steps);
      continue;
    } else {
      // Identical copies of an Event are one button (data-copies): either copy plays the same game.
      await sheet.locator(`:is([data-option="${key}"], [data-copies~="${key}"]):not([disabled])`).first().click();
    }
    count(nothing);
    await page.locator(`.sheet[data-step]:not([data-step="${choices.length}"]), .sheet--over`).first().waitFor();
  }
  await page.close();
  return { taps, idle, reached };
}

/**
 * A table's own chance from a fixed seed: the n-th die face, Event, Genestealer or Location of
 * the game, drawn from what may come up, the same on every machine and in every run.
 */
function seededTurnUp(seed: number): TurnUp {
  return (_s, p, n) => {
    // mulberry32's step (small and fixed), started from the seed, the kind and n.
    let t = (seed + Math.imul(n + 1, 0x9e3779b9) + [...p.reveal].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193), 0x811c9dc5)) >>> 0;
    t = (t + 0x6d2b79f5) >>> 0;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const random = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return p.options[Math.floor(random * p.options.length)] as string;
  };
}

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
const games: { name: string; result: Awaited<ReturnType<typeof playTable>> }[] = [];
try {
  games.push({ name: 'fixed', result: await playTable((s, p, n) => scriptedAnswer(s, p, n)) });
  games.push({ name: `random (seed ${RANDOM_SEED})`, result: await playTable(seededTurnUp(RANDOM_SEED)) });
} finally {
  await browser.close();
  await server.stop();
}
const rounds = Array.from({ length: ROUNDS }, (_, i) => i + 1);
for (const { name, result } of games) {
  const { taps, idle, reached } = result;
  console.log(`-- ${name} game`);
  if (reached <= ROUNDS) console.log(`the game ended in round ${reached}: fewer than ${ROUNDS} whole rounds`);
  console.log(`setup: ${taps[0] ?? 0} taps (every marine dealt by hand)`);
  for (const r of rounds) console.log(`round ${r}: ${taps[r] ?? 0} taps, not an entry: ${idle[r] ?? 0}`);
  const played = rounds.filter((r) => r <= reached);
  const per = (list: number[]): string => (played.reduce((n, r) => n + (list[r] ?? 0), 0) / Math.max(1, played.length)).toFixed(1);
  console.log(`table taps per round (${name}): ${per(taps)} (not an entry: ${per(idle)})`);
}
