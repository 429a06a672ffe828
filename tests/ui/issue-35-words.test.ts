/** Words a newcomer found missing or wrong (issue 35 §3); each test fails on the old words. */
import { describe, expect, it } from 'vitest';
import { isSetupLocation, locationDef } from '../../src/data';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { question } from '../../src/ui/play/words/asks';
import { locationNumberNote, setupNameNote } from '../../src/ui/play/words/location-number';

describe('issue 35 words', () => {
  it('Strategize says what the card does: up or down one position and/or to the other side (FAQ F4)', () => {
    const p: DecisionPrompt = { kind: 'decision', player: 0, ask: 'strategize-swarm', subject: 'action.strategize', options: [], secret: false };
    const title = question(p, {} as GameState)?.title ?? '';
    expect(title).toBe('Strategize: move a swarm up or down one position, to the other side, or both?');
    expect(title).not.toMatch(/across\?$/);
  });

  it('the number after a Location name is explained (RB setup step 3), the final one said to be the last', () => {
    const setup = locationDef('setup.void-lock-2-4p');
    const catacombs = locationDef('location.dark-catacombs');
    if (!isSetupLocation(setup) || isSetupLocation(catacombs)) throw new Error('catalogue changed');
    const deck = setup.deck;
    expect(locationNumberNote(catacombs.tier, deck)).toBe(`(${catacombs.tier}) is the number printed on this Location card. The location deck holds one card of each number the Setup card lists (${deck.join(', ')}), met in that order.`);
    expect(locationNumberNote('4', deck)).toMatch(/It is the last one: the mission is won or lost here\.$/);
    expect(setupNameNote()).toMatch(/^In brackets: the player counts this Setup card is for\./);
  });
});
