import 'fake-indexeddb/auto';
import { pocketSaid } from '../../src/ui/play/words/said';
import { actionDef } from '../../src/data';
import { teamLabel } from '../../src/ui/play/board/team-words';
import { describe, expect, it, vi } from 'vitest';
import type { GameOptions, GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { gameStore, type GameStore } from '../../src/persistence/games';
import { GameModel } from '../../src/ui/play/game-model';
import { boardChanges } from '../../src/ui/play/board/board-changes';

let counter = 0;
const freshStore = () => gameStore(new CompanionDB(`model-db-${++counter}`), pocketSaid);

const solo: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 7 };
const trio: GameOptions = {
  players: [
    { name: 'Ana', teams: ['BLUE', 'RED'] },
    { name: 'Ben', teams: ['GREEN', 'GREY'] },
    { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
  ],
  chance: 'dealer',
  seed: 21,
};

describe('game model', () => {
  it('draws the next prompt while the answer is stored, and takes no answer to it before that commit landed', async () => {
    const base = freshStore();
    /** Each write waits until the test lets it through, so a tap can come while it runs. */
    const gates: (() => void)[] = [];
    const recorded: number[] = [];
    const spy: GameStore = {
      ...base,
      record: async (row, a) => {
        recorded.push(row.steps);
        await new Promise<void>((go) => gates.push(go));
        return base.record(row, a);
      },
    };
    const model = new GameModel(spy);
    expect(await model.start(solo, false)).toBeTruthy();
    const first = model.choose(model.prompt.value?.options[0] as string);
    // The next question is up at once, while its answer's commit is still under way.
    expect(model.row.value?.steps).toBe(1);
    expect(model.stored.value).toBe(0);
    const shown = model.state.value;
    // A tap on it now (and a double tap) waits: nothing is written for it yet.
    const early = model.choose(model.prompt.value?.options[0] as string);
    const double = model.choose(model.prompt.value?.options[0] as string);
    await vi.waitFor(() => expect(recorded).toEqual([0]));
    await new Promise((go) => setTimeout(go, 10));
    expect(recorded).toEqual([0]);
    expect(model.state.value).toBe(shown);
    gates.shift()?.();
    expect(await first).toBe(true);
    // Once the first answer is stored, the early tap counts (the double tap does not).
    await vi.waitFor(() => expect(recorded).toEqual([0, 1]));
    expect(model.stored.value).toBe(1);
    expect(model.row.value?.steps).toBe(2);
    gates.shift()?.();
    expect(await early).toBe(true);
    expect(await double).toBe(false);
    // The double tap answered nothing, not even the question after it, and says nothing.
    expect(model.row.value?.steps).toBe(2);
    expect(model.error.value).toBeNull();
    expect(model.stored.value).toBe(2);
    const again = new GameModel(base);
    await again.open(model.row.value?.id as string);
    expect(again.state.value).toEqual(model.state.value);
    expect(again.log.value.map((e) => e.index)).toEqual([-1, 0, 1]);
  });

  it('a tap of several answers draws only its last question at once, and stores each answer as its own step, in order', async () => {
    const base = freshStore();
    const gates: (() => void)[] = [];
    const recorded: string[] = [];
    const model = new GameModel({
      ...base,
      record: async (row, a) => {
        recorded.push(a.choice);
        await new Promise<void>((go) => gates.push(go));
        return base.record(row, a);
      },
    });
    await model.start(solo, false);
    // Three answers in one tap: each the first option of the question then.
    const given: string[] = [];
    const positions: GameState[] = [];
    const tap = model.chooseRun(() => {
      const o = given.length < 3 ? model.prompt.value?.options[0] : undefined;
      if (o === undefined) return null;
      given.push(o);
      return o;
    });
    positions.push(model.state.value as GameState);
    // Drawn at once, before any write: the position after the third answer.
    expect(given).toHaveLength(3);
    expect(model.row.value?.steps).toBe(3);
    expect(model.stored.value).toBe(0);
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(recorded).toHaveLength(i + 1));
      gates.shift()?.();
    }
    expect(await tap).toBe(3);
    expect(recorded).toEqual(given);
    expect(model.stored.value).toBe(3);
    const again = new GameModel(base);
    await again.open(model.row.value?.id as string);
    expect(again.state.value).toEqual(positions[0]);
    expect(again.log.value.map((e) => e.choice)).toEqual(['', ...given]);
  });

  it('a tap of several answers whose second write fails keeps the first and puts back its question', async () => {
    const base = freshStore();
    let writes = 0;
    const model = new GameModel({ ...base, record: async (row, a) => (++writes === 2 ? Promise.reject(new Error('disk full')) : base.record(row, a)) });
    await model.start(solo, false);
    const first = model.prompt.value?.options[0] as string;
    const afterFirst = (await import('../../src/engine')).answer(model.state.value as GameState, first);
    if (!afterFirst.ok) throw new Error(afterFirst.error);
    let n = 0;
    const stored = await model.chooseRun(() => (n++ < 3 ? (model.prompt.value?.options[0] ?? null) : null));
    expect(stored).toBe(1);
    expect(model.state.value).toEqual(afterFirst.state);
    expect(model.row.value?.steps).toBe(1);
    expect(model.stored.value).toBe(1);
    expect(model.error.value).toMatch(/Not saved.*disk full/);
  });

  it('marks what an answer changed on the board until the next answer, the same after reopening', async () => {
    const store = freshStore();
    const model = new GameModel(store);
    await model.start(solo, false);
    expect(model.changes.value.swarms.size).toBe(0);
    // Play until an answer spawns or moves swarms (the first Event Phase at the latest).
    let marked = false;
    for (let i = 0; i < 80 && !marked && model.prompt.value; i++) {
      await model.choose(model.prompt.value.options[0] as string);
      marked = model.changes.value.swarms.size > 0;
    }
    expect(marked).toBe(true);
    for (const key of model.changes.value.swarms.keys()) expect(model.board.value?.rows.flatMap((r) => [...r.LEFT.swarms, ...r.RIGHT.swarms]).map((sw) => sw.key)).toContain(key);
    // Reloaded from storage, the board shows the same marks (the last answer is replayed from below).
    const again = new GameModel(store);
    await again.open(model.row.value?.id as string);
    expect(again.changes.value).toEqual(model.changes.value);
    // The next answer replaces them with its own.
    const prev = model.state.value as GameState;
    await model.choose(model.prompt.value?.options[0] as string);
    expect(model.changes.value).toEqual(boardChanges(prev, model.state.value as GameState));
  });

  it('reopened right on a snapshot (the end of the game), the marks still come from the last answer', async () => {
    const store = freshStore();
    const model = new GameModel(store);
    await model.start(solo, false);
    // The last answer writes a snapshot at its own index: the replay must start below it.
    for (let i = 0; i < 2000 && model.prompt.value; i++) await model.choose(model.prompt.value.options[0] as string);
    expect(model.over.value).not.toBeNull();
    const marks = model.changes.value;
    expect(marks.swarms.size + marks.fallen.length).toBeGreaterThan(0);
    await store.settled(); // the snapshot is written after the commit
    const again = new GameModel(store);
    await again.open(model.row.value?.id as string);
    expect(again.changes.value).toEqual(marks);
  });

  it('refuses an answer that is not offered and keeps the position', async () => {
    const model = new GameModel(freshStore());
    await model.start(solo, false);
    const before = model.state.value;
    expect(await model.choose('action.nonsense')).toBe(false);
    expect(model.error.value).toMatch(/not possible/);
    expect(model.state.value).toBe(before);
  });

  it('says the answer was not played when storage fails', async () => {
    const base = freshStore();
    const model = new GameModel({ ...base, record: async () => Promise.reject(new Error('disk full')) });
    await model.start(solo, false);
    const before = model.state.value;
    const step = model.row.value?.steps;
    const tap = model.choose(model.prompt.value?.options[0] as string);
    // Drawn at once; then the failed commit puts the question back, and a tap made on the
    // question drawn too early is not played either.
    expect(model.state.value).not.toBe(before);
    const early = model.choose(model.prompt.value?.options[0] as string);
    expect(await tap).toBe(false);
    expect(await early).toBe(false);
    expect(model.error.value).toMatch(/Not saved.*disk full/);
    expect(model.state.value).toBe(before);
    expect(model.row.value?.steps).toBe(step);
  });

  it('words the question and options; solo names its own card choice (issue 32: solo words for solo)', async () => {
    const model = new GameModel(freshStore());
    await model.start(solo, false);
    expect(model.asked.value?.title).toMatch(/Choose the .* team's Action card/);
    const card = model.options.value[0];
    expect(card?.label).toBeTruthy();
    await model.choose(card?.key as string);
    const line = model.log.value[model.log.value.length - 1]?.log[0];
    // The one player chose it and holds the phone: "Blue team: Counter Attack.", not "Ana chose … in secret".
    expect(line).toBe(`${teamLabel(actionDef(card?.key as string).team)}: ${actionDef(card?.key as string).name}.`);
  });

  it('undoes until a reveal of chance, and says why not', async () => {
    const model = new GameModel(freshStore());
    await model.start(solo, false);
    expect(model.undoReason.value).toMatch(/Nothing/);
    await model.choose(model.prompt.value?.options[0] as string);
    expect(model.undoReason.value).toBeNull();
    expect(await model.undo()).toBe(true);
    expect(model.row.value?.steps).toBe(0);
    while ((model.row.value?.undoFloor ?? 0) === 0) await model.choose(model.prompt.value?.options[0] as string);
    expect(model.undoReason.value).toMatch(/Something was revealed/);
    expect(await model.undo()).toBe(false);
  });
});

describe('pass and play', () => {
  it('hands the phone over before another player decides, and before every secret', async () => {
    const model = new GameModel(freshStore());
    await model.start(trio, false);
    // Nobody holds the phone yet: the first player is asked to take it.
    expect(model.handOff.value).toBe(0);
    expect(await model.choose(model.prompt.value?.options[0] as string)).toBe(false);
    model.confirmHandOff();
    expect(model.handOff.value).toBeNull();
    // Ana chooses for both her teams without handing over in between.
    await model.choose(model.prompt.value?.options[0] as string);
    expect(model.prompt.value?.player).toBe(0);
    expect(model.handOff.value).toBeNull();
    await model.choose(model.prompt.value?.options[0] as string);
    // Ben's turn to choose: hand over first.
    expect(model.prompt.value?.player).toBe(1);
    expect(model.handOff.value).toBe(1);
    model.confirmHandOff();
    expect(model.handOff.value).toBeNull();
  });

  it('after a reload or an undo, the player to decide takes the phone again', async () => {
    const store = freshStore();
    const model = new GameModel(store);
    const id = await model.start(trio, false);
    model.confirmHandOff();
    await model.choose(model.prompt.value?.options[0] as string);
    expect(model.handOff.value).toBeNull();
    const reloaded = new GameModel(store);
    await reloaded.open(id as string);
    expect(reloaded.handOff.value).toBe(0);
    await model.undo();
    expect(model.handOff.value).toBe(0);
  });

  it('solo play never asks to hand the phone over', async () => {
    const model = new GameModel(freshStore());
    await model.start(solo, false);
    for (let i = 0; i < 30 && model.prompt.value; i++) {
      expect(model.handOff.value).toBeNull();
      await model.choose(model.prompt.value.options[0] as string);
    }
  });
});

describe('secret event decisions', () => {
  it('an Instinct event (or a Forward Scouting peek) is shown to the deciding player alone first', async () => {
    // Find a 3-player deal and a line of answers that reaches a secret decision other than a card choice.
    const { answerInPlace, newGame } = await import('../../src/engine');
    let found: { seed: number; answers: string[] } | null = null;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const r = newGame({ ...trio, seed });
      if (!r.ok) throw new Error(r.error);
      const answers: string[] = [];
      while (r.state.prompt && answers.length < 400) {
        const p = r.state.prompt;
        if (p.kind === 'decision' && p.secret && p.ask !== 'choose-action') {
          found = { seed, answers };
          break;
        }
        const choice = p.options[answers.length % p.options.length] as string;
        answers.push(choice);
        answerInPlace(r.state, choice);
      }
    }
    expect(found).not.toBeNull();
    const model = new GameModel(freshStore());
    await model.start({ ...trio, seed: found!.seed }, false);
    for (const choice of found!.answers) {
      if (model.handOff.value !== null) model.confirmHandOff();
      expect(await model.choose(choice)).toBe(true);
    }
    const p = model.prompt.value!;
    expect(p.secret).toBe(true);
    // Whoever held the phone a moment ago, the screen is blank until the decider takes it.
    expect(model.handOff.value).toBe(p.player);
    model.confirmHandOff();
    expect(model.handOff.value).toBeNull();
  });
});

describe('undo in pass and play (issue 11)', () => {
  it('stops at a different player’s secret decision and never hands the phone back', async () => {
    const model = new GameModel(freshStore());
    await model.start(trio, false);
    // Round 1: the first player chooses an Action card in secret, then the phone passes on.
    const first = model.prompt.value;
    if (first?.kind !== 'decision') throw new Error('no decision');
    model.confirmHandOff();
    let guard = 0;
    while (model.prompt.value?.kind === 'decision' && model.prompt.value.player === first.player && guard++ < 10) {
      await model.choose(model.prompt.value.options[0] as string);
    }
    const next = model.prompt.value;
    if (next?.kind !== 'decision') throw new Error('no next decision');
    expect(next.player).not.toBe(first.player);
    // The next player holds the phone: undo would take back the first player's secret card.
    expect(model.undoReason.value).toMatch(/phone passed to another player/);
    expect(await model.undo()).toBe(false);
    expect(model.prompt.value).toEqual(next);
  });

  it('practice games still undo another player’s choice', async () => {
    const model = new GameModel(freshStore());
    await model.start(trio, true);
    const first = model.prompt.value;
    if (first?.kind !== 'decision') throw new Error('no decision');
    model.confirmHandOff();
    while (model.prompt.value?.kind === 'decision' && model.prompt.value.player === first.player) {
      await model.choose(model.prompt.value.options[0] as string);
    }
    expect(model.undoReason.value).toBeNull();
    expect(await model.undo()).toBe(true);
  });
});
