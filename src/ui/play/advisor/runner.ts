/**
 * The advisor's side of the worker: runs the estimator in batches, posting each refinement,
 * and stops as soon as its generation is no longer the current one. A new question starts a
 * new generation; an answer given cancels the current one. Between batches it yields to the
 * worker's event loop, which is when a cancel (or a new start) message gets through.
 */
import type { GameState } from '../../../engine';
import type { Estimate, Estimator, Odds } from '../../../strategy';

export interface AdvisorUpdate {
  generation: number;
  /** Null: nothing to weigh here (no decision with a choice). */
  estimate: Estimate | null;
  /** No more refinements will come for this generation. */
  done: boolean;
  /** Milliseconds since the start message arrived. */
  ms: number;
  /** The estimator failed (a bug): the sheet says the odds are unavailable, play goes on. */
  error?: string;
}

export type AdvisorListener = (update: AdvisorUpdate) => void;

export interface AdvisorApi {
  start(generation: number, view: GameState, seed: number, listener: AdvisorListener): void;
  cancel(generation: number): void;
}

/** What the worker exposes: the live advisor, and the odds at past positions (a game's course). */
export interface AdvisorWorkerApi extends AdvisorApi {
  course(view: GameState, seed: number, playouts: number): Odds | null;
  /** The page's shared stop flag (see `RunnerDeps.cancelled`). */
  shareStopFlag(flag: Int32Array): void;
}

/** A generation is cancelled once the flag holds it or a later one (generations only grow). */
export function isCancelled(flag: Int32Array | null, generation: number): boolean {
  return flag !== null && Atomics.load(flag, 0) >= generation;
}

/** The chance of success at one past position, in one go (no cancel: the statistics ask it). */
export function courseOdds(make: RunnerDeps['make'], view: GameState, seed: number, playouts: number): Odds | null {
  const e = make(view, seed);
  return e ? e.run(playouts).success : null;
}

export interface RunnerDeps {
  make: (s: GameState, seed: number) => Estimator | null;
  now: () => number;
  later: (f: () => void) => void;
  /**
   * True once the page has cancelled `generation`, read from memory the page shares with the
   * worker: checked before every playout, so a tap stops the work within one playout instead
   * of at the end of the batch, when the cancel message gets through.
   */
  cancelled?: (generation: number) => boolean;
}

export interface RunnerLimits {
  /**
   * Aim for batches this long: a cancel (an answer given) stops the worker within about this
   * much, so it soon stops competing for the CPU with the answer being written.
   */
  batchMs: number;
  /** Post a refinement at most this often: each one re-renders the sheet on the page. */
  postMs: number;
  /** Stop refining after this many playouts. */
  max: number;
}

export const DEFAULT_LIMITS: RunnerLimits = { batchMs: 4, postMs: 150, max: 20_000 };

export function createRunner(deps: RunnerDeps, limits: RunnerLimits = DEFAULT_LIMITS): AdvisorApi & { current(): number } {
  let current = 0;
  return {
    current: () => current,
    start(generation, view, seed, listener) {
      current = generation;
      const t0 = deps.now();
      const fail = (e: unknown): void => listener({ generation, estimate: null, done: true, ms: deps.now() - t0, error: e instanceof Error ? e.message : String(e) });
      let estimator: Estimator | null;
      let estimate: Estimate;
      try {
        estimator = deps.make(view, seed);
        if (!estimator) {
          listener({ generation, estimate: null, done: true, ms: deps.now() - t0 });
          return;
        }
        // The first estimate is one world (every answer once): on screen within milliseconds.
        estimate = estimator.run(1);
      } catch (e) {
        fail(e);
        return;
      }
      const run = estimator;
      const { cancelled } = deps;
      const stop = cancelled ? (): boolean => cancelled(generation) : undefined;
      let perMs = estimate.playouts / Math.max(1, deps.now() - t0);
      listener({ generation, estimate, done: false, ms: deps.now() - t0 });
      let posted = deps.now();
      const next = (): void => {
        if (current !== generation || stop?.()) return;
        const b0 = deps.now();
        const before = estimate.playouts;
        try {
          estimate = run.run(Math.max(1, Math.round(perMs * limits.batchMs)), stop);
        } catch (e) {
          fail(e);
          return;
        }
        if (stop?.()) return;
        perMs = (estimate.playouts - before) / Math.max(1, deps.now() - b0);
        const done = estimate.playouts >= limits.max;
        if (done || deps.now() - posted >= limits.postMs) {
          posted = deps.now();
          listener({ generation, estimate, done, ms: posted - t0 });
        }
        if (!done) deps.later(next);
      };
      deps.later(next);
    },
    cancel(generation) {
      if (current === generation) current = -generation;
    },
  };
}

/**
 * The page's side: each question is a new generation, and any update that is not of the
 * current generation (a batch finished after the answer was given) is dropped here.
 */
export class AdvisorClient {
  private generation = 0;

  constructor(
    private readonly remote: { start: (...a: Parameters<AdvisorApi['start']>) => unknown; cancel: (g: number) => unknown },
    private readonly onUpdate: AdvisorListener,
    /** Comlink's `proxy` when the remote is a worker: the listener is called across it. */
    private readonly wrap: (f: AdvisorListener) => AdvisorListener = (f) => f,
    /** Memory shared with the worker (when the page may share it): the last cancelled generation. */
    private readonly stopFlag: Int32Array | null = null,
  ) {}

  ask(view: GameState, seed: number): number {
    const g = ++this.generation;
    const listener = this.wrap((u) => {
      if (u.generation === this.generation) this.onUpdate(u);
    });
    // A worker that cannot take the call (it failed to load) ends the question's odds, not the game.
    Promise.resolve(this.remote.start(g, view, seed, listener)).catch((e: unknown) => {
      if (g === this.generation) this.onUpdate({ generation: g, estimate: null, done: true, ms: 0, error: String(e) });
    });
    return g;
  }

  /** The answer was given: nothing of this question may show any more. */
  cancel(): void {
    const g = this.generation++;
    // Seen by the worker before its next playout; the message below also ends the generation
    // where nothing is shared (a page that is not cross-origin isolated).
    if (this.stopFlag) Atomics.store(this.stopFlag, 0, g);
    Promise.resolve(this.remote.cancel(g)).catch(() => undefined);
  }

  get current(): number {
    return this.generation;
  }
}
