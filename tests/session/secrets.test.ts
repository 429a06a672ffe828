/**
 * No secret reaches a phone before the rules open it (issue 33), over 100 random 3-player
 * games in which every team plays (Forward Scouting among the cards) and Instinct Events come
 * up. The guests choose their Action cards at once, in a random order, while the host plays
 * player 0. For every raw message a guest receives, checked against the host's game as it
 * was when sent:
 * - no seed and no dealer PRNG (so no die not yet rolled can be foreseen), and every face-down
 *   pile as bare counts (no deck's order, not even which cards it holds);
 * - another team's Action card is nowhere (view, log, forced choices) before the rules' reveal
 *   at the start of the Resolve Actions Phase (RB p12: "all chosen cards are simultaneously
 *   turned face up"); the first message naming it comes at or after that step;
 * - during another player's Instinct decision or Forward Scouting (RB p14: the current player
 *   resolves the Event card before anyone else sees it) neither the card, nor the question,
 *   nor the rules' pending work reach the phone.
 */
import { describe, expect, it } from 'vitest';
import { FACE_DOWN, secretRunOf, type DecisionPrompt, type GameState } from '../../src/engine';
import type { SeatState } from '../../src/session';
import { mulberry } from '../../src/strategy/rand';
import { OPTIONS, Table, type Phone } from './link';

const GAMES = 100;

interface Tally {
  messages: number;
  instinctRuns: number;
  scoutings: number;
  sealedCards: number;
}

interface Watch {
  round: number;
  /** The first step of the current round's Action card choices. */
  roundFrom: number;
}

function checkMessage(t: Table, ph: Phone, text: string, tally: Tally, w: Watch): void {
  const seat = ph.guest.seat ?? -1;
  expect(text).not.toMatch(/"seed"|"start":|"steps":/);
  const m = JSON.parse(text) as { t: string } & Partial<SeatState>;
  if (m.t !== 'state') return;
  tally.messages++;
  const host = t.host.position;
  const v = m.view as GameState;
  expect(v.rng).toBe(0);
  for (const pile of [v.blips.LEFT, v.blips.RIGHT, v.genestealerDeck, v.eventDeck, v.locationDeck]) expect(pile.every((c) => c === FACE_DOWN)).toBe(true);
  expect([v.blips.LEFT.length, v.blips.RIGHT.length, v.genestealerDeck.length, v.locationDeck.length]).toEqual([host.blips.LEFT.length, host.blips.RIGHT.length, host.genestealerDeck.length, host.locationDeck.length]);
  const mine = new Set<string>(OPTIONS.players[seat]?.teams ?? []);
  // The rules turn the cards face up as the Resolve Actions Phase begins: until then, another
  // team's card of this round is in no view, no log entry and no forced choice.
  if (host.round !== w.round) {
    w.round = host.round;
    w.roundFrom = t.host.length;
  }
  const sealedNow = host.phase === 'choose-actions' && host.outcome === null;
  if (sealedNow) for (const [team, card] of Object.entries(v.chosen)) if (!mine.has(team)) expect(card).toBeNull();
  for (const e of m.entries ?? []) {
    // An answer before this round's first question belongs to an earlier round; so does a
    // forced card before the event that began this round's Choose Actions Phase.
    const roundBegan = e.events.findLastIndex((ev) => ev.k === 'phase' && (ev as { phase: string }).phase === 'choose-actions');
    if (e.ask === 'choose-action' && e.player !== seat) {
      if (e.choice === null) tally.sealedCards++;
      else expect(sealedNow && e.index >= w.roundFrom, `another player's card of step ${e.index} shown before the reveal`).toBe(false);
    }
    e.events.forEach((ev, i) => {
      const f = ev as { k: string; ask?: string; player?: number };
      const thisRound = e.index >= w.roundFrom || (e.index === w.roundFrom - 1 && i > roundBegan && roundBegan >= 0);
      if (f.k === 'forced' && f.ask === 'choose-action' && f.player !== seat) expect(sealedNow && thisRound, 'a forced card shown before the reveal').toBe(false);
    });
  }
  const runner = secretRunOf(host);
  if (runner !== null && runner !== seat) {
    expect(v.prompt).toBeNull();
    expect(v.stack).toEqual([]);
    const hidden = (host.prompt as DecisionPrompt).ask === 'forward-scouting' ? (host.prompt as DecisionPrompt).subject : host.event;
    if ((host.prompt as DecisionPrompt).ask === 'forward-scouting') tally.scoutings++;
    else tally.instinctRuns++;
    expect(v.event).toBeNull();
    // The card is named nowhere in what this message brings of the present (earlier rounds' log may name it, from its last draw).
    const now = JSON.stringify({ view: m.view, asks: m.asks, waiting: m.waiting, entries: (m.entries ?? []).filter((e) => e.index >= (m.at as number) - 1) });
    if (hidden) expect(now).not.toContain(hidden);
    for (const q of m.asks ?? []) expect(q.player).toBe(seat);
    // An answer of that decision already given (a question with several parts) comes sealed, its question too.
    for (const e of m.entries ?? []) if (e.player === runner && e.secret && e.ask !== 'choose-action' && e.index >= (m.at as number) - 3) expect([e.ask, e.choice]).toEqual(['sealed', null]);
  }
}

/** One random game: the guests answer any of their open questions in a random order, the host player 0. */
async function randomGame(seed: number, tally: Tally): Promise<number> {
  const t = new Table({ ...OPTIONS, seed });
  const bea = t.join('Bea');
  const cy = t.join('Cy');
  await t.settle();
  const rand = mulberry(seed * 7919);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const w: Watch = { round: -1, roundFrom: 0 };
  // The host's link swallows a phone's failure to take a message (a closed connection): keep the first one to throw it here.
  let failed: unknown = null;
  t.watch = (ph, text) => {
    try {
      checkMessage(t, ph, text, tally, w);
    } catch (e) {
      failed ??= e;
    }
  };
  let guard = 0;
  while (!t.host.position.outcome && guard++ < 3000 && !failed) {
    const p = t.host.position.prompt as DecisionPrompt;
    const before = t.host.length;
    if (p.ask === 'choose-action') {
      // Everyone at once: each phone may put in one card now, in a random order, before the host's own.
      for (const ph of rand() < 0.5 ? [bea, cy] : [cy, bea]) {
        if (ph.guest.asks.length > 0 && rand() < 0.7) ph.guest.answer(pick(pick(ph.guest.asks).options));
        await t.settle();
      }
      if (t.host.length === before && (t.host.position.prompt as DecisionPrompt).player === 0) t.hostAnswers(pick(p.options));
      else if (t.host.length === before) {
        const owner = [bea, cy].find((ph) => ph.guest.seat === p.player) as Phone;
        const own = owner.guest.asks.find((q) => q.subject === p.subject);
        if (own) owner.guest.answer(pick(own.options));
      }
    } else if (p.player === 0) t.hostAnswers(pick(p.options));
    else {
      const ph = [bea, cy].find((x) => x.guest.seat === p.player) as Phone;
      expect(ph.guest.asks).toEqual([p]);
      ph.guest.answer(pick(p.options));
    }
    await t.settle();
  }
  t.watch = null;
  if (failed) throw failed;
  // Every phone's view of the end matches the host's, hidden piles apart.
  for (const ph of [bea, cy]) expect(ph.guest.at).toBe(t.host.length);
  return t.host.length;
}

describe('secrets over 100 random 3-player games', () => {
  it('no message to a guest holds the seed, a pile, a die to come, or a card before its reveal', async () => {
    const tally: Tally = { messages: 0, instinctRuns: 0, scoutings: 0, sealedCards: 0 };
    let steps = 0;
    for (let seed = 1; seed <= GAMES; seed++) steps += await randomGame(seed, tally);
    expect(steps).toBeGreaterThan(GAMES * 20);
    expect(tally.messages).toBeGreaterThan(GAMES * 20);
    // The secrets this test is about did come up, many times.
    expect(tally.instinctRuns).toBeGreaterThan(20);
    expect(tally.scoutings).toBeGreaterThan(10);
    expect(tally.sealedCards).toBeGreaterThan(GAMES * 4);
  }, 240_000);
});
