/**
 * The board tells the swarm whose attack is being rolled from the ones that have attacked: it is
 * "attacks" while its defence roll is asked, "spent" once the roll stands (RB p13: each swarm
 * attacks once, top to bottom, left before right).
 */
import { describe, expect, it } from 'vitest';
import { boardView } from '../../src/ui/play/board/board-view';
import { build, play } from '../engine/build';

const QUIET = ['| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];

describe('board: the swarm attacking now', () => {
  it('is attacking, not spent, while its roll is asked; spent after it, and the next one attacks', () => {
    const s = build({ rows: ['[CLAW] | lorenzo< | [HEAD]', '| deino< |', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    const flags = (at: typeof s) => boardView(at).rows[0]?.LEFT.swarms.concat(boardView(at).rows[0]?.RIGHT.swarms ?? []).map((w) => [w.attacking, w.attacked]);
    expect(flags(s)).toEqual([
      [true, false],
      [false, false],
    ]);
    // Lorenzo rolls a 5 against the left swarm: it has attacked, the right one attacks now.
    expect(flags(play(s, '5').state)).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('is flagged spent only while the phase lasts: in the Event Phase it stays apart and dimmed, its flag gone (RB p28)', () => {
    const s = build({ rows: ['[CLAW] | lorenzo< | [HEAD]', '| deino< |', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    const spent = (at: typeof s) => boardView(at).rows[0]?.LEFT.swarms.map((w) => [w.attacked, w.spentFlag]);
    const mid = play(s, '5').state;
    expect(mid.phase).toBe('genestealer-attack');
    expect(spent(mid)).toEqual([[true, true]]);
    const after = play(mid, '5').state;
    expect(after.phase).toBe('event');
    expect(spent(after)).toEqual([[true, false]]);
  });
});
