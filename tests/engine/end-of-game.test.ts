/**
 * Team elimination and the current player (RB p27), and the ends of the game (RB p10 "Object of
 * the Game", p24 Genestealer Lair victory).
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/engine/driver';
import { checkInvariants } from '../../src/engine/invariants';
import type { GameState, Team } from '../../src/engine/types';
import type { Scenario } from './build';
import { FOUR_PLAYERS, asked, build, marineId, options, play, view } from './build';

const FINAL = {
  location: 'location.toxin-pumping-station',
  pastLocations: ['setup.void-lock-1p', 'location.teleportarium', 'location.generatorium'],
  locationDeck: [] as string[],
};

function over(s: GameState, outcome: 'won' | 'lost'): void {
  expect(s.outcome).toBe(outcome);
  expect(s.phase).toBe('over');
  expect(s.prompt).toBeNull();
  expect(s.stack).toEqual([]);
  expect(checkInvariants(s)).toEqual([]);
  const r = answer(s, '1');
  expect(r).toEqual({ ok: false, error: `The game is over (${outcome}); nothing more can be answered.`, refusal: { code: 'game-over', outcome } });
}

describe('Defeat (RB p10)', () => {
  it('the last marine slain: every player loses', () => {
    // Only Lorenzo is left; the green and grey teams fell earlier.
    const s0 = build({ rows: ['[CLAW] | lorenzo> |'], start: { phase: 'genestealer-attack' } }).state;
    const { state: s, log } = play(s0, '1');
    expect(log).toContain('Defeat. Every Space Marine has fallen.');
    expect(s.formation).toEqual([]);
    over(s, 'lost');
  });

  it('the swarm that slays the last marine at the final Location is not a cleared formation: still a defeat', () => {
    const s0 = build({ rows: ['[CLAW] | lorenzo> |'], start: { phase: 'genestealer-attack' }, blips: { LEFT: 0, RIGHT: 0 }, ...FINAL }).state;
    over(play(s0, '0').state, 'lost');
  });
});

describe('Victory at the final Location (RB p10, p24)', () => {
  // Psionic Attack for the grey team (Scipio attacks normally); the other Attack cards find no target.
  const chosen = { BLUE: 'action.lead-by-example', GREEN: 'action.dead-aim', GREY: 'action.psionic-attack' } as const;
  const atFinal = (r: string[], extra: Partial<Scenario> = {}): GameState =>
    build({ rows: r, start: { phase: 'resolve-actions' }, chosen, blips: { LEFT: 0, RIGHT: 0 }, ...FINAL, ...extra }).state;
  const CALM = ['| lorenzo> |', '| deino> |', '| gideon> |', '| noctis> |', '| calistarius> |'];

  it('the last Genestealer slain with both blip piles empty: every player wins at once', () => {
    const s0 = atFinal(['[CLAW] | scipio< |', ...CALM]);
    const { state: s, log } = play(s0, marineId('scipio'), '2');
    expect(log).toContain('Victory! No Genestealer is left in the formation or the blip piles.');
    over(s, 'won');
  });

  it('not while a blip pile still holds a card', () => {
    const s0 = atFinal(['[CLAW] | scipio< |', ...CALM], { blips: { LEFT: 0, RIGHT: 1 } });
    const s = play(s0, marineId('scipio'), '2').state;
    expect(s.outcome).toBeNull();
    // Nothing attacks; the Event Phase begins.
    expect(asked(s)).toBe('reveal:event');
  });

  it('not while a Genestealer is left in the formation', () => {
    // The head Genestealer lies behind Lorenzo, out of Scipio's range.
    const s0 = atFinal(['[CLAW] | scipio< |', '| calistarius> |', '| gideon> |', '| noctis> |', '| deino> |', '[HEAD] | lorenzo> |']);
    const s = play(s0, marineId('scipio'), '2').state;
    expect(s.outcome).toBeNull();
    expect(s.phase).toBe('genestealer-attack');
  });

  it('victory comes at the kill, before a roll that could slay the last marine (RB p10)', () => {
    // Claudio is the last marine. Heroic Charge slays, then rolls (a 0 would kill him), but the last
    // Genestealer's death already wins: the roll is never asked for.
    const players = [{ name: 'Solo', teams: ['YELLOW', 'BLUE', 'GREEN'] as Team[] }];
    const s0 = atFinal(['[CLAW] | claudio< |'], { players, chosen: { YELLOW: 'action.heroic-charge' } });
    expect(options(s0)).toContain('ability:action.heroic-charge:marine.claudio');
    const { state: s, log } = play(s0, 'ability:action.heroic-charge:marine.claudio', 'swarm:0:LEFT:0');
    expect(log).toContain('Victory! No Genestealer is left in the formation or the blip piles.');
    expect(view(s)).toEqual(['| claudio< |']);
    over(s, 'won');
  });

  it('Genestealer Lair: both Brood Lords slain is a win, whatever else is left (RB p24)', () => {
    const lair = {
      location: 'location.genestealer-lair',
      pastLocations: ['setup.void-lock-1p', 'location.dark-catacombs', 'location.generatorium'],
      blips: { LEFT: 3, RIGHT: 3 },
    };
    // Dead Aim for the green team: Gideon (range 0) at one Brood Lord, Noctis (range 2) at the other.
    const s0 = atFinal(['[BL-a] | gideon< |', '[BL-b] | noctis< |', '| lorenzo> |', '| deino> |', '| calistarius> |', '[CLAW] | scipio> |'], lair);
    const a = play(s0, marineId('gideon'), '1');
    expect(a.state.broodLordsSlain).toEqual(['brood-lord.a']);
    expect(a.state.outcome).toBeNull();
    const { state: s, log } = play(a.state, marineId('noctis'), '3');
    expect(log).toContain('Victory! Both Brood Lords are dead: the lair is purged.');
    expect(view(s)[5]).toBe('[CLAW] | scipio> |');
    over(s, 'won');
  });
});

describe('Team elimination and the current player (RB p27)', () => {
  // Cid's Stealth Tactics (8) is the lowest card: Cid is the current player; Dee's Forward
  // Scouting (10) is next.
  const chosen = { BLUE: 'action.intimidation', GREEN: 'action.run-and-gun', GREY: 'action.stealth-tactics', PURPLE: 'action.forward-scouting' } as const;
  const grey = ['| lorenzo> |', '| deino> |', '[CLAW] | calistarius> |', '[CLAW] | scipio> |', '| gideon> |', '| noctis> |', '| zael> |', '| omnio> |'];

  it('both marines of a team slain: its Action cards leave the game, the current player passes on', () => {
    const s0 = build({ players: FOUR_PLAYERS, rows: grey, start: { phase: 'genestealer-attack' }, chosen }).state;
    expect(s0.current).toBe(2);
    const { state: s, log } = play(s0, '1', '1');
    expect(s.marinesSlain).toEqual([marineId('calistarius'), marineId('scipio')]);
    expect(log).toContain('The Grey combat team is gone; its Action cards leave the game.');
    expect(s.hands.GREY).toBeUndefined();
    expect(Object.keys(s.hands).sort()).toEqual(['BLUE', 'GREEN', 'PURPLE']);
    expect('GREY' in s.chosen || 'GREY' in s.lastResolved).toBe(false);
    expect(s.current).toBe(3);
    // Next round, only the three remaining teams choose.
    const subjects: string[] = [];
    let t = play(s, 'event.evasion').state;
    for (const pick of ['action.counter-attack', 'action.block', 'action.strategize']) {
      subjects.push(t.prompt?.kind === 'decision' ? (t.prompt.subject ?? '') : 'none');
      t = play(t, pick).state;
    }
    expect(subjects).toEqual(['BLUE', 'GREEN', 'PURPLE']);
    expect(t.order).toEqual(['action.block', 'action.counter-attack', 'action.strategize']);
    expect(t.current).toBe(1);
  });

  it('another team eliminated: the current player stays', () => {
    const purple = ['| lorenzo> |', '| deino> |', '[CLAW] | zael> |', '[CLAW] | omnio> |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];
    const s0 = build({ players: FOUR_PLAYERS, rows: purple, start: { phase: 'genestealer-attack' }, chosen }).state;
    const s = play(s0, '1', '1').state;
    expect(s.hands.PURPLE).toBeUndefined();
    expect(s.current).toBe(2);
  });

  it('a team eliminated during Resolve Actions: its chosen card does not resolve (constructed position)', () => {
    // Only card abilities slay marines during Resolve Actions, so this position is built by hand:
    // Power Field (6) is resolving; the blue team's two marines have just been slain.
    const chosen2 = { BLUE: 'action.intimidation', GREEN: 'action.run-and-gun', GREY: 'action.power-field', PURPLE: 'action.flamer-attack' } as const;
    const s = build({ players: FOUR_PLAYERS, rows: ['| lorenzo> |', '| deino> |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |', '| zael> |', '| omnio> |'], start: { phase: 'resolve-actions' }, chosen: chosen2 }).state;
    expect(s.prompt).toMatchObject({ ask: 'support-target', subject: 'action.power-field' });
    s.formation = s.formation.slice(2);
    s.marinesSlain.push(marineId('lorenzo'), marineId('deino'));
    delete s.hands.BLUE;
    delete s.chosen.BLUE;
    delete s.lastResolved.BLUE;
    expect(checkInvariants(s)).toEqual([]);
    const { state: s2, log } = play(s, marineId('zael'));
    expect(log.some((l) => l.startsWith('Intimidation (11)'))).toBe(false);
    expect(s2.prompt).toMatchObject({ player: 1, ask: 'move', subject: 'action.run-and-gun' });
    expect(s2.lastResolved.BLUE).toBeUndefined();
  });
});
