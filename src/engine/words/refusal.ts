/**
 * Why an answer was refused, in any language: the one place where an `AnswerRefusal`
 * (refusals.ts) becomes a sentence, from the `log` area of the catalogue. A refusal may come
 * from another phone, so a code this table does not know still reads.
 */
import { actionDef, eventDef, locationDef, marineDef } from '../../data';
import type { AnswerRefusal, AnswerRefusalCode } from '../refusals';
import { speech, type LogSay } from './log';

export type RefusalWords = { [K in AnswerRefusalCode]: (r: Extract<AnswerRefusal, { code: K }>) => string } & {
  /** Said when the refusal cannot be worded (an unknown code, a card this phone lacks). */
  readonly unknown?: string;
};

const shown = (options: readonly string[]): string => (options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', '));

export function refusalWords(say: LogSay): RefusalWords {
  const { sided, gsType } = speech(say);
  const card = (id: string): string => eventDef(id).name;
  const scouting = (): string => actionDef('action.forward-scouting').name;
  return {
    unknown: say('log.refused.unknown'),
    'game-over': (r) => say(r.outcome === 'won' ? 'log.refused.gameWon' : 'log.refused.gameLost'),
    'not-waiting': () => say('log.refused.notWaiting'),
    'not-text': (r) => say('log.refused.notText', { value: r.value }),
    'not-an-option': (r) => say('log.refused.notAnOption', { choice: r.choice, ask: r.ask, options: shown(r.options) }),
    'not-a-face': (r) => say('log.refused.notAFace', { choice: r.choice }),
    'not-an-event': (r) => say('log.refused.notAnEvent', { choice: r.choice }),
    'event-discarded': (r) => say('log.refused.eventDiscarded', { card: card(r.event) }),
    'event-in-play': (r) => say('log.refused.eventInPlay', { card: card(r.event) }),
    'event-kept-on-top': (r) => say('log.refused.eventKeptOnTop', { card: card(r.top), scouting: scouting() }),
    'event-at-bottom': (r) => say('log.refused.eventAtBottom', { card: card(r.event), scouting: scouting() }),
    'not-a-genestealer-type': (r) => say('log.refused.notAGenestealerType', { choice: r.choice }),
    'blip-pile-empty': (r) => say(sided(r.side, 'log.refused.leftPileEmpty', 'log.refused.rightPileEmpty')),
    'type-used-up': (r) => say(sided(r.side, 'log.refused.typeUsedUpLeft', 'log.refused.typeUsedUpRight'), { type: gsType(r.type) }),
    'not-a-location': (r) => say('log.refused.notALocation', { choice: r.choice }),
    'location-visited': (r) => say('log.refused.locationVisited', { location: locationDef(r.location).name }),
    'location-not-in-tier': (r) => say('log.refused.locationNotInTier', { location: locationDef(r.location).name, tier: r.tier }),
    'not-a-marine': (r) => say('log.refused.notAMarine', { choice: r.choice }),
    'marine-in-formation': (r) => say('log.refused.marineInFormation', { marine: marineDef(r.marine).name }),
    'marine-not-in-game': (r) => say('log.refused.marineNotInGame', { marine: marineDef(r.marine).name }),
  };
}

/** A refusal in words; one from a newer phone (an unknown code, a card this one lacks) still says that the answer was refused. */
export function refusalIn(words: RefusalWords, r: AnswerRefusal): string {
  const say = r.code !== ('unknown' as string) && Object.prototype.hasOwnProperty.call(words, r.code) ? (words[r.code] as (x: AnswerRefusal) => string) : null;
  try {
    if (say) return say(r);
  } catch {
    // A card id this phone does not know: fall through to the plain words.
  }
  return words.unknown ?? 'That answer is not possible now.';
}
