/**
 * "Activate Control Panel" Location abilities (RB p18 activate terrain, p26 step 4) and the
 * victory conditions of the two final Control Panel locations. Lorenzo activates the Control
 * Panel in front of him during Intimidation (Move + Activate); one player, blue marines only.
 * None of these rolls may be re-rolled (RB p16). Sources: cards.json location.<id>.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../build';
import { blipCounts, build, rows, view } from '../build';
import { expectAsk, expectDie, lines, run } from './helpers';

const ACTIVATE = ['done', 'done', 'activate:marine.lorenzo:terrain.control-panel'];

function panel(location: string, rowsIn: string[], extra: Partial<Scenario> = {}) {
  return build({
    rows: rowsIn,
    start: { phase: 'resolve-actions' },
    chosen: { BLUE: 'action.intimidation' },
    location,
    pastLocations: ['setup.void-lock-1p'],
    locationDeck: [],
    ...extra,
  }).state;
}

describe('Control Panel abilities', () => {
  // cards.json location.maintenance-tunnels.
  it('Maintenance Tunnels: the Control Panel is replaced by the Corridor, same row and side', () => {
    const s = panel('location.maintenance-tunnels', ['#control-panel | lorenzo< |', '| deino> |']);
    const r = run(s, ...ACTIVATE);
    expect(view(r.state)).toEqual(rows('#corridor | lorenzo< |', '| deino> |'));
    expect(r.fired).toEqual({ 'terrain.control-panel': 1, 'location.maintenance-tunnels': 1 });
  });

  // cards.json location.cryo-control.
  it('Cryo Control: one card of the chosen blip pile is discarded', () => {
    const s = panel('location.cryo-control', ['#control-panel | lorenzo< |', '| deino> |']);
    const r1 = run(s, ...ACTIVATE);
    expect(expectAsk(r1.state, 'discard-blip')).toEqual(['LEFT', 'RIGHT']);
    const r = run(s, ...ACTIVATE, 'RIGHT');
    expect(blipCounts(r.state)).toEqual({ LEFT: 4, RIGHT: 3 });
    expect(r.state.genestealerDiscard).toEqual([s.blips.RIGHT[0]]);
  });

  // cards.json location.apothecarion.
  it('Apothecarion: any marine gets a token and may then be turned round', () => {
    const s = panel('location.apothecarion', ['#control-panel | lorenzo< |', '| deino> |']);
    const r1 = run(s, ...ACTIVATE, 'marine.deino');
    expect(r1.state.prompt).toMatchObject({ ask: 'turn-around', subject: 'marine.deino', options: ['turn', 'stay'] });
    const r = run(s, ...ACTIVATE, 'marine.deino', 'turn');
    expect(view(r.state)).toEqual(rows('#control-panel | lorenzo< |', '| deino<+1 |'));
    expect(r.state.supply).toBe(11);
  });

  // cards.json location.core-cogitator: a Terrain card takes at most one Genestealer per spawn this Event Phase.
  it('Core Cogitator: the chosen Dark Corner receives one Genestealer from a major spawn; the Corridor still two', () => {
    const s = panel('location.core-cogitator', ['#control-panel | lorenzo< |', '#dark-corner | deino> | #corridor']);
    const r1 = run(s, ...ACTIVATE);
    expect(expectAsk(r1.state, 'limit-spawn')).toEqual(['terrain.control-panel', 'terrain.dark-corner', 'terrain.corridor']);
    // Secret Route: orange major (2 with one player), then green major; no Door, CLAW swarms move (none).
    const r = run(s, ...ACTIVATE, 'terrain.dark-corner', 'event.secret-route.1', 'HEAD', 'TAIL', 'TAIL');
    expect(view(r.state)).toEqual(rows('#control-panel | lorenzo< |', '[HEAD] #dark-corner | deino> | #corridor [TAIL TAIL]'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 3, RIGHT: 2 });
  });

  // cards.json location.teleportarium: each marine pays a token or rolls (0 = slain); both piles go; travel follows.
  it('Teleportarium: Lorenzo gives up a token, Deino rolls a 0 and dies; both blip piles are discarded and the squad travels', () => {
    const s = panel('location.teleportarium', ['#control-panel | lorenzo<+1 |', '| deino> |'], {
      pastLocations: ['setup.void-lock-1p'],
      locationDeck: ['location.hibernation-cluster'],
    });
    const r1 = run(s, ...ACTIVATE);
    expect(r1.state.prompt).toMatchObject({ ask: 'token-or-roll', subject: 'marine.lorenzo', options: ['token', 'roll'] });
    const r2 = run(s, ...ACTIVATE, 'token');
    expectDie(r2.state);
    const r = run(s, ...ACTIVATE, 'token', '0');
    expect(r.state.marinesSlain).toContain('marine.deino');
    expect(r.state.genestealerDiscard).toHaveLength(8);
    expect(view(r.state)).toEqual(rows('#control-panel | lorenzo< |'));
    expect(r.state.supply).toBe(12);
    expect(r.state.prompt).toMatchObject({ kind: 'reveal', reveal: 'location' });
  });

  // cards.json location.teleportarium: "either discards 1 of his tokens or rolls".
  it('Teleportarium: a marine with a token may roll instead, and a non-zero roll keeps him', () => {
    const s = panel('location.teleportarium', ['#control-panel | lorenzo<+1 |', '| deino> |'], { locationDeck: ['location.hibernation-cluster'] });
    const r = run(s, ...ACTIVATE, 'roll', '3', '5');
    expect(view(r.state)).toEqual(rows('#control-panel | lorenzo<+1 |', '| deino> |'));
    expect(blipCounts(r.state)).toEqual({ LEFT: 0, RIGHT: 0 });
  });

  // cards.json location.generatorium: a skull kills up to 4 anywhere; otherwise the activating marine dies.
  it('Generatorium: a skull kills up to four Genestealers anywhere in the formation', () => {
    const s = panel('location.generatorium', ['[CLAW CLAW] #control-panel | lorenzo<+1 |', '| deino> | [TAIL TAIL TAIL]']);
    const r1 = run(s, ...ACTIVATE, '2');
    expect(expectAsk(r1.state, 'slay-anywhere')).toEqual(['swarm:0:LEFT:0', 'swarm:1:RIGHT:0', 'done']);
    const r = run(s, ...ACTIVATE, '2', 'swarm:0:LEFT:0', 'swarm:0:LEFT:0', 'swarm:1:RIGHT:0', 'swarm:1:RIGHT:0');
    expect(view(r.state)).toEqual(rows('#control-panel | lorenzo<+1 |', '| deino> | [TAIL]'));
    expect(r.state.stats.genestealersSlain).toBe(4);
  });

  // cards.json location.generatorium; RB p16 (no re-roll: not an attack or defence roll).
  it('Generatorium: no skull — the activating marine dies (his token cannot re-roll it)', () => {
    const s = panel('location.generatorium', ['[CLAW CLAW] #control-panel | lorenzo<+1 |', '| deino> | [TAIL TAIL TAIL]']);
    const r = run(s, ...ACTIVATE, '4');
    expect(r.state.marinesSlain).toContain('marine.lorenzo');
    expect(view(r.state)).toEqual(rows('[CLAW CLAW] #control-panel | deino> | [TAIL TAIL TAIL]'));
  });
});

describe('Launch Control Room (final; cards.json location.launch-control-room victory)', () => {
  const launch = (tokens: number, extra: Partial<Scenario> = {}) => {
    const s = panel('location.launch-control-room', ['#control-panel | lorenzo< |', '| deino> |'], {
      pastLocations: ['setup.void-lock-1p', 'location.black-holds', 'location.generatorium'],
      ...extra,
    });
    s.locationTokens = tokens;
    s.supply -= tokens;
    return s;
  };

  // cards.json location.launch-control-room implementationNotes (tokens stay on the card).
  it('Launch Control Room: a token goes onto the Location card and stays out of the supply', () => {
    const s = launch(1);
    const r1 = run(s, ...ACTIVATE);
    expect(expectAsk(r1.state, 'launch-control')).toEqual(['token', 'roll']);
    const r = run(s, ...ACTIVATE, 'token');
    expect(r.state.locationTokens).toBe(2);
    expect(r.state.supply).toBe(10);
    expect(r.state.outcome).toBeNull();
  });

  // cards.json location.launch-control-room victory (number rolled ≤ tokens on the card).
  it('Launch Control Room: a roll not above the tokens on the card wins; above it, nothing happens', () => {
    const won = run(launch(2), ...ACTIVATE, 'roll', '2');
    expect(won.state.outcome).toBe('won');
    expect(won.state.phase).toBe('over');
    expect(lines(won.log, 'the launch sequence is complete')).toHaveLength(1);
    const no = run(launch(2), ...ACTIVATE, 'roll', '3');
    expect(no.state.outcome).toBeNull();
    expect(no.state.locationTokens).toBe(2);
  });

  // D-27: the literal reading — 0 ≤ 0, so a 0 wins with no token on the card.
  it('Launch Control Room: a 0 with no token on the card wins (D-27)', () => {
    const r = run(launch(0), ...ACTIVATE, 'roll', '0');
    expect(r.state.outcome).toBe('won');
    const no = run(launch(0), ...ACTIVATE, 'roll', '1');
    expect(no.state.outcome).toBeNull();
  });

  // RB p29: no token left in the supply — only the roll remains (a single option is taken at once).
  it('Launch Control Room: with an empty supply the die is rolled at once', () => {
    const r = run(launch(12), ...ACTIVATE);
    expectDie(r.state);
  });
});

describe('Toxin Pumping Station (final; cards.json location.toxin-pumping-station victory)', () => {
  const toxin = (rowsIn: string[], left: number, right: number) =>
    panel('location.toxin-pumping-station', rowsIn, {
      pastLocations: ['setup.void-lock-1p', 'location.black-holds', 'location.generatorium'],
      blips: { LEFT: left, RIGHT: right },
    });

  // cards.json location.toxin-pumping-station victory (both piles empty and no Genestealer).
  it('Toxin Pumping Station: the roll removes that many cards from the chosen pile; emptying both with no Genestealer left wins', () => {
    const s = toxin(['#control-panel | lorenzo< |', '| deino> |'], 0, 2);
    // Only the right pile still holds cards: it is taken without asking.
    const r = run(s, ...ACTIVATE, '3');
    expect(blipCounts(r.state)).toEqual({ LEFT: 0, RIGHT: 0 });
    expect(r.state.outcome).toBe('won');
    expect(lines(r.log, 'No Genestealer is left')).toHaveLength(1);
  });

  // cards.json location.toxin-pumping-station victory; RB p10.
  it('Toxin Pumping Station: empty piles are no win while a Genestealer stands in the formation', () => {
    const s = toxin(['#control-panel | lorenzo< |', '| deino> | [HEAD]'], 1, 3);
    const r1 = run(s, ...ACTIVATE, '4');
    expect(expectAsk(r1.state, 'toxin-pile')).toEqual(['LEFT', 'RIGHT']);
    const r = run(s, ...ACTIVATE, '4', 'RIGHT');
    expect(blipCounts(r.state)).toEqual({ LEFT: 1, RIGHT: 0 });
    expect(r.state.outcome).toBeNull();
    // The game goes on with the rest of Intimidation (Deino is engaged with the HEAD).
    expect(r.state.prompt).toMatchObject({ ask: 'intimidation' });
  });
});
