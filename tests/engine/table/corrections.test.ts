/**
 * Corrections by hand (table companion: "any count, card, token, facing or marine order can
 * be fixed by hand when the table and the app disagree"). Each is refused with a reason and
 * changes nothing when it cannot be true; else the game asks again from the fixed position.
 */
import { describe, expect, it } from 'vitest';
import { correct } from '../../../src/engine/corrections';
import type { Correction } from '../../../src/engine/corrections';
import { checkInvariants } from '../../../src/engine/invariants';
import { answer, newGame } from '../../../src/engine/driver';
import type { GameState } from '../../../src/engine/types';
import { build, view } from '../build';

function start(): GameState {
  return build({
    rows: ['[CLAW HEAD] #door*1 | lorenzo<+1 |', '| deino< | [TAIL]', '| gideon> |', '| noctis> |'],
    start: { phase: 'choose-actions' },
    blips: { LEFT: 5, RIGHT: 5 },
  }).state;
}

function fix(s: GameState, c: Correction): { state: GameState; log: string[] } {
  const r = correct(s, c);
  if (!r.ok) throw new Error(r.error);
  expect(checkInvariants(r.state)).toEqual([]);
  return r;
}

function refused(s: GameState, c: Correction): string {
  const before = JSON.stringify(s);
  const r = correct(s, c);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error('the correction was accepted');
  return r.error;
}

describe('corrections by hand', () => {
  it('facing, tokens and marine order', () => {
    let s = start();
    s = fix(s, { t: 'facing', marine: 'marine.deino', facing: 'RIGHT' }).state;
    s = fix(s, { t: 'tokens', marine: 'marine.noctis', count: 3 }).state;
    const r = fix(s, { t: 'swap', a: 'marine.lorenzo', b: 'marine.noctis' });
    expect(view(r.state)).toEqual(['[CLAW HEAD] #door*1 | noctis>+3 |', '| deino> | [TAIL]', '| gideon> |', '| lorenzo<+1 |']);
    expect(r.state.supply).toBe(12 - 1 - 1 - 3);
    expect(r.log[0]).toBe('Corrected: Lorenzo and Noctis trade places.');
  });

  it('swarm contents by type, and the blip piles', () => {
    let s = start();
    s = fix(s, { t: 'genestealers', at: { row: 0, side: 'LEFT' }, type: 'CLAW', count: 3 }).state;
    s = fix(s, { t: 'genestealers', at: { row: 1, side: 'RIGHT' }, type: 'TAIL', count: 0 }).state;
    s = fix(s, { t: 'genestealers', at: { row: 3, side: 'LEFT' }, type: 'TONGUE', count: 1 }).state;
    s = fix(s, { t: 'blips', side: 'LEFT', count: 2 }).state;
    expect(view(s)).toEqual(['[CLAW CLAW CLAW HEAD] #door*1 | lorenzo<+1 |', '| deino< |', '| gideon> |', '[TONGUE] | noctis> |']);
    expect(s.blips.LEFT).toHaveLength(2);
  });

  it('terrain placement and Door tokens, a Brood Lord, an Event back in the deck', () => {
    let s = start();
    s = fix(s, { t: 'terrain', terrain: 'terrain.door', at: { row: 2, side: 'RIGHT' } }).state;
    s = fix(s, { t: 'terrain-tokens', terrain: 'terrain.door', count: 3 }).state;
    s = fix(s, { t: 'brood-lord', id: 'brood-lord.a', at: { row: 3, side: 'RIGHT' } }).state;
    expect(view(s)).toEqual(['[CLAW HEAD] | lorenzo<+1 |', '| deino< | [TAIL]', '| gideon> | #door*3', '| noctis> | [BL-a]']);
    expect(s.supply).toBe(12 - 1 - 3);
    const discarded = s.eventDiscard[0] as string;
    s = fix(s, { t: 'event-discarded', event: discarded, discarded: false }).state;
    expect(s.eventDeck).toContain(discarded);
  });

  it('a marine slain by hand shifts the formation like any death (RB p28)', () => {
    // One marine above Deino, two below: the smaller top segment moves down into his row.
    const r = fix(start(), { t: 'slain', marine: 'marine.deino' });
    expect(view(r.state)).toEqual(['[CLAW HEAD] #door*1 | lorenzo<+1 | [TAIL]', '| gideon> |', '| noctis> |']);
  });

  it('the pending question is asked again from the corrected position', () => {
    // Support tokens on Lorenzo decide whether a re-roll is offered: take them away mid-defence.
    let s = build({ rows: ['[CLAW CLAW] | lorenzo<+1 |', '| deino> |'], start: { phase: 'genestealer-attack' } }).state;
    const rolled = answer(s, '1');
    if (!rolled.ok) throw new Error(rolled.error);
    s = rolled.state;
    expect(s.prompt).toMatchObject({ ask: 'defence-reroll' });
    s = fix(s, { t: 'tokens', marine: 'marine.lorenzo', count: 0 }).state;
    expect(s.marinesSlain).toContain('marine.lorenzo');
  });

  it.each<[Correction, string]>([
    [{ t: 'tokens', marine: 'marine.noctis', count: 12 }, 'Only 10 Support tokens are left in the supply; take tokens off another card first.'],
    [{ t: 'tokens', marine: 'marine.zael', count: 1 }, 'Brother Zael is not in the formation.'],
    [{ t: 'facing', marine: 'marine.deino', facing: 'UP' as 'LEFT' }, 'Facing must be left or right.'],
    [{ t: 'genestealers', at: { row: 9, side: 'LEFT' }, type: 'CLAW', count: 1 }, 'Position must be a row from 1 to 4.'],
    [{ t: 'genestealers', at: { row: 0, side: 'LEFT' }, type: 'CLAW', count: 20 }, 'No claw Genestealer is left outside the formation and the blip piles.'],
    [{ t: 'blips', side: 'LEFT', count: -1 }, 'A blip pile must be a whole number from 0 to 36.'],
    [{ t: 'terrain-tokens', terrain: 'terrain.corridor', count: 1 }, 'Corridor is not in the formation.'],
    [{ t: 'event-discarded', event: 'event.nope', discarded: true }, '"event.nope" is not an Event card.'],
  ])('refuses an impossible correction with its reason: %j', (c, message) => {
    expect(refused(start(), c)).toBe(message);
  });

  it('pocket play refuses corrections: the app deals there', () => {
    const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'RED', 'GREEN'] }], chance: 'dealer', seed: 1 });
    if (!r.ok) throw new Error(r.error);
    expect(refused(r.state, { t: 'facing', marine: r.state.formation[0]?.marine as string, facing: 'RIGHT' })).toBe(
      'Corrections are for games played with physical cards; in pocket play the app deals every card itself.',
    );
  });

  it('a kind named after an Object.prototype member is refused in plain words, never a do-nothing step', () => {
    const s = start();
    for (const t of ['hasOwnProperty', 'isPrototypeOf', '__lookupGetter__', 'constructor', 'toString', '__proto__', 'valueOf']) {
      expect(refused(s, { t } as unknown as Correction)).toBe('That is not a correction the app knows.');
    }
  });
});
