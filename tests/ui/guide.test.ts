import { describe, expect, it } from 'vitest';
import { answer, newGame, type DecisionPrompt, type GameEvent, type GameState } from '../../src/engine';
import { playGame } from '../../src/strategy';
import { GUIDED_OPTIONS } from '../../src/ui/guide/guide';
import { TOPIC_IDS, topicsNow, type TopicId } from '../../src/ui/guide/topics';
import { debriefOf, roundsTold, tipsFor } from '../../src/ui/guide/debrief';
import { freeBands, placeIn } from '../../src/ui/guide/place';
import { entryById } from '../../src/ui/reference/entries';
import { useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';

/** The guided deal played by the heuristic bot: each step's events, the prompt after it, and the round it began in. */
function guidedGame(): { steps: { events: GameEvent[]; prompt: DecisionPrompt | null; s: GameState; round: number }[]; setup: GameEvent[]; end: GameState } {
  const played = playGame(GUIDED_OPTIONS, 'heuristic', 1);
  const started = newGame(GUIDED_OPTIONS);
  if (!started.ok) throw new Error(started.error);
  let s = started.state;
  const steps = [];
  for (const a of played.answers) {
    const round = s.round;
    const r = answer(s, a);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    const p = s.prompt && s.prompt.kind === 'decision' ? s.prompt : null;
    steps.push({ events: r.events, prompt: p, s, round });
  }
  return { steps, setup: started.events, end: s };
}

describe('the guide', () => {
  const game = guidedGame();

  it('teaches every topic during the guided game, most of them in its first three rounds', () => {
    const first = new Map<TopicId, number>();
    const start = game.setup;
    const s0 = newGame(GUIDED_OPTIONS);
    if (!s0.ok) throw new Error(s0.error);
    const p0 = s0.state.prompt && s0.state.prompt.kind === 'decision' ? s0.state.prompt : null;
    for (const t of topicsNow(start, p0, s0.state, true)) first.set(t.id, 1);
    for (const st of game.steps) for (const t of topicsNow(st.events, st.prompt, st.s)) if (!first.has(t.id)) first.set(t.id, st.round);
    expect([...first.keys()].sort()).toEqual([...TOPIC_IDS].sort());
    // The setup spawn is not a round's Event: only the question of round 1 is taught at the deal.
    expect(topicsNow(start, p0, s0.state, true).map((t) => t.id)).toEqual(['choose-actions']);
    const late = [...first].filter(([, round]) => round > 3).map(([id]) => id);
    expect(late).toEqual(['final-location']);
  });

  it('says the defence die must beat the swarm size (RB p13: higher than the number of Genestealers, else slain)', () => {
    const ev: GameEvent = { k: 'defence-roll', marine: 'marine.zael', roll: 2, swarm: { size: 2, side: 'LEFT', marine: 'marine.zael' }, broodLords: 0, result: 'kills' };
    const t = topicsNow([ev], null, game.end).find((x) => x.id === 'defence-roll');
    expect(t?.text).toMatch(/must beat the swarm's size/);
    expect(t?.text).toMatch(/rolled 2 against 2 Genestealers: he needed 3 or more, so he fell/);
    const saved: GameEvent = { ...ev, roll: 4, swarm: { ...ev.swarm, size: 3 }, result: 'miss' };
    expect(topicsNow([saved], null, game.end)[0]?.text).toMatch(/needed 4 or more, so he lives/);
  });

  it('teaches the re-roll from the token spent, in words true whether the app spent it (docs/rulings.md Q32-2) or the player chose to', () => {
    const ev: GameEvent = { k: 'reroll', marine: 'marine.zael', roll: 1 };
    const t = topicsNow([ev], null, game.end).find((x) => x.id === 'reroll');
    expect(t?.text).toMatch(/^Zael's roll of 1 was rolled again with a Support token: the new roll counts/);
    expect(t?.text).toMatch(/When a defence roll would kill a marine who holds a token, the app spends it for you/);
    expect(t?.lit[1]).toBe('[data-spot="marine:marine.zael"]');
  });

  it('links each topic to a reference entry and lights at least one thing', () => {
    const all = new Map<string, { why: string; lit: string[] }>();
    for (const st of game.steps) for (const t of topicsNow(st.events, st.prompt, st.s)) all.set(t.id, t);
    for (const [id, t] of all) {
      expect(entryById(t.why), `${id} → ${t.why}`).toBeDefined();
      expect(t.lit.length).toBeGreaterThan(0);
    }
  });

  it('tells each round in two lines from the events, and two different things to try', () => {
    const events = [...game.setup, ...game.steps.flatMap((st) => st.events)];
    const told = debriefOf(events, game.end);
    expect(told.rounds.map((r) => r.round)).toEqual(Array.from({ length: game.end.round }, (_, i) => i + 1));
    for (const r of told.rounds) {
      expect(r.squad).toMatch(/^[A-Z].+: (no|\d+) Genestealers? slain/);
      expect(r.swarm.length).toBeGreaterThan(10);
    }
    expect(told.rounds.at(-1)?.swarm).toMatch(/Victory\.$/);
    expect(told.tips[0]).not.toEqual(told.tips[1]);
    // A game with no Support token and no terrain used calls for those two first.
    const bare = { ...game.end, formation: game.end.formation.map((pos) => ({ ...pos, tokens: 0 })) };
    const [first, second] = tipsFor([], bare);
    expect(first).toMatch(/^Play Support cards more often/);
    expect(second).toMatch(/^Try Move \+ Activate on a terrain card/);
    // Round 1 of the deal: its cards and its Event, named.
    expect(roundsTold(events)[0]?.swarm).toMatch(/Event /);
  });

  it('speaks German from guide.json (Symbionten, Runde), whole sentences with every placeholder filled', () => {
    const events = [...game.setup, ...game.steps.flatMap((st) => st.events)];
    const ev: GameEvent = { k: 'defence-roll', marine: 'marine.zael', roll: 2, swarm: { size: 1, side: 'LEFT', marine: 'marine.zael' }, broodLords: 0, result: 'kills' };
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    try {
      expect(topicsNow([ev], null, game.end)[0]?.text).toBe(
        'Um zu überleben, muss der Würfel die Größe des Schwarms übertreffen. Zael hat eine 2 gegen 1 Symbionten gewürfelt: er brauchte 2 oder mehr, also ist er gefallen.',
      );
      const told = debriefOf(events, game.end);
      expect(told.rounds[0]?.squad).toMatch(/: (keine|\d+) Symbionten? getötet/);
      expect(told.rounds.at(-1)?.swarm).toMatch(/Sieg\.$/);
      const all = [...told.rounds.flatMap((r) => [r.squad, r.swarm]), ...told.tips, ...game.steps.flatMap((st) => topicsNow(st.events, st.prompt, st.s).flatMap((x) => [x.title, x.text]))];
      expect(all.filter((line) => /[{}]/.test(line))).toEqual([]);
    } finally {
      useWordsNow('en', wordsOf('en'));
    }
  });

  it('places the bubble in a free band beside the lit element, never over it or the question', () => {
    // 844 px screen, lit 100–300, the question's heading at 600–630 and first answer 640–700.
    const bands = freeBands(844, [{ top: 100, bottom: 300 }, { top: 600, bottom: 630 }, { top: 640, bottom: 700 }]);
    expect(bands).toEqual([{ top: 8, bottom: 92 }, { top: 308, bottom: 592 }, { top: 708, bottom: 836 }]);
    // 200 px tall: only the band below the lit element holds it, and it sits against it.
    expect(placeIn(bands, { top: 100, bottom: 300 }, 200)).toEqual({ top: 308, max: 284 });
    // Nothing holds 400 px: the tallest band, scrolling inside.
    expect(placeIn(bands, { top: 100, bottom: 300 }, 400)).toEqual({ top: 308, max: 284 });
    // Lit low on the screen: the band above, against its bottom edge.
    expect(placeIn(freeBands(844, [{ top: 500, bottom: 844 }]), { top: 500, bottom: 844 }, 150)).toEqual({ top: 342, max: 484 });
  });
});

describe('the guide switch', () => {
  it('speaks in the guided game until turned off; turned on again it speaks in every game and remembers what it explained', async () => {
    const { guide, guideOn, isGuidedGame, markSeen, startGuided, turnOff, turnOn, explainAgain } = await import('../../src/ui/guide/guide');
    startGuided('g1');
    expect(guideOn('g1')).toBe(true);
    expect(guideOn('other')).toBe(false);
    markSeen('choose-actions');
    markSeen('choose-actions');
    expect(guide.value.seen).toEqual(['choose-actions']);
    turnOff();
    expect(guideOn('g1')).toBe(false);
    // The guided game keeps its debrief with the guide off.
    expect(isGuidedGame('g1')).toBe(true);
    turnOn();
    expect(guideOn('g1')).toBe(true);
    expect(guideOn('other')).toBe(true);
    expect(guide.value.seen).toEqual(['choose-actions']);
    explainAgain();
    expect(guide.value.seen).toEqual([]);
  });
});
