/**
 * Options that cannot start a game (options-problems.ts) and a broken rule of the components
 * (inconsistencies.ts), in any language, from the `log` area. The compiler refuses a table
 * that misses a code. Ids are shown as the position holds them: a position edited by hand may
 * name nothing, and these are a file's words, not the game's.
 */
import type { CardKind, CardPlace, Inconsistency, InconsistencyCode } from '../inconsistencies';
import type { OptionsProblem, OptionsProblemCode } from '../options-problems';
import { speech, type LogKey, type LogSay } from './log';

export type OptionsWords = { [K in OptionsProblemCode]: (p: Extract<OptionsProblem, { code: K }>) => string };
export type InconsistencyWords = { [K in InconsistencyCode]: (p: Extract<Inconsistency, { code: K }>) => string };

export function optionsWords(say: LogSay): OptionsWords {
  const { team } = speech(say);
  return {
    'player-count': (p) => say('log.options.playerCount', { players: p.players }),
    'teams-per-player': (p) => say(p.teams === 1 ? 'log.options.oneTeamPerPlayer' : 'log.options.teamsPerPlayer', { n: p.players, teams: p.teams, player: p.player, has: p.has }),
    'unknown-team': (p) => say('log.options.unknownTeam', { team: p.team }),
    'team-twice': (p) => say('log.options.teamTwice', { team: team(p.team) }),
    chance: () => say('log.options.chance'),
    seed: (p) => say('log.options.seed', { max: p.max }),
    'starting-tokens': (p) => say('log.options.startingTokens', { max: p.max }),
  };
}

export function optionsIn(words: OptionsWords, p: OptionsProblem): string {
  return (words[p.code] as (x: OptionsProblem) => string)(p);
}

const TWICE: Record<CardKind, LogKey> = { genestealer: 'log.inconsistent.twiceGenestealer', 'brood-lord': 'log.inconsistent.twiceBroodLord', event: 'log.inconsistent.twiceEvent' };
const NOT_OF_KIND: Record<CardKind, LogKey> = { genestealer: 'log.inconsistent.notAGenestealer', 'brood-lord': 'log.inconsistent.notABroodLord', event: 'log.inconsistent.notAnEvent' };
const NOWHERE: Record<CardKind, LogKey> = { genestealer: 'log.inconsistent.nowhereGenestealer', 'brood-lord': 'log.inconsistent.nowhereBroodLord', event: 'log.inconsistent.nowhereEvent' };
/** Where a card lies: an adverb of place ("in the left blip pile"), which each sentence takes as it is. */
const PLACE: Record<CardPlace, LogKey> = {
  'genestealer-deck': 'log.inconsistent.in.genestealerDeck',
  'genestealer-discard': 'log.inconsistent.in.genestealerDiscard',
  'left-blips': 'log.inconsistent.in.leftBlips',
  'right-blips': 'log.inconsistent.in.rightBlips',
  formation: 'log.inconsistent.in.formation',
  'brood-lords-out': 'log.inconsistent.in.broodLordsOut',
  'brood-lords-slain': 'log.inconsistent.in.broodLordsSlain',
  'event-deck': 'log.inconsistent.in.eventDeck',
  'event-discard': 'log.inconsistent.in.eventDiscard',
  'current-event': 'log.inconsistent.in.currentEvent',
};

export function inconsistencyWords(say: LogSay): InconsistencyWords {
  const { sided } = speech(say);
  const place = (p: CardPlace): string => say(PLACE[p]);
  return {
    'card-twice': (p) => say(TWICE[p.kind], { card: p.card, first: place(p.first), second: place(p.second) }),
    'not-of-kind': (p) => say(NOT_OF_KIND[p.kind], { card: p.card, place: place(p.place) }),
    'card-nowhere': (p) => say(NOWHERE[p.kind], { card: p.card }),
    'no-marine-at': (p) => say('log.inconsistent.noMarineAt', { position: p.position }),
    'marine-tokens': (p) => say('log.inconsistent.marineTokens', { marine: p.marine, tokens: p.tokens }),
    'terrain-twice': (p) => say('log.inconsistent.terrainTwice', { terrain: p.terrain }),
    'terrain-tokens': (p) => say('log.inconsistent.terrainTokens', { terrain: p.terrain, tokens: p.tokens }),
    'empty-swarm': (p) => say(sided(p.side, 'log.inconsistent.emptySwarmLeft', 'log.inconsistent.emptySwarmRight'), { position: p.position }),
    'unknown-terrain': (p) => say('log.inconsistent.unknownTerrain', { terrain: p.terrain }),
    'artefact-twice': () => say('log.inconsistent.artefactTwice'),
    supply: (p) => say('log.inconsistent.supply', { supply: p.supply }),
    'token-count': (p) => say('log.inconsistent.tokenCount', { n: p.counted, total: p.total }),
    'unknown-face-up': (p) => say('log.inconsistent.unknownFaceUp', { card: p.card }),
    'dealer-unknown': () => say('log.inconsistent.dealerUnknown'),
    'location-twice': () => say('log.inconsistent.locationTwice'),
    'setup-card': () => say('log.inconsistent.setupCard'),
    'first-location': () => say('log.inconsistent.firstLocation'),
    'marine-twice': () => say('log.inconsistent.marineTwice'),
    'slain-in-formation': (p) => say('log.inconsistent.slainInFormation', { marine: p.marine }),
    'unknown-phase': (p) => say('log.inconsistent.unknownPhase', { phase: p.phase }),
    'over-disagrees': () => say('log.inconsistent.overDisagrees'),
    'waits-for-nothing': () => say('log.inconsistent.waitsForNothing'),
    'no-option': () => say('log.inconsistent.noOption'),
    'no-marine-left': () => say('log.inconsistent.noMarineLeft'),
  };
}

/**
 * A broken rule in words. One made by an older phone is its English sentence, shown as it is;
 * one of a newer phone (a code this one lacks) still says that a rule is broken.
 */
export function inconsistencyIn(words: InconsistencyWords, say: LogSay, p: Inconsistency | string): string {
  if (typeof p === 'string') return p;
  const word = p && Object.prototype.hasOwnProperty.call(words, p.code) ? (words[p.code] as (x: Inconsistency) => string) : null;
  try {
    if (word) return word(p);
  } catch {
    // A value this phone cannot word: the plain words below.
  }
  return say('log.inconsistent.unknown');
}
