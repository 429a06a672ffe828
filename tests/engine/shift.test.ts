/**
 * Shifting the formation after a marine is slain (RB p28–29; D-23, D-25). The smaller segment
 * moves into the slain marine's position, so his position's terrain and swarms end up engaged
 * with the neighbour that moves in: the one above when the top segment is smaller, the one
 * below when the bottom segment is smaller or both are equal.
 */
import { describe, expect, it } from 'vitest';
import { whyEn } from '../../src/engine/words/why-en';
import type { GameState, Player } from '../../src/engine/types';
import { asked, build, marineId, play, rows, view } from './build';

function gsAttack(r: string[], players?: Player[]): GameState {
  return build({ rows: r, start: { phase: 'genestealer-attack' }, ...(players ? { players } : {}) }).state;
}

function why(s: GameState): string {
  return s.prompt?.kind === 'reveal' ? whyEn(s.prompt.why) : `not a reveal: ${JSON.stringify(s.prompt)}`;
}

describe('Which segment shifts (RB p28)', () => {
  it('5 marines, the 2nd slain: the top segment (1) is smaller and moves down; two terrains share a position', () => {
    const s0 = gsAttack([
      '| lorenzo> | #ventilation-duct [HEAD]',
      '[CLAW] #door*1 | deino> | #corridor',
      '| gideon> |',
      '| noctis> |',
      '| calistarius> |',
    ]);
    const { state: s, log } = play(s0, '5', '0');
    expect(log).toContain('Deino is slain. The marines above move down.');
    expect(view(s)).toEqual(rows('[CLAW] #door*1 | lorenzo> | #ventilation-duct #corridor [HEAD]', '| gideon> |', '| noctis> |', '| calistarius> |'));
    expect(s.phase).toBe('event');
  });

  it('5 marines, the 4th slain: the bottom segment (1) is smaller and moves up', () => {
    const s0 = gsAttack(['| lorenzo> |', '| deino> |', '| gideon> |', '[CLAW] #dark-corner | noctis> |', '| calistarius> | [HEAD]']);
    const a = play(s0, '1');
    expect(a.log).toContain('Noctis is slain. The marines below move up.');
    // Calistarius's own swarm has not attacked yet and does so now.
    expect(why(a.state)).toBe("Calistarius's defence roll against the swarm of 1 right of Calistarius.");
    const s = play(a.state, '5').state;
    expect(view(s)).toEqual(rows('| lorenzo> |', '| deino> |', '| gideon> |', '[CLAW] #dark-corner | calistarius> | [HEAD]'));
  });

  it('5 marines, the middle one slain: equal segments, the bottom moves up (RB p28)', () => {
    const s0 = gsAttack(['| lorenzo> |', '| deino> |', '[CLAW] #door | gideon> |', '| noctis> |', '| calistarius> |']);
    const { state: s, log } = play(s0, '1');
    expect(log).toContain('Gideon is slain. The marines below move up.');
    expect(view(s)).toEqual(rows('| lorenzo> |', '| deino> |', '[CLAW] #door | noctis> |', '| calistarius> |'));
  });

  it('6 marines, the 3rd slain: top segment 2 against 3, the top moves down', () => {
    const s0 = gsAttack(['| lorenzo> |', '| deino> |', '[CLAW] #door | gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |']);
    const s = play(s0, '1').state;
    expect(view(s)).toEqual(rows('| lorenzo> |', '[CLAW] #door | deino> |', '| noctis> |', '| calistarius> |', '| scipio> |'));
  });

  it('6 marines, the 4th slain: bottom segment 2 against 3, the bottom moves up', () => {
    const s0 = gsAttack(['| lorenzo> |', '| deino> |', '| gideon> |', '[CLAW] #door | noctis> |', '| calistarius> |', '| scipio> |']);
    const s = play(s0, '1').state;
    expect(view(s)).toEqual(rows('| lorenzo> |', '| deino> |', '| gideon> |', '[CLAW] #door | calistarius> |', '| scipio> |'));
  });

  it('the top marine slain: his position joins the new top marine (D-25)', () => {
    const s0 = gsAttack(['[CLAW] #door*2 | lorenzo> | #corridor', '| deino< |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |']);
    const { state: s, log } = play(s0, '1');
    // The marines below close the gap (issue 13: the log used to say the marines above move down).
    expect(log).toContain('Lorenzo is slain. The marines below move up.');
    expect(view(s)).toEqual(rows('[CLAW] #door*2 | deino< | #corridor', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'));
    expect(s.marinesSlain).toEqual([marineId('lorenzo')]);
  });

  it('the bottom marine slain: his position joins the new bottom marine (D-25)', () => {
    const s0 = gsAttack(['| lorenzo> |', '| deino< |', '| gideon> |', '| noctis> |', '| calistarius> | #corridor', '[CLAW] #dark-corner | scipio> |']);
    const s = play(s0, '1').state;
    expect(view(s)).toEqual(rows('| lorenzo> |', '| deino< |', '| gideon> |', '| noctis> |', '[CLAW] #dark-corner | calistarius> | #corridor'));
  });
});

describe('Swarms brought together by a shift (RB p28–29; D-23)', () => {
  it("the rulebook's Deino example: the swarm that killed him does not attack again; the merge waits for the end of the Event Phase (RB p29)", () => {
    // The green team fell earlier; four marines remain. Deino (3rd) is attacked from behind by 1
    // Genestealer; Claudio below him has a swarm of 2 on the same side that has not attacked yet.
    const players: Player[] = [{ name: 'Solo', teams: ['BLUE', 'YELLOW', 'GREEN'] }];
    const s0 = gsAttack(['| lorenzo< |', '| goriel< |', '[CLAW] | deino> |', '[HEAD HEAD] | claudio> |'], players);
    const a = play(s0, '1');
    expect(a.log).toContain('Deino is slain. The marines below move up.');
    // The swarm of 2 attacks alone: a 3 misses (against the merged 3 it would have killed).
    expect(why(a.state)).toBe("Claudio's defence roll against the swarm of 2 left of Claudio.");
    const b = play(a.state, '3');
    expect(b.state.marinesSlain).toEqual([marineId('gideon'), marineId('noctis'), marineId('deino')]);
    // No third attack: the Event Phase begins with the two swarms still apart.
    expect(asked(b.state)).toBe('reveal:event');
    expect(view(b.state)).toEqual(['| lorenzo< |', '| goriel< |', '[HEAD HEAD] [CLAW] | claudio> |']);
    // Evasion spawns nothing here (no terrain) and flanks head swarms, which are already behind Claudio.
    const c = play(b.state, 'event.evasion');
    expect(view(c.state)).toEqual(rows('| lorenzo< |', '| goriel< |', '[CLAW HEAD HEAD] | claudio> |'));
    expect(c.state.formation[2]?.LEFT.swarms).toHaveLength(1);
    expect(asked(c.state)).toBe('decision:choose-action');
  });

  it('two swarms that have not attacked and meet in a shift attack one by one, then merge at the end of the Event Phase (RB p28–29, D-24 revised; replaces H5)', () => {
    // Deino (top) is killed from behind by 1 claw; his head Genestealer has not attacked. He is
    // the top marine, so his cards join Claudio (D-25), whose swarm of 2 tails has not attacked either.
    const players: Player[] = [{ name: 'Solo', teams: ['BLUE', 'YELLOW', 'GREEN'] }];
    const s0 = gsAttack(['[CLAW] | deino> | [HEAD]', '| claudio> | [TAIL TAIL]', '| lorenzo> |', '| goriel> |'], players);
    const a = play(s0, '1');
    expect(a.log.some((l) => l.startsWith('Deino is slain.'))).toBe(true);
    // RB p28: swarms at one place merge "at the end of the Event Phase"; RB p29's example merges
    // "after all swarms have attacked". So the 2 tails attack, then the head on its own.
    expect(a.state.formation[0]?.RIGHT.swarms.map((sw) => sw.cards.length)).toEqual([2, 1]);
    expect(why(a.state)).toMatch(/^Claudio's defence roll against the swarm of 2 /);
    // A 3 beats 2 (against one swarm of 3 it would have killed him), then a 2 beats the lone head.
    const b = play(a.state, '3');
    expect(b.log.some((l) => l.startsWith('Claudio is slain.'))).toBe(false);
    expect(why(b.state)).toMatch(/^Claudio's defence roll against the swarm of 1 /);
    const c = play(b.state, '2');
    expect(c.log.some((l) => l.startsWith('Claudio is slain.'))).toBe(false);
    expect(asked(c.state)).toBe('reveal:event');
  });

  // Power Field (D-29 revised, FAQ F12): the chosen swarm does not attack; cards a shift brings
  // beside it are not shielded and still attack. After the merge at the end of the Event Phase
  // the whole swarm cannot be slain for the rest of the round.
  const soloPlayers: Player[] = [{ name: 'Solo', teams: ['BLUE', 'YELLOW', 'GREEN'] }];
  const shield = (st: GameState, row: number, side: 'LEFT' | 'RIGHT') => {
    st.effects.shielded.push(...(st.formation[row]?.[side].swarms[0]?.cards ?? []));
    return st;
  };

  it('a shielded swarm below the slain marine: his unattacked swarm beside it still attacks on its own (D-29, F12)', () => {
    const s0 = shield(gsAttack(['[CLAW] | deino> | [HEAD]', '| claudio> | [TAIL TAIL]', '| lorenzo> |', '| goriel> |'], soloPlayers), 1, 'RIGHT');
    const a = play(s0, '1');
    expect(a.log.some((l) => l.startsWith('Deino is slain.'))).toBe(true);
    const right = a.state.formation[0]?.RIGHT.swarms ?? [];
    expect(right.map((sw) => sw.cards.length)).toEqual([2, 1]);
    expect(right[1]?.cards.some((c) => a.state.effects.shielded.includes(c))).toBe(false);
    expect(why(a.state)).toMatch(/^Claudio's defence roll against the swarm of 1 /);
    const b = play(a.state, '1');
    expect(b.log.some((l) => l.startsWith('Claudio is slain.'))).toBe(true);
  });

  it('a shielded swarm above the slain marine: the head that joins it still attacks on its own (D-29, F12)', () => {
    const s0 = shield(gsAttack(['[CLAW] | lorenzo> | [TAIL]', '[CLAW CLAW] | deino> | [HEAD]', '| claudio> |', '| goriel> |'], soloPlayers), 0, 'RIGHT');
    // Lorenzo beats the claw (a 5 beats 1); the shielded tail is passed over; Deino dies to the 2 claws.
    const a = play(s0, '5', '2');
    expect(a.log.some((l) => l.startsWith('Deino is slain.'))).toBe(true);
    const right = a.state.formation[0]?.RIGHT.swarms ?? [];
    expect(right.map((sw) => sw.cards.length)).toEqual([1, 1]);
    expect(why(a.state)).toMatch(/^Lorenzo's defence roll against the swarm of 1 /);
    const b = play(a.state, '4');
    expect(asked(b.state)).toBe('reveal:event');
  });

  it('when the top moves down, the slain marine\'s unattacked swarm attacks the marine above with its own size only', () => {
    const s0 = gsAttack(['| lorenzo> | [TAIL]', '[CLAW CLAW] | deino> | [HEAD]', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |']);
    // Lorenzo survives the tail; Deino dies to the claws from behind.
    const a = play(s0, '5', '2');
    expect(a.log).toContain('Deino is slain. The marines above move down.');
    // The head Genestealer (not yet attacked) now faces Lorenzo, alone: a 2 misses it.
    expect(why(a.state)).toBe("Lorenzo's defence roll against the swarm of 1 right of Lorenzo.");
    const b = play(a.state, '2');
    expect(b.state.marinesSlain).toEqual([marineId('deino')]);
    expect(asked(b.state)).toBe('reveal:event');
    expect(view(b.state)[0]).toBe('[CLAW CLAW] | lorenzo> | [TAIL] [HEAD]');
    // Outnumbered: no terrain, no tokens; claw swarms flank, and the claws are already behind Lorenzo.
    const c = play(b.state, 'event.outnumbered');
    expect(view(c.state)[0]).toBe('[CLAW CLAW] | lorenzo> | [HEAD TAIL]');
  });
});
