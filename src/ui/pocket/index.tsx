/**
 * The game screens, loaded on first use (see app.tsx): new game, saved games, and play.
 * Everything they need (engine, card data, art, styles) comes with this chunk.
 */
import type { StorageModel } from '../models/storage-model';
import type { Route } from '../models/router';
import { GamesScreen } from '../screens/Games';
import { GuidedStart } from '../guide/GuidedStart';
import { PlayScreen } from '../screens/Play';
import { SetupScreen } from '../screens/Setup';
import '../styles/pocket.css';
import '../styles/board.css';
import '../styles/sheet.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function PocketScreen({ route, go, storage }: Props) {
  const s = storage.state.value;
  if (s === 'opening') return <p class="boot" role="status">Opening saved games…</p>;
  if (s !== 'ready') {
    return (
      <main class="screen">
        <p>Games cannot be played here without on-device storage (see above): every answer is saved before the game goes on.</p>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </main>
    );
  }
  switch (route.name) {
    case 'new':
      return <SetupScreen from={route.from} go={go} />;
    case 'guided':
      return <GuidedStart go={go} />;
    case 'games':
      return <GamesScreen go={go} />;
    case 'play':
      return <PlayScreen key={route.id} id={route.id} go={go} />;
    default:
      return null;
  }
}
