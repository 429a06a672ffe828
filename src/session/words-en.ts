/**
 * A refusal between phones in words: the host sends codes with parameters (protocol.ts
 * `Refusal`), and the phone that shows one words it with the speaker its screen passes in
 * (`currentSay()`: the session never imports the UI). A refusal comes from another phone,
 * maybe a newer or a broken one, so whatever it lacks still reads as plain words.
 */
import { refusalEn, type AnswerRefusal } from '../engine';
import type { Key } from '../words/keys';
import type { Say } from '../words/say';
import type { GuestRefusal, MessageProblem } from './protocol';

type Speaker = Say<Key>;

const PROBLEM: { [K in MessageProblem['problem']]: (p: Extract<MessageProblem, { problem: K }>, say: Speaker) => string } = {
  'not-text': (_p, say) => say('problem.notText'),
  'too-long': (p, say) => say('problem.tooLong', { length: p.length, max: p.max }),
  'forbidden-key': (_p, say) => say('problem.forbiddenKey'),
  'broken-json': (_p, say) => say('problem.brokenJson'),
  'not-understood': (p, say) => (p.path ? say('problem.notUnderstoodAt', { path: p.path }) : say('problem.notUnderstood')),
  'entries-gap': (_p, say) => say('problem.entriesGap'),
};

/** Why a message could not be read, in words. */
export function messageProblemWords(p: MessageProblem, say: Speaker): string {
  const word = Object.prototype.hasOwnProperty.call(PROBLEM, p.problem) ? (PROBLEM[p.problem] as (x: MessageProblem, s: Speaker) => string) : null;
  return word ? word(p, say) : say('problem.notUnderstood');
}

const ANSWER = {
  over: 'refusal.over',
  'already-chosen': 'refusal.alreadyChosen',
  stale: 'refusal.stale',
  'not-yours': 'refusal.notYours',
} as const satisfies Record<string, Key>;

const HELLO = { challenged: 'refusal.challenged', joined: 'refusal.joined', 'join-first': 'refusal.joinFirst' } as const satisfies Record<string, Key>;

/** `answerRefused`: the engine's own sentence for a refused answer, quoted whole in the host's refusal. */
function words(r: GuestRefusal, say: Speaker, answerRefused: (r: AnswerRefusal) => string): string {
  switch (r.code) {
    case 'impostor':
      return say('refusal.impostor');
    case 'version':
      if ('older' in r) return say(r.older === 'guest' ? 'refusal.guestOlder' : 'refusal.hostOlder');
      return say('refusal.versions', { guest: r.guest, host: r.host });
    case 'full':
      return say('refusal.full');
    case 'message':
      return messageProblemWords(r, say);
    case 'answer':
      if (r.reason === 'invalid') return say('refusal.invalid', { reason: answerRefused(r.refusal) });
      return say(ANSWER[r.reason] ?? 'refusal.other');
    case 'busy':
      return say('refusal.busy');
    case 'hello':
      return say(HELLO[r.reason] ?? 'refusal.joinFirst');
    case 'replaced':
      return say('refusal.replaced');
    case 'dropped':
      return say('refusal.dropped');
    case 'wait':
      return say(r.away ? 'refusal.waitAway' : 'refusal.waitPlay', { name: r.name });
    case 'removed':
      return say('refusal.removed');
  }
}

/** A refusal in words, on the phone that shows it. */
export function refusalWords(r: GuestRefusal, say: Speaker, answerRefused: (r: AnswerRefusal) => string = refusalEn): string {
  try {
    return words(r, say, answerRefused) ?? say('refusal.other');
  } catch {
    return say('refusal.other');
  }
}
