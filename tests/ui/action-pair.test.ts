/**
 * A player's two teams choose their Action cards in one tap (issue 32): the pair is offered
 * only when the same player's next question is his other team's card.
 */
import { describe, expect, it } from 'vitest';
import { answer, newGame, type GameOptions, type GameState } from '../../src/engine';
import { pairedChoice } from '../../src/ui/play/decisions/action-pair';

function start(players: GameOptions['players']): GameState {
  const r = newGame({ players, chance: 'dealer', seed: 21 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function chosen(s: GameState, card: string): GameState {
  const r = answer(s, card);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

const firstCard = (s: GameState): string => (s.prompt?.kind === 'decision' ? (s.prompt.options[0] as string) : '');

describe('both teams of one player in one tap', () => {
  it('3 players: Ana’s Blue card opens Red’s cards; Red’s own card opens nothing (Ben chooses next, after a hand-off)', () => {
    const s = start([
      { name: 'Ana', teams: ['BLUE', 'RED'] },
      { name: 'Ben', teams: ['GREEN', 'GREY'] },
      { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
    ]);
    expect(s.prompt).toMatchObject({ ask: 'choose-action', player: 0, subject: 'BLUE' });
    const pair = pairedChoice(s, firstCard(s));
    const red = chosen(s, firstCard(s));
    expect(red.prompt).toMatchObject({ ask: 'choose-action', player: 0, subject: 'RED' });
    expect(pair).toEqual({ team: 'RED', options: red.prompt?.kind === 'decision' ? red.prompt.options : null });
    expect(pairedChoice(red, firstCard(red))).toBeNull();
  });

  it('4 players with one team each: no pair; solo with three teams: each team with the next, the last alone', () => {
    const four = start([
      { name: 'Ana', teams: ['BLUE'] },
      { name: 'Ben', teams: ['RED'] },
      { name: 'Cy', teams: ['GREY'] },
      { name: 'Di', teams: ['PURPLE'] },
    ]);
    expect(pairedChoice(four, firstCard(four))).toBeNull();
    const solo = start([{ name: 'Ana', teams: ['BLUE', 'RED', 'GREY'] }]);
    expect(pairedChoice(solo, firstCard(solo))?.team).toBe('RED');
    const second = chosen(solo, firstCard(solo));
    expect(pairedChoice(second, firstCard(second))?.team).toBe('GREY');
    const third = chosen(second, firstCard(second));
    expect(pairedChoice(third, firstCard(third))).toBeNull();
  });

  it('a card the team may not play, or a question that is not an Action card, opens nothing', () => {
    const solo = start([{ name: 'Ana', teams: ['BLUE', 'RED', 'GREY'] }]);
    expect(pairedChoice(solo, 'action.overwatch')).toBeNull();
    const support = (() => {
      let s = solo;
      while (s.prompt?.kind === 'decision' && s.prompt.ask === 'choose-action') s = chosen(s, firstCard(s));
      return s;
    })();
    expect(support.prompt?.kind === 'decision' && support.prompt.ask).not.toBe('choose-action');
    expect(pairedChoice(support, firstCard(support))).toBeNull();
  });
});
