/**
 * Questions with one real answer (issue 27): every answer, with the follow-ups of the same
 * question it opens, leads to the same position. Slaying (RB p19: the attacker chooses which
 * Genestealer of the swarm dies) matters only while some survive.
 */
import { describe, expect, it } from 'vitest';
import { answer, positionKey, sameOutcome, type GameState } from '../../src/engine';
import { samePosition } from '../../src/engine/same-outcome';
import { advance } from '../../src/engine/driver';
import { slayFrame } from '../../src/engine/rules/frames';
import { build } from './build';

const QUIET = ['| deino> |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];

/** Lorenzo's hits on the swarm to his left, waiting for the first "which Genestealer?". */
function slaying(swarm: string, hits: number): GameState {
  const s = build({ rows: [`[${swarm}] | lorenzo< |`, ...QUIET], start: { phase: 'resolve-actions' } }).state;
  s.stack.push(slayFrame({ row: 0, side: 'LEFT', index: 0 }, hits, 'marine.lorenzo'));
  advance(s, { log: [] });
  return s;
}

function play(s: GameState, choices: string[]): GameState {
  for (const c of choices) {
    const r = answer(s, c);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

describe('sameOutcome', () => {
  it('hits that slay the whole swarm: which dies first changes nothing, so the answers come back', () => {
    const s = slaying('CLAW HEAD TAIL', 3);
    expect(s.prompt).toMatchObject({ ask: 'slay', options: ['CLAW', 'HEAD', 'TAIL'] });
    const path = sameOutcome(s);
    // Two answers: the third card is the only one left, and the engine takes it.
    expect(path).toEqual(['CLAW', 'HEAD']);
    const end = play(s, path ?? []);
    expect(end.formation[0]?.LEFT.swarms).toEqual([]);
    expect(end.prompt?.kind === 'decision' && end.prompt.ask === 'slay').toBe(false);
    // Another order ends in the same place, but for the face-down discard pile's order.
    const other = play(s, ['TAIL', 'CLAW']);
    expect({ ...other, genestealerDiscard: [...other.genestealerDiscard].sort() }).toEqual({ ...end, genestealerDiscard: [...end.genestealerDiscard].sort() });
  });

  it('hits that leave some alive: the choice matters, so it is asked', () => {
    expect(sameOutcome(slaying('CLAW HEAD TAIL', 2))).toBeNull();
    expect(sameOutcome(slaying('CLAW HEAD', 1))).toBeNull();
  });

  it('never answers a reveal, nor a question whose answers differ (an Action card)', () => {
    const s = build({ rows: ['| lorenzo< |', ...QUIET], start: { phase: 'choose-actions' } }).state;
    expect(s.prompt).toMatchObject({ ask: 'choose-action' });
    expect(sameOutcome(s)).toBeNull();
    const r = slaying('CLAW HEAD', 2);
    const die = { ...r, prompt: { kind: 'reveal' as const, reveal: 'die' as const, why: { code: 'attack-roll' as const, marine: 'marine.lorenzo' }, options: ['0', '1', '2', '3', '4', '5'] } };
    expect(sameOutcome(die)).toBeNull();
  });
});

describe('positions told apart as a player would', () => {
  it('the same position with its keys in another order, or its discard pile in another order, is the same; one card elsewhere is not', () => {
    const s = slaying('CLAW HEAD', 2);
    const reordered = Object.fromEntries(Object.entries(structuredClone(s)).reverse()) as unknown as GameState;
    reordered.hands = Object.fromEntries(Object.entries(s.hands).reverse());
    expect(positionKey(reordered)).toBe(positionKey(s));
    expect(samePosition(reordered, s)).toBe(true);
    const shuffled: GameState = { ...structuredClone(s), genestealerDiscard: [...s.genestealerDiscard, 'gs.x', 'gs.y'] };
    const other: GameState = { ...structuredClone(s), genestealerDiscard: [...s.genestealerDiscard, 'gs.y', 'gs.x'] };
    expect(samePosition(shuffled, other)).toBe(true);
    expect(positionKey(shuffled)).toBe(positionKey(other));
    const moved = structuredClone(s);
    moved.genestealerDeck = moved.genestealerDeck.slice(1);
    expect(samePosition(moved, s)).toBe(false);
    expect(positionKey(moved)).not.toBe(positionKey(s));
    // A field holding undefined is no field, as in JSON.
    expect(samePosition({ ...s, extra: undefined } as unknown as GameState, s)).toBe(true);
  });
});
