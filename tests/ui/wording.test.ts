import { describe, expect, it } from 'vitest';
import { isAsk, parseOption, type DecisionPrompt, type OptionKind } from '../../src/engine';

/** Kinds of answer that name a place on the board. */
const ON_BOARD: ReadonlySet<OptionKind> = new Set(['marine', 'swarm', 'swap', 'flip', 'activate', 'to', 'at', 'pay']);
import { boardView } from '../../src/ui/play/board/board-view';
import { spotsOf } from '../../src/ui/play/targets';
import { question } from '../../src/ui/play/words/asks';
import { optionLabel } from '../../src/ui/play/words/options';
import { fuzzGame } from './fuzz';

describe('wording of every question the engine asks', () => {
  it('words every prompt and option of 300 random games, and places board targets', () => {
    const seen = new Set<string>();
    const raw = /\b(marine|action|event|terrain|brood-lord)\.[a-z]|swarm:\d|^(to|at|swap|flip|pay):/;
    let prompts = 0;
    for (let g = 0; g < 300; g++) {
      fuzzGame(g, (s) => {
        const p = s.prompt as DecisionPrompt;
        seen.add(p.ask);
        prompts++;
        expect(isAsk(p.ask), `'${p.ask}' is not in the engine's list of asks`).toBe(true);
        const q = question(p, s);
        expect(q.title).not.toMatch(raw);
        // Every placeholder of the catalogue's sentence was filled.
        expect(`${q.title} ${q.hint ?? ''}`, p.ask).not.toMatch(/\{\w+\}/);
        for (const o of p.options) {
          const label = optionLabel(o, p, s);
          expect(label, `${p.ask}: ${o}`).not.toMatch(raw);
          expect(label.length).toBeGreaterThan(1);
          // Anything that names a place on the board can be tapped there.
          if (ON_BOARD.has(parseOption(o)?.kind ?? 'word')) expect(spotsOf(o, p, s).length, o).toBeGreaterThan(0);
        }
        if (prompts % 50 === 0) expect(boardView(s).rows.length).toBe(s.formation.length);
      });
    }
    expect(seen.size).toBeGreaterThan(45);
  }, 60_000); // 300 whole games: seconds on a loaded 2-core machine, well past the 5 s default
});
