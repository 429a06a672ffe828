/**
 * The engine's problems in every language (issue 34): options that cannot start a game, a
 * broken rule of the components, what is wrong with a position, a save that is no save, a game
 * that cannot start and a step that stops a replay are data, and each of their codes reads as a
 * whole sentence in English, German, French, Spanish and Italian with every placeholder filled.
 * Then three cases as a German player meets them: a position with a Genestealer in two places,
 * a saved game whose starting position is not valid, and a correction refused because the game
 * would not be sound.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  correct,
  problemWords,
  replay,
  validatePosition,
  type Expected,
  type GameState,
  type LogKey,
  type Save,
  type SaveProblem,
  type Shown,
  type StartProblem,
} from '../../src/engine';
import { inconsistencyWords, optionsWords } from '../../src/engine/words/problems';
import { positionWords } from '../../src/engine/words/position';
import { plainAnswerNames, refusal, type Speaker } from '../../src/persistence/import-words';
import { useWordsNow } from '../../src/ui/common/words';
import { failureLine } from '../../src/ui/play/words/log';
import type { Key } from '../../src/words/keys';
import { makeSay, type Flat } from '../../src/words/say';
import { json, midGame, positions } from '../engine-tools/games';
import { wordsOf } from '../setup-words';
import { SAMPLE_INCONSISTENCIES, SAMPLE_OPTIONS, SAMPLE_POSITION_PROBLEMS, SAMPLE_SAVE_PROBLEMS, SAMPLE_START_PROBLEMS, SAMPLE_STEP_FAILURES } from './problem-samples';

const read = (lang: string, area: string): Flat => JSON.parse(readFileSync(join(__dirname, '../../public/words', lang, `${area}.json`), 'utf8')) as Flat;
const sayIn = (lang: string) => makeSay<LogKey>(lang, read(lang, 'log'), read('en', 'log'));
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;

/** A sentence as a screen shows it: no placeholder left, no missing value, not a bare key. */
function wellFormed(line: string): boolean {
  return !/\{\w+\}/.test(line) && !/\b(undefined|NaN)\b/.test(line) && !/\[object/.test(line) && !/^log\./.test(line) && /^\S.*\S$/.test(line);
}

// Every code of the unions the tables are not typed by: a code added to the engine fails the typecheck here.
const SAVE_CODES: Record<SaveProblem['code'], true> = { 'not-an-object': true, format: true, version: true, object: true, array: true, string: true, answers: true, steps: true, step: true, position: true };
const START_CODES: Record<StartProblem['code'], true> = { 'not-a-save': true, 'own-start-dealt': true, 'start-invalid': true, 'other-game': true, 'cannot-start': true, 'setup-failed': true };
const EXPECTED_KINDS: Record<Expected['t'], true> = { string: true, boolean: true, integer: true, 'one-of': true, id: true, array: true, 'array-max': true, object: true, 'object-or-null': true, keyed: true, 'ability-value': true, reason: true };
const SHOWN_KINDS: Record<Shown['t'], true> = { text: true, nothing: true, literal: true, array: true, object: true, other: true };

/** Every sample of every union, rendered by one language's words. */
function everySentence(lang: string): [unknown, string][] {
  const words = problemWords(sayIn(lang));
  return [
    ...SAMPLE_OPTIONS.map((p): [unknown, string] => [p, words.options(p)]),
    ...SAMPLE_INCONSISTENCIES.map((p): [unknown, string] => [p, words.inconsistency(p)]),
    ...SAMPLE_POSITION_PROBLEMS.map((p): [unknown, string] => [p, words.position(p)]),
    ...SAMPLE_SAVE_PROBLEMS.map((p): [unknown, string] => [p, words.save(p)]),
    ...SAMPLE_START_PROBLEMS.map((p): [unknown, string] => [p, words.start(p)]),
    ...SAMPLE_STEP_FAILURES.flatMap((f): [unknown, string][] => [
      [f, words.why(f)],
      [f, words.stopped(f)],
    ]),
  ];
}

describe('the engine’s problems in every language', () => {
  it('the samples cover every code and every kind of expected and found value', () => {
    const say = sayIn('en');
    const options = optionsWords(say);
    const broken = inconsistencyWords(say);
    expect(new Set(SAMPLE_OPTIONS.map((p) => p.code))).toEqual(new Set(Object.keys(options)));
    expect(new Set(SAMPLE_INCONSISTENCIES.map((p) => p.code))).toEqual(new Set(Object.keys(broken)));
    expect(new Set(SAMPLE_POSITION_PROBLEMS.map((p) => p.code))).toEqual(new Set(Object.keys(positionWords(say, options, broken))));
    expect(new Set(SAMPLE_SAVE_PROBLEMS.map((p) => p.code))).toEqual(new Set(Object.keys(SAVE_CODES)));
    expect(new Set(SAMPLE_START_PROBLEMS.map((p) => p.code))).toEqual(new Set(Object.keys(START_CODES)));
    const wrong = SAMPLE_POSITION_PROBLEMS.flatMap((p) => (p.code === 'wrong' ? [p] : []));
    expect(new Set(wrong.map((p) => p.expected.t))).toEqual(new Set(Object.keys(EXPECTED_KINDS)));
    expect(new Set(wrong.map((p) => p.got.t))).toEqual(new Set(Object.keys(SHOWN_KINDS)));
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every problem is a whole sentence`, () => {
      const bad = everySentence(lang).filter(([, line]) => !wellFormed(line));
      expect(bad.map(([what, line]) => `${JSON.stringify(what)} → ${line}`)).toEqual([]);
    });
  }

  it('other languages say it in their own words, not in English', () => {
    const english = everySentence('en');
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = everySentence(lang).filter(([, line], i) => line === english[i]?.[1]);
      expect(same.map(([what, line]) => `${lang}: ${JSON.stringify(what)} → ${line}`)).toEqual([]);
    }
  });

  it('a broken rule from an older phone is its English sentence; an unknown code still says a rule is broken', () => {
    const de = problemWords(sayIn('de'));
    expect(de.inconsistency('Position 2 has no marine.')).toBe('Position 2 has no marine.');
    expect(de.inconsistency({ code: 'from-a-newer-phone' } as never)).toBe('Eine Regel der Spielkomponenten wäre verletzt.');
  });
});

/** A real position with its Genestealer deck's top card in the discard pile too. */
function cardTwice(chance: 'dealer' | 'table' = 'dealer'): { state: GameState; card: string } {
  const s = json(chance === 'dealer' ? midGame() : (positions(3, 'table', 11).find((p, i) => i > 10 && p.phase === 'choose-actions' && p.prompt?.kind === 'decision') as GameState));
  const card = s.genestealerDeck[0] as string;
  s.genestealerDiscard.push(card);
  return { state: s, card };
}

describe('as a German player reads them', () => {
  const de = problemWords(sayIn('de'));

  it('a position with a Genestealer in two places is refused in German', () => {
    const { state, card } = cardTwice();
    const v = validatePosition(state);
    if (v.ok) throw new Error('accepted');
    expect(v.problems).toContainEqual({ code: 'inconsistent', detail: { code: 'card-twice', kind: 'genestealer', card, first: 'genestealer-deck', second: 'genestealer-discard' } });
    expect(v.problems.map(de.position)).toContain(`Symbiont ${card} liegt sowohl im Symbiontenstapel als auch auf dem Symbionten-Ablagestapel.`);
    // The English words stay beside the data, for the CLI.
    expect(v.errors).toContain(`Genestealer ${card} is both in the Genestealer deck and in the Genestealer discard pile.`);
  });

  it('a saved game whose starting position is not valid is refused in German, saying why', () => {
    const { state, card } = cardTwice('table');
    const save: Save = { format: 'death-angel-save', version: 2, options: { players: state.players, chance: 'table', seed: 0 }, start: state, steps: [] };
    const r = replay(save);
    if (r.ok) throw new Error('replayed');
    expect(r.step).toBe(0);
    expect(r.start?.code).toBe('start-invalid');
    const german: Speaker = makeSay<Key>('de', { ...read('de', 'saves'), ...read('de', 'log') });
    expect(refusal(save, r, plainAnswerNames, german)).toBe(`Die Startposition ist ungültig: Symbiont ${card} liegt sowohl im Symbiontenstapel als auch auf dem Symbionten-Ablagestapel.`);
    expect(r.error).toBe(`The starting position is not valid: Genestealer ${card} is both in the Genestealer deck and in the Genestealer discard pile.`);
  });

  it('a correction that would leave the game unsound is refused in German', () => {
    // The corrections' own checks keep a sound game sound; the last check still catches a
    // position that is not (here a card in two places, which no correction puts right).
    const { state, card } = cardTwice('table');
    const r = correct(state, { t: 'facing', marine: state.formation[0]?.marine as string, facing: 'RIGHT' });
    if (r.ok) throw new Error('accepted');
    expect(r.fix).toEqual({ code: 'inconsistent', detail: { code: 'card-twice', kind: 'genestealer', card, first: 'genestealer-deck', second: 'genestealer-discard' } });
    expect(de.fix(r.fix as NonNullable<typeof r.fix>)).toBe(`Damit wäre das Spiel widersprüchlich: Symbiont ${card} liegt sowohl im Symbiontenstapel als auch auf dem Symbionten-Ablagestapel.`);
  });

  it('the screens word a game that cannot start or no longer replays in the language shown', () => {
    try {
      useWordsNow('de', wordsOf('de'), wordsOf('en'));
      expect(failureLine({ error: 'The green team is chosen twice.', options: { code: 'team-twice', team: 'GREEN' } })).toBe('Kampfteam Grün ist zweimal gewählt.');
      expect(failureLine({ error: 'x', replay: { step: 4, of: 9, given: 'action.block', crash: 'boom' } })).toBe('Schritt 4 von 9 („action.block“): Die Regel-Engine ist gescheitert: boom');
      expect(failureLine({ error: 'Not saved: disk full' })).toBe('Not saved: disk full');
    } finally {
      useWordsNow('en', wordsOf('en'));
    }
  });
});
