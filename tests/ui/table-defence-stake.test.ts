/**
 * The table's defence row says what is at stake before the die is rolled: the faces that slay
 * the marine, from the engine's own resolution (RB p16: a roll up to the swarm's size slays him;
 * RB p24: each Brood Lord in the swarm takes 1 off the roll), not a table of our own.
 */
import { describe, expect, it } from 'vitest';
import { answer, type GameEvent } from '../../src/engine';
import { defenceRows, withFaces } from '../../src/ui/table/die-rows';
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

  it('a swarm behind a marine with tokens: the row says none may re-roll it (RB p16), and the rules offer none', () => {
    // Lorenzo faces right with 2 tokens; the swarm attacks from his left, behind him.
    const from = build({ rows: ['[CLAW] | lorenzo>+2 |', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    expect(defenceRows(from).find((r) => r.state === 'now')?.behind).toBe(true);
    const r = answer(from, '0');
    expect(r.ok && r.state.prompt?.kind === 'decision' ? r.state.prompt.ask : null).not.toBe('defence-reroll');
    // Facing it, his tokens may re-roll: the row says nothing of it.
    const facing = build({ rows: ['[CLAW] | lorenzo<+2 |', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    expect(defenceRows(facing).find((row) => row.state === 'now')?.behind).toBeUndefined();
    const f = answer(facing, '0');
    expect(f.ok && f.state.prompt?.kind === 'decision' ? f.state.prompt.ask : null).toBe('defence-reroll');
  });

  it('a Brood Lord takes 1 off the roll: against it and one Genestealer, 0 to 3 slay', () => {
    expect(now(['[CLAW BL-a] | lorenzo< |', ...QUIET])?.kills).toEqual(['0', '1', '2', '3']);
  });
});

describe('table: a finished defence row shows its face (issue 32)', () => {
  it('names the marine who rolled, the face that stood and his death, though he and his row are gone', () => {
    // RB p13: Lorenzo's swarm of 2 attacks first; a 1 slays him (RB p16). He is the top marine,
    // so his row's swarm joins Gideon's (RB p28, D-25): on the board it now stands left of Gideon.
    const s = build({ rows: ['[CLAW HEAD] | lorenzo< |', '| gideon> | [HEAD HEAD TAIL]', '| noctis> |', '| calistarius> |', '| scipio> |'], start: { phase: 'genestealer-attack' } }).state;
    const entries: { events: GameEvent[] }[] = [{ events: [{ k: 'phase', phase: 'genestealer-attack', round: s.round }] }];
    const r = answer(s, '1');
    if (!r.ok) throw new Error(r.error);
    entries.push({ events: r.events });
    const after = r.state;
    expect(after.marinesSlain).toContain('marine.lorenzo');
    const rows = withFaces(defenceRows(after), entries);
    expect(rows.map((x) => [x.marine, x.side, x.size, x.state, x.face, x.slain])).toEqual([
      ['marine.lorenzo', 'LEFT', 2, 'done', 1, true],
      ['marine.gideon', 'RIGHT', 3, 'now', undefined, undefined],
    ]);
    // The board alone puts the spent swarm under Gideon, the wrong marine, with no face.
    expect(defenceRows(after).find((x) => x.state === 'done')?.marine).toBe('marine.gideon');
  });

  it('two swarms of the same size on one side are two rows, each with its own face', () => {
    const s = build({ rows: ['| lorenzo> | [CLAW] [HEAD]', '| gideon> | [TAIL]', '| noctis> |', '| calistarius> |', '| scipio> |'], start: { phase: 'genestealer-attack' } }).state;
    const entries: { events: GameEvent[] }[] = [{ events: [{ k: 'phase', phase: 'genestealer-attack', round: s.round }] }];
    let at = s;
    for (const face of ['4', '5']) {
      const r = answer(at, face);
      if (!r.ok) throw new Error(r.error);
      entries.push({ events: r.events });
      at = r.state;
    }
    expect(withFaces(defenceRows(at), entries).map((x) => [x.marine, x.size, x.state, x.face, x.slain])).toEqual([
      ['marine.lorenzo', 1, 'done', 4, false],
      ['marine.lorenzo', 1, 'done', 5, false],
      ['marine.gideon', 1, 'now', undefined, undefined],
    ]);
  });
});

describe('table: a die asked outside the defence rolls has no defence rows', () => {
  it('with no defence asked now, the rolls the phase logged draw no rows (a die asked later: Cleansing Flames, an attack)', () => {
    const s = build({ rows: ['| lorenzo> | [CLAW]', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    const r = answer(s, '5');
    if (!r.ok) throw new Error(r.error);
    const entries = [{ events: [{ k: 'phase', phase: 'genestealer-attack', round: s.round } as GameEvent, ...r.events] }];
    // The phase's one roll is logged; with no defence asked now, nothing is drawn.
    expect(entries[0]?.events.some((e) => e.k === 'defence-roll')).toBe(true);
    expect(withFaces([], entries)).toEqual([]);
  });
});
