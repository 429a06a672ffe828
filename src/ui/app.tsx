import type { StorageModel } from './models/storage-model';
import type { UpdateModel } from './models/update-model';
import { Home } from './screens/Home';
import { StatusFooter } from './components/StatusFooter';
import { StorageNotice } from './components/StorageNotice';
import { UpdateBanner } from './components/UpdateBanner';

export interface AppProps {
  storage: InstanceType<typeof StorageModel>;
  update: InstanceType<typeof UpdateModel>;
  /** Only ever called from a button the player pressed. */
  reload: () => void;
}

export function App({ storage, update, reload }: AppProps) {
  return (
    <div class="app" data-storage={storage.state.value}>
      <main class="app__main">
        <StorageNotice storage={storage} reload={reload} />
        <Home />
      </main>
      <StatusFooter storage={storage} />
      <UpdateBanner update={update} />
    </div>
  );
}
