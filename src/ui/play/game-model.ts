/**
 * One game in play: the position as a signal, views derived from it, and the actions a
 * player can take. An answer goes through the engine, then into storage. The next question
 * is drawn at once, while the store commits; it takes no answer before that commit has
 * landed (a tap that comes earlier waits for it), so nothing answered is ever ahead of
 * what is stored, and a failed commit puts the question before it back.
 */
import { batch, computed, createModel, signal } from '@preact/signals';
import { answer, keepsPhone, type DecisionPrompt, type GameEvent, type GameOptions, type GameState } from '../../engine';
import type { GameRow } from '../../persistence/db';
import { answeredRow, undoBlocker, type Answered, type GameStore, type LogEntry, type LoadedGame } from '../../persistence/games';
import { claimGame } from '../../persistence/tabs';
import { question } from './words/asks';
import { answerLine, optionLabel } from './words/options';
import { pocketSaid } from './words/said';
import { failureLine, logLines, resultError } from './words/log';
import type { Said } from '../../persistence/said';
import { boardView } from './board/board-view';
import { pendingRoll, rollsIn, type DieRoll } from './dice';
import { focusSpot, targetMap } from './targets';
import { joinMoments, momentOf, recapFromSteps, recapStep, type Moment, type RecapItem } from './moment';
import { boardChanges, NO_CHANGES } from './board/board-changes';
import { t } from '../common/words';

/** Who holds the phone: confirmed for `player` when `step` answers had been given. */
interface Holder {
  player: number;
  step: number;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

const LOG_KEPT = 200;

/** Resolves in a new task, after the rendering the current one queued (no timer clamping). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * `afterAnswer` runs once an answer is stored and shown, before `choose` resolves: the table
 * enters what the app already knows there (see table-model.ts), so callers see it settled.
 */
export const GameModel = createModel((store: GameStore, afterAnswer?: () => Promise<void>, givenForPlayer?: (s: GameState) => boolean) => {
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
  const busy = signal(false);
  /** Steps of this game as IndexedDB holds them: one behind `row` while an answer's commit runs. */
  const stored = signal(0);
  /** The commit of the last answer while it is under way (resolves to whether it landed). */
  let landing: Promise<boolean> | null = null;
  const error = signal<string | null>(null);
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
  const targets = computed(() => {
    const p = prompt.value;
    const s = state.value;
    return p && s ? targetMap(p, s) : new Map<string, string[]>();
  });
  const focus = computed(() => (prompt.value && state.value ? focusSpot(prompt.value, state.value) : null));
  const asked = computed(() => (prompt.value && state.value ? question(prompt.value, state.value) : null));
  const options = computed(() => {
    const p = prompt.value;
    const s = state.value;
    return p && s ? p.options.map((key) => ({ key, label: optionLabel(key, p, s) })) : [];
  });
  /** Pass-and-play: the phone must change hands (or be hidden) before this secret prompt shows. */
  const handOff = computed((): number | null => {
    const s = state.value;
    const p = prompt.value;
    // At the table everyone sees the cards: the phone is not handed round.
    if (!s || !p || s.players.length < 2 || row.value?.mode === 'table') return null;
    // A public decision needs no hand-off (issue 32): the sheet says who decides, and anyone
    // at the table may tap. Only a secret one waits for its player to take the phone.
    if (!p.secret) return null;
    const h = holder.value;
    if (!h || h.player !== p.player || h.step !== row.value?.steps) return p.player;
    return null;
  });
  const dice = computed((): DieRoll[] => {
    const s = state.value;
    const pending = s ? pendingRoll(s) : null;
    if (pending && prompt.value && /reroll|artefact/.test(prompt.value.ask)) return [pending];
    return rollsIn(recentEvents.value).slice(-3);
  });
  // Why undo is closed, in the shown language (the store decides whether it is).
  const undoReason = computed(() => {
    const r = row.value;
    if (!r) return t('game.noGame');
    if (undoBlocker(r) === null) return null;
    return t(r.steps === 0 ? 'game.nothingToUndo' : 'game.undoRevealed');
  });
  const over = computed(() => state.value?.outcome ?? null);

  /** The position the board's marks count from: before the last answer the player gave (not one the app gave for them). */
  function marksFrom(game: LoadedGame): GameState | null {
    const trail = game.befores ?? [];
    let i = trail.length - 1;
    while (i > 0 && givenForPlayer && givenForPlayer(trail[i] as GameState)) i--;
    return trail[i] ?? game.before ?? null;
  }

  function show(game: LoadedGame, entries: LogEntry[], lines: string[], events: GameEvent[]): void {
    batch(() => {
      row.value = game.row;
      stored.value = game.row.steps;
      state.value = game.state;
      // Loaded or undone: the marks are those of the last stored answer, as before a reload,
      // with the answers the app gave for the player keeping the marks of the one before them.
      before.value = marksFrom(game);
      log.value = entries.slice(-LOG_KEPT);
      recent.value = lines;
      recentEvents.value = events;
      error.value = null;
      loadState.value = 'ready';
    });
  }

  async function open(id: string): Promise<void> {
    loadState.value = 'loading';
    holder.value = null;
    moment.value = null;
    before.value = null;
    unshown = [];
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
        error.value = /no longer saved/.test(loaded.error)
          ? loaded.error
          : t('game.loadFailed', { error: failureLine(loaded) });
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
      holder.value = null;
      moment.value = null;
      before.value = null;
      unshown = [];
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
     * `auto`: an answer the app gives for the player (decisions/settle.ts): no hand-off waits
     * for it, and its lines add to what the last answer told. `more`: a further answer of the
     * same tap (a decision screen's path, decisions/play-path.ts): its lines and recap add to the tap's.
     */
    async choose(option: string, mode?: 'auto' | 'more', told?: Said): Promise<boolean> {
      const auto = mode === 'auto';
      const adds = mode !== undefined;
      const s = state.value;
      const p = prompt.value;
      if (busy.value || !s || !p || (!auto && handOff.value !== null) || elsewhere.value) return false;
      if (landing) {
        // This question was drawn before the answer that led to it was stored: the tap waits
        // for that commit and then counts. Unless the commit failed (its question is back),
        // or an earlier tap on the same question (a double tap) answered it meanwhile.
        while (landing) await landing;
        if (state.value !== s || busy.value || elsewhere.value) return false;
      }
      const r0 = row.value;
      if (!r0) return false;
      const t0 = performance.now();
      const result = answer(s, option);
      if (!result.ok) {
        error.value = resultError(result);
        return false;
      }
      // An answer given for the player says only what `told` says (the engine's lines tell the rest).
      // What is stored is the code of that line (`told`); its words are made wherever it is shown.
      const code = auto ? (told ?? null) : answerLine({ ask: p.ask, choice: option, player: p.player, secret: p.secret }, s, result.events) === null ? null : ({ w: 'answer' } as const);
      const said = code && pocketSaid(code, { ask: p.ask, choice: option, player: p.player, secret: p.secret }, s);
      const lines = said === null ? logLines(result.events) : [said, ...logLines(result.events)];
      const t1 = performance.now();
      const step: Answered = { choice: option, ask: p.ask, player: p.player, secret: p.secret, state: result.state, log: lines, events: result.events, reveals: result.reveals, ...(code ? { said: code } : {}) };
      const next = answeredRow(r0, step);
      const np = result.state.prompt;
      const nextDecision = np && np.kind === 'decision' ? np : null;
      // The recap shows when the board becomes public again: a new phase, the end, or the
      // phone about to change hands (so it always comes before the hand-off screen). The same
      // step rebuilds it from the stored events after a reload (moment.ts recapFromSteps).
      const entry = { ask: p.ask, choice: option, player: p.player, secret: p.secret, events: result.events, line: said };
      const recapped = recapStep(unshown, entry, nextDecision);
      const recap: Moment | null = recapped.shown ? momentOf(recapped.shown, result.state) : null;
      // What the screen showed, to put back should the commit fail.
      const was = { unshown, moment: moment.value, before: before.value, holder: holder.value, log: log.value, recent: recent.value, recentEvents: recentEvents.value };
      unshown = recapped.unshown;
      batch(() => {
        // An answer given for the player keeps the recap and the marks of the answer before it.
        if (!adds || !moment.value) moment.value = recap;
        else if (recap) moment.value = joinMoments(moment.value, recap);
        if (!adds || !before.value) before.value = s;
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
      // The write starts in the next task, so the question is drawn first (starting the
      // IndexedDB transaction costs the main thread a few milliseconds of its own).
      const commit = nextTask().then(() => store.record(r0, step)).then(
        (written) => {
          if (row.value?.id === written.id) stored.value = written.steps;
          return true;
        },
        (e: unknown) => {
          // Not stored, so not played: the question answered comes back (nothing else can have
          // moved meanwhile: every answer, undo and table entry waits for this commit).
          if (state.value === result.state) {
            unshown = was.unshown;
            batch(() => {
              moment.value = was.moment;
              before.value = was.before;
              holder.value = was.holder;
              row.value = r0;
              state.value = s;
              log.value = was.log;
              recent.value = was.recent;
              recentEvents.value = was.recentEvents;
            });
          }
          error.value = t('game.notSaved', { error: message(e) });
          return false;
        },
      );
      landing = commit;
      const ok = await commit;
      if (landing === commit) landing = null;
      if (!ok) return false;
      // Timings for scripts/measure-tap.ts (and the browser's performance panel).
      performance.measure('answer: rules', { start: t0, end: t1 });
      performance.measure('answer: stored', { start: t1, end: performance.now() });
      if (!auto) await afterAnswer?.();
      return true;
    },
    /**
     * Takes back the last answer when no reveal of chance stands in the way, with the answers
     * the app gave for the player just before it (`givenForPlayer`: landing where the app
     * would answer by itself means that step was one of its own).
     */
    async undo(): Promise<boolean> {
      while (landing) await landing;
      if (!(await undoOne())) return false;
      while (givenForPlayer && state.value && givenForPlayer(state.value) && (row.value?.steps ?? 0) > 0) {
        if (!(await undoOne())) break;
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

  async function undoOne(): Promise<boolean> {
    const r0 = row.value;
    if (busy.value || !r0 || undoBlocker(r0) || elsewhere.value) return false;
    busy.value = true;
    const undone = await store.undo(r0.id);
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
