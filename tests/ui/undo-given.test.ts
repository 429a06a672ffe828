/**
 * Undo takes back the player's answer with the answers the app then gave for them. When a
 * reveal stands before the player's answer, only the app's would go: the app answers again, so
 * the screen stays where it was, and it says why nothing was undone.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answer, positionKey, type GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { gameStore } from '../../src/persistence/games';
import { GameModel, type GameModelInstance } from '../../src/ui/play/game-model';
import type { GivenAnswer } from '../../src/ui/play/decisions/settle';
import { pocketSaid } from '../../src/ui/play/words/said';

describe('undo with the answers the app gave', () => {
  it('stops at a reveal without leaving the player at a question the app answers', async () => {
    // The app answers the first question after the Action cards are turned up (a stand-in for
    // a question with one real answer, decisions/settle.ts).
    let revealed = '';
    const given = (s: GameState): GivenAnswer[] => (s.prompt?.kind === 'decision' && positionKey(s) === revealed ? [{ o: s.prompt.options[0] as string }] : []);
    const g: GameModelInstance = new GameModel(
      gameStore(new CompanionDB('undo-given'), pocketSaid),
      async () => {
        for (const a of given(g.state.value as GameState)) await g.choose(a.o, 'auto');
      },
      given,
    );
    await g.start({ players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 3 }, false);
    // Two teams choose; the third choice turns every card face up (a reveal: undo stops there).
    await g.choose(g.prompt.value?.options[0] as string);
    await g.choose(g.prompt.value?.options[0] as string);
    const third = g.prompt.value?.options[0] as string;
    const r = answer(g.state.value as GameState, third);
    if (!r.ok) throw new Error(r.error);
    revealed = positionKey(r.state);
    expect(await g.choose(third)).toBe(true);
    // The player's answer and the app's, the reveal standing at the player's.
    expect(g.row.value?.steps).toBe(4);
    expect(g.row.value?.undoFloor).toBe(3);
    const shown = g.state.value;
    expect(await g.undo()).toBe(false);
    expect(g.state.value).toEqual(shown);
    expect(g.row.value?.steps).toBe(4);
    expect(g.error.value).toMatch(/revealed/);
  });
});
