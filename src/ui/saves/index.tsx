/**
 * The saves screens (export, import, storage, recovery), loaded on first use so that
 * valibot and the import code never weigh on the first paint.
 */
import type { Route } from '../models/router';
import type { StorageModel } from '../models/storage-model';
import { RecoverScreen } from './RecoverScreen';
import { SavesScreen } from './SavesScreen';
import '../styles/saves.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function SavesChunk({ route, go, storage }: Props) {
  const s = storage.state.value;
  if (s === 'opening') return <p class="boot" role="status">Opening saved games…</p>;
  if (s !== 'ready') {
    // Without storage there is nothing to export or import into; the notice above says why.
    return (
      <main class="screen">
        <p>Saves need on-device storage, which is not available here (see above).</p>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </main>
    );
  }
  if (route.name === 'recover') return <RecoverScreen key={route.id} id={route.id} go={go} />;
  return <SavesScreen go={go} memory={storage.persistence.value === 'memory'} />;
}
