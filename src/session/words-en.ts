/** What the host tells a guest when it refuses something: plain words, shown on the guest's phone. */
export const SESSION_WORDS = {
  version: (guest: string, host: string) =>
    `This phone runs version ${guest} of the app and the host runs ${host}. Update the older one (reload it with a signal, then accept the new version) and join again.`,
  guestOlder: 'This phone runs an older version of the app than the host. Reload this page while online to get the new version, then join again.',
  hostOlder: 'The host runs an older version of the app than this phone. Ask the host to reload the app while online to get the new version, then join again.',
  full: 'Every player of this game already has a phone. Ask the host to remove one, or to answer for you.',
  hello: 'Join the game first.',
  joined: 'This phone has already joined; its player stays as it is.',
  challenged: 'This phone already had the host’s proof on this link.',
  impostor:
    "The phone at this room code could not prove it is the host: it does not know the room's key. This phone told it nothing of your seat and keeps trying. If this stays, check the code with the host, or ask the host for a new room code.",
  replaced: 'Your player was taken up on another phone (its seat opened there), so this phone stopped. If that was not you, tell the host.',
  dropped: 'This phone sent too many messages the host could not use, so the host closed the link. It comes back by itself.',
  ask: (name: string) => `The host's phone asks whether this phone plays ${name}: wait here until the host lets it in.`,
  removed: 'The host removed this phone from the game. Ask the host if you should play again.',
  wait: (name: string) => `${name}'s phone is away. The host's phone asks whether this phone takes ${name}'s place: wait here.`,
  busy: 'The host was storing another answer. Tap your answer again.',
  stale: 'That answer came after the game had moved on (another answer was stored first). Your screen now shows where the game is.',
  alreadyChosen: 'That team already has its Action card face down.',
  notYours: 'It is not your turn to answer this question.',
  over: 'The game is over; nothing more can be answered.',
  notStored: 'The host could not store that answer, so it was not played. Try again.',
  invalid: (why: string) => `The host refused that answer: ${why}`,
} as const;
