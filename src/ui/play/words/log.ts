/**
 * The engine's words in the language shown: the log's lines, reveal reasons, refused answers
 * and corrections, and the engine's problems (options that cannot start a game, a game that no
 * longer replays), from the `log` area through the engine's renderers (engine/words). Built
 * once per speaker (a change of language or a newly loaded area makes a new one), and read
 * while rendering, so a screen that shows them redraws when the language changes.
 */
import {
  correctionWords,
  fixIn,
  fixWords,
  logWords,
  previewEvent,
  problemWords,
  refusalIn,
  refusalWords,
  renderEventIn,
  renderLogIn,
  speech,
  tableProblemIn,
  tableProblemWords,
  whyIn,
  whyWords,
  type AnswerRefusal,
  type Correction,
  type EventPreview,
  type FixWords,
  type GameState,
  type TableProblem,
  type TableProblemWords,
  type GameEvent,
  type LogWords,
  type OptionsProblem,
  type ProblemWords,
  type Result,
  type StepFailure,
  type RevealWhy,
  type WhyWords,
} from '../../../engine';
import type { RefusalWords } from '../../../engine';
import { currentSay, t } from '../../common/words';
import { StorageRefusal, type StorageProblem } from '../../../persistence/storage-problems';
import type { Key } from '../../../words/keys';

interface Words {
  say: ReturnType<typeof currentSay>;
  log: LogWords;
  why: WhyWords;
  refusal: RefusalWords;
  correction: (c: Correction) => string;
  fix: FixWords;
  table: TableProblemWords;
  problems: ProblemWords;
}

let made: Words | null = null;

function words(): Words {
  const say = currentSay();
  if (made?.say !== say) made = { say, log: logWords(say), why: whyWords(say), refusal: refusalWords(say), correction: correctionWords(speech(say)), fix: fixWords(say), table: tableProblemWords(say), problems: problemWords(say) };
  return made;
}

/** The log's renderers in the language shown (for readers that take a table of them). */
export function shownLogWords(): LogWords {
  return words().log;
}

/** One event's line, or null when the log passes over it. */
export function logLine(ev: GameEvent): string | null {
  return renderEventIn(words().log, ev);
}

/** The lines of these events, in order. */
export function logLines(events: readonly GameEvent[]): string[] {
  return renderLogIn(words().log, events);
}

/** Why a reveal is asked. */
export function whyLine(w: RevealWhy): string {
  return whyIn(words().why, w);
}

/** Why an answer was refused. */
export function refusalLine(r: AnswerRefusal): string {
  return refusalIn(words().refusal, r);
}

/** A correction by hand, as the log tells it (one naming a card this phone lacks, plainly). */
export function correctionLine(c: Correction): string {
  const w = words();
  try {
    return w.correction(c);
  } catch {
    return w.say('log.corrected.byHand');
  }
}

/** What a refused step says: its refusal in the language shown, else the engine's own words. */
export function resultError(r: Extract<Result, { ok: false }>): string {
  if (r.refusal) return refusalLine(r.refusal);
  return r.fix ? fixIn(words().fix, r.fix) : r.error;
}

const SAVED: Record<StorageProblem, Key> = {
  gone: 'saved.gone',
  deleted: 'saved.deleted',
  stale: 'saved.stale',
  full: 'saved.full',
  'no-room': 'saved.noRoom',
  'no-start': 'saved.noStart',
  'nothing-to-undo': 'game.nothingToUndo',
  'undo-revealed': 'game.undoRevealed',
};

/** Storage's refusal in the language shown (persistence/storage-problems.ts). */
export function storageProblemLine(p: StorageProblem): string {
  return t(SAVED[p]);
}

/**
 * Why something the engine or storage was asked failed, in the language shown: options that
 * cannot start a game, a stored game that stops replaying at a step (which, and why), or
 * storage's refusal; else the words it came with (a browser's own error).
 */
export function failureLine(f: { error: string; options?: OptionsProblem; replay?: StepFailure; storage?: StorageProblem }): string {
  const { problems } = words();
  if (f.options) return problems.options(f.options);
  if (f.storage) return storageProblemLine(f.storage);
  return f.replay ? problems.stopped(f.replay) : f.error;
}

/** Why a write failed: storage's refusal in the language shown, else the browser's own words. */
export function storageLine(e: unknown): string {
  if (e instanceof StorageRefusal) return storageProblemLine(e.problem);
  return e instanceof Error ? e.message : String(e);
}

/** What does not fit in a table described by hand. */
export function tableProblemLine(p: TableProblem): string {
  return tableProblemIn(words().table, p);
}

/** What an Event card would do at this table now, in the language shown. */
export function shownPreview(s: GameState, eventId: string): EventPreview {
  return previewEvent(s, eventId, words().say);
}
