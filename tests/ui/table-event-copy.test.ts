/** Each copy of an Event card is told apart by what is printed on it: movement icon and spawn boxes (D-10). */
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../src/data';
import { eventCopyLabel } from '../../src/ui/play/words/event-copy';

describe('Event copy labels', () => {
  it('tells both copies of The Swarm apart by the movement icon', () => {
    expect(eventCopyLabel('event.the-swarm.1')).toBe('The Swarm — Tail flanks · spawns yellow, orange');
    expect(eventCopyLabel('event.the-swarm.2')).toBe('The Swarm — Tongue flanks · spawns yellow, orange');
  });

  it('tells both copies of Out of Thin Air apart by the movement icon', () => {
    expect(eventCopyLabel('event.out-of-thin-air.1')).toBe('Out of Thin Air — Head flanks · spawns orange, red');
    expect(eventCopyLabel('event.out-of-thin-air.2')).toBe('Out of Thin Air — Claw flanks · spawns orange, red');
  });

  it('says so when a card moves nothing', () => {
    expect(eventCopyLabel('event.surrounded')).toBe('Surrounded — no movement · spawns red, orange');
  });

  it('gives every one of the 30 cards a label of its own wherever the cards differ', () => {
    const labels = new Map<string, string[]>();
    for (const e of EVENTS) labels.set(eventCopyLabel(e.id), [...(labels.get(eventCopyLabel(e.id)) ?? []), e.id]);
    // Two ids share a label only if their cards are printed alike in every way the table sees.
    for (const ids of labels.values()) {
      const shown = new Set(ids.map((id) => {
        const e = EVENTS.find((x) => x.id === id);
        return JSON.stringify([e?.name, e?.spawns, e?.movement]);
      }));
      expect(shown.size).toBe(1);
    }
    expect(EVENTS).toHaveLength(30);
  });
});
