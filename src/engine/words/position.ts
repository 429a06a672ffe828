/**
 * What is wrong with a position on the way in (position-problems.ts), in any language, from
 * the `log` area. What a field must hold (`log.expected.*`) and what it held (`log.shown.*`)
 * are noun phrases put into the sentences "{path} must be {expected}, not {got}" and
 * "{path} holds {value} twice", so each language words them to fit those. Paths, ids and a
 * file's literal values are technical and stay as they are.
 */
import type { Expected, IdKind, KeyKind, PositionProblem, PositionProblemCode, Shown, WouldAsk } from '../position-problems';
import { speech, type LogKey, type LogSay } from './log';
import { inconsistencyIn, optionsIn, type InconsistencyWords, type OptionsWords } from './problems';

export type PositionWords = { [K in PositionProblemCode]: (p: Extract<PositionProblem, { code: K }>) => string };

const ID: Record<IdKind, LogKey> = {
  marine: 'log.expected.id.marine',
  action: 'log.expected.id.action',
  genestealer: 'log.expected.id.genestealer',
  'swarm-card': 'log.expected.id.swarmCard',
  event: 'log.expected.id.event',
  terrain: 'log.expected.id.terrain',
  location: 'log.expected.id.location',
  'setup-card': 'log.expected.id.setupCard',
  'brood-lord': 'log.expected.id.broodLord',
};
const KEYED: Record<KeyKind, LogKey> = { team: 'log.expected.keyedTeam', terrain: 'log.expected.keyedTerrain' };
const BAD_KEY: Record<KeyKind, LogKey> = { team: 'log.position.keyTeam', terrain: 'log.position.keyTerrain' };

/** What a field must hold, as a noun phrase. */
export function expectedIn(say: LogSay, e: Expected): string {
  switch (e.t) {
    case 'string':
      return say('log.expected.string');
    case 'boolean':
      return say('log.expected.boolean');
    case 'integer':
      return say('log.expected.integer', { min: e.min, max: e.max });
    case 'one-of': {
      const [first = '', second = ''] = e.values;
      if (e.values.length === 1) return say('log.expected.value', { value: first });
      // Technical values listed as a file writes them: commas in every language.
      return e.values.length === 2 ? say('log.expected.either', { first, second }) : say('log.expected.oneOf', { values: e.values.join(', ') });
    }
    case 'id':
      return say(ID[e.kind]);
    case 'array':
      return say('log.expected.array');
    case 'array-max':
      return say('log.expected.arrayMax', { max: e.max });
    case 'object':
      return say('log.expected.object');
    case 'object-or-null':
      return say('log.expected.objectOrNull');
    case 'keyed':
      return say(KEYED[e.by]);
    case 'ability-value':
      return say('log.expected.abilityValue');
    case 'reason':
      return say('log.expected.reason');
  }
}

/** What a field held, as a noun phrase: text quoted, numbers as written. */
export function shownIn(say: LogSay, v: Shown): string {
  switch (v.t) {
    case 'text':
      return say('log.shown.text', { text: v.text });
    case 'nothing':
      return say('log.shown.nothing');
    case 'literal':
      return v.value;
    case 'array':
      return say('log.shown.array', { n: v.length });
    case 'object':
      return say('log.shown.object');
    case 'other':
      return v.type;
  }
}

function wouldAsk(say: LogSay, at: string, would: WouldAsk): string {
  if (!would) return say('log.position.promptDiffersNothing', { at });
  if ('reveal' in would) return say('log.position.promptDiffersReveal', { at, reveal: would.reveal });
  return say('log.position.promptDiffersAsk', { at, ask: would.ask, options: would.options.join(', ') });
}

export function positionWords(say: LogSay, options: OptionsWords, inconsistency: InconsistencyWords): PositionWords {
  const { team } = speech(say);
  const shown = (v: Shown): string => shownIn(say, v);
  const text = (value: string): string => shownIn(say, { t: 'text', text: value });
  return {
    wrong: (p) => (p.path ? say('log.position.wrong', { path: p.path, expected: expectedIn(say, p.expected), got: shown(p.got) }) : say('log.position.wrongRoot', { expected: expectedIn(say, p.expected), got: shown(p.got) })),
    'bad-key': (p) => say(BAD_KEY[p.by], { path: p.path, got: shown(p.got) }),
    missing: (p) => say('log.position.missing', { path: p.path }),
    'not-a-field': (p) => (p.of ? say('log.position.notAField', { path: p.path, of: p.of }) : say('log.position.notAFieldRoot', { path: p.path })),
    twice: (p) => say('log.position.twice', { path: p.path, value: shown(p.value) }),
    options: (p) => optionsIn(options, p.problem),
    'setup-card': (p) => say('log.position.setupCard', { n: p.players, expected: text(p.expected), got: text(p.got) }),
    'marine-not-in-play': (p) => say('log.position.marineNotInPlay', { path: p.path, marine: text(p.marine) }),
    'team-not-in-play': (p) => say('log.position.teamNotInPlay', { path: p.path, team: team(p.team) }),
    'other-teams-card': (p) => say('log.position.otherTeamsCard', { path: p.path, card: p.card, team: team(p.team) }),
    'player-index': (p) => say('log.position.playerIndex', { path: p.path, players: p.players, got: p.got }),
    'finished-with-prompt': () => say('log.position.finishedWithPrompt'),
    'prompt-without-frame': () => say('log.position.promptWithoutFrame'),
    inconsistent: (p) => inconsistencyIn(inconsistency, say, p.detail),
    'engine-failed': (p) => say('log.position.engineFailed', { detail: p.detail }),
    'prompt-differs': (p) => wouldAsk(say, p.at, p.would),
    'not-at-rest': (p) => say('log.position.notAtRest', { at: p.at }),
    unreadable: (p) => say('log.position.unreadable', { detail: p.detail }),
    more: () => say('log.position.more'),
  };
}

export function positionIn(words: PositionWords, p: PositionProblem): string {
  return (words[p.code] as (x: PositionProblem) => string)(p);
}
