import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import type { StorageModel } from '../common/storage-model';
import type { ReadonlySignal } from '@preact/signals';
import type { UpdateModelInstance } from '../common/update-model';
import type { Route } from '../common/router';
import { Home } from './Home';
import { StatusFooter } from './StatusFooter';
import type { StorageNotice as Notice } from './StorageNotice';
import { loadFailedMessage } from '../common/load-failed';
import { loadAreas, t } from '../common/words';
import type { Area } from '../../words/keys';

export interface AppProps {
  storage: InstanceType<typeof StorageModel>;
  /** The update flow, once the service worker's code has loaded (after the first paint). */
  update: ReadonlySignal<UpdateModelInstance | null>;
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

/**
 * The words every game screen may show: pocket play, the table and several phones share
 * screens (a guest draws pocket's board, the saved-games list opens a game), so they load
 * them together; each file is a few KB and kept offline.
 */
const GAME_WORDS: Area[] = ['log', 'play', 'board', 'pocket', 'table', 'multi', 'saves', 'cards', 'guide'];

/** A chunk and the words it shows, in the shown language: the screen draws once both are here. */
async function withWords<M>(chunk: Promise<M>, ...areas: Area[]): Promise<M> {
  const [m] = await Promise.all([chunk, loadAreas(...areas)]);
  return m;
}

/** What every lazy chunk exports: one screen for the routes it serves. */
interface ChunkModule {
  Screen: ComponentType<{ route: Route; go: (route: Route) => void; storage: AppProps['storage'] }>;
}

const SCREENS = {
  pocket: 'boot.screens.pocket',
  table: 'boot.screens.table',
  saves: 'boot.screens.saves',
  reference: 'boot.screens.reference',
  tools: 'boot.screens.tools',
  extras: 'boot.screens.extras',
  multi: 'boot.screens.multi',
} as const;

interface Chunk {
  screen: { value: () => ChunkModule | null };
  /** Which screens these are, said when they fail to load (boot.screens.*). */
  what: keyof typeof SCREENS;
  /** Whether the storage notice shows above it (chunks that keep no games have none). */
  notice: boolean;
}

const CHUNKS = {
  // The game screens (rules engine, card data, board art).
  pocket: { screen: lazyScreen(() => withWords(import('../pocket'), ...GAME_WORDS)), what: 'pocket', notice: true },
  // The table companion (it shares the engine chunk with pocket play).
  table: { screen: lazyScreen(() => withWords(import('../table'), ...GAME_WORDS)), what: 'table', notice: true },
  // Saves (export, import, recovery) bring valibot and the import code.
  saves: { screen: lazyScreen(() => withWords(import('../saves'), ...GAME_WORDS)), what: 'saves', notice: true },
  // The rules reference (entries, card texts, search index).
  reference: { screen: lazyScreen(() => withWords(import('../reference'), 'reference', 'cards').then(async (m) => (await m.loadEnglishWords(), m))), what: 'reference', notice: false },
  // The other games' table tools (Space Hulk solo, Space Marine).
  tools: { screen: lazyScreen(() => withWords(import('../tools'), 'tools')), what: 'tools', notice: false },
  // Settings and statistics (its charts; one game's course loads the engine when asked).
  extras: { screen: lazyScreen(() => withWords(import('../extras'), 'extras', ...GAME_WORDS)), what: 'extras', notice: true },
  // Several phones: the session, PeerJS and the QR code (issue 26).
  multi: { screen: lazyScreen(() => withWords(import('../multi'), ...GAME_WORDS)), what: 'multi', notice: true },
} satisfies Record<string, Chunk>;

/** The one route table: every route names the chunk that draws it (a new route fails to compile until it has one). */
const ROUTES: Record<Exclude<Route['name'], 'home'>, keyof typeof CHUNKS> = {
  new: 'pocket',
  guided: 'pocket',
  games: 'pocket',
  play: 'pocket',
  'table-new': 'table',
  table: 'table',
  saves: 'saves',
  recover: 'saves',
  rules: 'reference',
  'space-hulk': 'tools',
  'space-marine': 'tools',
  settings: 'extras',
  stats: 'extras',
  host: 'multi',
  join: 'multi',
};

/** A game in play: the storage notice sits over the board, and a new version waits until the game is left. */
const inGame = (route: Route): boolean => route.name === 'play' || route.name === 'table' || route.name === 'host' || route.name === 'join';

// The update and offline-ready offers are raised only by the service worker, itself loaded
// after the first paint: their bar loads when one is raised.
const banner = lazyScreen(() => withWords(import('./UpdateBanner'), 'notices'));

function UpdateBanner({ update }: { update: AppProps['update'] }) {
  const model = update.value;
  if (!model || model.prompt.value === null) return null;
  const B = banner.value();
  return B ? <B.UpdateBanner update={model} /> : null;
}

// Most visits have no storage notice: its words and export button load only when one is raised,
// which keeps the first paint as small as it was before the several-phones entry (issue 26).
const noticeChunk = lazyScreen(() => withWords(import('./StorageNotice'), 'notices'));

function StorageNotice(props: Parameters<typeof Notice>[0]) {
  if (!props.storage.notice.value) return null;
  const N = noticeChunk.value();
  return N ? <N.StorageNotice {...props} /> : null;
}

/** A screen's chunk on its way, or why it could not load. */
function Boot({ what }: { what: Chunk['what'] }) {
  return (
    <p class="boot" role="status">
      {pocketError.value ? loadFailedMessage(t(SCREENS[what]), pocketError.value) : t('boot.loading')}
    </p>
  );
}

/**
 * A new version waits until the game is left: on a game screen the update offer stays out
 * of the way (home, saved games and Saves show it, so it is there on demand). The rules
 * reference shows none: it is read in the middle of a game.
 */
function showUpdate(route: Route, update: AppProps['update']): boolean {
  if (route.name === 'rules') return false;
  return !(inGame(route) && update.value?.prompt.value === 'update');
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
  const chunk: Chunk = CHUNKS[ROUTES[route.name]];
  const M = chunk.screen.value();
  return (
    <div class="app app--game" data-storage={storage.state.value}>
      {chunk.notice && <StorageNotice storage={storage} reload={reload} overGame={inGame(route)} />}
      {M ? <M.Screen route={route} go={go} storage={storage} /> : <Boot what={chunk.what} />}
      {showUpdate(route, update) && <UpdateBanner update={update} />}
    </div>
  );
}
