/**
 * The saves screens (export, import, storage, recovery), loaded on first use so that
 * valibot and the import code never weigh on the first paint.
 */
import type { Route } from '../common/router';
import type { StorageModel } from '../common/storage-model';
import { StorageGuard } from '../common/StorageGuard';
import { RecoverScreen } from './RecoverScreen';
import { SavesScreen } from './SavesScreen';
import { t } from '../common/words';
import './saves.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function Screen({ route, go, storage }: Props) {
  // Without storage there is nothing to export or import into.
  return (
    <StorageGuard storage={storage} go={go} without={t('saves.noStorage')}>
      {() => (route.name === 'recover' ? <RecoverScreen key={route.id} id={route.id} go={go} /> : <SavesScreen go={go} memory={storage.persistence.value === 'memory'} />)}
    </StorageGuard>
  );
}
