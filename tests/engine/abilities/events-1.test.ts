/**
 * Event card abilities, part 1 (RB p13–14 "Resolve Event Special Ability", Instinct and valid
 * targets; RB p22 movement). Four players: Cid (GREY, Stealth Tactics 8) is the current player,
 * so every Instinct question goes to player 2, secretly. No terrain is in play, so the spawn
 * boxes spawn nothing unless a test says otherwise. Sources: cards.json event.<id>.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../build';
import { FOUR_PLAYERS, blipCounts, build, rows, view } from '../build';
import { expectDie, run } from './helpers';

function ev(rowsIn: string[], extra: Partial<Scenario> = {}) {
  return build({ players: FOUR_PLAYERS, rows: rowsIn, start: { phase: 'event' }, eventDiscard: [], ...extra }).state;
}

/** The Instinct question: asked of the current player (Cid), before anyone sees the card (RB p14). */
function instinct(ask: string, options: string[]) {
  return { kind: 'decision', player: 2, ask, options, secret: true };
}

describe('Surrounded (event.surrounded)', () => {
  // cards.json event.surrounded: every Genestealer moves to the chosen marine, each on its own side.
  it('Surrounded: every swarm moves to Calistarius\'s position, each on its side, and merges there', () => {
    const s = ev(['[CLAW] | lorenzo< |', '| scipio< | [TAIL]', '| calistarius> |', '[HEAD] | zael> | [TONGUE]']);
    const r1 = run(s, 'event.surrounded');
    expect(r1.state.prompt).toMatchObject(instinct('surrounded', ['marine.lorenzo', 'marine.scipio', 'marine.calistarius', 'marine.zael']));
    const r = run(s, 'event.surrounded', 'marine.calistarius');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| scipio< |', '[CLAW HEAD] | calistarius> | [TAIL TONGUE]', '| zael> |'));
    expect(r.state.formation[2]?.LEFT.swarms).toHaveLength(1);
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action', player: 0 });
  });
});

describe('Flanking Manoeuvre (event.flanking-manoeuvre)', () => {
  // cards.json event.flanking-manoeuvre: no choice, no movement icon.
  it('Flanking Manoeuvre: every swarm goes behind its marine; swarms already behind stay', () => {
    const s = ev(['[CLAW] | lorenzo< | [TAIL]', '| scipio> | [HEAD]', '[TONGUE] | calistarius> |']);
    const r = run(s, 'event.flanking-manoeuvre');
    expect(view(r.state)).toEqual(rows('| lorenzo< | [CLAW TAIL]', '[HEAD] | scipio> |', '[TONGUE] | calistarius> |'));
    expect(r.fired).toEqual({ 'event.flanking-manoeuvre': 1 });
  });
});

describe('Out of Thin Air (event.out-of-thin-air.1 HEAD flank / .2 CLAW flank)', () => {
  // cards.json event.out-of-thin-air; RB p14 example: the target must give the most spawns (two if possible).
  it('Out of Thin Air: only marines whose behind pile holds 2 cards are valid; 2 spawn behind Lorenzo', () => {
    const s = ev(['| lorenzo< |', '| scipio> |', '| calistarius< |', '| zael> |'], { blips: { LEFT: 1, RIGHT: 4 } });
    const r1 = run(s, 'event.out-of-thin-air.1');
    expect(r1.state.prompt).toMatchObject(instinct('out-of-thin-air', ['marine.lorenzo', 'marine.calistarius']));
    const r = run(s, 'event.out-of-thin-air.1', 'marine.lorenzo', 'CLAW', 'HEAD');
    // Copy 1 flanks HEAD swarms: the new swarm is behind Lorenzo already and stays.
    expect(view(r.state)).toEqual(rows('| lorenzo< | [CLAW HEAD]', '| scipio> |', '| calistarius< |', '| zael> |'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 1, RIGHT: 2 });
  });

  // RB p14: when no marine can get two, the most possible (here one) decides.
  it('Out of Thin Air: with 1 and 0 cards in the piles, only marines with the card behind them are valid', () => {
    const s = ev(['| lorenzo< |', '| scipio> |', '| calistarius> |'], { blips: { LEFT: 1, RIGHT: 0 } });
    const r1 = run(s, 'event.out-of-thin-air.1');
    expect(r1.state.prompt).toMatchObject(instinct('out-of-thin-air', ['marine.scipio', 'marine.calistarius']));
  });

  // cards.json event.out-of-thin-air.2: movement CLAW, FLANK (D-10).
  it('Out of Thin Air copy 2: CLAW swarms flank behind their marine; HEAD swarms stay', () => {
    const s = ev(['| lorenzo> | [CLAW]', '[HEAD] | scipio< |'], { blips: { LEFT: 2, RIGHT: 3 } });
    const r = run(s, 'event.out-of-thin-air.2', 'marine.scipio', 'TAIL', 'TAIL');
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo> |', '[HEAD] | scipio< | [TAIL TAIL]'));
  });
});

describe('The Swarm (event.the-swarm.1 TAIL flank / .2 TONGUE flank)', () => {
  // cards.json event.the-swarm: 2 cards from the Genestealer deck onto each blip pile.
  it('The Swarm copy 1: each blip pile gets 2 cards from the deck; TAIL swarms flank', () => {
    const s = ev(['[TAIL] | lorenzo< |', '[TONGUE] | scipio< |']);
    const r = run(s, 'event.the-swarm.1');
    expect(blipCounts(r.state)).toEqual({ LEFT: 6, RIGHT: 6 });
    expect(r.state.genestealerDeck).toHaveLength(s.genestealerDeck.length - 4);
    expect(view(r.state)).toEqual(rows('| lorenzo< | [TAIL]', '[TONGUE] | scipio< |'));
  });

  // cards.json event.the-swarm.2: movement TONGUE, FLANK (D-10).
  it('The Swarm copy 2: TONGUE swarms flank; TAIL swarms stay', () => {
    const r = run(ev(['[TAIL] | lorenzo< |', '[TONGUE] | scipio< |']), 'event.the-swarm.2');
    expect(view(r.state)).toEqual(rows('[TAIL] | lorenzo< |', '| scipio< | [TONGUE]'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 6, RIGHT: 6 });
  });
});

describe('Psychic Assault (event.psychic-assault)', () => {
  // cards.json event.psychic-assault: any marine; a 0 or 1 slays him; no re-roll (RB p16).
  it('Psychic Assault: Scipio is chosen and a 1 slays him, his token notwithstanding', () => {
    const s = ev(['| lorenzo< |', '| scipio<+1 |', '| calistarius> |']);
    const r1 = run(s, 'event.psychic-assault');
    expect(r1.state.prompt).toMatchObject(instinct('psychic-assault', ['marine.lorenzo', 'marine.scipio', 'marine.calistarius']));
    const r2 = run(s, 'event.psychic-assault', 'marine.scipio');
    expectDie(r2.state);
    const r = run(s, 'event.psychic-assault', 'marine.scipio', '1');
    expect(r.state.marinesSlain).toContain('marine.scipio');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| calistarius> |'));
    expect(r.state.supply).toBe(12);
  });

  // cards.json event.psychic-assault: only 0 or 1 slays.
  it('Psychic Assault: a 2 leaves him unharmed', () => {
    const r = run(ev(['| lorenzo< |', '| scipio<+1 |', '| calistarius> |']), 'event.psychic-assault', 'marine.scipio', '2');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| scipio<+1 |', '| calistarius> |'));
  });
});

describe('They\'re Everywhere! (event.theyre-everywhere)', () => {
  // cards.json event.theyre-everywhere: each marine with no swarm at his position gets 1 on the side he faces.
  it('They\'re Everywhere!: Scipio and Calistarius (no swarm) each get one in front; Lorenzo (a swarm) none', () => {
    const s = ev(['| lorenzo< | [CLAW]', '| scipio< |', '| calistarius> |']);
    const r1 = run(s, 'event.theyre-everywhere');
    expect(r1.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'LEFT' });
    const r = run(s, 'event.theyre-everywhere', 'HEAD', 'HEAD');
    expect(view(r.state)).toEqual(rows('| lorenzo< | [CLAW]', '[HEAD] | scipio< |', '| calistarius> | [HEAD]'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 3, RIGHT: 3 });
  });
});

describe('Evasion (event.evasion)', () => {
  // cards.json event.evasion: next round every Attack card lets only one marine of its team attack.
  it('Evasion: next round Lead By Example lets Lorenzo attack, and then Deino may not', () => {
    const s = build({
      players: [{ name: 'Solo', teams: ['BLUE', 'GREEN', 'GREY'] }],
      rows: ['[CLAW] | lorenzo< |', '[TAIL] | deino< |'],
      start: { phase: 'event' },
    }).state;
    const r1 = run(s, 'event.evasion');
    expect(r1.state.effects.fromEvent.evasion).toBe(true);
    const r2 = run(s, 'event.evasion', 'action.lead-by-example');
    expect(r2.state.prompt).toMatchObject({ ask: 'attacker', options: ['marine.lorenzo', 'marine.deino', 'done'] });
    const r = run(s, 'event.evasion', 'action.lead-by-example', 'marine.lorenzo', 'swarm:1:LEFT:0', '4');
    // No second attacker: the Genestealer Attack Phase begins.
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: 'marine.lorenzo', swarm: { size: 1, side: 'LEFT', marine: 'marine.lorenzo' } } });
    expect(view(r.state)).toEqual(rows('[CLAW] | lorenzo< |', '[TAIL] | deino< |'));
  });
});

describe('Outnumbered (event.outnumbered)', () => {
  // cards.json event.outnumbered: marines engaged with any swarm (either side) lose all their tokens.
  it('Outnumbered: Lorenzo (swarm behind) and Calistarius lose their tokens; Scipio (no swarm) keeps his', () => {
    const s = ev(['| lorenzo<+2 | [TAIL]', '| scipio>+1 |', '[HEAD] | calistarius>+3 |']);
    const r = run(s, 'event.outnumbered');
    expect(view(r.state)).toEqual(rows('| lorenzo< | [TAIL]', '| scipio>+1 |', '[HEAD] | calistarius> |'));
    expect(r.state.supply).toBe(11);
  });
});

describe('Chaos of Battle (event.chaos-of-battle.1 / .2, both HEAD adjacent)', () => {
  // cards.json event.chaos-of-battle: every marine turns round before the spawns and the movement.
  it.each(['event.chaos-of-battle.1', 'event.chaos-of-battle.2'])('Chaos of Battle (%s): all marines turn; a HEAD swarm pushed off the top flanks behind the new facing', (card) => {
    const s = ev(['| lorenzo< | [HEAD]', '| scipio> |', '[HEAD] | calistarius< |']);
    const r = run(s, card);
    // Row 0 right moves up, off the top: it flanks behind Lorenzo, who now faces right.
    // Row 2 left moves down, off the bottom: behind Calistarius (now facing right) is the left: it stays.
    expect(view(r.state)).toEqual(rows('[HEAD] | lorenzo> |', '| scipio< |', '[HEAD] | calistarius> |'));
  });
});

describe('Stalking from the Shadows (event.stalking-from-the-shadows.1 / .2, both HEAD adjacent)', () => {
  // cards.json event.stalking-from-the-shadows: only a marine with tokens is a valid target (RB p14).
  it('Stalking from the Shadows: only marines with tokens are offered; all of Lorenzo\'s go back', () => {
    const s = ev(['| lorenzo<+2 |', '[HEAD] | scipio> |', '| calistarius>+1 |']);
    const r1 = run(s, 'event.stalking-from-the-shadows.1');
    expect(r1.state.prompt).toMatchObject(instinct('stalking', ['marine.lorenzo', 'marine.calistarius']));
    const r = run(s, 'event.stalking-from-the-shadows.1', 'marine.lorenzo');
    // HEAD adjacent: the left swarm moves one row down.
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '| scipio> |', '[HEAD] | calistarius>+1 |'));
    expect(r.state.supply).toBe(11);
  });

  // cards.json event.stalking-from-the-shadows ("no effect if nobody has tokens"); RB p14.
  it('Stalking from the Shadows copy 2: nobody holds a token, so nothing is asked; HEAD swarms move', () => {
    const r = run(ev(['| lorenzo< |', '| scipio> | [HEAD]', '| calistarius> |']), 'event.stalking-from-the-shadows.2');
    expect(view(r.state)).toEqual(rows('| lorenzo< | [HEAD]', '| scipio> |', '| calistarius> |'));
    expect(r.state.prompt).toMatchObject({ ask: 'choose-action' });
  });
});

describe('Resupply (event.resupply)', () => {
  // cards.json event.resupply: every token on the other marines moves to the chosen one; the Door's stay.
  it('Resupply: all marine tokens gather on Calistarius; the Door keeps its token', () => {
    const s = ev(['| lorenzo<+2 |', '#door*1 | scipio>+1 |', '| calistarius> |']);
    const r1 = run(s, 'event.resupply');
    expect(r1.state.prompt).toMatchObject(instinct('resupply', ['marine.lorenzo', 'marine.scipio', 'marine.calistarius']));
    const r = run(s, 'event.resupply', 'marine.calistarius');
    expect(view(r.state)).toEqual(rows('| lorenzo< |', '#door*1 | scipio> |', '| calistarius>+3 |'));
    expect(r.state.supply).toBe(8);
  });
});
