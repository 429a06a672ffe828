/**
 * Table companion: a question with one real answer costs no tap (issue 27). When the hits slay
 * the whole swarm, the app enters "which dies first" by itself, as stored steps the engine
 * replays, with a line saying why; Undo takes them back with the entry that led to them.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answer, newGame, renderLog, sameOutcome, type GameState } from '../../src/engine';
import { mulberry } from '../../src/strategy/rand';
import { rollsIn } from '../../src/ui/play/dice';
import { forcedAnswer } from '../../src/ui/table/table-model';
import { opened, options } from './table-fixture';

/**
 * Answers of a table game (random, but as the app would: what it enters by itself is
 * entered the same way) up to the entry after which the app answers a slay by itself.
 */
function toWholeSwarm(): string[] {
  for (let seed = 1; seed < 400; seed++) {
    const rand = mulberry(seed);
    const g = newGame(options);
    if (!g.ok) throw new Error(g.error);
    let s: GameState = g.state;
    const choices: string[] = [];
    for (let i = 0; i < 600 && s.prompt && !s.outcome; i++) {
      const forced = forcedAnswer(s);
      const p = s.prompt;
      const c = forced ?? (p.options[Math.floor(rand() * p.options.length)] as string);
      const r = answer(s, c);
      if (!r.ok) throw new Error(r.error);
      const np = r.state.prompt;
      if (forced === null && np?.kind === 'decision' && np.ask === 'slay' && sameOutcome(r.state)) return [...choices, c];
      choices.push(c);
      s = r.state;
    }
  }
  throw new Error('no whole-swarm slay found');
}

describe('a question with one real answer at the table', () => {
  it('the hits slay the whole swarm: the app enters which dies first, says why, and Undo takes it back with the roll', async () => {
    const choices = toWholeSwarm();
    const t = await opened();
    const m = t.model;
    // Enter the table's answers as the players would; the app's own entries are skipped.
    while ((m.game.row.value?.steps ?? 0) < choices.length) {
      const c = choices[m.game.row.value?.steps ?? 0] as string;
      const ok = m.reveal.value ? await m.enter(c) : await m.game.choose(c);
      expect(ok).toBe(true);
    }
    const steps = m.game.row.value?.steps ?? 0;
    // The entry that led to the slay was the last one made; the app went on by itself.
    expect(steps).toBeGreaterThan(choices.length);
    const s = m.game.state.value as GameState;
    expect(s.prompt?.kind === 'decision' && s.prompt.ask === 'slay').toBe(false);
    const stored = (await t.database.steps.toArray()).sort((a, b) => a.index - b.index);
    expect(stored.slice(choices.length).every((r) => r.ask === 'slay')).toBe(true);
    const line = m.game.log.value.find((e) => e.index === choices.length)?.log[0];
    expect(line).toMatch(/^Entered for you: .+ \(the hits slay every one of them, so which goes first changes nothing\)\.$/);
    // The roll that led here is told once (issue 27 §4: not as a die tile twice, then as text).
    const roll = m.game.log.value.find((e) => e.index === choices.length - 1);
    expect(roll?.ask).toBe('reveal:die');
    expect(rollsIn(roll?.events ?? [])).toHaveLength(1);
    // No line of the app's own beside what the engine told of that roll.
    expect(roll?.log).toEqual(renderLog(roll?.events ?? []));
    // The engine replays the stored steps to the same position.
    let again: GameState = (newGame(options) as { state: GameState }).state;
    for (const r of stored) {
      const a = answer(again, r.choice);
      if (!a.ok) throw new Error(a.error);
      again = a.state;
    }
    expect(JSON.stringify(again)).toBe(JSON.stringify(s));
    // Undo: the app's slays go with the entry that led to them.
    expect(await m.undo()).toBe(true);
    expect(m.game.row.value?.steps).toBe(choices.length - 1);
  });
});
