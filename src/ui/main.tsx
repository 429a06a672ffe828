/**
 * Entry point. Renders the shell first; Dexie and workbox-window are fetched after the
 * first paint so the home screen never waits for code it does not need.
 */
import { render } from 'preact';
import { App } from './app';
import { StorageModel, type StorageBackend } from './models/storage-model';
import { UpdateModel } from './models/update-model';
import './styles/base.css';
import './styles/components.css';

const reload = (): void => window.location.reload();
const storage = new StorageModel();
const update = new UpdateModel({ reload });

const root = document.getElementById('app');
if (root) {
  root.textContent = ''; // drop the static "Loading…" placeholder from index.html
  render(<App storage={storage} update={update} reload={reload} />, root);
}

void storage.start(async (): Promise<StorageBackend> => {
  const { openAppStorage, watchVersionChange } = await import('../persistence/storage');
  return { open: () => openAppStorage(), watchVersionChange: (onChange) => watchVersionChange(onChange) };
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
