/**
 * The official FAQ's twelve rulings (shared/reference/faq-digest.md F1–F12): at least one test
 * each, every title naming its ruling.
 */
import { describe, expect, it } from 'vitest';
import { marinesOfTeam } from '../../../src/data';
import type { Team } from '../../../src/data';
import { newGame } from '../../../src/engine/driver';
import { ONE_PLAYER, build, refuse, rows, swap, view } from '../build';
import { expectAsk, lines, run, solo } from './helpers';

describe('FAQ: Space Marine actions (F1–F5)', () => {
  it('FAQ F1: an Action card every round — each team must choose one of its cards, there is no pass', () => {
    const s = build({ rows: ['| lorenzo< |', '| gideon> |', '| scipio> |'], start: { phase: 'choose-actions' } }).state;
    expect(s.prompt).toMatchObject({ ask: 'choose-action', subject: 'BLUE', options: ['action.counter-attack', 'action.intimidation', 'action.lead-by-example'] });
    for (const no of ['done', 'skip', 'pass']) refuse(s, no);
    const r = run(s, 'action.lead-by-example', 'action.dead-aim', 'action.psionic-attack');
    expect(r.state.order).toEqual(['action.lead-by-example', 'action.psionic-attack', 'action.dead-aim']);
  });

  it('FAQ F2: a Support card gives exactly one token in total, not one per marine', () => {
    const s = build({ rows: ['| lorenzo< |', '| deino> |'], start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.counter-attack' } }).state;
    expect(s.prompt).toMatchObject({ ask: 'support-target', subject: 'action.counter-attack' });
    const r = run(s, 'marine.deino');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| deino>+1 |'));
    expect(r.state.supply).toBe(11);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'event' });
  });

  it('FAQ F2: a Move + Activate card lets both team marines move and turn', () => {
    const s = build({ rows: ['| lorenzo< |', '| gideon< |', '| deino> |', '| noctis> |'], start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.intimidation', GREEN: 'action.block' } }).state;
    // Block (1) first: its token on Noctis.
    const r = run(s, 'marine.noctis', swap('lorenzo', 'gideon'), swap('deino', 'noctis'), 'flip:marine.lorenzo', 'flip:marine.deino');
    expect(view(r.state)).toEqual(rows('| gideon< |', '| lorenzo> |', '| noctis>+1 |', '| deino< |'));
  });

  it('FAQ F2: an Attack card lets both team marines attack', () => {
    const s = build({ rows: ['[CLAW] | lorenzo< |', '[TAIL] | deino< |'], start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.lead-by-example' } }).state;
    const r1 = run(s, 'marine.lorenzo', 'swarm:0:LEFT:0', '4');
    expect(expectAsk(r1.state, 'attacker')).toEqual(['marine.deino', 'done']);
    const r = run(s, 'marine.lorenzo', 'swarm:0:LEFT:0', '4', 'marine.deino', 'swarm:1:LEFT:0', '1', 'skip');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo< |', '| deino< |'));
  });

  it('FAQ F3: one terrain activation per marine; his team-mate may activate a different one in the same action', () => {
    const s = build({ rows: ['#door #spore-chimney | lorenzo< |', '| deino> | #control-panel'], start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.intimidation' } }).state;
    const r1 = run(s, 'done', 'done');
    expect(expectAsk(r1.state, 'activate')).toEqual([
      'activate:marine.lorenzo:terrain.door',
      'activate:marine.lorenzo:terrain.spore-chimney',
      'activate:marine.deino:terrain.control-panel',
      'done',
    ]);
    const r2 = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.door');
    // Lorenzo has used his activation: the Spore Chimney in front of him is no longer offered.
    expect(expectAsk(r2.state, 'activate')).toEqual(['activate:marine.deino:terrain.control-panel', 'done']);
    const r = run(s, 'done', 'done', 'activate:marine.lorenzo:terrain.door', 'activate:marine.deino:terrain.control-panel');
    expect(view(r.state)).toEqual(rows('#door*1 #spore-chimney | lorenzo< |', '| deino> | #control-panel'));
    expect(r.state.effects.activatedTerrain).toEqual(['terrain.door', 'terrain.control-panel']);
  });

  it('FAQ F4: a swarm moved by Strategize joins the swarm at its new place once the card has resolved', () => {
    const s = build({
      players: solo('PURPLE', 'BLUE', 'GREEN'),
      rows: ['| zael< | [HEAD]', '| omnio> | [CLAW CLAW]'],
      start: { phase: 'resolve-actions' },
      chosen: { PURPLE: 'action.strategize' },
    }).state;
    const r = run(s, 'marine.omnio', 'swarm:0:RIGHT:0', 'to:1:RIGHT');
    expect(view(r.state)).toEqual(rows('| zael< |', '| omnio>+1 | [CLAW CLAW HEAD]'));
    expect(r.state.formation[1]?.RIGHT.swarms).toHaveLength(1);
    // One swarm of 3 attacks Omnio.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.omnio', swarm: { size: 3, side: 'RIGHT', marine: 'marine.omnio' } } });
  });

  it('FAQ F5: Full Auto splits its attacks over different legal swarms (Heroic Charge and Psionic Attack: actions-attack tests)', () => {
    const s = build({ players: solo('RED', 'BLUE', 'GREEN'), rows: ['[CLAW] | leon< |', '[TAIL TAIL] | valencio< |'], start: { phase: 'resolve-actions' }, chosen: { RED: 'action.full-auto' } }).state;
    const r1 = run(s, 'marine.leon');
    expect(expectAsk(r1.state, 'attack-target')).toEqual(['swarm:0:LEFT:0', 'swarm:1:LEFT:0']);
    const r2 = run(s, 'marine.leon', 'swarm:1:LEFT:0', '1', 'attack');
    expect(expectAsk(r2.state, 'attack-target')).toEqual(['swarm:0:LEFT:0', 'swarm:1:LEFT:0']);
    const r = run(s, 'marine.leon', 'swarm:1:LEFT:0', '1', 'attack', 'swarm:0:LEFT:0', '2', 'stop');
    expect(view(r.state)).toEqual(rows('| leon< |', '[TAIL] | valencio< |'));
  });
});

describe('FAQ: Genestealer attacks (F6–F8)', () => {
  it('FAQ F6: the defence die is always rolled, even against 5 Genestealers — and Block can still save', () => {
    const plain = build({ rows: ['[CLAW CLAW CLAW CLAW CLAW] | lorenzo< |', '| deino> |'], start: { phase: 'genestealer-attack' } }).state;
    expect(plain.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.lorenzo', swarm: { size: 5, side: 'LEFT', marine: 'marine.lorenzo' } } });
    expect(run(plain, '5').state.marinesSlain).toContain('marine.lorenzo');
    const block = build({
      players: solo('GREEN', 'BLUE', 'GREY'),
      rows: ['[CLAW CLAW CLAW CLAW CLAW] | gideon< |', '| noctis> |'],
      start: { phase: 'genestealer-attack' },
      chosen: { GREEN: 'action.block' },
    }).state;
    expect(run(block, '1').state.marinesSlain).not.toContain('marine.gideon');
  });

  it('FAQ F7: two Brood Lords in one swarm take 2 off the defence roll', () => {
    const s = build({ rows: ['| lorenzo< | [BL-a BL-b CLAW]', '| deino> |'], start: { phase: 'genestealer-attack' } }).state;
    // 5 − 2 = 3 ≤ 3 cards: slain (with −1 only it would be 4 > 3, a miss).
    const r = run(s, '5');
    expect(r.state.marinesSlain).toContain('marine.lorenzo');
    expect(lines(r.log, '(−2 for Brood Lords)')).toHaveLength(1);
  });

  it('FAQ F8: Counter Attack works against a swarm behind Lorenzo (special abilities ignore facing, D-12)', () => {
    const s = build({ rows: ['| lorenzo> |', '[TAIL TAIL] | deino< |'], start: { phase: 'genestealer-attack' }, chosen: { BLUE: 'action.counter-attack' } }).state;
    const behind = build({ rows: ['[CLAW CLAW] | lorenzo> |', '| deino< |'], start: { phase: 'genestealer-attack' }, chosen: { BLUE: 'action.counter-attack' } }).state;
    const r = run(behind, '2', '4');
    // Saved by the skull, one CLAW cut down, the other attacks again and misses with a 4.
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo> |', '| deino< |'));
    expect(lines(r.log, 'Counter Attack')).toHaveLength(1);
    // Deino is not Lorenzo: his skull against 2 kills him.
    expect(run(s, '2').state.marinesSlain).toContain('marine.deino');
  });
});

describe('FAQ: miscellaneous (F9–F12)', () => {
  it('FAQ F9: the formation is dealt at random — team-mates may end up next to each other or apart', () => {
    const adjacent: boolean[] = [];
    const orders = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const r = newGame({ players: ONE_PLAYER, chance: 'dealer', seed });
      if (!r.ok) throw new Error(r.error);
      const order = r.state.formation.map((p) => p.marine);
      orders.add(order.join(','));
      const team = (m: string): Team | undefined => (['BLUE', 'GREEN', 'GREY'] as Team[]).find((t) => marinesOfTeam(t).some((d) => d.id === m));
      adjacent.push(order.some((m, i) => i > 0 && team(m) === team(order[i - 1] as string)));
    }
    expect(adjacent).toContain(true);
    expect(adjacent).toContain(false);
    expect(orders.size).toBeGreaterThan(30);
    // At the table any undealt marine may come next, the team-mate of the last one included.
    const t = newGame({ players: ONE_PLAYER, chance: 'table', seed: 0 });
    if (!t.ok) throw new Error(t.error);
    const after = run(t.state, 'marine.lorenzo');
    expect(after.state.prompt?.options).toContain('marine.deino');
  });

  it('FAQ F10: Genestealers spawned by an Event card are moved by that same card\'s movement icon', () => {
    // The Swarm (1): yellow minor (1 with one player) at the Door, then TAIL flank.
    const s = build({ rows: ['#door | lorenzo< |', '| deino> |'], start: { phase: 'event' } }).state;
    const r = run(s, 'event.the-swarm.1', 'TAIL');
    expect(view(r.state)).toEqual(rows('#door | lorenzo< | [TAIL]', '| deino> |'));
  });

  it('FAQ F11: a short blip pile — the current player picks which same-colour terrain fills first', () => {
    // Stalking from the Shadows: red major (2 each), green minor; HEAD movement.
    const s = build({ rows: ['#ventilation-duct | lorenzo> |', '#spore-chimney | deino> |'], start: { phase: 'event' }, blips: { LEFT: 3, RIGHT: 4 } }).state;
    const r1 = run(s, 'event.stalking-from-the-shadows.1');
    expect(r1.state.prompt).toMatchObject({ player: 0, ask: 'spawn-first', options: ['terrain.ventilation-duct', 'terrain.spore-chimney'] });
    const r = run(s, 'event.stalking-from-the-shadows.1', 'terrain.spore-chimney', 'TAIL', 'TAIL', 'CLAW');
    expect(view(r.state)).toEqual(rows('[CLAW] #ventilation-duct | lorenzo> |', '[TAIL TAIL] #spore-chimney | deino> |'));
    // The left pile is empty: the squad travels at the end of the Event Phase.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
  });

  it('FAQ F11: the first spawn box is resolved completely before the second', () => {
    // Evasion: yellow minor (the Door) then red minor (the Ventilation Duct), both from the left pile of 1.
    const s = build({ rows: ['#door | lorenzo> |', '#ventilation-duct | deino> |'], start: { phase: 'event' }, blips: { LEFT: 1, RIGHT: 4 } }).state;
    const r = run(s, 'event.evasion', 'CLAW');
    expect(view(r.state)).toEqual(rows('[CLAW] #door | lorenzo> |', '#ventilation-duct | deino> |'));
  });

  it('FAQ F12: after the Power Field swarm merges, the Door on travel cannot slay any card of the merged swarm', () => {
    const s = build({
      players: solo('GREY', 'BLUE', 'GREEN'),
      rows: ['[TONGUE] | scipio< | #door*1', '[CLAW] | calistarius< |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.power-field' },
      blips: { LEFT: 1, RIGHT: 4 },
    }).state;
    // Power Field on the TONGUE; the CLAW's attack misses; Full Scan empties the left pile; the yellow
    // major puts 2 at the Door (right pile); TONGUE adjacent moves the shielded swarm onto the CLAW.
    const r = run(s, 'marine.scipio', 'swarm:0:LEFT:0', '5', 'event.full-scan.1', 'LEFT', 'HEAD', 'HEAD');
    expect(view(r.state)).toEqual(rows('| scipio<+1 | #door*1 [HEAD HEAD]', '[CLAW TONGUE] | calistarius< |'));
    expect(r.state.prompt).toMatchObject({ ask: 'door-slay', options: ['swarm:0:RIGHT:0', 'done'] });
    // Control: with no Power Field the merged swarm may be slain by the Door.
    const c = run(s, 'marine.scipio', 'skip', '5', '5', 'event.full-scan.1', 'LEFT', 'HEAD', 'HEAD');
    expect(c.state.prompt).toMatchObject({ ask: 'door-slay', options: ['swarm:0:RIGHT:0', 'swarm:1:LEFT:0', 'done'] });
  });

  // FAQ F12 by extension; RB p13 (a swarm is every card on its side of a position), RB p21 (a spawn is placed there).
  it('FAQ F12 (extension): a Genestealer spawned into the Power Field swarm is protected with it', () => {
    // Found by this suite: a card spawned into a shielded swarm (addToSide) used to be left unshielded, so the Door
    // could slay it while the same swarm still counted as shielded for attacking.
    const s = build({
      players: solo('GREY', 'BLUE', 'GREEN'),
      rows: ['[CLAW] #door*1 | scipio< |', '| calistarius< |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREY: 'action.power-field' },
      blips: { LEFT: 3, RIGHT: 4 },
    }).state;
    // Full Scan takes one left card; the yellow major spawns the last 2 into the shielded swarm at the Door.
    const r = run(s, 'marine.scipio', 'swarm:0:LEFT:0', 'event.full-scan.1', 'LEFT', 'HEAD', 'HEAD');
    expect(view(r.state)).toEqual(rows('[CLAW HEAD HEAD] #door*1 | scipio<+1 |', '| calistarius< |'));
    // Nothing may be slain by the Door: the travel goes straight to the next Location.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
  });
});
