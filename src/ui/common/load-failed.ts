import { t } from './words';
/**
 * What to say when a lazy screen's file cannot load. Almost always an old tab after an
 * update (the new service worker dropped the old version's files) or a cut connection
 * before the app was ever saved for offline use; the browser's own text ("Failed to fetch
 * dynamically imported module: …") means nothing to a player.
 */
export function loadFailedMessage(screens: string, error: unknown): string {
  const text = String(error);
  const missing = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(text);
  if (missing) return t('boot.failedUpdated', { screens });
  return t('boot.failed', { screens });
}
