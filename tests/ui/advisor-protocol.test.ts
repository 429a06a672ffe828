/**
 * The advisor's worker protocol: batches refine one generation at a time; a cancel or a new
 * question stops the old generation in the worker, and the page drops any update that is
 * not of the current generation (one already on its way when the answer was given).
 */
import { proxy, wrap, expose, type Remote } from 'comlink';
import { describe, expect, it } from 'vitest';
import { answerInPlace, newGame } from '../../src/engine';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { createEstimator, heuristic, type Estimate, type Estimator } from '../../src/strategy';
import { AdvisorClient, createRunner, isCancelled, type AdvisorApi, type AdvisorUpdate } from '../../src/ui/play/advisor/runner';

/** A stand-in estimator: each run adds `n` playouts. */
function fakeEstimator(): Estimator {
  let playouts = 0;
  const estimate = (): Estimate => ({ playouts, botAnswer: 'a', success: { playouts, rate: 0, low: 0, high: 1, reached: 0 }, answers: [] });
  return { estimate, run: (n) => ((playouts += n), estimate()) };
}

function manual() {
  const queue: (() => void)[] = [];
  let t = 0;
  return {
    deps: { make: () => fakeEstimator(), now: () => (t += 1), later: (f: () => void) => void queue.push(f) },
    /** Runs whatever the runner scheduled so far. */
    tick: () => queue.splice(0).forEach((f) => f()),
    pending: () => queue.length,
  };
}

const state = {} as GameState;

describe('advisor runner (worker side)', () => {
  it('posts a first estimate at once, refines batch by batch, and stops at the cap', () => {
    const m = manual();
    const runner = createRunner(m.deps, { batchMs: 2, postMs: 0, max: 5 });
    const seen: AdvisorUpdate[] = [];
    runner.start(1, state, 9, (u) => seen.push(u));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.estimate?.playouts).toBe(1);
    for (let i = 0; i < 10 && m.pending(); i++) m.tick();
    expect(seen.at(-1)?.done).toBe(true);
    expect(seen.at(-1)?.estimate?.playouts).toBeGreaterThanOrEqual(5);
    expect(seen.map((u) => u.estimate?.playouts)).toEqual([...seen.map((u) => u.estimate?.playouts)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(m.pending()).toBe(0);
  });

  it('a cancel stops the generation: no batch runs and nothing is posted after it', () => {
    const m = manual();
    const runner = createRunner(m.deps, { batchMs: 2, postMs: 0, max: 1000 });
    const seen: AdvisorUpdate[] = [];
    runner.start(1, state, 9, (u) => seen.push(u));
    m.tick();
    expect(seen).toHaveLength(2);
    runner.cancel(1);
    m.tick();
    m.tick();
    expect(seen).toHaveLength(2);
    expect(m.pending()).toBe(0);
  });

  it('a new question supersedes the old one; a late cancel of the old one changes nothing', () => {
    const m = manual();
    const runner = createRunner(m.deps, { batchMs: 2, postMs: 0, max: 1000 });
    const seen: AdvisorUpdate[] = [];
    runner.start(1, state, 9, (u) => seen.push(u));
    runner.start(2, state, 9, (u) => seen.push(u));
    runner.cancel(1);
    m.tick();
    m.tick();
    expect(seen.filter((u) => u.generation === 1)).toHaveLength(1);
    expect(seen.filter((u) => u.generation === 2).length).toBeGreaterThanOrEqual(3);
  });

  it('posts refinements at most every postMs, and always the last one', () => {
    const m = manual();
    const runner = createRunner(m.deps, { batchMs: 2, postMs: 10, max: 40 });
    const seen: AdvisorUpdate[] = [];
    runner.start(1, state, 9, (u) => seen.push(u));
    for (let i = 0; i < 100 && m.pending(); i++) m.tick();
    const batches = seen.at(-1)?.estimate?.playouts ?? 0;
    expect(seen.at(-1)?.done).toBe(true);
    expect(seen.length).toBeLessThan(batches);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('an estimator that throws ends its generation with the error, at the start or in a batch', () => {
    const m = manual();
    const seen: AdvisorUpdate[] = [];
    const broken = (): Estimator => {
      throw new Error('boom');
    };
    createRunner({ ...m.deps, make: broken }).start(1, state, 1, (u) => seen.push(u));
    expect(seen).toEqual([{ generation: 1, estimate: null, done: true, ms: expect.any(Number), error: 'boom' }]);
    let calls = 0;
    const flaky: Estimator = {
      ...fakeEstimator(),
      run: (n) => {
        if (++calls > 1) throw new Error('late');
        return fakeEstimator().run(n);
      },
    };
    createRunner({ ...m.deps, make: () => flaky }, { batchMs: 2, postMs: 0, max: 100 }).start(2, state, 1, (u) => seen.push(u));
    m.tick();
    expect(seen.at(-1)).toMatchObject({ generation: 2, done: true, error: 'late' });
    expect(m.pending()).toBe(0);
  });

  it('with memory shared with the page, a tap stops the batch within one playout, before the cancel message arrives', () => {
    const m = manual();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    let played = 0;
    // A batch that would run 1,000 playouts; the page cancels (writes the flag) after the 3rd.
    const estimator: Estimator = {
      ...fakeEstimator(),
      run: (n, stop) => {
        for (let i = 0; i < n; i++) {
          if (stop?.()) break;
          played++;
          if (played === 3 + 1) Atomics.store(flag, 0, 1);
        }
        return fakeEstimator().run(played);
      },
    };
    const runner = createRunner({ ...m.deps, make: () => estimator, cancelled: (g) => isCancelled(flag, g) }, { batchMs: 1000, postMs: 0, max: 10_000 });
    const seen: AdvisorUpdate[] = [];
    runner.start(1, state, 9, (u) => seen.push(u));
    m.tick();
    // The first estimate (1 playout), then 3 more before the flag: never the 1,000.
    expect(played).toBe(4);
    // Nothing posted or scheduled after the stop, though no cancel message came.
    expect(seen).toHaveLength(1);
    expect(m.pending()).toBe(0);
    expect(runner.current()).toBe(1);
    // A later question (generation 2) is not stopped by generation 1's flag.
    expect(isCancelled(flag, 2)).toBe(false);
    expect(isCancelled(null, 1)).toBe(false);
  });

  it('the real estimator ends a batch as soon as it is told to stop', () => {
    const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'RED', 'YELLOW'] }], chance: 'dealer', seed: 3 });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    while (s.prompt && !(s.round >= 2 && s.prompt.options.length >= 2)) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
    const e = createEstimator(s, 1) as Estimator;
    let asked = 0;
    expect(e.run(400, () => ++asked > 5).playouts).toBe(5);
    expect(e.run(400, () => true).playouts).toBe(5);
  });

  it('nothing to weigh: one final update without an estimate', () => {
    const m = manual();
    const runner = createRunner({ ...m.deps, make: () => null });
    const seen: AdvisorUpdate[] = [];
    runner.start(4, state, 1, (u) => seen.push(u));
    expect(seen).toEqual([{ generation: 4, estimate: null, done: true, ms: expect.any(Number) }]);
    expect(m.pending()).toBe(0);
  });
});

describe('advisor client (page side)', () => {
  it('drops updates of an old generation and everything after a cancel', () => {
    const listeners: ((u: AdvisorUpdate) => void)[] = [];
    const cancelled: number[] = [];
    const got: AdvisorUpdate[] = [];
    const client = new AdvisorClient({ start: (_g, _v, _s, l) => void listeners.push(l), cancel: (g) => void cancelled.push(g) }, (u) => got.push(u));
    const g1 = client.ask(state, 1);
    const g2 = client.ask(state, 2);
    const update = (generation: number): AdvisorUpdate => ({ generation, estimate: null, done: false, ms: 0 });
    listeners[0]?.(update(g1));
    expect(got).toEqual([]);
    listeners[1]?.(update(g2));
    expect(got).toEqual([update(g2)]);
    client.cancel();
    expect(cancelled).toEqual([g2]);
    listeners[1]?.(update(g2)); // a batch that finished as the answer was given
    expect(got).toHaveLength(1);
  });

  it('a cancel writes its generation to the shared memory, where the worker reads it', () => {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const client = new AdvisorClient({ start: () => undefined, cancel: () => undefined }, () => undefined, undefined, flag);
    const g = client.ask(state, 1);
    expect(isCancelled(flag, g)).toBe(false);
    client.cancel();
    expect(Atomics.load(flag, 0)).toBe(g);
    expect(isCancelled(flag, g)).toBe(true);
    expect(isCancelled(flag, client.ask(state, 2))).toBe(false);
  });

  it('a worker that refuses the call ends the odds of that question with an error', async () => {
    const got: AdvisorUpdate[] = [];
    const client = new AdvisorClient({ start: () => Promise.reject(new Error('no worker')), cancel: () => Promise.reject(new Error('no worker')) }, (u) => got.push(u));
    const g = client.ask(state, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(got).toEqual([{ generation: g, estimate: null, done: true, ms: 0, error: 'Error: no worker' }]);
    client.cancel();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('over a real message channel with comlink and the real estimator: odds arrive, then a cancel silences them', async () => {
    const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'RED', 'YELLOW'] }], chance: 'dealer', seed: 3 });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    while (s.prompt && !(s.round >= 2 && s.prompt.options.length >= 2)) answerInPlace(s, heuristic(s, s.prompt as DecisionPrompt));
    const { port1, port2 } = new MessageChannel();
    const runner = createRunner({ make: createEstimator, now: () => performance.now(), later: (f) => setTimeout(f, 0) }, { batchMs: 5, postMs: 0, max: 100_000 });
    expose(runner, port1 as unknown as Parameters<typeof expose>[1]);
    const remote: Remote<AdvisorApi> = wrap<AdvisorApi>(port2 as unknown as Parameters<typeof wrap>[0]);
    const got: AdvisorUpdate[] = [];
    let first: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (first = resolve));
    const client = new AdvisorClient(remote, (u) => {
      got.push(u);
      if (got.length === 2) first();
    }, proxy);
    const g = client.ask(s, 5);
    await arrived;
    expect(got.every((u) => u.generation === g)).toBe(true);
    expect(got[1]?.estimate?.answers.map((a) => a.option)).toEqual((s.prompt as DecisionPrompt).options);
    client.cancel();
    const count = got.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(got).toHaveLength(count);
    // The worker side stopped too (the generation is no longer current).
    expect(runner.current()).toBe(-g);
    port1.close();
    port2.close();
  });
});
