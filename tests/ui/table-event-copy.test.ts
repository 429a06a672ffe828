/** Each copy of an Event card is told apart by what is printed on it: movement icon and spawn boxes (D-10). */
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../src/data';
import { distinctCopies, eventCopyLabel } from '../../src/ui/play/words/event-copy';

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

describe('the Event picker: one button per card the table could hold (issue 32)', () => {
  it('two identical copies are one choice, standing for both; copies told apart (D-10) stay two', () => {
    const shown = distinctCopies(['event.chaos-of-battle.1', 'event.the-swarm.1', 'event.chaos-of-battle.2', 'event.the-swarm.2']);
    expect(shown).toEqual([
      { id: 'event.chaos-of-battle.1', copies: ['event.chaos-of-battle.1', 'event.chaos-of-battle.2'] },
      { id: 'event.the-swarm.1', copies: ['event.the-swarm.1'] },
      { id: 'event.the-swarm.2', copies: ['event.the-swarm.2'] },
    ]);
    // With one copy left (the other drawn), that copy is the choice.
    expect(distinctCopies(['event.gun-jam.2'])).toEqual([{ id: 'event.gun-jam.2', copies: ['event.gun-jam.2'] }]);
  });

  it('the whole deck: 24 choices for 30 cards, every card under exactly one', () => {
    const shown = distinctCopies(EVENTS.map((e) => e.id));
    expect(shown).toHaveLength(24);
    expect(shown.flatMap((c) => c.copies).sort()).toEqual(EVENTS.map((e) => e.id).sort());
    // Each choice's copies print alike: the same words tell them.
    for (const c of shown) expect(new Set(c.copies.map(eventCopyLabel)).size).toBe(1);
  });
});
