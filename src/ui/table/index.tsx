/**
 * The table companion screens, loaded on first use (see app.tsx): setup with guidance, and a
 * table game in play. They share the engine, board and styles with pocket play.
 */
import type { StorageModel } from '../common/storage-model';
import type { Route } from '../common/router';
import { StorageGuard } from '../common/StorageGuard';
import { t } from '../common/words';
import { TablePlay } from './TablePlay';
import { TableSetup } from './TableSetup';
import '../play/play.css';
import '../play/board/board.css';
import '../play/sheet.css';
import './table.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function Screen({ route, go, storage }: Props) {
  return (
    <StorageGuard storage={storage} go={go} without={t('table.needsStorage')}>
      {() => (route.name === 'table' ? <TablePlay key={route.id} id={route.id} go={go} /> : <TableSetup go={go} />)}
    </StorageGuard>
  );
}
