/**
 * The board scrolls to what the question is about (Board.tsx, `focus`). Choosing an Action card
 * is about where the team's marines stand: with 12 marines the board shows 7 rows, and a player
 * chose a card with none of his marines in sight (issue 32, found in a player's walk).
 */
import { describe, expect, it } from 'vitest';
import { newGame, type DecisionPrompt } from '../../src/engine';
import { marineDef } from '../../src/data';
import { focusSpot } from '../../src/ui/play/targets';

describe('board focus at an Action card choice', () => {
  it('is the first marine of the team choosing, in formation order', () => {
    const r = newGame({ players: [{ name: 'A', teams: ['BLUE', 'RED'] }, { name: 'B', teams: ['GREEN', 'GREY'] }, { name: 'C', teams: ['PURPLE', 'YELLOW'] }], chance: 'dealer', seed: 5 });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    const p = s.prompt as DecisionPrompt;
    expect(p.ask).toBe('choose-action');
    for (const team of ['BLUE', 'GREEN', 'YELLOW'] as const) {
      const first = s.formation.find((x) => marineDef(x.marine).team === team)?.marine as string;
      expect(focusSpot({ ...p, subject: team }, s)).toBe(`marine:${first}`);
    }
  });
});
