import { ScreenHeader } from '../components/ScreenHeader';
import type { Route } from '../models/router';

export function StatsScreen({ go }: { id: string | null; go: (route: Route) => void }) {
  return (
    <main class="screen stats" aria-labelledby="stats-title">
      <ScreenHeader title="Statistics" titleId="stats-title" onBack={() => go({ name: 'home' })} />
    </main>
  );
}
