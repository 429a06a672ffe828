/**
 * Why an answer was refused, in English: the one place where an `AnswerRefusal`
 * (refusals.ts) becomes a sentence. Another language is another table of the same shape.
 * A refusal may come from another phone, so a code this table does not know still reads.
 */
import { eventDef, locationDef, marineDef } from '../../data';
import type { AnswerRefusal, AnswerRefusalCode } from '../refusals';

export type RefusalWords = { [K in AnswerRefusalCode]: (r: Extract<AnswerRefusal, { code: K }>) => string };

const side = (s: string): string => s.toLowerCase();
const shown = (options: readonly string[]): string => (options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', '));

export const REFUSAL_EN: RefusalWords = {
  'game-over': (r) => `The game is over (${r.outcome}); nothing more can be answered.`,
  'not-waiting': () => 'The game is not waiting for an answer.',
  'not-text': (r) => `An answer is one of the offered options, not ${r.value}.`,
  'not-an-option': (r) => `"${r.choice}" is not possible for "${r.ask}" now. Possible: ${shown(r.options)}.`,
  'not-a-face': (r) => `"${r.choice}" is not a face of the combat die: enter a number from 0 to 5.`,
  'not-an-event': (r) => `"${r.choice}" is not an Event card.`,
  'event-discarded': (r) => `${eventDef(r.event).name} is in the Event discard pile, so it cannot be drawn now.`,
  'event-in-play': (r) => `${eventDef(r.event).name} is the Event being resolved right now.`,
  'event-kept-on-top': (r) => `Forward Scouting left ${eventDef(r.top).name} on top of the Event deck, so it comes next.`,
  'event-at-bottom': (r) => `${eventDef(r.event).name} was put at the bottom of the Event deck by Forward Scouting; other cards come first.`,
  'not-a-genestealer-type': (r) => `"${r.choice}" is not a Genestealer type (claw, head, tail or tongue).`,
  'blip-pile-empty': (r) => `The ${side(r.side)} blip pile is empty.`,
  'type-used-up': (r) => `Every ${r.type.toLowerCase()} Genestealer is already face up or slain, so the ${side(r.side)} blip pile cannot hold one.`,
  'not-a-location': (r) => `"${r.choice}" is not a Location card of the deck.`,
  'location-visited': (r) => `The squad has already been to the ${locationDef(r.location).name}.`,
  'location-not-in-tier': (r) => `The next Location card comes from tier ${r.tier}, and the ${locationDef(r.location).name} is not one of them.`,
  'not-a-marine': (r) => `"${r.choice}" is not a Space Marine card.`,
  'marine-in-formation': (r) => `${marineDef(r.marine).name} is already in the formation.`,
  'marine-not-in-game': (r) => `${marineDef(r.marine).name} is not in a combat team of this game.`,
};

/** A refusal in words; one from a newer phone (an unknown code, a card this one lacks) still says that the answer was refused. */
export function refusalEn(r: AnswerRefusal, words: RefusalWords = REFUSAL_EN): string {
  const say = Object.prototype.hasOwnProperty.call(words, r.code) ? (words[r.code] as (x: AnswerRefusal) => string) : null;
  try {
    if (say) return say(r);
  } catch {
    // A card id this phone does not know: fall through to the plain words.
  }
  return 'That answer is not possible now.';
}
