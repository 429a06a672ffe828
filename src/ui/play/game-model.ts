/**
 * One game in play: the position as a signal, views derived from it, and the actions a
 * player can take. An answer goes through the engine, then into storage. The next question
 * is drawn at once, while the store commits; it takes no answer before that commit has
 * landed (a tap that comes earlier waits for it), so nothing answered is ever ahead of
 * what is stored, and a failed commit puts the question before it back.
 */
import { batch, computed, createModel, signal } from '@preact/signals';
import { keepsPhone, type DecisionPrompt, type GameEvent, type GameOptions, type GameState } from '../../engine';
import { answeredStep, nextTask, type Holder, type Shown, type Taken } from './answer-step';
import type { GivenAnswer } from './decisions/settle';
import { answered } from './decisions/ahead';
import type { GameRow } from '../../persistence/db';
import { answeredRow, undoBlocker, type Answered, type GameStore, type LogEntry, type LoadedGame } from '../../persistence/games';
import { claimGame } from '../../persistence/tabs';
import { question } from './words/asks';
import { optionLabel } from './words/options';
import { failureLine, logLines, resultError, storageLine } from './words/log';
import type { Said } from '../../persistence/said';
import { boardView } from './board/board-view';
import { diceShown, handOffFor, keepsMarks, marksFrom, undoReasonOf } from './game-views';
import { focusSpot, targetMap } from './targets';
import { joinMoments, momentOf, recapFromSteps, recapStep, type Moment, type RecapItem } from './moment';
import { boardChanges, NO_CHANGES } from './board/board-changes';
import { t } from '../common/words';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

const LOG_KEPT = 200;

/**
 * `afterAnswer` runs once an answer is stored and shown, before `choose` resolves: the table
 * enters what the app already knows there (see table-model.ts), so callers see it settled.
 */
export const GameModel = createModel((store: GameStore, afterAnswer?: () => Promise<void>, given?: (s: GameState) => readonly GivenAnswer[]) => {
  const givenForPlayer = given && ((s: GameState) => given(s).length > 0);
  const row = signal<GameRow | null>(null);
  const state = signal<GameState | null>(null);
  const log = signal<LogEntry[]>([]);
  /** Lines of the last answer: what just happened, shown above the next question. */
  const recent = signal<string[]>([]);
  /** The events of the last answer (the dice and the Event chip read these, not the words). */
  const recentEvents = signal<GameEvent[]>([]);
  const holder = signal<Holder | null>(null);
  /** The position before the last answer: the board marks what it changed until the next one. */
  const before = signal<GameState | null>(null);
  /** A public recap the whole table reads before play (or the hand-off) goes on; see moment.ts. */
  const moment = signal<Moment | null>(null);
  /** What happened since the last recap, waiting for the board to be public again. */
  let unshown: RecapItem[] = [];
  let last: { at: GameState; next: GameState } | null = null; // the last answer's positions (keepsMarks; stale after a table reveal or a write put back)
  const busy = signal(false);
  /** Steps of this game as IndexedDB holds them: one behind `row` while an answer's commit runs. */
  const stored = signal(0);
  /** The commit of the last answer while it is under way (resolves to whether it landed). */
  let landing: Promise<boolean> | null = null;
  const error = signal<string | null>(null);
  /** The game asked for is no longer stored: nothing to recover. */
  const gone = signal(false);
  const loadState = signal<LoadState>('idle');
  /** Another tab opened this game after us: this one stops answering (see persistence/tabs). */
  const elsewhere = signal(false);
  let release: () => void = () => undefined;

  const prompt = computed((): DecisionPrompt | null => {
    const p = state.value?.prompt;
    return p && p.kind === 'decision' ? p : null;
  });
  const board = computed(() => (state.value ? boardView(state.value) : null));
  const changes = computed(() => (before.value && state.value ? boardChanges(before.value, state.value) : NO_CHANGES));
  const targets = computed(() => (prompt.value && state.value ? targetMap(prompt.value, state.value) : new Map<string, string[]>()));
  const focus = computed(() => (prompt.value && state.value ? focusSpot(prompt.value, state.value) : null));
  const asked = computed(() => (prompt.value && state.value ? question(prompt.value, state.value) : null));
  const options = computed(() => {
    const [p, s] = [prompt.value, state.value];
    return p && s ? p.options.map((key) => ({ key, label: optionLabel(key, p, s) })) : [];
  });
  /** Pass-and-play: the phone must change hands (or be hidden) before this secret prompt shows. */
  const handOff = computed(() => handOffFor(state.value, prompt.value, holder.value, row.value));
  const dice = computed(() => diceShown(state.value, prompt.value, recentEvents.value));
  const undoReason = computed(() => undoReasonOf(row.value));
  const over = computed(() => state.value?.outcome ?? null);

  function show(game: LoadedGame, entries: LogEntry[], lines: string[], events: GameEvent[]): void {
    batch(() => {
      row.value = game.row;
      stored.value = game.row.steps;
      state.value = game.state;
      // Loaded or undone: the marks are those of the last stored answer, as before a reload,
      // with the answers the app gave for the player keeping the marks of the one before them.
      before.value = marksFrom(game, givenForPlayer);
      last = game.before ? { at: game.befores?.[game.befores.length - 1] ?? game.before, next: game.state } : null;
      log.value = entries.slice(-LOG_KEPT);
      recent.value = lines;
      recentEvents.value = events;
      error.value = null;
      loadState.value = 'ready';
    });
  }

  /** A game opened or started: nobody holds the phone yet, and no recap or mark is left. */
  function forget(): void {
    batch(() => ([holder.value, moment.value, before.value] = [null, null, null]));
    unshown = [];
  }

  async function open(id: string): Promise<void> {
    loadState.value = 'loading';
    forget();
    release();
    elsewhere.value = false;
    release = claimGame(id, () => {
      batch(() => {
        elsewhere.value = true;
        error.value = t('game.elsewhere');
      });
    });
    const loaded = await store.load(id);
    if (!loaded.ok) {
      batch(() => {
        // A stored game that does not replay is not lost: recovery keeps every good answer.
        error.value = loaded.storage === 'gone' ? failureLine(loaded) : t('game.loadFailed', { error: failureLine(loaded) });
        gone.value = loaded.storage === 'gone';
        loadState.value = 'failed';
      });
      return;
    }
    const entries = await store.log(loaded.value.row);
    const last = entries[entries.length - 1];
    show(loaded.value, entries, last?.log ?? [], last?.events ?? []);
    // The recap the last answer left comes back after a reload, a crash or a resume (issue 25):
    // it is rebuilt from the stored events. At the table the board is public anyway.
    if (loaded.value.row.mode !== 'table') {
      const p = loaded.value.state.prompt;
      const recap = recapFromSteps(entries, p && p.kind === 'decision' ? p : null, loaded.value.state);
      batch(() => {
        moment.value = recap.moment;
        unshown = recap.unshown;
      });
    }
  }

  return {
    row,
    state,
    /** Where the board marks start from (the table's own entries set it too: table-model.ts). */
    before,
    elsewhere,
    log,
    recent,
    recentEvents,
    busy,
    stored,
    error,
    gone,
    loadState,
    prompt,
    board,
    changes,
    targets,
    focus,
    asked,
    options,
    handOff,
    moment,
    dice,
    undoReason,
    over,
    open,
    /** Starts a new game and opens it; resolves to its id, or null when it could not start. */
    async start(gameOptions: GameOptions, practice: boolean): Promise<string | null> {
      const made = await store.create(gameOptions, practice);
      if (!made.ok) {
        error.value = failureLine(made);
        return null;
      }
      forget();
      const setup = made.value.row.startEvents ?? [];
      const lines = logLines(setup);
      show(made.value, [{ index: -1, choice: '', ask: 'setup', player: 0, secret: false, log: lines, events: setup }], lines, setup);
      return made.value.row.id;
    },
    /** The player holding the phone says who they are. */
    confirmHandOff(): void {
      const p = prompt.value;
      if (p) holder.value = { player: p.player, step: row.value?.steps ?? 0 };
    },
    /** Resolves once the answer on screen is stored (or its commit failed and was taken back). */
    async landed(): Promise<void> {
      while (landing) await landing;
    },
    /**
     * Answers the current prompt. The next one shows at once; this resolves once the answer is
     * stored (and `afterAnswer` has run), to false when it was refused or could not be stored.
     * `auto`: an answer the app gives for the player (decisions/settle.ts), no hand-off waiting;
     * `more`: the rest of a tap stored before it (the table's kill after its face), undone with it.
     */
    async choose(option: string, mode?: 'auto' | 'more', told?: Said): Promise<boolean> {
      const s0 = state.value;
      const may = ready(mode === 'auto');
      // Two taps that waited for one commit (a double tap) answer the question once, never the next.
      if (may !== true && !((await may) && state.value === s0 && (mode === 'auto' || handOff.value === null))) return false;
      const taken = take(option, mode, told);
      if (!taken || (await commit(mode === 'auto' ? [taken] : withGiven([taken]))) === 0) return false;
      if (mode !== 'auto') await afterAnswer?.();
      return true;
    },
    /**
     * One tap of several answers (a decision screen's path), each named by `next` from the position
     * then: only the last question is drawn, and it waits while each is stored as its own step.
     */
    async chooseRun(next: () => string | null): Promise<number> {
      const s0 = state.value;
      const may = ready(false);
      if (may !== true && !((await may) && state.value === s0 && handOff.value === null)) return 0;
      const taken: Taken[] = [];
      for (let o = next(); o !== null; o = next()) {
        if (taken.length > 0 && handOff.value !== null) break;
        const one = take(o, taken.length === 0 ? undefined : 'more');
        if (!one) break;
        // The app's own answers in between come before the path goes on (a swarm that dies whole).
        withGiven([one]).forEach((x) => taken.push(x));
      }
      const n = await commit(taken);
      if (n > 0) await afterAnswer?.();
      return n;
    },
    /**
     * Takes back the last answer when no reveal of chance stands in the way, with the answers the
     * app gave for the player before it (landing where the app would answer means it was its own).
     */
    async undo(): Promise<boolean> {
      while (landing) await landing;
      // A tap of several answers comes back whole, in one transaction (the store reads its marks).
      if (!(await undoOne(true))) return false;
      while (givenForPlayer && state.value && givenForPlayer(state.value) && (row.value?.steps ?? 0) > 0) {
        if (await undoOne()) continue;
        // The player's answer before the app's stands (a roll came between): the app answers
        // again, so the screen is where it was, and says why nothing more was undone.
        const why = undoReasonOf(row.value);
        await afterAnswer?.();
        error.value = why;
        return false;
      }
      return true;
    },
    /** The table has read the recap: play (or the hand-off) goes on. */
    dismissMoment(): void {
      moment.value = null;
    },
    dismissError(): void {
      error.value = null;
    },
  };

  /** Whether a tap may answer now; a question drawn before its answer was stored waits for that commit. */
  function ready(auto: boolean): boolean | Promise<boolean> {
    const s = state.value;
    if (busy.value || !s || !prompt.value || (!auto && handOff.value !== null) || elsewhere.value) return false;
    // Without a commit under way the answer is taken in the same task: its question goes at once.
    if (!landing) return true;
    // Not if the commit failed (its question is back) or a double tap answered it meanwhile.
    return (async () => {
      while (landing) await landing;
      return state.value === s && !busy.value && !elsewhere.value;
    })();
  }

  /** A tap takes with it the answers the app then gives for the player: the question drawn is the player's next real one. */
  function withGiven(taken: Taken[]): Taken[] {
    for (const a of taken.length > 0 && given ? given(state.value as GameState) : []) {
      const one = prompt.value?.options.includes(a.o) ? take(a.o, 'given', a.told) : null;
      if (!one || !taken.push(one)) break;
    }
    return taken;
  }

  /**
   * The engine's answer and everything the screen shows of it, at once; null when refused. `more`: a further answer of the tap
   * (a path); `given`: one the app gives with the tap; `auto`: one it gives on its own (a game opened on such a question).
   */
  function take(option: string, mode?: 'auto' | 'given' | 'more', told?: Said): Taken | null {
    const auto = mode === 'auto' || mode === 'given';
    const adds = mode !== undefined;
    // Stored with the step: Undo takes back the whole tap, not the part of it drawn on no screen.
    const withLast = mode === 'more' || mode === 'given';
    const s = state.value;
    const p = prompt.value;
    const r0 = row.value;
    if (!s || !p || !r0) return null;
    const t0 = performance.now();
    const result = answered(s, option);
    if (!result.ok) {
      error.value = resultError(result);
      return null;
    }
    const { step: own, code, lines } = answeredStep(s, p, option, result, auto ? (told ?? null) : undefined);
    const step: Answered = withLast ? { ...own, withLast: true } : own;
    const next = answeredRow(r0, step);
    const np = result.state.prompt;
    // The recap shows when the board becomes public again: a new phase, the end, or the
    // phone about to change hands (so it always comes before the hand-off screen). The same
    // step rebuilds it from the stored events after a reload (moment.ts recapFromSteps).
    const entry = { ask: p.ask, choice: option, player: p.player, secret: p.secret, events: result.events, said: code, before: s };
    const recapped = recapStep(unshown, entry, np && np.kind === 'decision' ? np : null);
    const recap: Moment | null = recapped.shown ? momentOf(recapped.shown, result.state) : null;
    // What the screen showed, to put back should the commit fail.
    const was: Shown = { unshown, moment: moment.value, before: before.value, holder: holder.value, log: log.value, recent: recent.value, recentEvents: recentEvents.value, row: r0, state: s };
    unshown = recapped.unshown;
    batch(() => {
      // An answer given for the player keeps the recap and the marks of the answer before it.
      if (!adds || !moment.value) moment.value = recap;
      else if (recap) moment.value = joinMoments(moment.value, recap);
      if ((!adds && !keepsMarks(s, last?.next === s ? last.at : null)) || !before.value) before.value = s;
      last = { at: s, next: result.state };
      // The same player keeps the phone unless a secret comes up that they did not just continue.
      if (keepsPhone(p, np)) {
        holder.value = { player: p.player, step: next.steps };
      }
      row.value = next;
      state.value = result.state;
      log.value = [...log.value, { index: r0.steps, choice: option, ask: p.ask, player: p.player, secret: p.secret, log: lines, events: result.events, ...(code ? { said: code } : {}) }].slice(-LOG_KEPT);
      recent.value = adds ? [...recent.value, ...lines] : lines;
      recentEvents.value = adds ? [...recentEvents.value, ...result.events] : result.events;
      error.value = null;
    });
    return { r0, step, was, t0, t1: performance.now() };
  }

  /**
   * Stores the answers taken, in order, each its own step; resolves to how many landed. A
   * failed write puts back the screen from before the answer it held (nothing else can have
   * moved meanwhile: every answer, undo and table entry waits for this commit).
   */
  async function commit(taken: readonly Taken[]): Promise<number> {
    const last = taken[taken.length - 1];
    if (!last) return 0;
    const shown = last.step.state;
    // The write starts in the next task, so the question is drawn first (starting the
    // IndexedDB transaction costs the main thread a few milliseconds of its own).
    const writes = nextTask().then(async () => {
      for (const [i, one] of taken.entries()) {
        try {
          const written = await store.record(one.r0, one.step);
          if (row.value?.id === written.id) stored.value = written.steps;
        } catch (e) {
          if (state.value === shown) putBack(one.was);
          error.value = t('game.notSaved', { error: storageLine(e) });
          return i;
        }
      }
      return taken.length;
    });
    const landed = writes.then((n) => n === taken.length);
    landing = landed;
    const n = await writes;
    if (landing === landed) landing = null;
    // Timings for scripts/measure-tap.ts (and the browser's performance panel).
    performance.measure('answer: rules', { start: (taken[0] as Taken).t0, end: last.t1 });
    performance.measure('answer: stored', { start: last.t1, end: performance.now() });
    return n;
  }

  function putBack(was: Shown): void {
    unshown = was.unshown;
    batch(() => {
      ({ moment: moment.value, before: before.value, holder: holder.value, row: row.value, state: state.value, log: log.value, recent: recent.value, recentEvents: recentEvents.value } = was);
    });
  }

  async function undoOne(tap = false): Promise<boolean> {
    const r0 = row.value;
    if (busy.value || !r0 || undoBlocker(r0) || elsewhere.value) return false;
    busy.value = true;
    const undone = await store.undo(r0.id, tap);
    if (!undone.ok) {
      batch(() => {
        error.value = failureLine(undone);
        busy.value = false;
      });
      return false;
    }
    const entries = await store.log(undone.value.row);
    batch(() => {
      holder.value = null; // whoever decides next takes the phone again: nothing secret shows
      moment.value = null;
      before.value = null;
      unshown = [];
      show(undone.value, entries, [t('game.undone')], []);
      busy.value = false;
    });
    return true;
  }
});

export type GameModelInstance = InstanceType<typeof GameModel>;

