/**
 * The log is one rendering of the events (issue 25): every kind has words in the English
 * renderer, and what games emit is worded (only a silent phase start or forced answer is not).
 */
import { describe, expect, it } from 'vitest';
import { answer, EVENT_KINDS, LOG_EN, newGame, renderEvent, renderLog, type GameEvent } from '../../src/engine';
import { FOUR_PLAYERS, build } from './build';
import { run } from './abilities/helpers';

describe('the English log', () => {
  it('has a rendering for every event kind', () => {
    for (const k of EVENT_KINDS) expect(typeof LOG_EN[k], k).toBe('function');
    expect(Object.keys(LOG_EN).sort()).toEqual([...EVENT_KINDS].sort());
  });

  it('words every event of played games, and the result’s log is exactly their rendering', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const start = newGame({ players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed });
      if (!start.ok) throw new Error(start.error);
      let s = start.state;
      for (let i = 0; i < 300 && s.prompt && !s.outcome; i++) {
        const p = s.prompt;
        const r = answer(s, p.options[(seed + i) % p.options.length] as string);
        if (!r.ok) throw new Error(r.error);
        expect(r.log).toEqual(renderLog(r.events));
        for (const ev of r.events) {
          seen.add(ev.k);
          const line = renderEvent(ev);
          if (line === null) expect(['phase', 'forced']).toContain(ev.k);
          else expect(line).toMatch(/^\S.*\S$/);
          // Plain JSON: what is stored with a step comes back the same.
          expect(JSON.parse(JSON.stringify(ev)) as GameEvent).toEqual(ev);
        }
        s = r.state;
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe('Stalking from the Shadows in words (issue 27 §4: not "loses all 1 Support token")', () => {
  // cards.json event.stalking-from-the-shadows: the chosen marine loses every Support token he holds (RB p14).
  const stalked = (rowsIn: string[]): string[] => {
    const s = build({ players: FOUR_PLAYERS, rows: rowsIn, start: { phase: 'event' }, eventDiscard: [] }).state;
    return run(s, 'event.stalking-from-the-shadows.1', 'marine.lorenzo').log.filter((l) => l.startsWith('Stalking'));
  };

  it('one token is his only one', () => {
    expect(stalked(['| lorenzo<+1 |', '[HEAD] | scipio> |', '| calistarius>+2 |'])).toEqual(['Stalking from the Shadows: Lorenzo loses his only Support token.']);
  });

  it('more than one: all of them, counted', () => {
    expect(stalked(['| lorenzo<+2 |', '[HEAD] | scipio> |', '| calistarius>+1 |'])).toEqual(['Stalking from the Shadows: Lorenzo loses all 2 Support tokens.']);
    expect(renderEvent({ k: 'stalking', marine: 'marine.lorenzo', tokens: 5 })).toBe('Stalking from the Shadows: Lorenzo loses all 5 Support tokens.');
  });

  it('agrees with its numbers: "1 card goes", "2 cards go" (issue 35)', () => {
    expect(renderEvent({ k: 'hibernation-cluster', count: 1 })).toBe('Hibernation Cluster: 1 card goes into each blip pile, one per marine.');
    expect(renderEvent({ k: 'hibernation-cluster', count: 2 })).toBe('Hibernation Cluster: 2 cards go into each blip pile, one per marine.');
  });
});
