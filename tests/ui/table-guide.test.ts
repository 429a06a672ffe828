/** The setup walk-through and phase checklists follow the card data for each player count. */
import { describe, expect, it } from 'vitest';
import { answer, newGame } from '../../src/engine';
import { phaseChecklist, setupGuide } from '../../src/ui/table/guide';
import { revealLine, revealTitle } from '../../src/ui/table/reveal-words';

describe('table guidance', () => {
  it('names the Void Lock card, the deck, the terrain and the blip piles for 2 players', () => {
    const text = setupGuide(2).map((g) => `${g.title}: ${g.detail}`).join('\n');
    expect(text).toContain('Void Lock (2 or 4 players)');
    expect(text).toContain('1C on top and 4 at the bottom');
    expect(text).toContain('Door: left of position 1 counted from the top');
    expect(text).toContain('deal 7 face down to the left pile and 7 to the right');
  });

  it.each([1, 2, 3, 4, 5, 6])('has a walk-through for %i players', (n) => {
    expect(setupGuide(n)).toHaveLength(7);
  });

  it('asks for the marines as they are dealt, and words the entry for the log', () => {
    const r = newGame({ players: [{ name: 'A', teams: ['BLUE', 'RED', 'GREY'] }], chance: 'table', seed: 0 });
    if (!r.ok || r.state.prompt?.kind !== 'reveal') throw new Error('expected a reveal');
    expect(revealTitle(r.state.prompt)).toBe('Which Space Marine card was dealt into position 1?');
    expect(revealLine(r.state.prompt, 'marine.leon')).toBe('The table reports: Leon.');
    expect(phaseChecklist(r.state)[0]).toMatch(/Deal the marine cards/);
  });

  it('the To do list drops the dealing once the formation is dealt, by hand or by Deal for me (issue 35)', () => {
    const r = newGame({ players: [{ name: 'A', teams: ['BLUE', 'RED', 'GREY'] }], chance: 'table', seed: 0 });
    if (!r.ok) throw new Error(r.error);
    let s = r.state;
    expect(phaseChecklist(s)).toHaveLength(3);
    for (let i = 0; i < 6 && s.prompt?.kind === 'reveal' && s.prompt.reveal === 'marine'; i++) {
      const next = answer(s, s.prompt.options[0] as string);
      if (!next.ok) throw new Error(next.error);
      s = next.state;
    }
    expect(s.phase).toBe('setup');
    expect(s.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
    expect(phaseChecklist(s)).toEqual(['Draw the setup Event card and enter it.', 'Turn up each Genestealer the spawn takes and enter its type.']);
    expect(phaseChecklist(s).join(' ')).not.toMatch(/Deal the marine cards/);
  });
});
