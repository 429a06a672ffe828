/**
 * Event Phase: drawing the Event and its spawn boxes (RB p13–14, p21, p29; FAQ F11; D-14).
 * Movement is in event-move.test.ts. Events are picked whose ability does nothing in the
 * position: Secret Route (no Door in play), Outnumbered (no marine holds a token), Evasion.
 */
import { describe, expect, it } from 'vitest';
import { EVENTS, marinesOfTeam } from '../../src/data';
import type { Team } from '../../src/data';
import type { GameState, Player } from '../../src/engine/types';
import { FOUR_PLAYERS, asked, blipCounts, build, options, play, refuse, rows, view } from './build';

function eventPhase(r: string[], extra: Partial<Parameters<typeof build>[0]> = {}): GameState {
  return build({ rows: r, start: { phase: 'event' }, ...extra }).state;
}

/** Answers every Genestealer reveal with the next type in `types` (repeating the last; '*' cycles HEAD, TAIL, TONGUE). */
function spawnAll(s0: GameState, ...types: string[]): { state: GameState; sides: string[] } {
  let s = s0;
  const sides: string[] = [];
  let i = 0;
  while (s.prompt?.kind === 'reveal' && s.prompt.reveal === 'genestealer') {
    sides.push(s.prompt.side);
    const t = types[Math.min(i, types.length - 1)] as string;
    s = play(s, t === '*' ? (['HEAD', 'TAIL', 'TONGUE'][i % 3] as string) : t).state;
    i++;
  }
  return { state: s, sides };
}

const TEAMS: Team[] = ['BLUE', 'GREEN', 'GREY', 'PURPLE', 'RED', 'YELLOW'];

describe('Spawn numbers come from the Void Lock card (RB p21; D-14)', () => {
  const counts = [
    { n: 1, players: [{ name: 'Solo', teams: ['BLUE', 'GREEN', 'GREY'] }] as Player[], major: 2, minor: 1 },
    { n: 4, players: FOUR_PLAYERS, major: 3, minor: 1 },
    { n: 5, players: TEAMS.slice(0, 5).map((t) => ({ name: t, teams: [t] })), major: 4, minor: 2 },
    { n: 6, players: TEAMS.map((t) => ({ name: t, teams: [t] })), major: 5, minor: 3 },
  ];
  const formation = (players: Player[], left: string, right: string): string[] =>
    players
      .flatMap((p) => p.teams)
      .flatMap((t) => marinesOfTeam(t).map((m) => m.shortName.toLowerCase()))
      .map((m, i) => (i === 0 ? `${left} | ${m}> |` : i === 1 ? `| ${m}> | ${right}` : `| ${m}> |`));

  it.each(counts)('$n player(s): a major spawn is $major at each terrain of the colour', ({ players, major }) => {
    // Secret Route: orange major, then green major; claw movement (no claw is revealed).
    const s0 = eventPhase(formation(players, '#dark-corner', '#corridor'), { players, blips: { LEFT: 8, RIGHT: 8 } });
    const { state: s, sides } = spawnAll(play(s0, 'event.secret-route.1').state, '*');
    expect(sides).toEqual([...Array(major).fill('LEFT'), ...Array(major).fill('RIGHT')]);
    expect(s.formation[0]?.LEFT.swarms.map((sw) => sw.cards.length)).toEqual([major]);
    expect(s.formation[1]?.RIGHT.swarms.map((sw) => sw.cards.length)).toEqual([major]);
    expect(blipCounts(s)).toEqual({ LEFT: 8 - major, RIGHT: 8 - major });
  });

  it.each(counts)('$n player(s): a minor spawn is $minor at each terrain of the colour', ({ players, minor }) => {
    // Outnumbered: orange minor, then red minor; claw flanking (no claw is revealed).
    const s0 = eventPhase(formation(players, '#dark-corner', '#ventilation-duct'), { players, blips: { LEFT: 8, RIGHT: 8 } });
    const { state: s, sides } = spawnAll(play(s0, 'event.outnumbered').state, '*');
    expect(sides).toEqual([...Array(minor).fill('LEFT'), ...Array(minor).fill('RIGHT')]);
    expect(blipCounts(s)).toEqual({ LEFT: 8 - minor, RIGHT: 8 - minor });
  });
});

describe('Spawn boxes (RB p14, p21)', () => {
  const SIX = ['#dark-corner | lorenzo< |', '| deino< | #corridor', '| gideon< |', '| noctis> | #promethium-tank', '#artefact | calistarius> |', '| scipio> |'];

  it('boxes resolve left to right; each spawns at every terrain of its colour, on both sides, from that side\'s pile', () => {
    const s0 = play(eventPhase(SIX, { blips: { LEFT: 5, RIGHT: 5 } }), 'event.secret-route.1').state;
    // The first four reveals belong to the orange box, the last four to the green box.
    const { state: s, sides } = spawnAll(s0, 'HEAD', 'HEAD', 'HEAD', 'HEAD', 'TONGUE');
    expect(sides.slice(0, 4).sort()).toEqual(['LEFT', 'LEFT', 'RIGHT', 'RIGHT']);
    expect(view(s)).toEqual(
      rows(
        '[HEAD HEAD] #dark-corner | lorenzo< |',
        '| deino< | #corridor [TONGUE TONGUE]',
        '| gideon< |',
        '| noctis> | #promethium-tank [HEAD HEAD]',
        '[TONGUE TONGUE] #artefact | calistarius> |',
        '| scipio> |',
      ),
    );
    expect(blipCounts(s)).toEqual({ LEFT: 1, RIGHT: 1 });
    // RB p13: the Event goes to the discard pile; the next round begins.
    expect(s.event).toBeNull();
    expect(s.eventDiscard).toEqual(['event.surrounded', 'event.secret-route.1']);
    expect(asked(s)).toBe('decision:choose-action');
  });

  it('a short pile spawns as many as it can, then nothing; travel waits for the end of the phase (RB p21, p25)', () => {
    const s0 = play(eventPhase(SIX, { blips: { LEFT: 1, RIGHT: 5 } }), 'event.secret-route.1').state;
    const { state: s, sides } = spawnAll(s0, 'HEAD', 'TAIL', 'TAIL', 'TONGUE');
    // Orange: 1 of 2 at the Dark Corner, 2 at the Promethium Tank; green: 2 at the Corridor, none at the Artefact.
    expect(sides.filter((x) => x === 'LEFT')).toHaveLength(1);
    expect(view(s)).toEqual(
      rows(
        '[HEAD] #dark-corner | lorenzo< |',
        '| deino< | #corridor [TONGUE TONGUE]',
        '| gideon< |',
        '| noctis> | #promethium-tank [TAIL TAIL]',
        '#artefact | calistarius> |',
        '| scipio> |',
      ),
    );
    expect(blipCounts(s)).toEqual({ LEFT: 0, RIGHT: 1 });
    // The empty pile makes the squad travel at the end of the Event Phase.
    expect(s.eventDiscard).toContain('event.secret-route.1');
    expect(asked(s)).toBe('reveal:location');
  });

  it('an empty pile spawns nothing and asks nothing (RB p21)', () => {
    // At the final location the Location deck is empty, so an empty pile does not make the squad travel.
    const s0 = eventPhase(['[TAIL] #dark-corner | lorenzo> |', '| deino< | #corridor', '| gideon< |', '| noctis> |', '| calistarius> |', '| scipio> |'], {
      blips: { LEFT: 0, RIGHT: 4 },
      location: 'location.toxin-pumping-station',
      pastLocations: ['setup.void-lock-1p', 'location.teleportarium', 'location.generatorium'],
      locationDeck: [],
    });
    const s1 = play(s0, 'event.secret-route.1').state;
    // The Dark Corner's two spawns need the left pile: no reveal; the Corridor's need the right pile.
    expect(s1.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'RIGHT' });
    const { state: s, sides } = spawnAll(s1, 'HEAD');
    expect(sides).toEqual(['RIGHT', 'RIGHT']);
    expect(view(s).slice(0, 2)).toEqual(rows('[TAIL] #dark-corner | lorenzo> |', '| deino< | #corridor [HEAD HEAD]'));
    expect(asked(s)).toBe('decision:choose-action');
  });
});

describe('Short pile, two terrains of the colour on that side (FAQ F11)', () => {
  // 4 players: Cid's Stealth Tactics (8) is the lowest card, so Cid is the current player.
  const FOUR = [
    '#dark-corner | lorenzo< |',
    '| deino< |',
    '#promethium-tank | gideon< |',
    '#corridor | noctis< |',
    '| calistarius> |',
    '| scipio> |',
    '| zael> |',
    '| omnio> |',
  ];
  const base = { players: FOUR_PLAYERS, chosen: { GREY: 'action.stealth-tactics' } } as const;

  it('the current player picks which is filled first; the first box finishes before the second', () => {
    const s0 = eventPhase(FOUR, { ...base, blips: { LEFT: 4, RIGHT: 4 } });
    expect(s0.current).toBe(2);
    const s1 = play(s0, 'event.secret-route.2').state;
    expect(s1.prompt).toMatchObject({ kind: 'decision', player: 2, ask: 'spawn-first', options: ['terrain.dark-corner', 'terrain.promethium-tank'] });
    // Major spawn of the 2–4 player card is 3: the Promethium Tank gets 3, the Dark Corner the last card.
    const { state: s } = spawnAll(play(s1, 'terrain.promethium-tank').state, 'TAIL', 'TAIL', 'TAIL', 'HEAD');
    expect(view(s).slice(0, 4)).toEqual(rows('[HEAD] #dark-corner | lorenzo< |', '| deino< |', '[TAIL TAIL TAIL] #promethium-tank | gideon< |', '#corridor | noctis< |'));
    expect(blipCounts(s)).toEqual({ LEFT: 0, RIGHT: 4 });
    expect(asked(s)).toBe('reveal:location');
  });

  it('with enough cards nobody is asked', () => {
    const s0 = eventPhase(FOUR, { ...base, blips: { LEFT: 9, RIGHT: 4 } });
    const { state: s } = spawnAll(play(s0, 'event.secret-route.2').state, 'TAIL');
    expect(view(s).slice(0, 4)).toEqual(
      rows('[TAIL TAIL TAIL] #dark-corner | lorenzo< |', '| deino< |', '[TAIL TAIL TAIL] #promethium-tank | gideon< |', '[TAIL TAIL TAIL] #corridor | noctis< |'),
    );
    expect(blipCounts(s)).toEqual({ LEFT: 0, RIGHT: 4 });
  });
});

describe('The Event deck (RB p13, p29)', () => {
  const CALM = ['| lorenzo< |', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '| scipio> |'];

  it('an empty Event deck is made again from its discard pile', () => {
    const all = EVENTS.map((e) => e.id);
    const s0 = eventPhase(CALM, { eventDeck: [], eventDiscard: all });
    expect(asked(s0)).toBe('reveal:event');
    expect(options(s0)).toEqual([...all].sort());
    const s = play(s0, 'event.evasion').state;
    expect(s.eventDiscard).toEqual(['event.evasion']);
    expect(s.eventDeck).toHaveLength(29);
    expect(s.eventDeck).not.toContain('event.evasion');
  });

  it('at the table, an Event already in the discard pile cannot be drawn', () => {
    const s0 = eventPhase(CALM, { eventDiscard: ['event.surrounded', 'event.evasion'] });
    const error = refuse(s0, 'event.evasion');
    expect(error).toBe('Evasion is in the Event discard pile, so it cannot be drawn now.');
    expect(options(s0)).toHaveLength(28);
  });
});
