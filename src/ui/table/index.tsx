/**
 * The table companion screens, loaded on first use (see app.tsx): setup with guidance, and a
 * table game in play. They share the engine, board and styles with pocket play.
 */
import type { StorageModel } from '../models/storage-model';
import type { Route } from '../models/router';
import { TablePlay } from './TablePlay';
import { TableSetup } from './TableSetup';
import '../styles/pocket.css';
import '../styles/board.css';
import '../styles/sheet.css';
import './table.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function TableScreen({ route, go, storage }: Props) {
  const s = storage.state.value;
  if (s === 'opening') return <p class="boot" role="status">Opening saved games…</p>;
  if (s !== 'ready') {
    return (
      <main class="screen">
        <p>Table games need on-device storage (see above): every entry is saved before the game goes on.</p>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </main>
    );
  }
  if (route.name === 'table') return <TablePlay key={route.id} id={route.id} go={go} />;
  return <TableSetup go={go} />;
}
