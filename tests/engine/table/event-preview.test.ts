/**
 * Event lookup (table companion): each Event shows what it would do at this table right now.
 * Spawns follow RB p21 (every terrain of the colour, the Void Lock's numbers, that side's
 * pile, as many as possible) and movement RB p22 (left swarms down, right up, off an end or
 * a flank icon: behind the marine).
 */
import { describe, expect, it } from 'vitest';
import { previewEvent } from '../../../src/engine/event-preview';
import { build } from '../build';

const s = build({
  rows: ['[CLAW] #door | lorenzo< |', '| deino< | #dark-corner [HEAD]', '#ventilation-duct | gideon> | [CLAW]', '| noctis> |'],
  start: { phase: 'choose-actions' },
  blips: { LEFT: 1, RIGHT: 6 },
}).state;

describe('previewEvent', () => {
  it('Stalking from the Shadows: red major at the Ventilation Duct from a short pile, then heads move', () => {
    const p = previewEvent(s, 'event.stalking-from-the-shadows.1');
    expect(p).toMatchObject({ name: 'Stalking from the Shadows', instinct: true });
    // The builder's solo game: the one-player Void Lock, major 2 and minor 1.
    expect(p.spawns).toEqual([
      'Major spawn (2) at every red terrain: 1 at the Ventilation Duct, left of Gideon (position 3): the left blip pile runs short.',
      'Minor spawn (1) at every green terrain: there is none, so nothing spawns.',
    ]);
    expect(p.movement).toEqual([
      'Then every swarm with a head moves; Genestealers spawned by this card move too:',
      'The right swarm of Deino (1) moves up to Lorenzo.',
    ]);
  });

  it('Out of Thin Air (claw, flank): a swarm already behind stays, one in front flanks', () => {
    const p = previewEvent(s, 'event.out-of-thin-air.2');
    expect(p.movement).toEqual([
      'Then every swarm with a claw flanks; Genestealers spawned by this card move too:',
      'The left swarm of Lorenzo (1) flanks to his right, behind him.',
      'The right swarm of Gideon (1) flanks to his left, behind him.',
    ]);
    expect(p.spawns[0]).toBe('Minor spawn (1) at every orange terrain: 1 at the Dark Corner, right of Deino (position 2).');
  });

  it('an Event without movement says so, and the position is untouched', () => {
    const before = JSON.stringify(s);
    expect(previewEvent(s, 'event.surrounded').movement).toEqual(['This card moves no swarm.']);
    expect(JSON.stringify(s)).toBe(before);
  });
});
