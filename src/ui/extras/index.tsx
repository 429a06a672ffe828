/**
 * Settings and statistics, loaded on first use (see app.tsx) so the first paint stays small.
 */
import { signal } from '@preact/signals';
import type { StorageModel } from '../common/storage-model';
import type { Route } from '../common/router';
import { StorageGuard } from '../common/StorageGuard';
import { SettingsScreen } from './SettingsScreen';
import { StatsScreen } from './StatsScreen';
import { t } from '../common/words';
import '../play/play.css';
import './extras.css';

// One game's course needs the rules engine to replay it: its own chunk, loaded when asked.
const course = signal<typeof import('./HowItWent') | null>(null);
let loading: Promise<void> | null = null;

interface Props {
  route: Route;
  go: (route: Route) => void;
  storage: InstanceType<typeof StorageModel>;
}

export function Screen({ route, go, storage }: Props) {
  return (
    <StorageGuard storage={storage} go={go} without={t('stats.noStorage')}>
      {() => <ExtrasRoute route={route} go={go} />}
    </StorageGuard>
  );
}

function ExtrasRoute({ route, go }: Pick<Props, 'route' | 'go'>) {
  if (route.name === 'stats' && route.id) {
    loading ??= import('./HowItWent').then((m) => void (course.value = m)).catch(() => void (loading = null));
    const C = course.value;
    return C ? <C.HowItWent key={route.id} id={route.id} go={go} /> : <p class="boot" role="status">{t('boot.loading')}</p>;
  }
  if (route.name === 'stats') return <StatsScreen go={go} />;
  return <SettingsScreen go={go} back={route.name === 'settings' ? route.back : null} />;
}
