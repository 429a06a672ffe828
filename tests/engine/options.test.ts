/** The one codec for option strings and the typed list of asks (issue 25). */
import { describe, expect, it } from 'vitest';
import { answerInPlace, ASKS, isAsk, newGame, optionMarine, optionOf, parseOption, printOption, type GameState, type OptionValue } from '../../src/engine';
import { mulberry, randomGameOptions } from '../ui/fuzz';

/** Plays game `seed` with random answers (dealer or table chance), visiting every prompt. */
function play(seed: number, chance: 'dealer' | 'table', visit: (s: GameState) => void): void {
  const started = newGame({ ...randomGameOptions(seed), chance });
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  const rand = mulberry(seed ^ 0x2545f491);
  while (s.prompt) {
    visit(s);
    const o = s.prompt.options;
    const problem = answerInPlace(s, o[Math.floor(rand() * o.length)] as string);
    if (problem) throw new Error(JSON.stringify(problem));
  }
}

describe('option codec', () => {
  it('reads every option of 120 random games (both kinds of chance) and prints it back unchanged', () => {
    const kinds = new Set<string>();
    const asks = new Set<string>();
    const unread: string[] = [];
    for (let g = 0; g < 120; g++) {
      play(g, g % 2 ? 'table' : 'dealer', (s) => {
        const p = s.prompt;
        if (!p) return;
        if (p.kind === 'decision') {
          expect(isAsk(p.ask), p.ask).toBe(true);
          asks.add(p.ask);
        }
        for (const o of p.options) {
          const v = parseOption(o);
          if (!v) unread.push(o);
          else {
            kinds.add(v.kind);
            expect(printOption(v)).toBe(o);
          }
        }
      });
    }
    expect(unread).toEqual([]);
    // Every kind of value shows up in play except the rare ones tested by hand below.
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    expect(asks.size).toBeGreaterThan(35);
  }, 60_000);

  it('reads each kind into a typed value', () => {
    const cases: [string, OptionValue][] = [
      ['done', { kind: 'word', word: 'done' }],
      ['4', { kind: 'face', face: 4 }],
      ['LEFT', { kind: 'pile', side: 'LEFT' }],
      ['RED', { kind: 'team', team: 'RED' }],
      ['TAIL', { kind: 'type', type: 'TAIL' }],
      ['marine.leon', { kind: 'marine', id: 'marine.leon' }],
      ['action.full-auto', { kind: 'card', id: 'action.full-auto' }],
      ['brood-lord.a', { kind: 'card', id: 'brood-lord.a' }],
      ['swarm:2:RIGHT:1', { kind: 'swarm', ref: { row: 2, side: 'RIGHT', index: 1 } }],
      ['swarm:0:LEFT:0:CLAW', { kind: 'swarm', ref: { row: 0, side: 'LEFT', index: 0 }, type: 'CLAW' }],
      ['swap:marine.leon:marine.valencio', { kind: 'swap', a: 'marine.leon', b: 'marine.valencio' }],
      ['flip:marine.zael', { kind: 'flip', marine: 'marine.zael' }],
      ['pay:marine.zael', { kind: 'pay', marine: 'marine.zael' }],
      ['activate:marine.zael:terrain.door', { kind: 'activate', marine: 'marine.zael', terrain: 'terrain.door' }],
      ['to:3:LEFT', { kind: 'to', row: 3, side: 'LEFT' }],
      ['at:0:RIGHT', { kind: 'at', row: 0, side: 'RIGHT' }],
      ['ability:action.heroic-charge:marine.claudio', { kind: 'ability', card: 'action.heroic-charge', marine: 'marine.claudio' }],
    ];
    for (const [text, value] of cases) {
      expect(parseOption(text), text).toEqual(value);
      expect(printOption(value)).toBe(text);
    }
  });

  it('refuses what is not in the grammar or names no card', () => {
    for (const bad of ['', 'swarm:1:UP:0', 'swarm:01:LEFT:0', 'swarm:1:LEFT', 'swarm:1:LEFT:0:BEAK', 'swap:marine.leon', 'swap:marine.leon:marine.nobody', 'flip:', 'marine.nobody', '6', 'to:-1:LEFT', 'activate:marine.leon:action.full-auto', 'maybe']) {
      expect(parseOption(bad), bad).toBeNull();
    }
  });

  it('picks a kind and the marine an option names', () => {
    expect(optionOf('swarm', 'swarm:1:LEFT:0')?.ref).toEqual({ row: 1, side: 'LEFT', index: 0 });
    expect(optionOf('swap', 'swarm:1:LEFT:0')).toBeNull();
    expect(optionMarine(parseOption('ability:action.heroic-charge:marine.claudio'))).toBe('marine.claudio');
    expect(optionMarine(parseOption('done'))).toBeNull();
  });
});

describe('the list of asks', () => {
  it('names each question once', () => {
    expect(new Set(ASKS).size).toBe(ASKS.length);
    expect(isAsk('choose-action')).toBe(true);
    expect(isAsk('which-marine-fires-next')).toBe(false);
  });
});
