/**
 * Why an answer cannot be taken, as data (issue 34): a code with its parameters (ids, the
 * offered options), worded where it is shown (`words/refusal-en.ts` in English). The host
 * sends these to a guest's phone as they are, so each phone reads them in its own language.
 */
import type { Side } from '../data/types';

export type AnswerRefusal =
  | { code: 'game-over'; outcome: 'won' | 'lost' }
  | { code: 'not-waiting' }
  /** `value`: what was given instead of text, as JSON. */
  | { code: 'not-text'; value: string }
  | { code: 'not-an-option'; choice: string; ask: string; options: string[] }
  | { code: 'not-a-face'; choice: string }
  | { code: 'not-an-event'; choice: string }
  | { code: 'event-discarded'; event: string }
  | { code: 'event-in-play'; event: string }
  | { code: 'event-kept-on-top'; top: string }
  | { code: 'event-at-bottom'; event: string }
  | { code: 'not-a-genestealer-type'; choice: string }
  | { code: 'blip-pile-empty'; side: Side }
  | { code: 'type-used-up'; type: string; side: Side }
  | { code: 'not-a-location'; choice: string }
  | { code: 'location-visited'; location: string }
  | { code: 'location-not-in-tier'; location: string; tier: string }
  | { code: 'not-a-marine'; choice: string }
  | { code: 'marine-in-formation'; marine: string }
  | { code: 'marine-not-in-game'; marine: string };

export type AnswerRefusalCode = AnswerRefusal['code'];
