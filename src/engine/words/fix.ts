/**
 * Why a correction by hand was refused, in any language: a `CorrectionRefusal`
 * (correction-refusals.ts) worded from the `log` area. The compiler refuses a table that
 * misses a code.
 */
import { marineDef, terrainDef } from '../../data';
import type { CorrectionRefusal, CorrectionRefusalCode } from '../correction-refusals';
import { speech, type LogSay } from './log';
import { inconsistencyIn, inconsistencyWords } from './problems';

export type FixWords = { [K in CorrectionRefusalCode]: (r: Extract<CorrectionRefusal, { code: K }>) => string };

/** A marine's name, or the id given in quotes when it names no marine. */
function marineOrId(id: string): string {
  try {
    return marineDef(id).name;
  } catch {
    return `"${id}"`;
  }
}

export function fixWords(say: LogSay): FixWords {
  const { sided, gsType } = speech(say);
  const broken = inconsistencyWords(say);
  return {
    'not-table': () => say('log.fix.notTable'),
    'game-over': () => say('log.fix.gameOver'),
    'unknown-correction': () => say('log.fix.unknownCorrection'),
    'does-not-fit': () => say('log.fix.doesNotFit'),
    inconsistent: (r) => say('log.fix.inconsistent', { detail: inconsistencyIn(broken, say, r.detail) }),
    'name-a-marine': () => say('log.fix.nameAMarine'),
    'marine-not-in-formation': (r) => say('log.fix.notInFormation', { marine: marineOrId(r.marine) }),
    'no-such-row': (r) => say('log.fix.noSuchRow', { rows: r.rows }),
    side: () => say('log.fix.side'),
    facing: () => say('log.fix.facing'),
    'tokens-count': (r) => say('log.fix.tokensCount', { max: r.max }),
    'genestealers-count': (r) => say('log.fix.genestealersCount', { max: r.max }),
    'blips-count': (r) => say('log.fix.blipsCount', { max: r.max }),
    'supply-short': (r) => say(r.marine ? 'log.fix.supplyShortMarine' : 'log.fix.supplyShort', { n: r.supply }),
    'mid-attack': (r) => say(r.then === 'slain' ? 'log.fix.midAttackSlain' : r.then === 'swarm' ? 'log.fix.midAttackSwarm' : 'log.fix.midAttackBroodLord'),
    'not-a-type': (r) => say('log.fix.notAType', { value: r.value }),
    'type-used-up': (r) => say('log.fix.typeUsedUp', { type: gsType(r.type) }),
    'not-a-brood-lord': (r) => say('log.fix.notABroodLord', { value: r.value }),
    'blips-short': (r) => say(sided(r.side, 'log.fix.blipsShortLeft', 'log.fix.blipsShortRight'), { n: r.left }),
    'not-a-terrain': (r) => say('log.fix.notATerrain', { value: r.value }),
    'terrain-not-in-formation': (r) => (r.terrain ? say('log.fix.terrainNotInFormation', { terrain: terrainDef(r.terrain).name }) : say('log.fix.thatTerrainNotInFormation')),
    'not-an-event': (r) => say('log.fix.notAnEvent', { value: r.value }),
    'event-in-play': () => say('log.fix.eventInPlay'),
  };
}

/** A refused correction in words; one this phone cannot word (a newer code) still says it was refused. */
export function fixIn(words: FixWords, r: CorrectionRefusal): string {
  const word = Object.prototype.hasOwnProperty.call(words, r.code) ? (words[r.code] as (x: CorrectionRefusal) => string) : null;
  try {
    if (word) return word(r);
  } catch {
    // A card id this phone does not know: the plain words below.
  }
  return words['does-not-fit']({ code: 'does-not-fit' });
}
