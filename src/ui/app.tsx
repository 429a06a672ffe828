import { signal } from '@preact/signals';
import type { StorageModel } from './models/storage-model';
import type { UpdateModel } from './models/update-model';
import type { Route } from './models/router';
import { Home } from './screens/Home';
import { StatusFooter } from './components/StatusFooter';
import { StorageNotice } from './components/StorageNotice';
import { UpdateBanner } from './components/UpdateBanner';
import { loadFailedMessage } from './words/load-failed';

export interface AppProps {
  storage: InstanceType<typeof StorageModel>;
  update: InstanceType<typeof UpdateModel>;
  /** Only ever called from a button the player pressed. */
  reload: () => void;
  route: Route;
  go: (route: Route) => void;
}

// The game screens (rules engine, card data, board art) load only when first needed, so
// the home screen stays small. The service worker precaches them for offline use.
type Pocket = typeof import('./pocket');
const pocket = signal<Pocket | null>(null);
const pocketError = signal<string | null>(null);
let loading: Promise<void> | null = null;
function loadPocket(): void {
  loading ??= import('./pocket')
    .then((m) => void (pocket.value = m))
    .catch((e: unknown) => {
      loading = null;
      pocketError.value = String(e);
    });
}

// The table companion is a chunk of its own too (it shares the engine chunk with pocket play).
type Table = typeof import('./table');
const table = signal<Table | null>(null);
let loadingTable: Promise<void> | null = null;
function loadTable(): void {
  loadingTable ??= import('./table')
    .then((m) => void (table.value = m))
    .catch((e: unknown) => {
      loadingTable = null;
      pocketError.value = String(e);
    });
}

// Saves (export, import, recovery) bring valibot and the import code: a chunk of their own.
type Saves = typeof import('./saves');
const saves = signal<Saves | null>(null);
let loadingSaves: Promise<void> | null = null;
function loadSaves(): void {
  loadingSaves ??= import('./saves')
    .then((m) => void (saves.value = m))
    .catch((e: unknown) => {
      loadingSaves = null;
      pocketError.value = String(e);
    });
}

// The rules reference (entries, card texts, search index) is a chunk of its own too.
type Reference = typeof import('./reference');
const reference = signal<Reference | null>(null);
let loadingReference: Promise<void> | null = null;
function loadReference(): void {
  loadingReference ??= import('./reference')
    .then((m) => void (reference.value = m))
    .catch((e: unknown) => {
      loadingReference = null;
      pocketError.value = String(e);
    });
}

// The other games' table tools (Space Hulk solo, Space Marine): a chunk of their own.
type Tools = typeof import('./tools');
const tools = signal<Tools | null>(null);
let loadingTools: Promise<void> | null = null;
function loadTools(): void {
  loadingTools ??= import('./tools')
    .then((m) => void (tools.value = m))
    .catch((e: unknown) => {
      loadingTools = null;
      pocketError.value = String(e);
    });
}

/**
 * A new version waits until the game is left: on a game screen the update offer stays out
 * of the way (home, saved games and Saves show it, so it is there on demand).
 */
function hideUpdateMidGame(route: Route, update: AppProps['update']): boolean {
  return (route.name === 'play' || route.name === 'table') && update.prompt.value === 'update';
}

export function App({ storage, update, reload, route, go }: AppProps) {
  if (route.name === 'home') {
    return (
      <div class="app" data-storage={storage.state.value}>
        <main class="app__main">
          <StorageNotice storage={storage} reload={reload} />
          <Home go={go} />
        </main>
        <StatusFooter storage={storage} />
        <UpdateBanner update={update} />
      </div>
    );
  }
  if (route.name === 'table' || route.name === 'table-new') {
    loadTable();
    const T = table.value;
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        <StorageNotice storage={storage} reload={reload} overGame={route.name === 'table'} />
        {T ? (
          <T.TableScreen route={route} go={go} storage={storage} />
        ) : (
          <p class="boot" role="status">
            {pocketError.value ? loadFailedMessage('table screens', pocketError.value) : 'Loading…'}
          </p>
        )}
        {!hideUpdateMidGame(route, update) && <UpdateBanner update={update} />}
      </div>
    );
  }
  if (route.name === 'rules') {
    loadReference();
    const R = reference.value;
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        {R ? (
          <R.ReferenceScreen route={route} go={go} />
        ) : (
          <p class="boot" role="status">
            {pocketError.value ? `The rules could not load: ${pocketError.value}` : 'Loading…'}
          </p>
        )}
      </div>
    );
  }
  if (route.name === 'saves' || route.name === 'recover') {
    loadSaves();
    const S = saves.value;
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        <StorageNotice storage={storage} reload={reload} />
        {S ? (
          <S.SavesChunk route={route} go={go} storage={storage} />
        ) : (
          <p class="boot" role="status">
            {pocketError.value ? loadFailedMessage('saves screens', pocketError.value) : 'Loading…'}
          </p>
        )}
        <UpdateBanner update={update} />
      </div>
    );
  }
  if (route.name === 'space-hulk' || route.name === 'space-marine') {
    loadTools();
    const X = tools.value;
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        {X ? (
          <X.ToolScreen route={route} go={go} />
        ) : (
          <p class="boot" role="status">
            {pocketError.value ? `The tool screens could not load: ${pocketError.value}` : 'Loading…'}
          </p>
        )}
        <UpdateBanner update={update} />
      </div>
    );
  }
  loadPocket();
  const P = pocket.value;
  return (
    <div class="app app--game" data-storage={storage.state.value}>
      <StorageNotice storage={storage} reload={reload} overGame={route.name === 'play'} />
      {P ? (
        <P.PocketScreen route={route} go={go} storage={storage} />
      ) : (
        <p class="boot" role="status">
          {pocketError.value ? loadFailedMessage('game screens', pocketError.value) : 'Loading…'}
        </p>
      )}
      {!hideUpdateMidGame(route, update) && <UpdateBanner update={update} />}
    </div>
  );
}
