/**
 * What one seat may see (engine/view.ts, issue 33): the position as one player may know it,
 * who may see each answer and event of a step, and what a step opens.
 */
import { describe, expect, it } from 'vitest';
import { actionChoices, answer, answerInPlace, clone, FACE_DOWN, keepsPhone, newGame, playerView, revealsToTable, seatView, secretRunOf, stepSeen, type DecisionPrompt, type GameState } from '../../src/engine';
import { eventDef } from '../../src/data';
import { mulberry } from '../../src/strategy/rand';

const OPTIONS = {
  players: [
    { name: 'Ana', teams: ['BLUE', 'GREY'] },
    { name: 'Ben', teams: ['RED', 'YELLOW'] },
    { name: 'Cy', teams: ['GREEN', 'PURPLE'] },
  ],
  chance: 'dealer',
} as const;

function start(seed: number): GameState {
  const r = newGame({ ...OPTIONS, players: OPTIONS.players.map((p) => ({ name: p.name, teams: [...p.teams] })), seed });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Plays random answers from `seed` until `wanted` holds; null when the game ends first. */
function until(seed: number, wanted: (s: GameState) => boolean): GameState | null {
  const s = start(seed);
  const rand = mulberry(seed);
  for (let i = 0; i < 3000 && s.prompt && !s.outcome; i++) {
    if (wanted(s)) return s;
    const p = s.prompt as DecisionPrompt;
    answerInPlace(s, p.options[Math.floor(rand() * p.options.length)] as string);
  }
  return null;
}

function instinct(): GameState {
  for (let seed = 1; seed < 200; seed++) {
    const s = until(seed, (x) => secretRunOf(x) !== null && (x.prompt as DecisionPrompt).ask !== 'forward-scouting' && x.event !== null);
    if (s) return s;
  }
  throw new Error('no Instinct decision in 200 games');
}

describe('the position as one seat may know it', () => {
  it("hides another player's Instinct Event card, its question and the rules' work that names it (RB p14)", () => {
    const s = instinct();
    const card = s.event as string;
    expect(eventDef(card).instinct).toBe(true);
    const runner = (s.prompt as DecisionPrompt).player;
    const other = (runner + 1) % 3;
    const v = playerView(s, other);
    expect([v.prompt, v.event, v.stack]).toEqual([null, null, []]);
    // The card is one of the unseen ones again for that player: in the (sorted) deck.
    expect(v.eventDeck).toEqual([...s.eventDeck, card].sort());
    // Its own player sees it all.
    const own = playerView(s, runner);
    expect([own.prompt, own.event]).toEqual([s.prompt, card]);
    // A phone gets the piles as counts: the drawn card counts in the deck, as it lies in that player's hand.
    const seat = seatView(s, other);
    expect(seat.eventDeck).toEqual(Array(s.eventDeck.length + 1).fill(FACE_DOWN));
    expect(JSON.stringify(seat)).not.toContain(card);
  });

  it('gives a phone every face-down pile as bare counts and no PRNG', () => {
    const s = start(3);
    const v = seatView(s, 1);
    expect(v.rng).toBe(0);
    for (const [pile, real] of [[v.genestealerDeck, s.genestealerDeck], [v.eventDeck, s.eventDeck], [v.locationDeck, s.locationDeck], [v.blips.LEFT, s.blips.LEFT], [v.blips.RIGHT, s.blips.RIGHT]] as const) {
      expect(pile).toEqual(real.map(() => FACE_DOWN));
    }
    // Two positions differing only in hidden order give the same view.
    const t = clone(s);
    t.rng = (s.rng ^ 0xabcdef) >>> 0;
    t.eventDeck.reverse();
    t.genestealerDeck.reverse();
    expect(seatView(t, 1)).toEqual(v);
  });
});

describe('who may see a step', () => {
  it("seals an Action card to its player until the step that turns the cards face up (RB p11-12)", () => {
    const s = start(5);
    const p = s.prompt as DecisionPrompt;
    expect(p.ask).toBe('choose-action');
    const r = answer(s, p.options[0] as string);
    if (!r.ok) throw new Error(r.error);
    const seen = stepSeen(s, p.options[0] as string, r.state, r.events);
    expect(seen).toMatchObject({ player: 0, answer: 0, answerOpensAt: 'reveal', opensCards: false, opensRun: false });
    // Every card question is open at once, one per team still without a card (a team with one card left is not asked).
    const open = actionChoices(r.state);
    expect(open.map((q) => q.subject)).toEqual(['GREY', 'RED', 'YELLOW', 'GREEN', 'PURPLE']);
    expect(open.every((q) => q.secret && q.options.length > 1)).toBe(true);
    // The last card: the rules reveal them all in the same step here.
    const last = until(5, (x) => x.prompt?.kind === 'decision' && x.prompt.ask === 'choose-action' && actionChoices(x).length === 1) as GameState;
    const q = last.prompt as DecisionPrompt;
    const r2 = answer(last, q.options[0] as string);
    if (!r2.ok) throw new Error(r2.error);
    const seen2 = stepSeen(last, q.options[0] as string, r2.state, r2.events);
    if (r2.events.some((e) => e.k === 'revealed')) expect(seen2).toMatchObject({ answer: 'all', opensCards: true });
    else expect(seen2).toMatchObject({ answer: q.player, answerOpensAt: 'reveal', opensCards: false });
    expect(revealsToTable({ ask: q.ask, reveals: r2.reveals, after: r2.state, events: r2.events, player: q.player })).toBe(true);
  });

  it('keeps the draw of an Instinct card private to its player until the decision ends', () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = until(seed, (x) => {
        const p = x.prompt;
        if (!p || p.kind !== 'decision' || p.secret) return false;
        const r = answer(x, p.options[0] as string);
        return r.ok && secretRunOf(r.state) !== null && r.state.event !== null;
      });
      if (!s) continue;
      const p = s.prompt as DecisionPrompt;
      const r = answer(s, p.options[0] as string);
      if (!r.ok) throw new Error(r.error);
      const seen = stepSeen(s, p.options[0] as string, r.state, r.events);
      const drawn = r.events.findIndex((e) => e.k === 'event-drawn');
      const runner = secretRunOf(r.state) as number;
      expect(seen.answer).toBe('all');
      expect(seen.events.slice(0, drawn).every((e) => e.to === 'all')).toBe(true);
      expect(seen.events.slice(drawn).every((e) => e.to === runner && e.opensAt === 'run')).toBe(true);
      // Its answer, once given, ends the run (or continues it, still sealed).
      const q = r.state.prompt as DecisionPrompt;
      const r2 = answer(r.state, q.options[0] as string);
      if (!r2.ok) throw new Error(r2.error);
      const seen2 = stepSeen(r.state, q.options[0] as string, r2.state, r2.events);
      if (secretRunOf(r2.state) === null) expect(seen2).toMatchObject({ answer: 'all', opensRun: true });
      else expect(seen2).toMatchObject({ answer: runner, answerOpensAt: 'run', opensRun: false });
      return;
    }
    throw new Error('no Instinct draw in 200 games');
  });
});

describe('pass and play', () => {
  it('the same player keeps the phone for a public question or a secret run it continues; anything else is handed off', () => {
    const q = (player: number, secret: boolean): DecisionPrompt => ({ kind: 'decision', player, ask: 'move', subject: null, options: ['a', 'b'], secret });
    expect(keepsPhone({ player: 1, secret: false }, q(1, false))).toBe(true);
    expect(keepsPhone({ player: 1, secret: true }, q(1, true))).toBe(true);
    expect(keepsPhone({ player: 1, secret: false }, q(1, true))).toBe(false);
    expect(keepsPhone({ player: 1, secret: false }, q(2, false))).toBe(false);
    expect(keepsPhone({ player: 1, secret: false }, null)).toBe(false);
  });
});
