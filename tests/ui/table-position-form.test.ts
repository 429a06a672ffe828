/** The position editor's form becomes a TablePosition the engine accepts, or refuses with reasons. */
import { describe, expect, it } from 'vitest';
import { positionFromTable, type GameOptions } from '../../src/engine';
import { genestealerWords, startingForm, toTablePosition } from '../../src/ui/table/position-form';

const o: GameOptions = { players: [{ name: 'A', teams: ['BLUE', 'RED'] }, { name: 'B', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };

describe('position editor form', () => {
  it('starts with every marine and the Void Lock terrain where its card puts it, and is a real position', () => {
    const f = startingForm(o);
    expect(f.rows).toHaveLength(8);
    expect(f.rows[0]?.terrain.LEFT).toBe('terrain.door');
    expect(f.rows[7 - 1]?.terrain.RIGHT).toBe('terrain.corridor');
    const r = positionFromTable(toTablePosition(o, f));
    expect(r.ok).toBe(true);
  });

  it('reads Genestealers as words', () => {
    expect(genestealerWords('claw, Head  tail')).toEqual(['CLAW', 'HEAD', 'TAIL']);
    expect(genestealerWords('brood-lord.a')).toEqual(['brood-lord.a']);
  });

  it('ten claws beside one marine are refused: the box holds nine', () => {
    const f = startingForm(o);
    (f.rows[0] as (typeof f.rows)[number]).genestealers.LEFT = Array(10).fill('claw').join(' ');
    const r = positionFromTable(toTablePosition(o, f));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.join(' ')).toContain('only 9 claw Genestealers');
  });
});
