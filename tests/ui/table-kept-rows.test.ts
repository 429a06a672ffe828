/**
 * The table's die rows beside a re-roll (issue 32: keeping a roll is no decision of its own):
 * the next question's rows come with the keep, so keeping, who attacks next, which swarm and the
 * face are one tap. Scenario: the rulebook's p20 example (RB p20), Scipio with a Support token.
 */
import { describe, expect, it } from 'vitest';
import type { DecisionPrompt, GameState } from '../../src/engine';
import type { Player } from '../../src/engine/types';
import { rollRows } from '../../src/ui/table/die-rows';
import { question } from '../../src/ui/play/words/asks';
import { build, marineId, play, ref } from '../engine/build';

const PLAYERS: Player[] = [{ name: 'Solo', teams: ['GREEN', 'YELLOW', 'GREY'] }];
const chosen = { GREEN: 'action.dead-aim', YELLOW: 'action.heroic-charge', GREY: 'action.psionic-attack' } as const;
const rowsAt = (scipio: string): GameState =>
  build({ players: PLAYERS, rows: ['[TAIL] | noctis< | [HEAD]', '[CLAW] | claudio< |', `| ${scipio} |`, '| gideon> |', '| goriel< |', '| calistarius< | [TONGUE]'], start: { phase: 'resolve-actions' }, chosen }).state;

describe('table: the rows after keeping a roll', () => {
  // Scipio (Psionic Attack, 15) misses with a token to spend; Dead Aim (16) asks who attacks next.
  const missed = play(rowsAt('scipio>+1'), marineId('scipio'), '5').state;

  it('offers the re-roll with its die, then keep + Noctis + each swarm he may attack, with its die, and keep + done', () => {
    const p = missed.prompt as DecisionPrompt;
    expect(p).toMatchObject({ ask: 'attack-reroll', options: ['reroll', 'keep'] });
    const rows = rollRows(missed, p);
    expect(rows.map((r) => [r.key, r.rolls])).toEqual([
      ['reroll', true],
      ['keep', false],
      [`keep ${marineId('noctis')} ${ref(0, 'LEFT')}`, true],
      [`keep ${marineId('noctis')} ${ref(1, 'LEFT')}`, true],
      ['keep done', false],
    ]);
    expect(rows[2]?.kept).toMatchObject({ prompt: { ask: 'attacker', subject: 'action.dead-aim' } });
  });

  it('the re-roll question leads with the face it is about, where a folded sheet still shows it', () => {
    expect(question(missed.prompt as DecisionPrompt, missed).title).toBe('Rolled 5. Scipio may spend a Support token to roll again');
  });

  it("each row's answers, then its face, are the engine's answers in order", () => {
    for (const r of rollRows(missed, missed.prompt as DecisionPrompt).filter((x) => x.rolls)) {
      const s = play(missed, ...r.key.split(' ')).state;
      expect(s.prompt).toMatchObject({ kind: 'reveal', reveal: 'die' });
    }
    const stop = play(missed, 'keep', 'done').state;
    // Claudio's Heroic Charge card asks next: the row stopped where the keep's question ended.
    expect(stop.prompt).toMatchObject({ kind: 'decision', subject: 'action.heroic-charge' });
  });

  it("another player's question after the keep is not drawn beside the re-roll: the keep stays one answer", () => {
    // Ben's blue team attacks first (Lead By Example) and passes.
    const two: Player[] = [
      { name: 'Ann', teams: ['GREEN', 'YELLOW'] },
      { name: 'Ben', teams: ['GREY', 'BLUE'] },
    ];
    const s0 = build({ players: two, rows: ['[TAIL] | noctis< | [HEAD]', '[CLAW] | claudio< |', '| scipio>+1 |', '| gideon> |', '| goriel< |', '| calistarius< | [TONGUE]', '| lorenzo> |', '| deino> |'], start: { phase: 'resolve-actions' }, chosen: { ...chosen, BLUE: 'action.lead-by-example' } }).state;
    const s = play(s0, 'done', marineId('scipio'), '5').state;
    expect(s.prompt).toMatchObject({ ask: 'attack-reroll', player: 1 });
    expect(rollRows(s, s.prompt as DecisionPrompt).map((r) => [r.key, r.rolls])).toEqual([
      ['reroll', true],
      ['keep', false],
    ]);
  });
});
