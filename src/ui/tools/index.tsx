/**
 * Table tools for two other games (Space Hulk solo, Space Marine), loaded on first use: a chunk
 * of their own, nothing of it on the home screen's first paint.
 */
import type { Route } from '../common/router';
import { ScreenHeader } from '../common/ScreenHeader';
import { SpaceHulk } from './SpaceHulk';
import { SpaceMarine } from './SpaceMarine';
import '../play/play.css';
import './tools.css';

export function Screen({ route, go }: { route: Route; go: (route: Route) => void }) {
  const home = () => go({ name: 'home' });
  const hulk = route.name === 'space-hulk';
  return (
    <main class="screen" aria-labelledby="tool-title">
      {/* The games' own names, as printed on their boxes. */}
      <ScreenHeader title={hulk ? 'Space Hulk' : 'Space Marine'} titleId="tool-title" onBack={home} />
      {hulk ? <SpaceHulk onHome={home} /> : <SpaceMarine onHome={home} />}
    </main>
  );
}
