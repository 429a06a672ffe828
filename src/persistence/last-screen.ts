/**
 * The screen the app showed last, so that reopening the app (which starts at the manifest's
 * start_url, with no hash) comes back to the game in progress. One short string in
 * localStorage: it is read before the first paint, long before IndexedDB is open.
 */
const KEY = 'death-angel-companion:last-screen';

export function rememberScreen(hash: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, hash);
  } catch {
    // Private mode or full: the app still opens, on the home screen.
  }
}

/** The hash to open at start-up: the given one, or else the last game screen shown. */
export function startScreen(hash: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  if (hash && hash !== '#' && hash !== '#/') return hash;
  try {
    const last = storage?.getItem(KEY) ?? '';
    // A game screen of either mode; the table's new-game form is a form, not a game.
    const game = last.startsWith('#/play/') || (last.startsWith('#/table/') && last !== '#/table/new');
    return game ? last : hash;
  } catch {
    return hash;
  }
}
