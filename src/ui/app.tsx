import { signal } from '@preact/signals';
import type { StorageModel } from './models/storage-model';
import type { UpdateModel } from './models/update-model';
import type { Route } from './models/router';
import { Home } from './screens/Home';
import { StatusFooter } from './components/StatusFooter';
import { StorageNotice } from './components/StorageNotice';
import { loadFailedMessage } from './words/load-failed';

export interface AppProps {
  storage: InstanceType<typeof StorageModel>;
  update: InstanceType<typeof UpdateModel>;
  /** Only ever called from a button the player pressed. */
  reload: () => void;
  route: Route;
  go: (route: Route) => void;
}

const pocketError = signal<string | null>(null);

/**
 * A screen that loads only when first needed, so the home screen stays small; the service
 * worker precaches every chunk for offline use. A failed load can be tried again later.
 */
function lazyScreen<M>(load: () => Promise<M>): { value: () => M | null } {
  const module = signal<M | null>(null);
  let loading: Promise<void> | null = null;
  return {
    value() {
      loading ??= load()
        .then((m) => void (module.value = m))
        .catch((e: unknown) => {
          loading = null;
          pocketError.value = String(e);
        });
      return module.value;
    },
  };
}

// The game screens (rules engine, card data, board art).
const pocket = lazyScreen(() => import('./pocket'));
// The table companion (it shares the engine chunk with pocket play).
const table = lazyScreen(() => import('./table'));
// Saves (export, import, recovery) bring valibot and the import code.
const saves = lazyScreen(() => import('./saves'));
// The rules reference (entries, card texts, search index).
const reference = lazyScreen(() => import('./reference'));
// The other games' table tools (Space Hulk solo, Space Marine).
const tools = lazyScreen(() => import('./tools'));
// Settings and statistics (its charts; one game's course loads the engine when asked).
const extras = lazyScreen(() => import('./extras'));

// The update and offline-ready offers are raised only by the service worker, itself loaded
// after the first paint: their bar loads when one is raised.
const banner = lazyScreen(() => import('./components/UpdateBanner'));

function UpdateBanner({ update }: { update: AppProps['update'] }) {
  if (update.prompt.value === null) return null;
  const B = banner.value();
  return B ? <B.UpdateBanner update={update} /> : null;
}

/** A screen's chunk on its way, or why it could not load. */
function Boot({ what }: { what: string }) {
  return (
    <p class="boot" role="status">
      {pocketError.value ? loadFailedMessage(what, pocketError.value) : 'Loading…'}
    </p>
  );
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
          <Home go={go} broken={route.broken === true} />
        </main>
        <StatusFooter storage={storage} />
        <UpdateBanner update={update} />
      </div>
    );
  }
  if (route.name === 'table' || route.name === 'table-new') {
    const T = table.value();
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        <StorageNotice storage={storage} reload={reload} overGame={route.name === 'table'} />
        {T ? (
          <T.TableScreen route={route} go={go} storage={storage} />
        ) : (
          <Boot what="table screens" />
        )}
        {!hideUpdateMidGame(route, update) && <UpdateBanner update={update} />}
      </div>
    );
  }
  if (route.name === 'rules') {
    const R = reference.value();
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        {R ? (
          <R.ReferenceScreen route={route} go={go} />
        ) : (
          <Boot what="rules" />
        )}
      </div>
    );
  }
  if (route.name === 'saves' || route.name === 'recover') {
    const S = saves.value();
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        <StorageNotice storage={storage} reload={reload} />
        {S ? (
          <S.SavesChunk route={route} go={go} storage={storage} />
        ) : (
          <Boot what="saves screens" />
        )}
        <UpdateBanner update={update} />
      </div>
    );
  }
  if (route.name === 'settings' || route.name === 'stats') {
    const E = extras.value();
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        <StorageNotice storage={storage} reload={reload} />
        {E ? (
          <E.ExtrasScreen route={route} go={go} storage={storage} />
        ) : (
          <Boot what="settings and statistics" />
        )}
        <UpdateBanner update={update} />
      </div>
    );
  }
  if (route.name === 'space-hulk' || route.name === 'space-marine') {
    const X = tools.value();
    return (
      <div class="app app--game" data-storage={storage.state.value}>
        {X ? (
          <X.ToolScreen route={route} go={go} />
        ) : (
          <Boot what="tool screens" />
        )}
        <UpdateBanner update={update} />
      </div>
    );
  }
  const P = pocket.value();
  return (
    <div class="app app--game" data-storage={storage.state.value}>
      <StorageNotice storage={storage} reload={reload} overGame={route.name === 'play'} />
      {P ? (
        <P.PocketScreen route={route} go={go} storage={storage} />
      ) : (
        <Boot what="game screens" />
      )}
      {!hideUpdateMidGame(route, update) && <UpdateBanner update={update} />}
    </div>
  );
}
