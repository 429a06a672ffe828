import { BroodLordIcon, GenestealerIcon } from '../../art/genestealers';
import { TokenIcon } from '../../art/marks';
import { TerrainIcon } from '../../art/terrain';
import type { SideView, SwarmView, TerrainView } from './board-view';
import type { SwarmMark } from './board-changes';
import { TERRAIN_SHORT, TYPE_NAMES } from '../../common/names';
import type { SpotProps } from './spot';
import { spotClass } from './spot';
import { COUNTS, plural } from '../../common/catalogue';

function swarmWords(sw: SwarmView): string {
  const parts = sw.types.map((t) => `${t.count} ${TYPE_NAMES[t.type]}`);
  if (sw.broodLords.length) parts.push(`${sw.broodLords.length} Brood Lord`);
  return `${parts.join(', ')}${sw.attacked ? '; has attacked this phase' : ''}${sw.shielded ? '; shielded by Power Field' : ''}`;
}

const MARK_WORDS: Record<SwarmMark, string> = { new: 'new', grown: 'grew', moved: 'moved' };

function Swarm({ sw, where, spot, mark }: { sw: SwarmView; where: string; spot: SpotProps; mark: SwarmMark | undefined }) {
  return (
    <button
      type="button"
      class={`swarm${sw.broodLords.length ? ' swarm--lord' : ''}${sw.attacked ? ' swarm--spent' : ''}${mark ? ` swarm--${mark}` : ''}${spotClass(spot, sw.key)}`}
      data-spot={sw.key}
      data-mark={mark}
      aria-label={`Swarm of ${sw.size} ${where}${mark ? ` (${MARK_WORDS[mark]} just now)` : ''}: ${swarmWords(sw)}${spot.targets.has(sw.key) ? ' (can be chosen)' : ''}`}
      onClick={() => spot.onSpot(sw.key)}
    >
      <span class="swarm__size">{sw.size}</span>
      <span class="swarm__types">
        {sw.broodLords.map((b) => (
          <span class="swarm__type swarm__type--lord" key={b.id}>
            <BroodLordIcon size={16} />
          </span>
        ))}
        {sw.types.map((t) => (
          <span class={`swarm__type gs--${t.type}`} key={t.type}>
            <GenestealerIcon type={t.type} size={14} />
            {t.count > 1 && <small>{t.count}</small>}
          </span>
        ))}
      </span>
      {mark && (
        <span class={`swarm__mark swarm__mark--${mark}`} aria-hidden="true">
          {MARK_WORDS[mark]}
        </span>
      )}
      {(sw.attacked || sw.shielded) && (
        <span class="swarm__flag" aria-hidden="true">
          {sw.attacked ? 'spent' : 'shield'}
        </span>
      )}
    </button>
  );
}

function Terrain({ t, spot }: { t: TerrainView; spot: SpotProps }) {
  return (
    <button
      type="button"
      class={`terrain terrain--${t.colour}${spotClass(spot, t.key)}`}
      data-spot={t.key}
      aria-label={`${t.name}, ${t.colour.toLowerCase()} terrain${t.tokens ? `, ${plural(t.tokens, COUNTS.tokens)}` : ''}${spot.targets.has(t.key) ? ' (can be chosen)' : ''}`}
      onClick={() => spot.onSpot(t.key)}
    >
      <TerrainIcon id={t.id} size={20} />
      <span class="terrain__name">{TERRAIN_SHORT[t.id] ?? t.name}</span>
      {t.tokens > 0 && (
        <span class="terrain__tokens">
          <TokenIcon size={10} />
          {t.tokens}
        </span>
      )}
    </button>
  );
}

export function SideCell({ view, side, marine, spot, marks }: { view: SideView; side: 'LEFT' | 'RIGHT'; marine: string; spot: SpotProps; marks?: ReadonlyMap<string, SwarmMark> }) {
  const where = `${side === 'LEFT' ? 'left' : 'right'} of ${marine}`;
  const terrain = view.terrain.map((t) => <Terrain key={t.key} t={t} spot={spot} />);
  const swarms = view.swarms.map((sw) => <Swarm key={sw.key} sw={sw} where={where} spot={spot} mark={marks?.get(sw.key)} />);
  const placeable = spot.targets.has(view.spot);
  return (
    <div class={`side side--${side.toLowerCase()} ${view.faced ? 'side--faced' : 'side--behind'}`}>
      {side === 'LEFT' ? [...terrain, ...swarms] : [...swarms, ...terrain]}
      {placeable && (
        <button type="button" class={`side__place${spotClass(spot, view.spot)}`} data-spot={view.spot} onClick={() => spot.onSpot(view.spot)}>
          Here <span class="visually-hidden">({where})</span>
        </button>
      )}
    </div>
  );
}
