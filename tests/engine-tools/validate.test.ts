import { describe, expect, it } from 'vitest';
import { validatePosition } from '../../src/engine/validate';
import { checkInvariants } from '../../src/engine/invariants';
import { inconsistencyEn } from '../../src/engine/words/problems-en';
import type { GameState } from '../../src/engine';
import { json, midGame, positions } from './games';

function errors(s: unknown): string[] {
  const v = validatePosition(s);
  return v.ok ? [] : v.errors;
}

describe('validatePosition accepts real positions', () => {
  const games: [number, 'dealer' | 'table', number][] = [];
  for (let players = 1; players <= 6; players++) for (const chance of ['dealer', 'table'] as const) games.push([players, chance, players * 7]);

  it.each(games)('%i players, %s chance: every moment of a game', (players, chance, seed) => {
    const all = positions(players, chance, seed);
    expect(all.length).toBeGreaterThan(5);
    for (const [i, s] of all.entries()) {
      // The validator adds no alarm of its own to a position the engine itself holds sound;
      // an engine invariant that breaks is the fuzz test's finding, reported there.
      const broken = checkInvariants(s);
      const found = errors(s);
      if (broken.length === 0) expect(found, `moment ${i}`).toEqual([]);
      else expect(found, `moment ${i}`).toEqual(expect.arrayContaining(broken.map(inconsistencyEn)));
    }
  });

  it('returns the position itself', () => {
    const s = midGame();
    const v = validatePosition(s);
    expect(v.ok && v.state).toBe(s);
  });
});

describe('validatePosition refuses broken positions', () => {
  type Case = [string, (s: GameState & Record<string, unknown>) => void, string];
  const cases: Case[] = [
    ['a card twice', (s) => s.genestealerDiscard.push(s.genestealerDeck[0] as string), `Genestealer {deck0} is both in the Genestealer deck and in the Genestealer discard pile.`],
    ['negative tokens', (s) => ((s.formation[0] as { tokens: number }).tokens = -1), 'formation[0].tokens must be a whole number from 0 to 12, not -1.'],
    ['13 tokens on a marine', (s) => ((s.formation[1] as { tokens: number }).tokens = 13), 'formation[1].tokens must be a whole number from 0 to 12, not 13.'],
    ['13 tokens in all', (s) => (s.supply += 1), '13 Support tokens are accounted for, not 12.'],
    ['an unknown marine', (s) => ((s.formation[1] as { marine: string }).marine = 'marine.bob'), "formation[1].marine must be a marine id, not 'marine.bob'."],
    ['an unknown event', (s) => (s.eventDeck[0] = 'event.picnic'), "eventDeck[0] must be an Event card id, not 'event.picnic'."],
    ['a bad facing', (s) => ((s.formation[2] as { facing: string }).facing = 'UP'), "formation[2].facing must be LEFT or RIGHT, not 'UP'."],
    ['a wrong type', (s) => ((s as Record<string, unknown>).round = '3'), "round must be a whole number from 0 to 100000, not '3'."],
    ['a missing field', (s) => delete (s as Partial<GameState>).supply, 'supply is missing.'],
    ['an unknown field', (s) => (s.colour = 'red'), 'colour is not a field of a position.'],
    ['a huge number', (s) => (s.round = 1e308), 'round must be a whole number from 0 to 100000, not 1e+308.'],
    ['a marine of a team not in play', (s) => (s.marinesSlain = ['marine.nobody'] as string[]), "marinesSlain[0] must be a marine id, not 'marine.nobody'."],
    ['a wrong phase', (s) => ((s as Record<string, unknown>).phase = 'lunch'), "phase must be one of setup, choose-actions, resolve-actions, genestealer-attack, event, over, not 'lunch'."],
    ['a prompt without a frame', (s) => (s.stack = []), 'prompt is set but no frame is pending on stack to receive the answer.'],
    ['an empty option list', (s) => s.prompt && (s.prompt.options = []), 'The prompt offers no option.'],
    ['a bad frame', (s) => s.stack.push({ t: 'warp' } as never), "stack[{last}].t must be one of"],
    ['an edited prompt', (s) => s.prompt && (s.prompt.options = [...s.prompt.options].reverse()), 'prompt does not match the position (first difference at prompt.options[0])'],
  ];

  it.each(cases)('%s', (_name, breakIt, expected) => {
    const s = json(midGame()) as GameState & Record<string, unknown>;
    const deck0 = s.genestealerDeck[0] as string;
    breakIt(s);
    const want = expected.replace('{deck0}', deck0).replace('{last}', String(s.stack.length - 1));
    const found = errors(s);
    expect(found.some((e) => e.startsWith(want)), `${want}\n  in:\n${found.join('\n')}`).toBe(true);
  });

  // Issue 35: `constructor` was taken for a known field because `k in fields` also sees what
  // every object inherits; a key a file carries is refused unless the format names it.
  it.each(['constructor', 'prototype', 'toString', '__proto__', 'hasOwnProperty'])('an extra key named %s is refused like any unknown key', (key) => {
    const text = JSON.stringify(json(midGame())).replace(/^\{/, `{"${key}":{"x":1},`);
    const s = JSON.parse(text) as unknown;
    expect(Object.keys(s as object)).toContain(key);
    expect(errors(s)).toContain(`${key} is not a field of a position.`);
  });

  it('checks the pending frames field by field', () => {
    const s = json(midGame());
    s.stack.unshift({ t: 'refill', left: -2, right: 'x' } as never);
    expect(errors(s)).toEqual(['stack[0].left must be a whole number from 0 to 40, not -2.', "stack[0].right must be a whole number from 0 to 40, not 'x'."]);
  });

  it('catches a team given to two players and a setup card for another count', () => {
    const s = json(midGame(3));
    (s.players[1] as { teams: string[] }).teams[0] = (s.players[0] as { teams: string[] }).teams[0] as string;
    s.setupCard = 'setup.void-lock-1p';
    const found = errors(s);
    expect(found.some((e) => /^The (Blue|Green|Grey|Purple|Red|Yellow) team is chosen twice\.$/.test(e))).toBe(true);
    expect(found).toContain("setupCard must be 'setup.void-lock-3-6p' for 3 players, not 'setup.void-lock-1p'.");
  });

  const junk: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'position'],
    ['an array', [1, 2, 3]],
    ['an empty object', {}],
    ['NaN fields', { ...midGame(), round: NaN, supply: Infinity }],
    ['a formation of a million', { ...midGame(), formation: new Array(1_000_000).fill(0) }],
    ['nested junk', { ...midGame(), formation: [null, [], 'x', { marine: 5, LEFT: [] }], stack: [null, 3], prompt: [] }],
    ['a throwing getter', Object.defineProperty({}, 'format', { enumerable: true, get: () => { throw new Error('boom'); } })],
  ];
  it.each(junk)('never throws on %s', (_name, value) => {
    const v = validatePosition(value);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.errors.length).toBeGreaterThan(0);
      expect(v.errors.length).toBeLessThanOrEqual(61);
    }
  });

  it('words a non-object plainly', () => {
    expect(errors(null)).toEqual(['A position must be an object, not null.']);
  });
});
