/**
 * The log in English, the engine's own default: the English catalogue (public/words/en/log.json)
 * spoken through the same renderer as every other language (`log.ts`). Tests, the CLI and
 * the results' `log` lines use it; the app's screens word events in the language they show.
 */
import english from '../../../public/words/en/log.json' with { type: 'json' };
import { makeSay } from '../../words/say';
import type { Correction } from '../correction-kinds';
import type { GameEvent } from '../events';
import { correctionWords, logWords, renderEventIn, renderLogIn, speech, type LogKey, type LogSay, type LogWords } from './log';

export type { LogWords } from './log';

export const SAY_EN: LogSay = makeSay<LogKey>('en', english);

export const LOG_EN: LogWords = logWords(SAY_EN);

const correctionEn = correctionWords(speech(SAY_EN));

/** Words for a correction, so that it reads like what the table did (English unless told). */
export function describeCorrection(c: Correction, say: LogSay = SAY_EN): string {
  return say === SAY_EN ? correctionEn(c) : correctionWords(speech(say))(c);
}

/** One event in words, or null when the log does not mention it. */
export function renderEvent(ev: GameEvent, words: LogWords = LOG_EN): string | null {
  return renderEventIn(words, ev);
}

/** The log lines of these events, in order. */
export function renderLog(events: readonly GameEvent[], words: LogWords = LOG_EN): string[] {
  return renderLogIn(words, events);
}
