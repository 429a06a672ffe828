/**
 * A table game's history is one stream of steps, answers and corrections by hand in the order
 * they were made, and the engine's replay() re-runs it (issue 25 part 3, "one table history"):
 * from the options, or from the position the table described, to the identical position.
 */
import { describe, expect, it } from 'vitest';
import { answer, correct, makeSave, newGame, positionFromTable, replay, replaySteps, clone, type Correction, type GameOptions, type GameState, type Step } from '../../../src/engine';

const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };

/** Corrections by hand at fixed places, each made to fit the position it is made in. */
const FIXES: Record<number, (s: GameState) => Correction> = {
  6: (s) => ({ t: 'facing', marine: s.formation[0]?.marine as string, facing: s.formation[0]?.facing === 'LEFT' ? 'RIGHT' : 'LEFT' }),
  7: () => ({ t: 'blips', side: 'RIGHT', count: 2 }),
  19: (s) => ({ t: 'tokens', marine: s.formation[1]?.marine as string, count: 1 }),
};

/** Plays `n` steps from `start` as the table would: the last option of each question, corrections at FIXES. */
function playTable(start: GameState, n: number): { steps: Step[]; state: GameState; log: string[] } {
  let state = start;
  const steps: Step[] = [];
  const log: string[] = [];
  for (let i = 0; i < n && state.prompt; i++) {
    const fix = FIXES[i];
    const step: Step = fix ? { correction: fix(state) } : (state.prompt.options[state.prompt.options.length - 1] as string);
    const r = typeof step === 'string' ? answer(state, step) : correct(state, step.correction);
    if (!r.ok) throw new Error(`step ${i + 1}: ${r.error}`);
    steps.push(step);
    log.push(...r.log);
    state = r.state;
  }
  return { steps, state, log };
}

function dealt(): GameState {
  const r = newGame(options);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function described(): GameState {
  const from = positionFromTable({
    players: options.players,
    location: 'setup.void-lock-2-4p',
    formation: [
      { marine: 'marine.leon', facing: 'LEFT', tokens: 1, LEFT: { genestealers: ['CLAW', 'HEAD'], terrain: [{ id: 'terrain.door' }] } },
      { marine: 'marine.lorenzo', facing: 'RIGHT' },
      { marine: 'marine.scipio', facing: 'RIGHT', RIGHT: { genestealers: ['TAIL'] } },
    ],
    blips: { LEFT: 5, RIGHT: 6 },
  });
  if (!from.ok) throw new Error(from.errors.join(' '));
  return from.state;
}

describe("a table game's one stream of steps", () => {
  it('replays a table game dealt from its options, corrections among the answers, to the identical position and log', () => {
    const played = playTable(dealt(), 30);
    expect(played.steps.filter((s) => typeof s !== 'string')).toHaveLength(3);
    const log: string[] = [];
    const r = replay(makeSave(options, played.steps), { log });
    if (!r.ok) throw new Error(r.error);
    expect(r.steps).toBe(30);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(played.state));
    // The log is setup's, then every step's, corrections included ("Corrected: …").
    expect(log.slice(r.setupLog.length)).toEqual(played.log);
    expect(log.filter((l) => l.startsWith('Corrected:'))).toHaveLength(3);
  });

  it('replays a table game begun mid-way from its own start position, which it leaves as it was', () => {
    const start = described();
    const played = playTable(clone(start), 25);
    const save = makeSave(options, played.steps, undefined, start);
    const kept = JSON.stringify(save);
    const r = replay(save);
    if (!r.ok) throw new Error(r.error);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(played.state));
    expect(r.setupLog).toEqual([]);
    expect(JSON.stringify(save)).toBe(kept);
  });

  it('step by step (each) gives the same positions as in place, each one kept as it was', () => {
    const played = playTable(dealt(), 30);
    const seen: { index: number; before: string }[] = [];
    const befores: GameState[] = [];
    const r = replaySteps(dealt(), played.steps, {
      each: (t) => {
        seen.push({ index: t.index, before: JSON.stringify(t.before) });
        befores.push(t.before);
      },
    });
    if (!r.ok) throw new Error(r.error);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(played.state));
    expect(seen.map((s) => s.index)).toEqual([...Array(30).keys()]);
    // Nothing handed out was changed by the steps after it.
    expect(befores.map((b) => JSON.stringify(b))).toEqual(seen.map((s) => s.before));
    // From a later position (a snapshot), the steps are counted in the whole game.
    const at = playTable(dealt(), 20);
    const rest = replaySteps(clone(at.state), played.steps.slice(20), { first: 20, each: (t) => expect(t.index).toBeGreaterThanOrEqual(20) });
    expect(rest.ok && JSON.stringify(rest.state)).toBe(JSON.stringify(played.state));
  });

  it('names a correction that no longer fits, and reports the position before it, untouched', () => {
    const played = playTable(dealt(), 30);
    const steps = [...played.steps];
    steps[19] = { correction: { t: 'tokens', marine: 'marine.nobody', count: 1 } };
    const r = replay(makeSave(options, steps));
    if (r.ok) throw new Error('replayed');
    expect(r.step).toBe(20);
    expect(r.error).toBe('Step 20 of 30 (a correction by hand) was refused: "marine.nobody" is not in the formation.');
    expect(r.problem).toBe('"marine.nobody" is not in the formation.');
    const before = replay(makeSave(options, played.steps.slice(0, 19)));
    expect(before.ok && JSON.stringify(r.state)).toBe(JSON.stringify(before.state));
  });

  it('refuses a start position for a game the app deals, and an entry that is neither an answer nor a correction', () => {
    const own = replay(makeSave({ ...options, chance: 'dealer' }, [], undefined, described()));
    expect(own).toMatchObject({ ok: false, step: 0 });
    expect(!own.ok && own.error).toMatch(/^Only a game played with physical cards starts from a position of its own/);
    const odd = replay({ ...makeSave(options, []), steps: [42] } as never);
    expect(!odd.ok && odd.error).toBe('Not a save: steps[0] must be an answer (a string) or { "correction": { … } }, not 42.');
  });

  it('still replays a save of version 1 (answers only)', () => {
    const played = playTable(dealt(), 6); // before the first correction
    const r = replay({ format: 'death-angel-save', version: 1, options, answers: played.steps as string[] });
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(played.state));
  });
});
