/**
 * A table game in play: the pocket-play model (board, questions, store) plus what the table
 * supplies — die faces, cards drawn, Genestealer types, marines dealt — and corrections by
 * hand. Every entry goes through the engine first: a refusal is shown and nothing is stored.
 */
import { batch, computed, createModel } from '@preact/signals';
import { answer, correct, sameOutcome, type Correction, type GameEvent, type GameState, type RevealPrompt } from '../../engine';
import type { GameRow } from '../../persistence/db';
import type { Answered, GameStore } from '../../persistence/games';
import { GameModel } from '../play/game-model';
import { playPath } from '../play/decisions/play-path';
import { asksAboutRoll, rollsIn } from '../play/dice';
import { correctionLine, logLines, resultError, storageLine } from '../play/words/log';
import { dealtLine, forcedLine, revealLine, sameLine } from './reveal-words';
import { t } from '../common/words';

/** The engine event that already says where the card a table entered went. */
const NARRATED: Partial<Record<RevealPrompt['reveal'], GameEvent['k']>> = { marine: 'dealt', genestealer: 'spawned', location: 'location-entered' };

export interface TableStore extends GameStore {
  record(row: GameRow, a: Answered): Promise<GameRow>;
}

/** Chance from the browser, never the engine's: the engine never rolls at the table. */
const browserRandom = (): number => (globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number) / 2 ** 32;

/** A die face from the browser's randomness, for "roll for me" (the engine never rolls at the table). */
export function rollFace(random: () => number = browserRandom): string {
  return String(Math.floor(random() * 6));
}

/** A reveal with one possible answer (never a die: every face can come up). */
export function forcedReveal(s: GameState | null): RevealPrompt | null {
  const p = s?.prompt;
  return p && p.kind === 'reveal' && p.reveal !== 'die' && p.options.length === 1 ? p : null;
}

/**
 * What the app enters by itself now: a reveal with one possible card, or a question whose
 * answers all lead to the same position (sameOutcome: the engine still asks it, so stored
 * games replay as they were). Null when the table has something to say.
 */
export function forcedAnswer(s: GameState | null): string | null {
  const r = forcedReveal(s);
  if (r) return r.options[0] as string;
  return s ? (sameOutcome(s)?.[0] ?? null) : null;
}

/** Enough for any chain of forced reveals (a setup spawn turns up at most a dozen cards). */
const FORCED_LIMIT = 60;

export const TableModel = createModel((store: TableStore) => {
  // A decision's answer may leave a reveal the app knows: it is entered before choose resolves.
  const game = new GameModel(store, () => settle().then(() => undefined));
  const reveal = computed((): RevealPrompt | null => {
    const p = game.state.value?.prompt;
    return p && p.kind === 'reveal' ? p : null;
  });

  /** A die row's answers (die-rows.ts): one, or who attacks and which swarm, each its own step. */
  async function answerRow(key: string): Promise<boolean> {
    const path = key.split(' ');
    return path.length > 1 ? (await playPath(game, path)) === path.length : game.choose(key);
  }

  /** Stores one step (answer or correction) after the engine accepted it; `more` keeps the lines above. */
  async function commit(step: Answered, more = false): Promise<boolean> {
    const r0 = game.row.value;
    const s0 = game.state.value;
    if (!r0) return false;
    game.busy.value = true;
    let next: GameRow;
    try {
      next = await store.record(r0, step);
    } catch (e) {
      batch(() => {
        game.error.value = t('table.notSaved', { error: storageLine(e) });
        game.busy.value = false;
      });
      return false;
    }
    batch(() => {
      // The board marks what this entry changed; a chain (the app's own entries after an answer,
      // Deal for me) marks everything since it began.
      if (!more || !game.before.value) game.before.value = s0;
      game.row.value = next;
      game.stored.value = next.steps;
      game.state.value = step.state;
      game.log.value = [...game.log.value, { index: r0.steps, choice: step.choice, ask: step.ask, player: step.player, secret: false, log: step.log, events: step.events ?? [], ...(step.said ? { said: step.said } : {}) }];
      game.recent.value = more ? [...game.recent.value, ...step.log] : step.log;
      game.recentEvents.value = more ? [...game.recentEvents.value, ...(step.events ?? [])] : (step.events ?? []);
      game.error.value = null;
      game.busy.value = false;
    });
    return true;
  }

  /**
   * Enters, as ordinary stored and undoable steps, every reveal with one possible answer (the
   * last marine to deal, the only type a pile can turn up, the Event Forward Scouting kept on
   * top) and every question with one real answer (the hits slay the whole swarm: which dies
   * first changes nothing), each with a line saying what was entered and why.
   */
  async function settle(): Promise<boolean> {
    for (let i = 0; i < FORCED_LIMIT; i++) {
      const s = game.state.value;
      const p = s?.prompt;
      const choice = forcedAnswer(s);
      if (!s || !p || choice === null || game.busy.value) return true;
      const result = answer(s, choice);
      if (!result.ok) return false;
      const step =
        p.kind === 'reveal'
          ? { choice, ask: `reveal:${p.reveal}`, player: 0, secret: false, log: [forcedLine(p, s, choice), ...logLines(result.events)], said: { w: 'forced' } as const }
          : { choice, ask: p.ask, player: p.player, secret: p.secret, log: [sameLine(p, s, choice), ...logLines(result.events)], said: { w: 'same' } as const };
      if (!(await commit({ ...step, state: result.state, events: result.events, reveals: result.reveals }, true))) return false;
    }
    return true;
  }

  /**
   * Enters what the table revealed: refused (nothing changes) when it cannot be. `withRow`: the
   * face of a die row's tap, stored with the row's answers (one Undo, the marks and recap of the whole tap).
   */
  async function enter(choice: string, withRow = false): Promise<boolean> {
    // A reveal drawn while the answer before it was being stored is entered once that landed,
    // unless that commit failed and took the reveal back.
    const shown = game.state.value;
    await game.landed();
    const s = game.state.value;
    if (s !== shown) return false;
    const p = reveal.value;
    if (game.busy.value || !s || !p) return false;
    const result = answer(s, choice);
    if (!result.ok) {
      game.error.value = resultError(result);
      return false;
    }
    // A die the engine narrates ("Leon rolls 5: a miss.") needs no line of its own: the
    // sheet would show that one roll twice. Nor one whose re-roll is asked next: that question
    // leads with the face ("Rolled 1. Scipio may spend…") beside its die, and the roll is
    // narrated once kept or rolled again.
    const next = result.state.prompt;
    const reroll = p.reveal === 'die' && next?.kind === 'decision' && asksAboutRoll(next.ask);
    // So too a card whose own line names it where it went ("Scipio is dealt into position 2.",
    // "A claw Genestealer spawns left of Leon…", "The squad enters the Munitorium."): "The table
    // reports: Scipio." before it said it twice. An Event's report stays: it names the copy.
    const narrated = NARRATED[p.reveal];
    const told = p.reveal === 'die' ? rollsIn(result.events).length > 0 || reroll : narrated !== undefined && result.events.some((e) => e.k === narrated);
    const lines = told ? logLines(result.events) : [revealLine(p, choice), ...logLines(result.events)];
    const said = told ? {} : { said: { w: 'reveal' } as const };
    const step: Answered = { choice, ask: `reveal:${p.reveal}`, player: 0, secret: false, state: result.state, log: lines, events: result.events, reveals: result.reveals, ...said };
    if (!(await commit(withRow ? { ...step, withLast: true } : step, withRow))) return false;
    return settle();
  }

  return {
    game,
    reveal,
    settle,
    /**
     * Opens a stored table game. A game left at a reveal with one possible answer (the app was
     * closed between an entry and what it enters by itself) gets that answer now, as it would have.
     */
    async open(id: string): Promise<void> {
      await game.open(id);
      if (game.loadState.value === 'ready') await settle();
    },
    /**
     * Takes back the last entry and whatever the app entered for it: landing on a step it
     * would enter again by itself means that step was one of its own, so it goes too.
     */
    async undo(): Promise<boolean> {
      if (!(await game.undo())) return false;
      while (forcedAnswer(game.state.value) !== null && (game.row.value?.steps ?? 0) > 0) {
        if (!(await game.undo())) break;
      }
      return true;
    },
    /**
     * "Deal for me": the app deals the rest of the formation with the browser's randomness,
     * one stored step per marine, and the table lays the cards out as the board shows them.
     */
    async dealForMe(random: () => number = browserRandom): Promise<boolean> {
      await game.landed();
      for (let i = 0; i < FORCED_LIMIT; i++) {
        const s = game.state.value;
        const p = reveal.value;
        if (!s || !p || p.reveal !== 'marine' || game.busy.value) break;
        const choice = p.options[Math.min(p.options.length - 1, Math.floor(random() * p.options.length))] as string;
        const result = answer(s, choice);
        if (!result.ok) {
          game.error.value = resultError(result);
          return false;
        }
        if (!(await commit({ choice, ask: 'reveal:marine', player: 0, secret: false, state: result.state, log: [dealtLine(p, choice), ...logLines(result.events)], said: { w: 'dealt' }, events: result.events, reveals: result.reveals }, i > 0))) return false;
      }
      return settle();
    },
    /** Enters what the table revealed: refused (nothing changes) when it cannot be. */
    enter,
    answerRow,
    /**
     * One tap on a die row: the answer (who attacks, which swarm, re-roll), the face that came
     * up and, on a kill's line, the Genestealer slain, each a stored step of one tap (one Undo
     * takes it all back: the row's question is asked again, with its faces).
     */
    async answerThenRoll(option: string, face: string, slay?: string): Promise<boolean> {
      if (!(await answerRow(option))) return false;
      const p = reveal.value;
      if (!p || p.reveal !== 'die' || !(await enter(face, true))) return false;
      if (slay === undefined) return true;
      // The line was drawn from this very position (die-rows.ts): the engine asks that kill now.
      const q = game.prompt.value;
      return q !== null && q.ask === 'slay' && q.options.includes(slay) && game.choose(slay, 'more');
    },
    /** Sets one thing to what the table shows; logged and undoable like an answer. */
    async fix(c: Correction): Promise<boolean> {
      await game.landed();
      const s = game.state.value;
      if (game.busy.value || !s) return false;
      const result = correct(s, c);
      if (!result.ok) {
        game.error.value = resultError(result);
        return false;
      }
      let line: string;
      try {
        line = correctionLine(c);
      } catch {
        line = t('tableLog.corrected');
      }
      return commit({ choice: 'correction', ask: 'correction', player: 0, secret: false, state: result.state, log: [line, ...logLines(result.events)], said: { w: 'correction' }, events: result.events, reveals: 0, correction: c });
    },
  };
});

export type TableModelInstance = InstanceType<typeof TableModel>;
