/**
 * Swarms that a shift brings together outside the Genestealer Attack Phase are one swarm at
 * once: RB p13 defines a swarm as every face-up card on one side of a position, and RB p28
 * keeps met swarms apart only during the Attack Phase (and D-23 during Event movement).
 */
import { describe, expect, it } from 'vitest';
import { build, play, view } from './build';

describe('swarms brought together by a shift outside the Attack Phase merge at once (RB p13, p28)', () => {
  it('a death by Psychic Assault in the Event Phase joins the two swarms into one', () => {
    const s0 = build({
      rows: ['[CLAW] | lorenzo< |', '[HEAD HEAD] | deino< |', '| gideon> |', '#dark-corner | noctis> |'],
      start: { phase: 'event' },
      blips: { LEFT: 3, RIGHT: 3 },
    }).state;
    // Psychic Assault: the current player picks Lorenzo and rolls 0 — he is slain (cards.json event.psychic-assault).
    const r = play(s0, 'event.psychic-assault', 'marine.lorenzo', '0');
    // Still inside the Event Phase: its orange spawn waits for the table, long before the end-of-phase merge.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'LEFT' });
    const deino = r.state.formation.find((p) => p.marine === 'marine.deino');
    expect(deino?.LEFT.swarms).toHaveLength(1);
    expect(view(r.state)[0]).toBe('[CLAW HEAD HEAD] | deino< |');
  });
});
