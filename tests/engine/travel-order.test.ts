/**
 * When travel happens relative to the round's steps (rulings T8 and T9, issue 27 §6).
 *
 * RB p25: "Travelling automatically occurs whenever there are 0 cards in any blip pile at the
 * end of any phase." RB p12 (Resolve Actions Phase): "Once all players have chosen Action cards,
 * all chosen cards are simultaneously turned face up": the reveal is the first step of the
 * Resolve Actions Phase, so a travel due at the end of the Choose Actions Phase comes before it.
 * RB p8: "players begin the game by proceeding to the first game round": setup is not a phase.
 */
import { describe, expect, it } from 'vitest';
import { marinesOfTeam } from '../../src/data';
import type { Team } from '../../src/data';
import { answer, newGame } from '../../src/engine/driver';
import type { GameState } from '../../src/engine/types';
import { FOUR_PLAYERS, asked, blipCounts, build, play, ref } from './build';

const DECK = ['location.teleportarium', 'location.generatorium', 'location.toxin-pumping-station'];

describe('a travel due at the end of the Choose Actions Phase comes before the reveal (RB p25, p12)', () => {
  // Last round Dee (player 4) played the lowest card; this round Bob's Block (1) will be lowest.
  function chosenWithEmptyPile(): { s: GameState; log: string[] } {
    const built = build({
      players: FOUR_PLAYERS,
      rows: [
        '#door*1 | lorenzo< |',
        '[CLAW] | deino< |',
        '| gideon< |',
        '| noctis> |',
        '| calistarius> |',
        '| scipio> | [HEAD]',
        '| zael> |',
        '| omnio> |',
      ],
      start: { phase: 'choose-actions' },
      blips: { LEFT: 0, RIGHT: 3 },
      locationDeck: DECK,
      location: 'location.cryo-control',
      pastLocations: ['setup.void-lock-2-4p'],
    }).state;
    const s0: GameState = { ...built, current: 3 };
    const { state, log } = play(s0, 'action.intimidation', 'action.block', 'action.power-field', 'action.strategize');
    return { s: state, log };
  }

  it('the Door asks last round\'s current player, before any card is turned up', () => {
    const { s, log } = chosenWithEmptyPile();
    expect(s.phase).toBe('choose-actions');
    expect(asked(s)).toBe('decision:door-slay');
    expect(s.prompt?.kind === 'decision' && s.prompt.player).toBe(3);
    expect(log).toContain('A blip pile is empty: the squad travels to the next location.');
    expect(log.some((l) => l.startsWith('Revealed: '))).toBe(false);
    // The cards are chosen but not yet revealed: no resolution order yet.
    expect(s.order).toEqual([]);
  });

  it('after the travel the cards are revealed and the lowest card\'s owner becomes the current player (RB p12–13)', () => {
    const { s } = chosenWithEmptyPile();
    const after = play(s, ref(1, 'LEFT'), 'location.teleportarium');
    const travelled = after.log.indexOf('The squad enters the Teleportarium.');
    const revealed = after.log.findIndex((l) => l.startsWith('Revealed: '));
    expect(travelled).toBeGreaterThanOrEqual(0);
    expect(revealed).toBeGreaterThan(travelled);
    expect(after.log[revealed]).toBe('Revealed: Block (1), Strategize (5), Power Field (6), Intimidation (11). Bob is the current player.');
    expect(after.state.current).toBe(1);
    expect(after.state.phase).toBe('resolve-actions');
    expect(after.state.location).toBe('location.teleportarium');
  });

  it('with both piles holding cards, the cards are revealed as the Choose Actions Phase ends', () => {
    const built = build({ players: FOUR_PLAYERS, rows: ['| lorenzo< |', '| deino< |', '| gideon< |', '| noctis< |', '| calistarius> |', '| scipio> |', '| zael> |', '| omnio> |'], start: { phase: 'choose-actions' } }).state;
    const { state, log } = play({ ...built, current: 3 }, 'action.intimidation', 'action.block', 'action.power-field', 'action.strategize');
    expect(log).toContain('Revealed: Block (1), Strategize (5), Power Field (6), Intimidation (11). Bob is the current player.');
    expect(log.some((l) => l.includes('travels'))).toBe(false);
    expect(state.current).toBe(1);
  });
});

describe('a blip pile emptied by the setup spawn (RB p7–8, p25; ruling T9)', () => {
  const TEAMS: Team[] = ['BLUE', 'GREEN', 'GREY', 'PURPLE', 'RED'];
  const players = TEAMS.map((t, i) => ({ name: `P${i + 1}`, teams: [t] }));

  /** A 5-player table setup whose Event (Enter Formation: 4 and 4 from the left) empties the left pile of 8. */
  function setUp(): { s: GameState; log: string[] } {
    const r = newGame({ players, chance: 'table', seed: 0 });
    if (!r.ok) throw new Error(r.error);
    const log = [...r.log];
    let s = r.state;
    const order = TEAMS.flatMap((t) => marinesOfTeam(t).map((m) => m.id));
    const next = (choice: string): void => {
      const a = answer(s, choice);
      if (!a.ok) throw new Error(a.error);
      s = a.state;
      log.push(...a.log);
    };
    for (const m of order) next(m);
    next('event.enter-formation');
    while (s.phase === 'setup' && s.prompt) next(s.prompt.options.includes('CLAW') ? 'CLAW' : (s.prompt.options[0] as string));
    return { s, log };
  }

  it('no travel before round 1: setup is not a phase, so round 1 starts at the Void Lock with the pile at 0', () => {
    const { s, log } = setUp();
    expect(blipCounts(s)).toEqual({ LEFT: 0, RIGHT: 8 });
    expect(s.location).toBe('setup.void-lock-5p');
    expect(s.round).toBe(1);
    expect(asked(s)).toBe('decision:choose-action');
    expect(log.some((l) => l.includes('travels'))).toBe(false);
  });

  it('the squad travels at the end of round 1\'s Choose Actions Phase, before the reveal', () => {
    const { s } = setUp();
    const chosen = play(s, 'action.counter-attack', 'action.block', 'action.power-field', 'action.strategize', 'action.overwatch');
    expect(chosen.log).toContain('A blip pile is empty: the squad travels to the next location.');
    expect(chosen.log.some((l) => l.startsWith('Revealed: '))).toBe(false);
    expect(asked(chosen.state)).toBe('reveal:location');
    const entered = play(chosen.state, 'location.cryo-control');
    expect(entered.log[0]).toBe('The squad enters the Cryo Control.');
    expect(entered.log.find((l) => l.startsWith('Revealed: '))).toBe(
      'Revealed: Block (1), Counter Attack (3), Overwatch (4), Strategize (5), Power Field (6). P2 is the current player.',
    );
    expect(blipCounts(entered.state)).toEqual({ LEFT: 7, RIGHT: 7 });
  });
});
