/**
 * Entry point. Renders the shell first; Dexie and workbox-window are fetched after the
 * first paint so the home screen never waits for code it does not need.
 */
import { signal } from '@preact/signals';
import { render } from 'preact';
import { App } from './app';
import { parseRoute, routeHash, type Route } from '../common/router';
import { isGameScreen, namedScreen, rememberScreen, startScreen } from '../../persistence/last-screen';
import { StorageModel, type StorageBackend } from '../common/storage-model';
import type { UpdateModelInstance } from '../common/update-model';
import { applyPreferences, chosenLanguage, preferences, setPreferences } from '../common/preferences-model';
import { loadAreas, showLanguage } from '../common/words';
import './base.css';
import '../common/components.css';

const reload = (): void => window.location.reload();
const storage = new StorageModel();
// The update flow loads with workbox-window, after the first paint (it is never needed before).
const update = signal<UpdateModelInstance | null>(null);
const controlledAtLoad = !!('serviceWorker' in navigator && navigator.serviceWorker.controller);

// The screen lives in the URL hash, so a reload comes back to the same place; reopening
// the app (no hash) comes back to the game that was open: first as localStorage guesses
// (read before the first paint), then as IndexedDB says once open (see last-screen.ts).
applyPreferences(preferences.value);
const named = namedScreen(window.location.hash);
// A player who asked to open on the home screen is not taken back to the last game.
const opening = preferences.value.openTo === 'home' ? window.location.hash : startScreen(window.location.hash);
if (opening !== window.location.hash) window.history.replaceState(null, '', opening);
/** The screen the app opened on: a tap that changed it before storage opened wins over the stored one. */
const openedAt = window.location.hash;
const route = signal<Route>(parseRoute(window.location.hash));
rememberScreen(window.location.hash);
/** Set once storage is open and the stored last screen was read: writes each screen change there. */
let storeScreen: ((hash: string) => void) | null = null;
/** The player went to another screen before storage opened: the stored screen no longer applies. */
let moved = false;
window.addEventListener('hashchange', () => {
  route.value = parseRoute(window.location.hash);
  rememberScreen(window.location.hash);
  if (storeScreen) storeScreen(window.location.hash);
  else moved = true;
});
const go = (next: Route): void => {
  window.location.hash = routeHash(next);
};

function Root() {
  return <App storage={storage} update={update} reload={reload} route={route.value} go={go} />;
}

const root = document.getElementById('app');
// The home screen's words come first (one small file the service worker keeps); a failed
// load paints anyway, and a screen's words are fetched again with it.
void showLanguage(chosenLanguage(preferences.value), ['shell'])
  .catch(() => undefined)
  .then(() => {
    if (!root) return;
    root.textContent = ''; // drop the static "Loading…" placeholder from index.html
    render(<Root />, root);
  });

// With storage held in memory only, closing the tab would lose every step since the last
// export: the browser asks first (its own wording; ours is in the notice).
window.addEventListener('beforeunload', (event) => {
  if (storage.unexported.value) event.preventDefault();
});

/**
 * Before any screen reads storage: an app opened at its start URL goes to the screen IndexedDB
 * holds, which the localStorage guess may have missed (a crash soon after a screen change).
 */
async function restoreScreen(store: typeof import('../../persistence/screen-store'), database: () => Parameters<typeof store.storeScreen>[0]): Promise<void> {
  const stored = await store.storedScreen(database()).catch(() => null);
  // `moved` alone misses a tap whose hashchange is still queued behind the storage read.
  if (!named && !moved && window.location.hash === openedAt && stored !== null && preferences.value.openTo !== 'home') {
    const target = isGameScreen(stored) ? stored : '#/';
    if (target !== (window.location.hash || '#/')) {
      window.history.replaceState(null, '', target);
      route.value = parseRoute(target);
      rememberScreen(target);
    }
  }
  storeScreen = (hash) => void store.storeScreen(database(), hash).catch(() => undefined);
  if (stored !== window.location.hash) storeScreen(window.location.hash);
}

void storage.start(async (): Promise<StorageBackend> => {
  // The storage lines' words come with storage's code, so no state is shown before its words;
  // with them come the update bar's and a failed screen's, at hand when a cut connection needs
  // them. They wait for the home screen's language (loadAreas), so a German phone fetches them once.
  const [{ openAppStorage, openInMemory, watchVersionChange, watchWrites }, store, dbModule, prefs] = await Promise.all([
    import('../../persistence/storage'),
    import('../../persistence/screen-store'),
    import('../../persistence/db'),
    import('../../persistence/preferences'),
    loadAreas('notices'),
  ]);
  return {
    open: async () => {
      const opened = await openAppStorage();
      if (opened.ok) {
        // The stored settings are the truth (the localStorage copy may be stale or missing).
        const stored = await prefs.loadPreferences(dbModule.db).catch(() => null);
        if (stored) setPreferences(stored);
        await restoreScreen(store, () => dbModule.db);
      }
      return opened;
    },
    openInMemory,
    watchVersionChange: (onChange) => watchVersionChange(onChange),
    watchWrites,
  };
});

// No service worker in `vite dev`: it would cache files that are still being edited.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const base = import.meta.env.BASE_URL;
  Promise.all([import('workbox-window'), import('../common/update-model')])
    .then(([{ Workbox }, { UpdateModel }]) => {
      const model = new UpdateModel({ reload, controlledAtLoad });
      update.value = model;
      return model.attach(new Workbox(`${base}sw.js`, { scope: base }));
    })
    .catch((error: unknown) => console.warn('Offline support could not start:', error));
  // A phone app is resumed far more often than it is reloaded: look for updates then too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update.value?.checkForUpdate();
  });
}
