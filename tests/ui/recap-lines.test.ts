/** The lines above the next question: the last few, led by a travel or a death (src/ui/play/recap-lines.ts). */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { logLine } from '../../src/ui/play/words/log';
import { recapLines, withoutDrawn } from '../../src/ui/play/recap-lines';

describe('recap lines', () => {
  const entered: GameEvent = { k: 'location-entered', location: 'location.black-holds', final: false };
  const placed = (n: number): GameEvent => ({ k: 'terrain-placed', terrain: 'terrain.door', side: 'LEFT', marine: 'marine.leon', position: n });
  const events = [{ k: 'travel' } as GameEvent, entered, placed(1), placed(2), placed(3), { k: 'blip-piles', left: 5, right: 6 } as GameEvent];
  const lines = events.map((e) => logLine(e) ?? '').filter((l) => l !== '');

  it('a travel leads, then the last lines, three in all', () => {
    const shown = recapLines(lines, events, 3);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toBe('The squad enters the Black Holds.');
    expect(shown.slice(1)).toEqual(lines.slice(-2));
  });

  it('a death leads too, before the lines after it', () => {
    const slain: GameEvent = { k: 'marine-slain', marine: 'marine.leon', shift: 'up' };
    const evs = [slain, placed(1), placed(2), placed(3)];
    const l = evs.map((e) => logLine(e) ?? '').filter((x) => x !== '');
    const shown = recapLines(l, evs, 3);
    expect(shown[0]).toBe(logLine(slain));
    expect(shown.slice(1)).toEqual(l.slice(-2));
  });

  it('with nothing to lead, the last three', () => {
    const plain = events.filter((e) => e.k !== 'location-entered');
    const l = plain.map((e) => logLine(e) ?? '').filter((x) => x !== '');
    expect(recapLines(l, plain, 3)).toEqual(l.slice(-3));
  });
});

describe('the Event chip names the card: no "Event drawn" line beside it', () => {
  const drawn: GameEvent = { k: 'event-drawn', card: 'event.cleansing-flames', instinct: true };
  const lines = ['The table reports: Cleansing Flames.', logLine(drawn) ?? '', 'Cleansing Flames: pick a marine.'];

  it('drops the drawn line of the card the chip shows, and only it', () => {
    expect(lines[1]).toBe('Event drawn: Cleansing Flames.');
    expect(withoutDrawn(lines, [drawn], 'event.cleansing-flames')).toEqual([lines[0], lines[2]]);
  });

  it('keeps every line when no chip shows, or it shows another card', () => {
    expect(withoutDrawn(lines, [drawn], null)).toEqual(lines);
    expect(withoutDrawn(lines, [drawn], 'event.gun-jam.1')).toEqual(lines);
  });
});
