/**
 * Travel (RB p25–26 "Travel", "Steps of Travel", p29 Component Limitations; D-15, D-17, D-26).
 * Scenarios start at the end of the Resolve Actions Phase with one blip pile empty (a pile can
 * empty during that phase, e.g. through Stealth Tactics or Cryo Control). The Locations used
 * have Control Panel abilities, so nothing happens "upon entering".
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types';
import type { Scenario } from './build';
import { FOUR_PLAYERS, asked, blipCounts, build, options, play, rows, tokenCount, view } from './build';

const DECK = ['location.teleportarium', 'location.generatorium', 'location.toxin-pumping-station'];

function endOfActions(r: string[], extra: Partial<Scenario> = {}): GameState {
  return build({ rows: r, start: { phase: 'end-of-resolve-actions' }, blips: { LEFT: 0, RIGHT: 3 }, locationDeck: DECK, ...extra }).state;
}

const VOID_LOCK = [
  '#door | lorenzo< |',
  '[CLAW] | deino< |',
  '#dark-corner | gideon< |',
  '| noctis> | #ventilation-duct',
  '| calistarius> | #corridor',
  '| scipio> |',
];

describe('When the squad travels (RB p25)', () => {
  it('an empty blip pile at the end of a phase: new Location, new terrain, old blips discarded, piles refilled', () => {
    const s0 = endOfActions(VOID_LOCK);
    // The table reveals the top card: any tier-2 Location not used yet.
    expect(asked(s0)).toBe('reveal:location');
    expect(options(s0)).toEqual(['location.dark-catacombs', 'location.teleportarium', 'location.black-holds']);
    const leftovers = [...s0.blips.RIGHT];
    const { state: s, log } = play(s0, 'location.teleportarium');
    expect(log).toEqual(expect.arrayContaining(['The squad enters the Teleportarium.']));
    expect(s.location).toBe('location.teleportarium');
    expect(s.pastLocations).toEqual(['setup.void-lock-1p']);
    expect(s.locationDeck).toEqual(DECK.slice(1));
    expect(s.stats.locationsReached).toBe(1);
    // Teleportarium: Ventilation Duct 2↓ and Dark Corner 4↓ left, Control Panel 4↑ and Corridor 1↑ right.
    // The engaged Genestealer stays where it was (RB p25 Important Note).
    expect(view(s)).toEqual(
      rows(
        '| lorenzo< |',
        '[CLAW] #ventilation-duct | deino< |',
        '| gideon< | #control-panel',
        '#dark-corner | noctis> |',
        '| calistarius> |',
        '| scipio> | #corridor',
      ),
    );
    // RB p26 step 3: the 3 cards left in the right pile are discarded, then 7 and 5 are dealt.
    expect(s.genestealerDiscard).toEqual(leftovers);
    expect(blipCounts(s)).toEqual({ LEFT: 7, RIGHT: 5 });
    expect(s.genestealerDeck).toHaveLength(36 - 1 - 3 - 12);
    // Then the next phase: the claw swarm attacks Deino.
    expect(s.phase).toBe('genestealer-attack');
    expect(asked(s)).toBe('reveal:die');
  });

  it('no travel when the Location deck is empty: the squad stays at the final Location (RB p25)', () => {
    const s = endOfActions(VOID_LOCK, {
      location: 'location.toxin-pumping-station',
      pastLocations: ['setup.void-lock-1p', 'location.teleportarium', 'location.generatorium'],
      locationDeck: [],
    });
    expect(s.phase).toBe('genestealer-attack');
    expect(asked(s)).toBe('reveal:die');
    expect(s.location).toBe('location.toxin-pumping-station');
    expect(blipCounts(s)).toEqual({ LEFT: 0, RIGHT: 3 });
    expect(view(s)).toEqual(rows(...VOID_LOCK));
  });

  it('no travel while both piles hold cards', () => {
    const s = endOfActions(VOID_LOCK, { blips: { LEFT: 1, RIGHT: 1 } });
    expect(s.location).toBe('setup.void-lock-1p');
    expect(asked(s)).toBe('reveal:die');
  });
});

describe('The Door on travel (RB p26 Door card; D-17)', () => {
  const WITH_DOOR = ['#door*2 | lorenzo< |', '[CLAW HEAD] | deino< |', '| gideon< |', '| noctis> |', '| calistarius> | [TAIL]', '| scipio> |'];

  it('before leaving, the current player may slay one Genestealer anywhere per token on the Door', () => {
    // 4 players: Cid's Stealth Tactics (8) is the lowest card, so Cid (player index 2) decides.
    const s0 = endOfActions([...WITH_DOOR, '| zael> |', '| omnio> |'], { players: FOUR_PLAYERS, chosen: { GREY: 'action.stealth-tactics' } });
    expect(s0.current).toBe(2);
    expect(s0.prompt).toMatchObject({ kind: 'decision', player: 2, ask: 'door-slay', options: ['swarm:1:LEFT:0', 'swarm:4:RIGHT:0', 'done'] });
    const s1 = play(s0, 'swarm:1:LEFT:0').state;
    expect(s1.prompt).toMatchObject({ ask: 'slay', options: ['CLAW', 'HEAD'] });
    const s2 = play(s1, 'HEAD', 'swarm:4:RIGHT:0').state;
    // Two tokens, two kills: the location is revealed next.
    expect(asked(s2)).toBe('reveal:location');
    expect(view(s2)).toEqual(
      rows('#door*2 | lorenzo< |', '[CLAW] | deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '| scipio> |', '| zael> |', '| omnio> |'),
    );
    expect(s2.stats.genestealersSlain).toBe(2);
    // The Door is discarded with the old terrain; its tokens return to the supply.
    const s3 = play(s2, 'location.teleportarium').state;
    expect(tokenCount(s3)).toEqual({ supply: 12, marines: 0, terrain: 0 });
  });

  it('the slaying is optional: the player may stop early (D-17)', () => {
    const s0 = endOfActions(WITH_DOOR);
    const s = play(s0, 'done').state;
    expect(asked(s)).toBe('reveal:location');
    expect(s.stats.genestealersSlain).toBe(0);
  });
});

describe('Placing terrain counts from the top or bottom and clamps (RB p26)', () => {
  it.each([
    {
      what: '3 marines at the Teleportarium: Dark Corner 4↓ goes to the bottom, Control Panel 4↑ to the top',
      before: ['| lorenzo< |', '| gideon< |', '| scipio> |'],
      location: 'location.teleportarium',
      after: ['| lorenzo< | #control-panel', '#ventilation-duct | gideon< |', '#dark-corner | scipio> | #corridor'],
    },
    {
      what: '2 marines at the Generatorium: Dark Corner 3↓ to the bottom; Control Panel 4↑ and Ventilation Duct 3↑ to the top',
      before: ['| lorenzo< |', '| scipio> |'],
      location: 'location.generatorium',
      after: ['#corridor | lorenzo< | #control-panel #ventilation-duct', '#dark-corner | scipio> |'],
    },
  ])('$what', ({ before, location, after }) => {
    const deck = location === 'location.generatorium' ? DECK.slice(1) : DECK;
    const past = location === 'location.generatorium' ? ['setup.void-lock-1p'] : [];
    const s0 = endOfActions(before, { locationDeck: deck, pastLocations: past, location: past.length ? 'location.teleportarium' : undefined });
    const s = play(s0, location).state;
    expect(view(s)).toEqual(rows(...after));
  });
});

describe('Refilling blip piles from a short Genestealer deck (RB p29; D-26)', () => {
  // 31 Genestealers are in the formation; the rest cannot fill 7 + 5.
  const CROWDED = [
    '[CLAW CLAW CLAW] | lorenzo< | [CLAW CLAW CLAW]',
    '[CLAW CLAW CLAW] | deino< | [HEAD HEAD HEAD]',
    '[HEAD HEAD HEAD] | gideon< | [HEAD HEAD HEAD]',
    '[TAIL TAIL TAIL] | noctis> | [TAIL TAIL TAIL]',
    '[TAIL TAIL TAIL] | calistarius> | [TONGUE TONGUE TONGUE]',
    '[TONGUE] | scipio> |',
  ];

  it('an odd number left: one each in turn, and the current player says where the last one goes', () => {
    // Right pile 2 (discarded on travel) + deck 3 = 5 cards for the new piles.
    const s0 = play(endOfActions(CROWDED, { blips: { LEFT: 0, RIGHT: 2 } }), 'location.teleportarium').state;
    expect(s0.prompt).toMatchObject({ kind: 'decision', player: 0, ask: 'blip-split', options: ['LEFT', 'RIGHT'] });
    const { state: s, log } = play(s0, 'RIGHT');
    expect(blipCounts(s)).toEqual({ LEFT: 2, RIGHT: 3 });
    // Issue 35: the answer is told in the log, with the piles it leaves.
    expect(log).toContain('The last Genestealer card goes to the right blip pile. Blip piles: 2 left, 3 right.');
    expect(s.genestealerDeck).toEqual([]);
    expect(s.genestealerDiscard).toEqual([]);
    expect(asked(s)).toBe('reveal:die');
  });

  it('an even number left: split equally without a question', () => {
    const crowded = [...CROWDED.slice(0, 5), '[TONGUE TONGUE] | scipio> |'];
    const s = play(endOfActions(crowded, { blips: { LEFT: 0, RIGHT: 2 } }), 'location.teleportarium').state;
    expect(blipCounts(s)).toEqual({ LEFT: 2, RIGHT: 2 });
    expect(asked(s)).toBe('reveal:die');
  });

  it('the Genestealer deck is made again from its discard pile when it runs out (RB p24, p29)', () => {
    // Deck of 3, discard of 30: the 12 new blip cards need the discards (and the 2 discarded leftovers).
    const s0 = endOfActions(VOID_LOCK, { blips: { LEFT: 0, RIGHT: 2 }, gsDeckSize: 3 });
    expect(s0.genestealerDeck).toHaveLength(3);
    expect(s0.genestealerDiscard).toHaveLength(30);
    const s = play(s0, 'location.teleportarium').state;
    expect(blipCounts(s)).toEqual({ LEFT: 7, RIGHT: 5 });
    expect(s.genestealerDiscard).toEqual([]);
    expect(s.genestealerDeck).toHaveLength(36 - 1 - 12);
  });
});
