import { describe, expect, it } from 'vitest';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { boardView } from '../../src/ui/play/board/board-view';
import { isSkullFace, pendingRoll, rollsIn } from '../../src/ui/play/dice';
import { DUO, playFirst } from './played';
import { fuzzGame } from './fuzz';

describe('die rolls', () => {
  it('shows a die for every roll a played game reports, with its face', () => {
    const events = playFirst(DUO(4), 200).steps.flatMap((st) => st.events);
    const rolls = rollsIn(events);
    const reported = events.filter((e) => e.k === 'attack-roll' || e.k === 'defence-roll');
    expect(reported.length).toBeGreaterThan(0);
    // Each attack and defence roll is one die with the face the engine rolled; a line without a roll is none.
    expect(rolls.filter((r) => r.event && (r.event.k === 'attack-roll' || r.event.k === 'defence-roll')).map((r) => r.value)).toEqual(reported.map((e) => (e as { roll: number }).roll));
    expect(rolls.some((r) => r.event?.k === 'blip-piles')).toBe(false);
    expect(isSkullFace(0)).toBe(false);
    expect([1, 2, 3].every(isSkullFace)).toBe(true);
  });

  it('shows the roll a re-roll decision is about, before the log has it', () => {
    let found: { s: GameState; p: DecisionPrompt } | null = null;
    for (let g = 0; g < 60 && !found; g++) {
      fuzzGame(g, (s) => {
        const p = s.prompt as DecisionPrompt;
        if (!found && (p.ask === 'attack-reroll' || p.ask === 'defence-reroll')) found = { s: JSON.parse(JSON.stringify(s)) as GameState, p };
      });
    }
    expect(found).not.toBeNull();
    const roll = pendingRoll(found!.s);
    expect(roll?.value).toBeGreaterThanOrEqual(0);
    expect(roll?.event).toBeNull();
    expect(roll && 'what' in roll && roll.what).toMatch(/^(attack|defence)$/);
  });
});

describe('board view', () => {
  it('draws every marine, swarm card and terrain card of the position, with facing', () => {
    let checked = 0;
    fuzzGame(5, (s) => {
      if (checked++ % 7) return;
      const b = boardView(s);
      expect(b.rows.map((r) => r.marine.id)).toEqual(s.formation.map((p) => p.marine));
      for (const r of b.rows) {
        const pos = s.formation[r.row]!;
        for (const side of ['LEFT', 'RIGHT'] as const) {
          const cards = pos[side].swarms.reduce((n, sw) => n + sw.cards.length, 0);
          const shown = r[side].swarms.reduce((n, sw) => n + sw.types.reduce((m, t) => m + t.count, 0) + sw.broodLords.length, 0);
          expect(shown).toBe(cards);
          expect(r[side].terrain.map((t) => t.id)).toEqual(pos[side].terrain.map((t) => t.id));
          expect(r[side].faced).toBe(pos.facing === side);
        }
      }
      expect(b.blips).toEqual({ LEFT: s.blips.LEFT.length, RIGHT: s.blips.RIGHT.length });
    });
    expect(checked).toBeGreaterThan(10);
  });
});
