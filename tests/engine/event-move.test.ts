/**
 * Event Phase movement (RB p22 "Moving Genestealers", p24 Brood Lords, p28 merging; FAQ F10;
 * D-23). Events used: Secret Route (claw, to adjacent positions; no Door in play so its ability
 * does nothing), Outnumbered (claw, flank; no marine holds a token), Evasion (head, flank).
 * No terrain is in play unless a test spawns, so the spawn boxes place nothing.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types';
import { asked, build, play, rows, view } from './build';

function afterEvent(r: string[], event: string, ...reveals: string[]): { state: GameState; log: string[] } {
  const s0 = build({ rows: r, start: { phase: 'event' } }).state;
  return play(s0, event, ...reveals);
}

describe('Moving to adjacent positions (RB p22)', () => {
  it('left swarms move down and right swarms move up; swarms without the icon stay', () => {
    const { state: s, log } = afterEvent(
      ['[CLAW] | lorenzo< |', '| deino< |', '| gideon> |', '| noctis> | [CLAW]', '[HEAD] | calistarius> |', '| scipio> | [TAIL]'],
      'event.secret-route.1',
    );
    expect(view(s)).toEqual(rows('| lorenzo< |', '[CLAW] | deino< |', '| gideon> | [CLAW]', '| noctis> |', '[HEAD] | calistarius> |', '| scipio> | [TAIL]'));
    expect(log).toEqual(expect.arrayContaining(['The left swarm of Lorenzo (claw) moves down to Deino.', 'The right swarm of Noctis (claw) moves up to Gideon.']));
    expect(asked(s)).toBe('decision:choose-action');
  });

  it.each([
    {
      what: 'top marine faces right: the swarm flanks to his left; bottom marine faces right: already behind, stays',
      before: ['| lorenzo> | [CLAW]', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '[CLAW] | scipio> |'],
      after: ['[CLAW] | lorenzo> |', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '[CLAW] | scipio> |'],
    },
    {
      what: 'top marine faces left: already behind, stays; bottom marine faces left: the swarm flanks to his right',
      before: ['| lorenzo< | [CLAW]', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '[CLAW] | scipio< |'],
      after: ['| lorenzo< | [CLAW]', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '| scipio< | [CLAW]'],
    },
  ])('off the top or bottom a swarm flanks instead: $what', ({ before, after }) => {
    const { state: s } = afterEvent(before, 'event.secret-route.2');
    expect(view(s)).toEqual(rows(...after));
  });

  it('each swarm moves at most once: a chain of claw swarms each moves one step (RB p22)', () => {
    const { state: s } = afterEvent(
      ['[CLAW] | lorenzo< |', '[CLAW TAIL] | deino< |', '| gideon> |', '| noctis> |', '| calistarius> | [CLAW]', '| scipio> | [CLAW HEAD]'],
      'event.secret-route.1',
    );
    expect(view(s)).toEqual(
      rows('| lorenzo< |', '[CLAW] | deino< |', '[CLAW TAIL] | gideon> |', '| noctis> | [CLAW]', '| calistarius> | [CLAW HEAD]', '| scipio> |'),
    );
  });

  it('a swarm without the icon that a moving swarm lands on does not move; they merge at the end of the phase (D-23, RB p28)', () => {
    const { state: s } = afterEvent(['[CLAW] | lorenzo< |', '[HEAD] | deino< |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'], 'event.secret-route.1');
    expect(view(s)).toEqual(rows('| lorenzo< |', '[CLAW HEAD] | deino< |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'));
    expect(s.formation[1]?.LEFT.swarms).toHaveLength(1);
  });
});

describe('Flanking (RB p22)', () => {
  it('a swarm in front moves behind its marine; one already behind stays; the whole swarm goes', () => {
    const { state: s, log } = afterEvent(
      ['[CLAW] | lorenzo< |', '| deino< | [CLAW]', '[CLAW HEAD] | gideon< |', '[HEAD] | noctis< |', '| calistarius> | [CLAW]', '| scipio> |'],
      'event.outnumbered',
    );
    expect(view(s)).toEqual(
      rows('| lorenzo< | [CLAW]', '| deino< | [CLAW]', '| gideon< | [CLAW HEAD]', '[HEAD] | noctis< |', '[CLAW] | calistarius> |', '| scipio> |'),
    );
    expect(log).toContain('The right swarm of Deino is already behind him and stays.');
  });

  it('a swarm landing on a flanking swarm: both end behind the marine as one swarm', () => {
    const { state: s } = afterEvent(['[CLAW] | lorenzo< | [CLAW]', '| deino< |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'], 'event.outnumbered');
    expect(view(s)[0]).toBe('| lorenzo< | [CLAW CLAW]');
  });
});

describe('Brood Lords carry two icons (RB p24)', () => {
  it('a swarm with the head/tail Brood Lord moves on a head icon; the claw/tongue one does not', () => {
    const { state: s } = afterEvent(['[BL-a] | lorenzo< |', '[BL-b] | deino< |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'], 'event.evasion');
    expect(view(s).slice(0, 2)).toEqual(rows('| lorenzo< | [BL-a]', '[BL-b] | deino< |'));
  });
});

describe('Fresh spawns can move (FAQ F10)', () => {
  it('Genestealers spawned by the card are moved by the same card\'s icon, with the swarm they joined', () => {
    // Secret Route: orange major (2 in a 1-player game) at the Dark Corner, green major at the Corridor.
    const { state: s } = afterEvent(
      ['[TAIL] #dark-corner | lorenzo< |', '| deino< |', '| gideon> |', '| noctis> |', '| calistarius> | #corridor', '| scipio> |'],
      'event.secret-route.1',
      'CLAW',
      'HEAD',
      'CLAW',
      'CLAW',
    );
    // The Dark Corner swarm (tail + new claw + head) moves down; the Corridor's new claws move up.
    expect(view(s)).toEqual(
      rows('#dark-corner | lorenzo< |', '[CLAW HEAD TAIL] | deino< |', '| gideon> |', '| noctis> | [CLAW CLAW]', '| calistarius> | #corridor', '| scipio> |'),
    );
  });
});
