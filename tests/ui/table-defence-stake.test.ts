/**
 * The table's defence row says what is at stake before the die is rolled: the faces that slay
 * the marine, from the engine's own resolution (RB p16: a roll up to the swarm's size slays him;
 * RB p24: each Brood Lord in the swarm takes 1 off the roll), not a table of our own.
 */
import { describe, expect, it } from 'vitest';
import { defenceRows } from '../../src/ui/table/die-rows';
import { build, play } from '../engine/build';

const QUIET = ['| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];
const now = (rows: string[]) => defenceRows(build({ rows, start: { phase: 'genestealer-attack' } }).state).find((r) => r.state === 'now');

describe('table: the faces that slay a defending marine', () => {
  it('a swarm of 1: 0 and 1; of 3: 0 to 3; the rows still to come name none', () => {
    expect(now(['[CLAW] | lorenzo< |', ...QUIET])?.kills).toEqual(['0', '1']);
    expect(now(['[CLAW HEAD TAIL] | lorenzo< |', ...QUIET])?.kills).toEqual(['0', '1', '2', '3']);
    const s = build({ rows: ['[CLAW] | lorenzo< | [HEAD HEAD]', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    const rows = defenceRows(s);
    expect(rows.map((r) => [r.state, r.kills])).toEqual([
      ['now', ['0', '1']],
      ['next', undefined],
    ]);
    // What the row said is what the rules do: a 1 slays Lorenzo, a 2 does not.
    expect(play(s, '1').state.marinesSlain).toContain('marine.lorenzo');
    expect(play(s, '2').state.marinesSlain).not.toContain('marine.lorenzo');
  });

  it('a Brood Lord takes 1 off the roll: against it and one Genestealer, 0 to 3 slay', () => {
    expect(now(['[CLAW BL-a] | lorenzo< |', ...QUIET])?.kills).toEqual(['0', '1', '2', '3']);
  });
});
