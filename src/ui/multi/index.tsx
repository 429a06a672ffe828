/**
 * Several phones, one game (issue 26), loaded on first use (see app.tsx): the host's room and
 * the guest's screens, with PeerJS and the QR code. Nothing of it is on the first paint.
 */
import type { StorageModel } from '../common/storage-model';
import type { Route } from '../common/router';
import { StorageGuard } from '../common/StorageGuard';
import { GuestScreen } from './GuestScreen';
import { HostScreen } from './HostScreen';
import { JoinScreen } from './JoinScreen';
import { cleanCode } from './room';
import { t } from '../common/words';
import '../play/play.css';
import '../play/board/board.css';
import '../play/sheet.css';
import '../table/table.css';
import './multi.css';

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function Screen({ route, go, storage }: Props) {
  if (route.name === 'join') {
    // A link's code is checked before any screen shows it: a broken or overlong one is refused on the join screen.
    const code = route.code === null ? null : cleanCode(route.code);
    return code ? <GuestScreen key={code} code={code} go={go} /> : <JoinScreen go={go} refused={route.code} />;
  }
  if (route.name !== 'host') return null;
  return (
    <StorageGuard storage={storage} go={go} without={t('multi.noStorage')}>
      {() => <HostScreen key={route.id} id={route.id} go={go} />}
    </StorageGuard>
  );
}
