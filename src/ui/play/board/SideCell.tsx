import { BroodLordIcon, GenestealerIcon } from '../../art/genestealers';
import { TokenIcon } from '../../art/marks';
import { TerrainIcon } from '../../art/terrain';
import { actionDef } from '../../../data';
import type { SideView, SwarmView, TerrainView } from './board-view';
import type { SwarmMark } from './board-changes';
import { TERRAIN_SHORT, TYPE_NAMES } from '../../common/names';
import type { SpotProps } from './spot';
import { spotClass, spotLabel } from './spot';
import { t } from '../../common/words';

type Place = { side: 'LEFT' | 'RIGHT'; marine: string };

/** What a swarm holds, then how it stands this phase: a list of whole phrases. */
function swarmWords(sw: SwarmView): string {
  const parts = sw.types.map((x) => t('board.swarm.type', { count: x.count, type: TYPE_NAMES[x.type] ?? x.type }));
  if (sw.broodLords.length) parts.push(t('board.swarm.broodLords', { count: sw.broodLords.length }));
  const flags = [...(sw.attacked ? [t('board.swarm.attacked')] : []), ...(sw.attacking ? [t('board.swarm.attacks')] : []), ...(sw.shielded ? [t('board.swarm.shielded', { card: actionDef('action.power-field').name })] : [])];
  return [parts.join(', '), ...flags].join('; ');
}

/** "Swarm of 3 left of Leon (new just now): 2 Claw, 1 Head". */
function swarmLabel(sw: SwarmView, at: Place, mark: SwarmMark | undefined): string {
  const swarm = t(at.side === 'LEFT' ? 'board.swarm.left' : 'board.swarm.right', { size: sw.size, marine: at.marine });
  return t('board.swarm.label', { swarm: mark ? t(`board.swarm.just.${mark}`, { swarm }) : swarm, contents: swarmWords(sw) });
}

function Swarm({ sw, at, spot, mark }: { sw: SwarmView; at: Place; spot: SpotProps; mark: SwarmMark | undefined }) {
  return (
    <button
      type="button"
      class={`swarm${sw.broodLords.length ? ' swarm--lord' : ''}${sw.attacked ? ' swarm--spent' : ''}${mark ? ` swarm--${mark}` : ''}${spotClass(spot, sw.key)}`}
      data-spot={sw.key}
      data-mark={mark}
      aria-label={spotLabel(spot, sw.key, swarmLabel(sw, at, mark))}
      onClick={() => spot.onSpot(sw.key)}
    >
      <span class="swarm__size">{sw.size}</span>
      <span class="swarm__types">
        {sw.broodLords.map((b) => (
          <span class="swarm__type swarm__type--lord" key={b.id}>
            <BroodLordIcon size={16} />
          </span>
        ))}
        {sw.types.map((x) => (
          <span class={`swarm__type gs--${x.type}`} key={x.type}>
            <GenestealerIcon type={x.type} size={14} />
            {x.count > 1 && <small>{x.count}</small>}
          </span>
        ))}
      </span>
      {mark && (
        <span class={`swarm__mark swarm__mark--${mark}`} aria-hidden="true">
          {t(`board.mark.${mark}`)}
        </span>
      )}
      {(sw.spentFlag || sw.attacking || sw.shielded) && (
        <span class={`swarm__flag${sw.attacking ? ' swarm__flag--now' : ''}`} aria-hidden="true">
          {t(sw.attacking ? 'board.swarm.attacks' : sw.spentFlag ? 'board.swarm.spent' : 'board.swarm.shield')}
        </span>
      )}
    </button>
  );
}

function Terrain({ tr, spot }: { tr: TerrainView; spot: SpotProps }) {
  return (
    <button
      type="button"
      class={`terrain terrain--${tr.colour}${spotClass(spot, tr.key)}`}
      data-spot={tr.key}
      aria-label={spotLabel(spot, tr.key, [tr.name, t(`board.terrain.${tr.colour}`), ...(tr.tokens ? [t('board.tokens', { n: tr.tokens })] : [])].join(', '))}
      onClick={() => spot.onSpot(tr.key)}
    >
      <TerrainIcon id={tr.id} size={20} />
      <span class="terrain__name">{TERRAIN_SHORT[tr.id] ?? tr.name}</span>
      {tr.tokens > 0 && (
        <span class="terrain__tokens">
          <TokenIcon size={10} />
          {tr.tokens}
        </span>
      )}
    </button>
  );
}

export function SideCell({ view, side, marine, spot, marks }: { view: SideView; side: 'LEFT' | 'RIGHT'; marine: string; spot: SpotProps; marks?: ReadonlyMap<string, SwarmMark> }) {
  const at: Place = { side, marine };
  const terrain = view.terrain.map((x) => <Terrain key={x.key} tr={x} spot={spot} />);
  const swarms = view.swarms.map((sw) => <Swarm key={sw.key} sw={sw} at={at} spot={spot} mark={marks?.get(sw.key)} />);
  const placeable = spot.targets.has(view.spot);
  return (
    <div class={`side side--${side.toLowerCase()} ${view.faced ? 'side--faced' : 'side--behind'}`}>
      {side === 'LEFT' ? [...terrain, ...swarms] : [...swarms, ...terrain]}
      {placeable && (
        <button type="button" class={`side__place${spotClass(spot, view.spot)}`} data-spot={view.spot} onClick={() => spot.onSpot(view.spot)}>
          {t('board.here')} <span class="visually-hidden">{t(side === 'LEFT' ? 'board.hereLeft' : 'board.hereRight', { marine })}</span>
        </button>
      )}
    </div>
  );
}
