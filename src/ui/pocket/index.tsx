/**
 * The game screens, loaded on first use (see app.tsx): new game, saved games, and play.
 * Everything they need (engine, card data, art, styles) comes with this chunk.
 */
import type { StorageModel } from '../common/storage-model';
import type { Route } from '../common/router';
import { StorageGuard } from '../common/StorageGuard';
import { GamesScreen } from './Games';
import { GuidedStart } from './GuidedStart';
import { PlayScreen } from './Play';
import { SetupScreen } from './Setup';
import { t } from '../common/words';
import '../play/play.css';
import '../play/board/board.css';
import '../play/sheet.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function Screen({ route, go, storage }: Props) {
  return (
    <StorageGuard storage={storage} go={go} without={t('pocket.noStorage')}>
      {() => <PocketRoute route={route} go={go} />}
    </StorageGuard>
  );
}

function PocketRoute({ route, go }: Pick<Props, 'route' | 'go'>) {
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
