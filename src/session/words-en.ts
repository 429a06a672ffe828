/** What the host tells a guest when it refuses something: plain words, shown on the guest's phone. */
export const SESSION_WORDS = {
  version: (guest: string, host: string) =>
    `This phone runs version ${guest} of the app and the host runs ${host}. Update the older one (reload it with a signal, then accept the new version) and join again.`,
  protocol: 'This phone speaks another version of the multiplayer protocol than the host. Update both phones to the same version of the app.',
  full: 'Every player of this game already has a phone. Ask the host to remove one, or to answer for you.',
  hello: 'Join the game first.',
  busy: 'The host was storing another answer. Tap your answer again.',
  stale: (index: number, at: number) => `That answer was for step ${index + 1}, but the game is at step ${at + 1}. Your screen is being brought up to date.`,
  notYours: 'It is not your turn to answer this question.',
  over: 'The game is over; nothing more can be answered.',
  notStored: 'The host could not store that answer, so it was not played. Try again.',
  invalid: (why: string) => `The host refused that answer: ${why}`,
} as const;
