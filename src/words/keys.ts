/**
 * The catalogue's shape, read from the English files: a key that English lacks fails the
 * typecheck where it is asked for, and `complete.ts` fails it for a language that lacks a key.
 * Each area is the words of one part of the app, loaded with the chunk that shows them.
 */
import type shell from '../../public/words/en/shell.json';
import type notices from '../../public/words/en/notices.json';
import type log from '../../public/words/en/log.json';
import type play from '../../public/words/en/play.json';
import type board from '../../public/words/en/board.json';
import type pocket from '../../public/words/en/pocket.json';
import type table from '../../public/words/en/table.json';
import type multi from '../../public/words/en/multi.json';
import type saves from '../../public/words/en/saves.json';
import type extras from '../../public/words/en/extras.json';
import type tools from '../../public/words/en/tools.json';
import type reference from '../../public/words/en/reference.json';
import type guide from '../../public/words/en/guide.json';
import type cards from '../../public/words/en/cards.json';
import type { BaseKey } from './say';

export interface EnglishAreas {
  /** Home, the status footer and banners: the first paint. */
  shell: typeof shell;
  /** The update bar and the storage notices (loaded with them). */
  notices: typeof notices;
  /** The engine's log, reveal reasons, refusals and corrections. */
  log: typeof log;
  /** What pocket play, the table and several phones share: sheet, board, questions, recaps. */
  play: typeof play;
  /** The board, the decision screens and the advisor's odds. */
  board: typeof board;
  /** Pocket play's own screens: new game, saved games, hand-offs, end screen. */
  pocket: typeof pocket;
  table: typeof table;
  multi: typeof multi;
  saves: typeof saves;
  /** Settings, statistics, one game's course. */
  extras: typeof extras;
  /** The other games' tools (Space Hulk solo, Space Marine). */
  tools: typeof tools;
  /** The rules reference and its search. */
  reference: typeof reference;
  /** The guided first game's bubbles and debrief. */
  guide: typeof guide;
  /** Our summaries of the cards' abilities (names stay as printed). */
  cards: typeof cards;
}

export type Area = keyof EnglishAreas;
export const AREAS: readonly Area[] = ['shell', 'notices', 'log', 'play', 'board', 'pocket', 'table', 'multi', 'saves', 'extras', 'tools', 'reference', 'guide', 'cards'];

type AllKeys = { [A in Area]: keyof EnglishAreas[A] & string }[Area];
/** Every message's key (a plural message once, without its _one / _other suffix). */
export type Key = BaseKey<AllKeys>;
/** The keys of one area. */
export type KeyOf<A extends Area> = BaseKey<keyof EnglishAreas[A] & string>;
