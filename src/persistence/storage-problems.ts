/**
 * Storage's refusals, as data: a game no longer stored or changed elsewhere, a device out of
 * space, an undo that may not go further. The screens word them in the language they show
 * (ui/play/words/log.ts failureLine); `STORAGE_EN` is their English for the CLI and the tests.
 */
export type StorageProblem = 'gone' | 'deleted' | 'stale' | 'full' | 'no-room' | 'no-start' | 'nothing-to-undo' | 'undo-revealed';

export const STORAGE_EN: Record<StorageProblem, string> = {
  gone: 'This game is no longer saved on this device.',
  deleted: 'This game was deleted.',
  stale: 'This game was changed elsewhere (another tab?). Reopen it.',
  full: 'The device is out of storage space, so this answer was not saved (the game is as it was). Export your games to a file with the button at the top, free some space, then answer again.',
  // Starting a game needs room for its first position.
  'no-room': 'The device is out of storage space, so the game could not be started. Export your games to a file with the button at the top, then free some space.',
  // A stored game whose first snapshot is missing (damaged storage): recovery may still help.
  'no-start': 'The saved game has no starting position.',
  'nothing-to-undo': 'Nothing has been answered yet.',
  'undo-revealed': 'Something was revealed since (a card, a die roll, or everyone’s Action cards), or the phone passed to another player, so the answers before it stand. Practice games can undo anything.',
};

/** A write or read storage refused, with why as data (thrown out of a transaction, or out of `record`). */
export class StorageRefusal extends Error {
  constructor(readonly problem: StorageProblem) {
    super(STORAGE_EN[problem]);
  }
}

export function refusedFor(problem: StorageProblem): { ok: false; error: string; storage: StorageProblem } {
  return { ok: false, error: STORAGE_EN[problem], storage: problem };
}
