/**
 * The screen the app showed last, so that reopening the app (which starts at the manifest's
 * start_url, with no hash) comes back to the game in progress.
 *
 * Two copies. The truth is a row of IndexedDB's `settings` (`screen-store.ts`), written in the
 * same transaction as each answer and on every screen change, so it is on disk as soon as the
 * step is. localStorage keeps a copy that can be read before the first paint, long before
 * IndexedDB is open; the browser writes it lazily (a crash in the next few seconds loses it),
 * so it is only a first guess, which the stored row corrects once storage is open.
 */
const KEY = 'death-angel-companion:last-screen';
/** The key of the row in IndexedDB's `settings`. */
export const LAST_SCREEN = 'last-screen';

export function rememberScreen(hash: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, hash);
  } catch {
    // Private mode or full: the app still opens, on the home screen.
  }
}

/** The copy in localStorage (null when none, or storage refuses). */
export function rememberedScreen(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether the app was opened on a screen of its own (a link, a reload), not at its start URL. */
export function namedScreen(hash: string): boolean {
  return !!hash && hash !== '#' && hash !== '#/';
}

/** A game screen of either mode; the table's new-game form is a form, not a game. */
export function isGameScreen(hash: string): boolean {
  return hash.startsWith('#/play/') || (hash.startsWith('#/table/') && hash !== '#/table/new');
}

/** The screen of a saved game (the router's '#/play/<id>' or '#/table/<id>'). */
export function gameScreen(row: { id: string; mode: 'pocket' | 'table' }): string {
  return `#/${row.mode === 'table' ? 'table' : 'play'}/${encodeURIComponent(row.id)}`;
}

/** The hash to open at start-up: the given one, or else the last game screen shown. */
export function startScreen(hash: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  if (namedScreen(hash)) return hash;
  const last = rememberedScreen(storage) ?? '';
  return isGameScreen(last) ? last : hash;
}
