/**
 * Table companion: what the app already knows costs no tap. A reveal with one possible answer
 * is entered by itself and "Deal for me" deals the formation; both are ordinary stored steps,
 * replayed by the engine after a reload, each with a line saying what and why, and undoable.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { opened, options } from './table-fixture';
import { answer, newGame, type GameState } from '../../src/engine';
import { forcedReveal, TableModel } from '../../src/ui/table/table-model';
import { forcedLine } from '../../src/ui/table/reveal-words';

/** The engine's own position after these answers, from a fresh game. */
function replayed(choices: string[]): GameState {
  const g = newGame(options);
  if (!g.ok) throw new Error(g.error);
  let s = g.state;
  for (const c of choices) {
    const r = answer(s, c);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

describe('forced reveals at the table', () => {
  it('the last marine to deal is entered by itself: a stored step with a line saying why, replayed after a reload', async () => {
    const t = await opened();
    const dealt: string[] = [];
    for (let i = 0; i < 7; i++) {
      const p = t.model.reveal.value;
      expect(p?.reveal).toBe('marine');
      dealt.push(p?.options[0] as string);
      expect(await t.model.enter(p?.options[0] as string)).toBe(true);
    }
    // Seven taps, eight marines: the eighth was the only card left.
    expect(t.model.game.row.value?.steps).toBe(8);
    expect(t.model.reveal.value?.reveal).toBe('event');
    const last = t.model.game.state.value?.formation.map((p) => p.marine).find((m) => !dealt.includes(m)) as string;
    expect(t.model.game.recent.value.join(' ')).toMatch(/Entered for you: .+ \(the only Space Marine card left to deal\)\./);
    // The stored steps are what the engine replays.
    const steps = (await t.database.steps.toArray()).sort((a, b) => a.index - b.index);
    expect(steps.map((r) => r.choice)).toEqual([...dealt, last]);
    const again = new TableModel(t.store);
    await again.game.open(t.id);
    expect(JSON.stringify(again.game.state.value)).toBe(JSON.stringify(replayed([...dealt, last])));
    expect(again.game.log.value.at(-1)?.log[0]).toMatch(/^Entered for you:/);
  });

  it('the board marks what the table just entered: a Genestealer type turned up is a new swarm there (issue 11 marks, at the table)', async () => {
    const t = await opened();
    for (let i = 0; i < 7; i++) await t.model.enter(t.model.reveal.value?.options[0] as string);
    expect(t.model.reveal.value?.reveal).toBe('event');
    await t.model.enter(t.model.reveal.value?.options[0] as string);
    // Enter types until one lands on the board (the setup Event spawns from the blip piles).
    for (let i = 0; i < 12 && t.model.reveal.value?.reveal === 'genestealer'; i++) {
      const before = JSON.stringify(t.model.game.state.value?.formation);
      await t.model.enter(t.model.reveal.value.options[0] as string);
      if (JSON.stringify(t.model.game.state.value?.formation) !== before) break;
    }
    const marks = [...t.model.game.changes.value.swarms.values()];
    expect(marks).toContain('new');
  });

  it('a game closed between an entry and what the app enters for it gets that entry on reopening', async () => {
    const t = await opened();
    for (let i = 0; i < 6; i++) await t.model.enter(t.model.reveal.value?.options[0] as string);
    // The seventh marine is stored, and the app closes before it enters the eighth (the only card left).
    const s = t.model.game.state.value as GameState;
    const seventh = t.model.reveal.value?.options[0] as string;
    const r = answer(s, seventh);
    if (!r.ok) throw new Error(r.error);
    await t.store.record(t.model.game.row.value as NonNullable<typeof t.model.game.row.value>, { choice: seventh, ask: 'reveal:marine', player: 0, secret: false, state: r.state, log: [], reveals: r.reveals });
    const again = new TableModel(t.store);
    await again.open(t.id);
    expect(again.game.row.value?.steps).toBe(8);
    expect(again.reveal.value?.reveal).toBe('event');
    expect(again.game.recent.value.join(' ')).toMatch(/Entered for you: .+ \(the only Space Marine card left to deal\)\./);
  });

  it('undo takes back the last entry together with what the app entered for it', async () => {
    const t = await opened();
    for (let i = 0; i < 7; i++) await t.model.enter(t.model.reveal.value?.options[0] as string);
    expect(t.model.game.row.value?.steps).toBe(8);
    expect(await t.model.undo()).toBe(true);
    expect(t.model.game.row.value?.steps).toBe(6);
    expect(t.model.reveal.value?.reveal).toBe('marine');
    expect(t.model.reveal.value?.options).toHaveLength(2);
  });

  it('an Event that Forward Scouting kept on top is the only one possible, and says so', () => {
    const s = replayed([]);
    const top = s.eventDeck[3] as string;
    s.eventKnown.top = top;
    s.prompt = { kind: 'reveal', reveal: 'event', why: { code: 'event-draw' }, options: [top] };
    const p = forcedReveal(s);
    expect(p?.options).toEqual([top]);
    expect(forcedLine(p!, s, top)).toMatch(/Forward Scouting left it on top of the Event deck/);
    // A die is never entered for the table, and two possible cards are asked.
    expect(forcedReveal({ ...s, prompt: { kind: 'reveal', reveal: 'die', why: { code: 'die-roll' }, options: ['3'] } })).toBeNull();
    expect(forcedReveal({ ...s, prompt: { kind: 'reveal', reveal: 'event', why: { code: 'event-draw' }, options: [top, s.eventDeck[0] as string] } })).toBeNull();
  });
});

describe('Deal for me', () => {
  it('deals the whole formation on one tap, one stored step per marine, as the engine replays it', async () => {
    const t = await opened();
    expect(await t.model.dealForMe(() => 0.5)).toBe(true);
    const s = t.model.game.state.value as GameState;
    expect(t.model.game.row.value?.steps).toBe(8);
    expect(t.model.reveal.value?.reveal).toBe('event');
    const steps = (await t.database.steps.toArray()).sort((a, b) => a.index - b.index);
    expect(steps.map((r) => r.ask)).toEqual(Array(8).fill('reveal:marine'));
    expect(steps.map((r) => r.choice)).toEqual(s.formation.map((p) => p.marine));
    expect(JSON.stringify(s)).toBe(JSON.stringify(replayed(steps.map((r) => r.choice))));
    expect(t.model.game.recent.value.filter((l) => l.startsWith('Dealt by the app:'))).toHaveLength(8);
    // A different draw deals a different order: the app does shuffle.
    const u = await opened();
    await u.model.dealForMe(() => 0);
    expect(u.model.game.state.value?.formation.map((p) => p.marine)).not.toEqual(s.formation.map((p) => p.marine));
    // Dealt cards are taken back like entered ones: the eighth, then the seventh with it,
    // since a lone card left to deal is never asked for.
    expect(await t.model.undo()).toBe(true);
    expect(t.model.game.row.value?.steps).toBe(6);
    expect(t.model.reveal.value?.options).toHaveLength(2);
  });

  it('after some cards were entered by hand, deals only the rest', async () => {
    const t = await opened();
    const first = t.model.reveal.value?.options[2] as string;
    await t.model.enter(first);
    await t.model.dealForMe(() => 0.99);
    expect(t.model.game.state.value?.formation[0]?.marine).toBe(first);
    expect(t.model.game.row.value?.steps).toBe(8);
  });
});
