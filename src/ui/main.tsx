/**
 * Entry point. Renders the shell first; Dexie and workbox-window are fetched after the
 * first paint so the home screen never waits for code it does not need.
 */
import { signal } from '@preact/signals';
import { render } from 'preact';
import { App } from './app';
import { parseRoute, routeHash, type Route } from './models/router';
import { rememberScreen, startScreen } from '../persistence/last-screen';
import { StorageModel, type StorageBackend } from './models/storage-model';
import { UpdateModel } from './models/update-model';
import './styles/base.css';
import './styles/components.css';

const reload = (): void => window.location.reload();
const storage = new StorageModel();
const update = new UpdateModel({ reload, controlledAtLoad: !!('serviceWorker' in navigator && navigator.serviceWorker.controller) });

// The screen lives in the URL hash, so a reload comes back to the same place; reopening
// the app (no hash) comes back to the game that was open.
const opening = startScreen(window.location.hash);
if (opening !== window.location.hash) window.history.replaceState(null, '', opening);
const route = signal<Route>(parseRoute(window.location.hash));
rememberScreen(window.location.hash);
window.addEventListener('hashchange', () => {
  route.value = parseRoute(window.location.hash);
  rememberScreen(window.location.hash);
});
const go = (next: Route): void => {
  window.location.hash = routeHash(next);
};

function Root() {
  return <App storage={storage} update={update} reload={reload} route={route.value} go={go} />;
}

const root = document.getElementById('app');
if (root) {
  root.textContent = ''; // drop the static "Loading…" placeholder from index.html
  render(<Root />, root);
}

// With storage held in memory only, closing the tab would lose every step since the last
// export: the browser asks first (its own wording; ours is in the notice).
window.addEventListener('beforeunload', (event) => {
  if (storage.unexported.value) event.preventDefault();
});

void storage.start(async (): Promise<StorageBackend> => {
  const { openAppStorage, openInMemory, watchVersionChange, watchWrites } = await import('../persistence/storage');
  return {
    open: () => openAppStorage(),
    openInMemory,
    watchVersionChange: (onChange) => watchVersionChange(onChange),
    watchWrites,
  };
});

// No service worker in `vite dev`: it would cache files that are still being edited.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const base = import.meta.env.BASE_URL;
  import('workbox-window')
    .then(({ Workbox }) => update.attach(new Workbox(`${base}sw.js`, { scope: base })))
    .catch((error: unknown) => console.warn('Offline support could not start:', error));
  // A phone app is resumed far more often than it is reloaded: look for updates then too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update.checkForUpdate();
  });
}
