import { describe, expect, it } from 'vitest';
import { printOption, type DecisionPrompt, type GameState } from '../../src/engine';
import { oneSwapPerPair } from '../../src/ui/play/swaps';
import { mb } from '../../src/ui/saves/StorageInfo';
import { readFileSync } from 'node:fs';
import { isSetupLocation, locationDef, type MarineId } from '../../src/data';
import { reached } from '../../src/ui/pocket/EndScreen';
import { question } from '../../src/ui/play/words/asks';

const asking = (ask: DecisionPrompt['ask'], subject: string): DecisionPrompt => ({ kind: 'decision', player: 0, ask, subject, options: [], secret: false });

// Defects found playing as a new user would (issue 11); each test fails on the old behaviour.
describe('words and answers a new player met in the first round', () => {
  it('Lead By Example asks who gets the token, which is what the answer does (action card, BLUE)', () => {
    const q = question(asking('lead-by-example', 'marine.deino'), {} as GameState);
    expect(q?.title).toBe('Lead By Example: which marine gets a Support token?');
    expect(q?.title).not.toMatch(/attacks after/);
  });

  it('Resupply says every token moves onto the chosen marine (event card)', () => {
    const q = question(asking('resupply', 'event.resupply'), {} as GameState);
    expect(q?.title).toMatch(/every marine's Support tokens move to which marine\?$/);
  });

  it('a swap between two team-mates is offered once, not once in each order', () => {
    const swap = (a: MarineId, b: MarineId) => printOption({ kind: 'swap', a, b });
    const [leon, valencio, deino, lorenzo] = ['marine.leon', 'marine.valencio', 'marine.deino', 'marine.lorenzo'] as const;
    const options = [swap(leon, valencio), swap(leon, deino), swap(valencio, leon), swap(valencio, lorenzo), 'done'].map((key) => ({ key }));
    expect(oneSwapPerPair(options).map((o) => o.key)).toEqual([swap(leon, valencio), swap(leon, deino), swap(valencio, lorenzo), 'done']);
  });

  it('the storage line says GB for a browser quota of gigabytes', () => {
    expect(mb(10_738_700_000)).toBe('10.7 GB');
    expect(mb(5_200_000)).toBe('5.2 MB');
    expect(mb(1_500)).toBe('2 kB');
  });

  it('the end screen counts the location reached as the status bar does: 4 of 4 at the last', () => {
    const setup = locationDef('setup.void-lock-1p');
    if (!isSetupLocation(setup)) throw new Error('not a setup card');
    const all = setup.deck.length + 1;
    const s = { setupCard: setup.id, pastLocations: setup.deck.map(() => setup.id) } as unknown as GameState;
    expect(reached(s)).toBe(`${all} of ${all}`);
    expect(reached({ ...s, pastLocations: [] } as GameState)).toBe(`1 of ${all}`);
  });

  it("the README's Status says the table companion is in, not still to come", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const status = /\*\*Status:\*\*([\s\S]*?)\n\n/.exec(readme)?.[1] ?? '';
    expect(status).toMatch(/table companion/);
    const toCome = /Still to come:([\s\S]*)/.exec(status)?.[1] ?? '';
    expect(toCome).not.toBe('');
    expect(toCome).not.toMatch(/table companion/i);
  });
});
