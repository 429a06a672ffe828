/**
 * What to say when a lazy screen's file cannot load. Almost always an old tab after an
 * update (the new service worker dropped the old version's files) or a cut connection
 * before the app was ever saved for offline use; the browser's own text ("Failed to fetch
 * dynamically imported module: …") means nothing to a player.
 */
export function loadFailedMessage(screens: string, error: unknown): string {
  const text = String(error);
  const missing = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(text);
  if (missing) return `The ${screens} could not load: the app was probably updated since this tab opened. Reload to use the new version; nothing is lost, every game is saved.`;
  return `The ${screens} could not load. Reload the app; nothing is lost, every game is saved.`;
}
