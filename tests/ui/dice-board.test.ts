import { describe, expect, it } from 'vitest';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { boardView } from '../../src/ui/models/board-view';
import { isSkullFace, pendingRoll, rollsInLog } from '../../src/ui/models/dice';
import { fuzzGame } from './fuzz';

describe('die rolls', () => {
  it('reads every kind of roll the log words', () => {
    const rolls = rollsInLog([
      'Valencio attacks the swarm of 1 right of Omnio.',
      'Valencio rolls 4: a miss.',
      'The swarm of 1 left of Deino attacks Deino: he rolls 0, not enough.',
      'Heroic Charge: rolled 3 — Claudio survives the charge.',
      'Omnio rolls 3 and arrives safely.',
      'Blip piles: 6 left, 6 right.',
    ]);
    expect(rolls.map((r) => r.value)).toEqual([4, 0, 3, 3]);
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
    expect(roll?.text).toMatch(/(attack|defence) roll: \d/);
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
