/**
 * The board's and pocket play's words in another language (issue 34): numbers in that
 * language's way, whole sentences where English spliced pieces, and the English unchanged.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { wordsOf } from '../setup-words';
import { useWordsNow } from '../../src/ui/common/words';
import { oddsLabel, percent, rangeText } from '../../src/ui/play/advisor/AdvisorOdds';
import { slainOnce } from '../../src/ui/play/decisions/settle';
import { teamLabel, teamName } from '../../src/ui/play/board/team-words';
import { handOffWhy } from '../../src/ui/pocket/HandOff';
import { SetupModel } from '../../src/ui/pocket/setup-model';
import type { AnswerOdds } from '../../src/strategy';
import type { DecisionPrompt, GameState } from '../../src/engine';

const odds = (rate: number, low: number, high: number, best = false): AnswerOdds => ({ option: 'x', rate, low, high, playouts: 100, best, close: false }) as AnswerOdds;
const choosing: DecisionPrompt = { kind: 'decision', player: 0, ask: 'choose-action', subject: 'BLUE', options: [], secret: true };

afterAll(() => useWordsNow('en', wordsOf('en')));

describe('board and pocket words', () => {
  it('English reads as before', () => {
    useWordsNow('en', wordsOf('en'));
    expect(percent(0.004)).toBe('0.4%');
    expect(oddsLabel(odds(0.19, 0.188, 0.192, true))).toBe('19% win (±0.2%) · best');
    expect(slainOnce(2)).toBe('Both slain.');
    expect(slainOnce(4)).toBe('All 4 slain.');
    expect(teamLabel('BLUE')).toBe('Blue team');
    expect(handOffWhy(choosing, {} as GameState, 'Ana')).toBe("Ana chooses the Blue team's Action card in secret. Everyone else, look away until the phone comes back.");
    const model = new SetupModel();
    expect(model.names.value[0]).toBe('Player 1');
    model.setCount(2);
    model.teams.value = [[], []];
    expect(model.problem.value).toBe('Player 1 needs 2 combat teams (has 0).');
  });

  it('German writes numbers, teams and counted sentences its own way', () => {
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    expect(percent(0.004)).toBe('0,4\u00a0%');
    expect(rangeText({ low: 0.171, high: 0.214 })).toBe('17\u00a0%–21\u00a0%');
    expect(oddsLabel(odds(0.19, 0.15, 0.23))).toBe('19\u00a0% Sieg (15\u00a0%–23\u00a0%)');
    expect(slainOnce(3)).toBe('Alle 3 getötet.');
    expect(teamName('GREEN')).toBe('Grün');
    expect(teamLabel('GREEN')).toBe('Team Grün');
    expect(handOffWhy(choosing, {} as GameState, 'Ana')).toMatch(/^Ana wählt geheim die Aktionskarte von Team Blau\./);
    const model = new SetupModel();
    model.setCount(4);
    model.teams.value = [[], [], [], []];
    expect(model.problem.value).toBe('Spieler 1 braucht 1 Kampfteam (hat 0).');
  });
});

describe('the new game form after a change of language', () => {
  it('a default name follows the language; a typed name stays as typed', () => {
    useWordsNow('en', wordsOf('en'));
    const model = new SetupModel();
    model.setCount(2);
    model.setName(1, 'Ana');
    expect(model.names.value.slice(0, 2)).toEqual(['Player 1', 'Ana']);
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    expect(model.names.value.slice(0, 2)).toEqual(['Spieler 1', 'Ana']);
    expect(model.options.value?.players.map((p) => p.name)).toEqual(['Spieler 1', 'Ana']);
    // A field emptied by hand stays empty (and says it needs a name), not the default again.
    model.setName(0, '');
    expect(model.names.value[0]).toBe('');
    expect(model.problem.value).toMatch(/Spieler 1/);
  });
});
