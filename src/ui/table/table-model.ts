/**
 * A table game in play: the pocket-play model (board, questions, store) plus what the table
 * supplies — die faces, cards drawn, Genestealer types, marines dealt — and corrections by
 * hand. Every entry goes through the engine first: a refusal is shown and nothing is stored.
 */
import { batch, computed, createModel, signal } from '@preact/signals';
import { answer, correct, describeCorrection, type Correction, type RevealPrompt } from '../../engine';
import type { GameRow } from '../../persistence/db';
import type { Answered, GameStore } from '../../persistence/games';
import { GameModel } from '../models/game-model';
import { revealLine } from './reveal-words';

export interface TableStore extends GameStore {
  record(row: GameRow, a: Answered): Promise<GameRow>;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A die face from the browser's randomness, for "roll for me" (the engine never rolls at the table). */
export function rollFace(random: () => number = () => (globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number) / 2 ** 32): string {
  return String(Math.floor(random() * 6));
}

export const TableModel = createModel((store: TableStore) => {
  const game = new GameModel(store);
  const reveal = computed((): RevealPrompt | null => {
    const p = game.state.value?.prompt;
    return p && p.kind === 'reveal' ? p : null;
  });

  /** Stores one step (answer or correction) after the engine accepted it. */
  async function commit(step: Answered): Promise<boolean> {
    const r0 = game.row.value;
    if (!r0) return false;
    game.busy.value = true;
    let next: GameRow;
    try {
      next = await store.record(r0, step);
    } catch (e) {
      batch(() => {
        game.error.value = `Not saved, so not entered: ${message(e)}`;
        game.busy.value = false;
      });
      return false;
    }
    batch(() => {
      game.row.value = next;
      game.state.value = step.state;
      game.log.value = [...game.log.value, { index: r0.steps, choice: step.choice, ask: step.ask, player: step.player, secret: false, log: step.log }];
      game.recent.value = step.log;
      game.error.value = null;
      game.busy.value = false;
    });
    return true;
  }

  return {
    game,
    reveal,
    /** Enters what the table revealed: refused (nothing changes) when it cannot be. */
    async enter(choice: string): Promise<boolean> {
      const s = game.state.value;
      const p = reveal.value;
      if (game.busy.value || !s || !p) return false;
      const result = answer(s, choice);
      if (!result.ok) {
        game.error.value = result.error;
        return false;
      }
      const lines = [revealLine(p, choice), ...result.log];
      return commit({ choice, ask: `reveal:${p.reveal}`, player: 0, secret: false, state: result.state, log: lines, reveals: result.reveals });
    },
    /** Sets one thing to what the table shows; logged and undoable like an answer. */
    async fix(c: Correction): Promise<boolean> {
      const s = game.state.value;
      if (game.busy.value || !s) return false;
      const result = correct(s, c);
      if (!result.ok) {
        game.error.value = result.error;
        return false;
      }
      let line: string;
      try {
        line = describeCorrection(c);
      } catch {
        line = 'Corrected by hand.';
      }
      return commit({ choice: 'correction', ask: 'correction', player: 0, secret: false, state: result.state, log: [line, ...result.log], reveals: 0, correction: c });
    },
  };
});

export type TableModelInstance = InstanceType<typeof TableModel>;
