/**
 * What does not fit in a table described by hand (from-table.ts `TableProblem`), in any
 * language, from the `log` area. The compiler refuses a table that misses a code.
 */
import { locationDef } from '../../data';
import type { TableProblem } from '../table-problems';
import { speech, type LogSay } from './log';
import { inconsistencyIn, inconsistencyWords, optionsIn, optionsWords } from './problems';

type Code = TableProblem['code'];
export type TableProblemWords = { [K in Code]: (p: Extract<TableProblem, { code: K }>) => string };

export function tableProblemWords(say: LogSay): TableProblemWords {
  const { sided, team, gsType } = speech(say);
  const options = optionsWords(say);
  const broken = inconsistencyWords(say);
  return {
    options: (p) => say('log.table.options', { detail: optionsIn(options, p.detail) }),
    inconsistent: (p) => say('log.table.inconsistent', { detail: inconsistencyIn(broken, say, p.detail) }),
    'not-a-location': (p) => say('log.table.notALocation', { value: p.value }),
    'location-not-in-deck': (p) => say('log.table.locationNotInDeck', { n: p.players, tiers: p.tiers, location: locationDef(p.location).name }),
    'not-a-marine': (p) => say('log.table.notAMarine', { position: p.position, value: p.value }),
    'marine-not-in-game': (p) => say('log.table.marineNotInGame', { position: p.position, value: p.value }),
    'marine-twice': (p) => say('log.table.marineTwice', { position: p.position, value: p.value }),
    facing: (p) => say('log.table.facing', { position: p.position }),
    'not-a-terrain': (p) => say('log.table.notATerrain', { position: p.position, value: p.value }),
    'terrain-twice': (p) => say('log.table.terrainTwice', { position: p.position, value: p.value }),
    'brood-lord-twice': (p) => say(sided(p.side, 'log.table.broodLordTwiceLeft', 'log.table.broodLordTwiceRight'), { position: p.position }),
    'not-a-type': (p) => say(sided(p.side, 'log.table.notATypeLeft', 'log.table.notATypeRight'), { position: p.position, value: p.value }),
    'type-used-up': (p) => say(sided(p.side, 'log.table.typeUsedUpLeft', 'log.table.typeUsedUpRight'), { position: p.position, type: gsType(p.type) }),
    'no-marine': () => say('log.table.noMarine'),
    'too-many-tokens': (p) => say('log.table.tooManyTokens', { listed: p.listed, max: p.max }),
    'blips-not-whole': (p) => say(sided(p.side, 'log.table.blipsNotWholeLeft', 'log.table.blipsNotWholeRight')),
    'blips-short': (p) => say('log.table.blipsShort', { n: p.left }),
    'not-an-event': (p) => say('log.table.notAnEvent', { value: p.value }),
    'event-twice': (p) => say('log.table.eventTwice', { value: p.value }),
    'not-teams-card': (p) => say('log.table.notTeamsCard', { card: p.card, team: team(p.team) }),
  };
}

export function tableProblemIn(words: TableProblemWords, p: TableProblem): string {
  return (words[p.code] as (x: TableProblem) => string)(p);
}
