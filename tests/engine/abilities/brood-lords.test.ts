/**
 * Brood Lord rules (RB p24 "Brood Lord Cards"; cards.json broodLords / broodLordRules; FAQ F7;
 * discrepancies.md D-30, D-33). Brood Lord a = HEAD + TAIL, b = CLAW + TONGUE.
 */
import { describe, expect, it } from 'vitest';
import { build, rows, view } from '../build';
import { lines, run, solo } from './helpers';

describe('Brood Lords move on either of their two icons (RB p24; cards.json broodLords)', () => {
  const lord = () => build({ rows: ['| lorenzo< |', '[BL-a] | deino< |', '| gideon> |'], start: { phase: 'event' } }).state;

  // RB p24 (two icons); cards.json broodLords (a = HEAD + TAIL) and event movement icons.
  it.each([
    // HEAD, adjacent: left swarms move one row down. Nobody holds a token: Stalking asks nothing.
    { card: 'event.stalking-from-the-shadows.1', icon: 'HEAD', after: ['| lorenzo< |', '| deino< |', '[BL-a] | gideon> |'] },
    // TAIL, flank: the swarm in front of Deino goes behind him.
    { card: 'event.the-swarm.1', icon: 'TAIL', after: ['| lorenzo< |', '| deino< | [BL-a]', '| gideon> |'] },
    // CLAW, adjacent: not one of its icons, it stays.
    { card: 'event.secret-route.1', icon: 'CLAW', after: ['| lorenzo< |', '[BL-a] | deino< |', '| gideon> |'] },
  ])('Brood Lord a (head/tail) and a $icon movement icon ($card)', ({ card, after }) => {
    const r = run(lord(), card);
    expect(view(r.state)).toEqual(rows(...after));
  });

  // RB p24; cards.json broodLords (b = CLAW + TONGUE); event.full-scan.1 TONGUE adjacent.
  it('Brood Lord b (claw/tongue) moves with a TONGUE adjacent icon, up the right side', () => {
    const s = build({ rows: ['| lorenzo< |', '| deino< | [BL-b]'], start: { phase: 'event' } }).state;
    const r = run(s, 'event.full-scan.1', 'LEFT');
    expect(view(r.state)).toEqual(rows('| lorenzo< | [BL-b]', '| deino< |'));
  });
});

describe('A Brood Lord is slain last (RB p24)', () => {
  const attackAt = (swarm: string) =>
    build({ players: solo('GREEN', 'BLUE', 'GREY'), rows: [`${swarm} | noctis< |`, '| gideon> |'], start: { phase: 'resolve-actions' }, chosen: { GREEN: 'action.dead-aim' } }).state;

  // RB p24: the Brood Lord must be the last card of its swarm slain.
  it('Brood Lord last: a skull takes the normal Genestealer (not offered the Brood Lord); the next takes the Brood Lord', () => {
    const r = run(attackAt('[BL-a CLAW]'), 'marine.noctis', '1');
    expect(view(r.state)).toEqual(rows('[BL-a] | noctis< |', '| gideon> |'));
    expect(r.state.broodLordsSlain).toEqual([]);
  });

  // RB p24 (slain last; never in a blip pile); cards.json action.dead-aim.
  it('Brood Lord last: Dead Aim\'s three kills take the two normal cards first, then the Brood Lord (never to a blip pile)', () => {
    const s = attackAt('[BL-b CLAW TAIL]');
    const r1 = run(s, 'marine.noctis', '4');
    expect(r1.state.prompt).toMatchObject({ ask: 'slay', options: ['CLAW', 'TAIL'] });
    const r = run(s, 'marine.noctis', '4', 'TAIL');
    expect(view(r.state)).toEqual(rows('| noctis< |', '| gideon> |'));
    expect(r.state.broodLordsSlain).toEqual(['brood-lord.b']);
    expect(r.state.genestealerDiscard).toHaveLength(2);
    expect(lines(r.log, 'A Brood Lord is slain')).toHaveLength(1);
  });
});

describe('Brood Lord defence penalty (RB p24; FAQ F7)', () => {
  const attacked = (swarm: string, marine = 'lorenzo<', chosen = {}) =>
    build({ rows: [`${swarm} | ${marine} |`, '| deino> |'], start: { phase: 'genestealer-attack' }, chosen }).state;

  // RB p24: subtract 1 from the die roll.
  it('One Brood Lord: −1 — a 3 against [BL CLAW] (3 − 1 = 2 ≤ 2) slays, a 4 (3 > 2) misses', () => {
    expect(run(attacked('[BL-a CLAW]'), '3').state.marinesSlain).toContain('marine.lorenzo');
    expect(run(attacked('[BL-a CLAW]'), '4').state.marinesSlain).not.toContain('marine.lorenzo');
  });

  it('FAQ F7: two Brood Lords give −2 — a 4 against [BL-a BL-b] (4 − 2 = 2 ≤ 2) slays, a 5 (3 > 2) misses', () => {
    const r = run(attacked('[BL-a BL-b]'), '4');
    expect(r.state.marinesSlain).toContain('marine.lorenzo');
    expect(lines(r.log, 'he rolls 4 (−2 for Brood Lords), not enough.')).toHaveLength(1);
    expect(run(attacked('[BL-a BL-b]'), '5').state.marinesSlain).not.toContain('marine.lorenzo');
  });

  // D-33; cards.json action.block: the face's skull stays a skull whatever the Brood Lords take off.
  it('D-33: Block\'s skull saves Gideon against a swarm with both Brood Lords', () => {
    const s = build({
      players: solo('GREEN', 'BLUE', 'GREY'),
      rows: ['[BL-a BL-b CLAW] | gideon< |', '| noctis> |'],
      start: { phase: 'genestealer-attack' },
      chosen: { GREEN: 'action.block' },
    }).state;
    const r = run(s, '3');
    expect(r.state.marinesSlain).toEqual(['marine.lorenzo', 'marine.deino', 'marine.calistarius', 'marine.scipio']);
    expect(view(r.state)).toEqual(rows('[BL-a BL-b CLAW] | gideon< |', '| noctis> |'));
    expect(r.fired).toEqual({ 'action.block': 1 });
  });
});
