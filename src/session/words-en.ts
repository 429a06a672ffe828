/**
 * A refusal between phones in English: the host sends codes with parameters (protocol.ts
 * `Refusal`), and the phone that shows one words it here. A refusal comes from another phone,
 * maybe a newer or a broken one, so whatever it lacks still reads as plain words.
 */
import { refusalEn, type AnswerRefusal } from '../engine';
import type { GuestRefusal, MessageProblem } from './protocol';

const PROBLEM: { [K in MessageProblem['problem']]: (p: Extract<MessageProblem, { problem: K }>) => string } = {
  'not-text': () => 'A message is text.',
  'too-long': (p) => `The message was too long (${p.length} characters; at most ${p.max}).`,
  'forbidden-key': () => 'The message held a forbidden key.',
  'broken-json': () => 'The message was not readable (broken JSON).',
  'not-understood': (p) => `The message was not understood${p.path ? ` (at ${p.path})` : ''}.`,
  'entries-gap': () => 'The log entries did not follow each other.',
};

/** Why a message could not be read, in words. */
export function messageProblemEn(p: MessageProblem): string {
  const say = Object.prototype.hasOwnProperty.call(PROBLEM, p.problem) ? (PROBLEM[p.problem] as (x: MessageProblem) => string) : null;
  return say ? say(p) : 'The message was not understood.';
}

const ANSWER = {
  over: 'The game is over; nothing more can be answered.',
  'already-chosen': 'That team already has its Action card face down.',
  stale: 'That answer came after the game had moved on (another answer was stored first). Your screen now shows where the game is.',
  'not-yours': 'It is not your turn to answer this question.',
} as const;

function words(r: GuestRefusal, answerRefused: (r: AnswerRefusal) => string): string {
  switch (r.code) {
    case 'impostor':
      return "The phone at this room code could not prove it is the host: it does not know the room's key. This phone told it nothing of your seat and keeps trying. If this stays, check the code with the host, or ask the host for a new room code.";
    case 'version':
      if ('older' in r) {
        return r.older === 'guest'
          ? 'This phone runs an older version of the app than the host. Reload this page while online to get the new version, then join again.'
          : 'The host runs an older version of the app than this phone. Ask the host to reload the app while online to get the new version, then join again.';
      }
      return `This phone runs version ${r.guest} of the app and the host runs ${r.host}. Update the older one (reload it with a signal, then accept the new version) and join again.`;
    case 'full':
      return 'Every player of this game already has a phone. Ask the host to remove one, or to answer for you.';
    case 'message':
      return messageProblemEn(r);
    case 'answer':
      if (r.reason === 'invalid') return `The host refused that answer: ${answerRefused(r.refusal)}`;
      return ANSWER[r.reason];
    case 'busy':
      return 'The host was storing another answer. Tap your answer again.';
    case 'hello':
      if (r.reason === 'challenged') return 'This phone already had the host’s proof on this link.';
      return r.reason === 'joined' ? 'This phone has already joined; its player stays as it is.' : 'Join the game first.';
    case 'replaced':
      return 'Your player was taken up on another phone (its seat opened there), so this phone stopped. If that was not you, tell the host.';
    case 'dropped':
      return 'This phone sent too many messages the host could not use, so the host closed the link. It comes back by itself.';
    case 'wait':
      return r.away
        ? `${r.name}'s phone is away. The host's phone asks whether this phone takes ${r.name}'s place: wait here.`
        : `The host's phone asks whether this phone plays ${r.name}: wait here until the host lets it in.`;
    case 'removed':
      return 'The host removed this phone from the game. Ask the host if you should play again.';
  }
}

/** A refusal in words, on the phone that shows it; `answerRefused` words a refused answer (the UI's, in the language shown). */
export function refusalWordsEn(r: GuestRefusal, answerRefused: (r: AnswerRefusal) => string = refusalEn): string {
  try {
    return words(r, answerRefused) ?? 'The host refused that.';
  } catch {
    return 'The host refused that.';
  }
}
