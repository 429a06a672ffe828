/**
 * Support and Move + Activate actions (RB p15–18; FAQ F2, F3; D-22).
 */
import { describe, expect, it } from 'vitest';
import { FOUR_PLAYERS, activate, asked, build, flip, marineId, options, play, rows, swap, tokenCount, view } from './build';

const EIGHT = ['| lorenzo<+1 |', '| deino< |', '| gideon< |', '| noctis< |', '| calistarius> |', '| scipio> |', '| zael> |', '| omnio> |'];

describe('Support (RB p15–16, p29; FAQ F2)', () => {
  // Bob's Block (1) first; the other cards find nothing to do in this formation.
  const chosen = { BLUE: 'action.intimidation', GREEN: 'action.block', GREY: 'action.power-field', PURPLE: 'action.flamer-attack' } as const;

  it('one token from the supply on any marine, even another player\'s marine that already has tokens', () => {
    const { state: s } = build({ players: FOUR_PLAYERS, rows: EIGHT, start: { phase: 'resolve-actions' }, chosen });
    expect(s.prompt).toMatchObject({ kind: 'decision', player: 1, ask: 'support-target', subject: 'action.block' });
    expect(options(s)).toEqual(['lorenzo', 'deino', 'gideon', 'noctis', 'calistarius', 'scipio', 'zael', 'omnio'].map(marineId));
    const { state: s2, log } = play(s, marineId('lorenzo'));
    expect(view(s2)[0]).toBe('| lorenzo<+2 |');
    expect(tokenCount(s2)).toEqual({ supply: 10, marines: 2, terrain: 0 });
    expect(log).toContain('A Support token goes on Lorenzo.');
    // F2: exactly one token; the next prompt is already Power Field's own token.
    expect(s2.prompt).toMatchObject({ player: 2, ask: 'support-target', subject: 'action.power-field' });
  });

  it('with the supply of 12 used up, no token is placed and nothing is asked (RB p29 Component Limitations)', () => {
    const full = ['| lorenzo<+3 |', '| deino<+3 |', '| gideon<+3 |', '| noctis<+3 |', '| calistarius> |', '| scipio> |', '| zael> |', '| omnio> |'];
    const { state: s, log } = build({ players: FOUR_PLAYERS, rows: full, start: { phase: 'resolve-actions' }, chosen });
    expect(tokenCount(s)).toEqual({ supply: 0, marines: 12, terrain: 0 });
    expect(log.filter((l) => l === 'No Support token is left in the supply, so none is placed.')).toHaveLength(2);
    // Block and Power Field placed nothing; Intimidation (11) is the first question.
    expect(s.prompt).toMatchObject({ player: 0, ask: 'move', subject: 'action.intimidation' });
    expect(view(s)).toEqual(rows(...full));
  });
});

describe('Move + Activate (RB p17–18; FAQ F2, F3)', () => {
  // 1 player: Run and Gun (12, Gideon and Noctis) moves; Lead by Example (13) and Psionic Attack (15)
  // find no swarm they face.
  const chosen = { BLUE: 'action.lead-by-example', GREEN: 'action.run-and-gun', GREY: 'action.psionic-attack' } as const;
  const SIX = [
    '#door | lorenzo< |',
    '| gideon< |',
    '#dark-corner | deino<+1 | [CLAW]',
    '| noctis> | #corridor',
    '| calistarius< |',
    '| scipio< |',
  ];

  it('a marine swaps only with an adjacent marine; facing and tokens go with him, terrain and swarms stay (RB p17)', () => {
    const { state: s } = build({ rows: SIX, start: { phase: 'resolve-actions' }, chosen });
    expect(s.prompt).toMatchObject({ kind: 'decision', player: 0, ask: 'move', subject: 'action.run-and-gun' });
    expect(options(s)).toEqual([swap('gideon', 'lorenzo'), swap('gideon', 'deino'), swap('noctis', 'deino'), swap('noctis', 'calistarius'), 'done']);
    const { state: s2, log } = play(s, swap('gideon', 'deino'));
    expect(log).toContain('Gideon and Deino trade places.');
    expect(view(s2)).toEqual(
      rows('#door | lorenzo< |', '| deino<+1 |', '#dark-corner | gideon< | [CLAW]', '| noctis> | #corridor', '| calistarius< |', '| scipio< |'),
    );
  });

  it('each team marine moves once; a team-mate who has moved is not swapped again (RB p17)', () => {
    const { state: s } = build({ rows: SIX, start: { phase: 'resolve-actions' }, chosen });
    const s2 = play(s, swap('gideon', 'deino')).state;
    // Gideon has moved: only Noctis may still move, and not with Gideon (that would move him twice).
    expect(options(s2)).toEqual([swap('noctis', 'calistarius'), 'done']);
    const s3 = play(s2, swap('noctis', 'calistarius')).state;
    expect(view(s3)).toEqual(
      rows('#door | lorenzo< |', '| deino<+1 |', '#dark-corner | gideon< | [CLAW]', '| calistarius< | #corridor', '| noctis> |', '| scipio< |'),
    );
    // Both have moved: the move step ends by itself and the facing step asks.
    expect(s3.prompt).toMatchObject({ ask: 'face' });
  });

  it('a marine swapped by his team-mate has moved: he is not offered a move, nor the swap back (RB p17–18 example, D-22 revised)', () => {
    const rows6 = ['#door | lorenzo< |', '| gideon< |', '| noctis> | [CLAW]', '| deino< |', '| calistarius< |', '| scipio< |'];
    const { state: s } = build({ rows: rows6, start: { phase: 'resolve-actions' }, chosen });
    const { state: a, log } = play(s, swap('gideon', 'noctis'));
    expect(log).toContain('Gideon and Noctis trade places.');
    // Noctis was moved into Gideon's place (as Noctis is "moved" in RB p18's example): neither
    // he nor Gideon moves again, so the move step ends and the facing step asks.
    expect(a.prompt).toMatchObject({ ask: 'face' });
  });

  it('after moving, any team marine may turn around; others keep their facing (RB p17 step b)', () => {
    const { state: s } = build({ rows: SIX, start: { phase: 'resolve-actions' }, chosen });
    const s2 = play(s, 'done').state;
    expect(s2.prompt).toMatchObject({ ask: 'face', options: [flip('gideon'), flip('noctis'), 'done'] });
    const { state: s3, log } = play(s2, flip('noctis'));
    expect(log).toContain('Noctis turns to face left.');
    expect(options(s3)).toEqual([flip('gideon'), 'done']);
    const s4 = play(s3, 'done').state;
    expect(view(s4)).toEqual(
      rows('#door | lorenzo< |', '| gideon< |', '#dark-corner | deino<+1 | [CLAW]', '| noctis< | #corridor', '| calistarius< |', '| scipio< |'),
    );
  });

  it('a marine activates only terrain in front of him (same position, side faced); the Door takes a token (RB p18)', () => {
    // Gideon moves up in front of the Door; Noctis faces the Corridor (cannot be activated).
    const { state: s } = build({ rows: SIX, start: { phase: 'resolve-actions' }, chosen });
    const s2 = play(s, swap('gideon', 'lorenzo'), 'done', 'done').state;
    expect(s2.prompt).toMatchObject({ ask: 'activate', options: [activate('gideon', 'terrain.door'), 'done'] });
    const { state: s3, log } = play(s2, activate('gideon', 'terrain.door'));
    expect(log).toEqual(expect.arrayContaining(['Gideon activates the Door.', 'A Support token goes on the Door (1 there now).']));
    expect(view(s3)[0]).toBe('#door*1 | gideon< |');
    expect(tokenCount(s3)).toEqual({ supply: 10, marines: 1, terrain: 1 });
    expect(s3.effects.activatedTerrain).toEqual(['terrain.door']);
  });

  it('terrain behind the marine cannot be activated (RB p18 "in front")', () => {
    const behind = ['| lorenzo< | #door', '| gideon< |', '| deino< |', '| noctis> |', '| calistarius< |', '| scipio< |'];
    const { state: s } = build({ rows: behind, start: { phase: 'resolve-actions' }, chosen });
    // Gideon swaps to the top, faces left: the Door is behind him; nothing to activate, the card ends.
    const { state: s2, log } = play(s, swap('gideon', 'lorenzo'), 'done', 'done');
    expect(log.some((l) => l.includes('activates'))).toBe(false);
    expect(s2.phase).toBe('event');
    expect(view(s2)[0]).toBe('| gideon< | #door');
  });

  it('each Terrain card is activated at most once per round (RB p18)', () => {
    const chosen2 = { BLUE: 'action.intimidation', GREEN: 'action.run-and-gun', GREY: 'action.psionic-attack' } as const;
    const calm = SIX.map((r) => r.replace(' [CLAW]', ''));
    const { state: s } = build({ rows: calm, start: { phase: 'resolve-actions' }, chosen: chosen2 });
    // Intimidation (11): Lorenzo faces the Door and activates it.
    expect(s.prompt).toMatchObject({ ask: 'move', subject: 'action.intimidation' });
    const s2 = play(s, 'done', 'done', activate('lorenzo', 'terrain.door')).state;
    expect(view(s2)[0]).toBe('#door*1 | lorenzo< |');
    // Run and Gun (12): Gideon takes Lorenzo's place in front of the same Door: no activation offered.
    expect(s2.prompt).toMatchObject({ ask: 'move', subject: 'action.run-and-gun' });
    const { state: s3 } = play(s2, swap('gideon', 'lorenzo'), 'done', 'done');
    expect(view(s3)[0]).toBe('#door*1 | gideon< |');
    expect(s3.phase).toBe('event');
    expect(asked(s3)).toBe('reveal:event');
  });

  it('a marine in front of two terrains activates one; his team-mate may activate another (FAQ F3)', () => {
    const two = ['#door #control-panel | lorenzo< |', '| deino< | #ventilation-duct', '| gideon< |', '| noctis> |', '| calistarius< |', '| scipio< |'];
    const chosen2 = { BLUE: 'action.intimidation', GREEN: 'action.block', GREY: 'action.psionic-attack' } as const;
    const { state: s } = build({ rows: two, start: { phase: 'resolve-actions' }, chosen: chosen2 });
    // Block (1) first: its token on Scipio.
    const s1 = play(s, marineId('scipio')).state;
    // Intimidation: nobody moves or turns; Deino faces the Ventilation Duct, which cannot be activated.
    const s2 = play(s1, 'done', 'done').state;
    expect(options(s2)).toEqual([activate('lorenzo', 'terrain.door'), activate('lorenzo', 'terrain.control-panel'), 'done']);
    const s3 = play(s2, activate('lorenzo', 'terrain.door')).state;
    // Lorenzo has activated once: the Control Panel is no longer offered; the card moves on.
    expect(s3.effects.activatedTerrain).toEqual(['terrain.door']);
    expect(asked(s3)).toBe('reveal:event');
  });

  it('both marines of one team may each activate a different terrain in the same action (FAQ F2, F3)', () => {
    const two = ['#door | lorenzo< |', '| deino> | #control-panel', '| gideon< |', '| noctis> |', '| calistarius< |', '| scipio< |'];
    const chosen2 = { BLUE: 'action.intimidation', GREEN: 'action.block', GREY: 'action.psionic-attack' } as const;
    const { state: s } = build({ rows: two, start: { phase: 'resolve-actions' }, chosen: chosen2 });
    const s2 = play(s, marineId('scipio'), 'done', 'done').state;
    expect(options(s2)).toEqual([activate('lorenzo', 'terrain.door'), activate('deino', 'terrain.control-panel'), 'done']);
    const { state: s3, log } = play(s2, activate('lorenzo', 'terrain.door'), activate('deino', 'terrain.control-panel'));
    expect(s3.effects.activatedTerrain).toEqual(['terrain.door', 'terrain.control-panel']);
    expect(log).toContain('Deino activates the Control Panel.');
    expect(view(s3).slice(0, 2)).toEqual(['#door*1 | lorenzo< |', '| deino> | #control-panel']);
  });

  it('a Door activated with the supply empty gets no token (RB p29)', () => {
    const full = ['#door | lorenzo<+4 |', '| gideon<+4 |', '| deino<+4 |', '| noctis> |', '| calistarius< |', '| scipio< |'];
    const chosen2 = { BLUE: 'action.intimidation', GREEN: 'action.run-and-gun', GREY: 'action.psionic-attack' } as const;
    const { state: s } = build({ rows: full, start: { phase: 'resolve-actions' }, chosen: chosen2 });
    const { state: s2, log } = play(s, 'done', 'done', activate('lorenzo', 'terrain.door'));
    expect(log).toContain('No Support token is left in the supply for the Door.');
    expect(view(s2)[0]).toBe('#door | lorenzo<+4 |');
    expect(tokenCount(s2)).toEqual({ supply: 0, marines: 12, terrain: 0 });
  });
});
