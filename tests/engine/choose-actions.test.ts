/**
 * Choose Actions and Resolve Actions order (RB p11–12, p13 "current player", p30; FAQ F1).
 */
import { describe, expect, it } from 'vitest';
import { actionsOfTeam } from '../../src/data';
import { FOUR_PLAYERS, asked, build, marineId, options, play, refuse } from './build';

const SIX = ['| lorenzo< |', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '| scipio> |'];
const EIGHT = ['| lorenzo< |', '| deino< |', '| gideon< |', '| noctis< |', '| calistarius> |', '| scipio> |', '| zael> |', '| omnio> |'];

describe('Choose Actions (RB p11, p30; FAQ F1)', () => {
  it('one player with three teams chooses one card per team, secretly, from that team only (RB p30)', () => {
    const { state: s } = build({ rows: SIX, start: { phase: 'choose-actions' } });
    expect(s.phase).toBe('choose-actions');
    expect(s.round).toBe(2);
    expect(s.prompt).toEqual({
      kind: 'decision',
      player: 0,
      ask: 'choose-action',
      subject: 'BLUE',
      options: ['action.counter-attack', 'action.intimidation', 'action.lead-by-example'],
      secret: true,
    });
    const s2 = play(s, 'action.intimidation').state;
    expect(s2.prompt).toMatchObject({ subject: 'GREEN', options: ['action.block', 'action.run-and-gun', 'action.dead-aim'] });
    const s3 = play(s2, 'action.block').state;
    expect(s3.prompt).toMatchObject({ subject: 'GREY', options: ['action.power-field', 'action.stealth-tactics', 'action.psionic-attack'] });
  });

  it('two players with two teams each: each player answers for each of his teams (RB p30)', () => {
    const players = [
      { name: 'Ann', teams: ['BLUE', 'GREEN'] as const },
      { name: 'Bob', teams: ['GREY', 'PURPLE'] as const },
    ].map((p) => ({ name: p.name, teams: [...p.teams] }));
    const { state: s0 } = build({ players, rows: EIGHT, start: { phase: 'choose-actions' } });
    const seen: string[] = [];
    let s = s0;
    for (const pick of ['action.intimidation', 'action.run-and-gun', 'action.stealth-tactics', 'action.forward-scouting']) {
      if (s.prompt?.kind !== 'decision') throw new Error('expected a decision');
      seen.push(`${s.prompt.player}:${s.prompt.subject ?? ''}`);
      s = play(s, pick).state;
    }
    expect(seen).toEqual(['0:BLUE', '0:GREEN', '1:GREY', '1:PURPLE']);
  });

  it('there is no pass: every team must choose one of its cards (FAQ F1)', () => {
    const { state: s } = build({ rows: SIX, start: { phase: 'choose-actions' } });
    for (const c of ['done', 'pass', '']) refuse(s, c);
    expect(options(s)).toEqual(actionsOfTeam('BLUE').map((a) => a.id));
  });

  it('the card resolved last round is not offered and is refused, leaving the position unchanged (RB p11)', () => {
    const { state: s } = build({
      rows: SIX,
      start: { phase: 'choose-actions' },
      lastResolved: { BLUE: 'action.intimidation', GREEN: 'action.block', GREY: 'action.psionic-attack' },
    });
    expect(options(s)).toEqual(['action.counter-attack', 'action.lead-by-example']);
    const error = refuse(s, 'action.intimidation');
    expect(error).toContain('action.intimidation');
    expect(error).toContain('Possible: action.counter-attack, action.lead-by-example');
    // Another team's card is refused too.
    refuse(s, 'action.run-and-gun');
    const s2 = play(s, 'action.counter-attack').state;
    expect(options(s2)).toEqual(['action.run-and-gun', 'action.dead-aim']);
  });

  it('a card resolved this round is missing from next round\'s options (RB p11, played through a whole round)', () => {
    const { state: s0 } = build({ rows: SIX, start: { phase: 'choose-actions' } });
    // Support cards: Counter Attack (3), Block (1), Power Field (6); each puts one token.
    let s = play(s0, 'action.counter-attack', 'action.block', 'action.power-field').state;
    expect(s.order).toEqual(['action.block', 'action.counter-attack', 'action.power-field']);
    s = play(s, marineId('gideon'), marineId('lorenzo'), marineId('scipio')).state;
    // No swarm: no Genestealer attack; the Event spawns nothing (no terrain) and moves nothing.
    expect(asked(s)).toBe('reveal:event');
    s = play(s, 'event.evasion').state;
    expect(s.round).toBe(3);
    expect(s.prompt).toMatchObject({ ask: 'choose-action', subject: 'BLUE', options: ['action.intimidation', 'action.lead-by-example'] });
    s = play(s, 'action.intimidation').state;
    expect(options(s)).toEqual(['action.run-and-gun', 'action.dead-aim']);
    s = play(s, 'action.run-and-gun').state;
    expect(options(s)).toEqual(['action.stealth-tactics', 'action.psionic-attack']);
  });
});

describe('Resolve Actions order and the current player (RB p12, p13)', () => {
  it('cards resolve lowest first; the owner of the lowest card is the current player', () => {
    const { state: s0 } = build({ players: FOUR_PLAYERS, rows: EIGHT, start: { phase: 'choose-actions' } });
    // Ann BLUE Intimidation 11, Bob GREEN Dead Aim 16, Cid GREY Power Field 6, Dee PURPLE Flamer Attack 14.
    const { state: s, log } = play(s0, 'action.intimidation', 'action.dead-aim', 'action.power-field', 'action.flamer-attack');
    expect(s.order).toEqual(['action.power-field', 'action.intimidation', 'action.flamer-attack', 'action.dead-aim']);
    expect(s.current).toBe(2);
    expect(log).toContain('Revealed: Power Field (6), Intimidation (11), Flamer Attack (14), Dead Aim (16). Cid is the current player.');
    // Power Field resolves first: Cid places its token.
    expect(s.prompt).toMatchObject({ kind: 'decision', player: 2, ask: 'support-target', subject: 'action.power-field' });
    // Then Intimidation (Ann moves); the two Attack cards find no swarm and end at once.
    const s2 = play(s, marineId('omnio')).state;
    expect(s2.prompt).toMatchObject({ player: 0, ask: 'move', subject: 'action.intimidation' });
    const r = play(s2, 'done', 'done');
    const resolved = r.log.filter((l) => l.includes(' resolves for the '));
    expect(resolved).toEqual(['Flamer Attack (14) resolves for the Purple team.', 'Dead Aim (16) resolves for the Green team.']);
    expect(r.state.phase).toBe('event');
    expect(r.state.lastResolved).toEqual({
      BLUE: 'action.intimidation',
      GREEN: 'action.dead-aim',
      GREY: 'action.power-field',
      PURPLE: 'action.flamer-attack',
    });
  });

  it('an illegal answer while resolving changes nothing (compared as JSON)', () => {
    const { state: s } = build({ players: FOUR_PLAYERS, rows: EIGHT, start: { phase: 'resolve-actions' }, chosen: { GREY: 'action.power-field' } });
    expect(asked(s)).toBe('decision:support-target');
    const error = refuse(s, 'marine.leon');
    expect(error).toBe(`"marine.leon" is not possible for "support-target" now. Possible: ${options(s).join(', ')}.`);
  });
});
