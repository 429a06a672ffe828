import { FacingArrow, MarineFigure, TokenIcon } from '../../art/marks';
import type { RowView } from './board-view';
import { TEAM_NAMES } from '../../common/names';
import type { SpotProps } from './spot';
import { spotClass } from './spot';
import { COUNTS, plural } from '../../common/catalogue';

/** A marine: team colour and name, a figure, the side he faces (arrow), range and tokens. */
export function MarineTile({ row, spot }: { row: RowView; spot: SpotProps }) {
  const m = row.marine;
  const faces = m.facing === 'LEFT' ? 'left' : 'right';
  return (
    <button
      type="button"
      class={`marine team--${m.team} marine--faces-${faces}${spotClass(spot, m.key)}`}
      data-spot={m.key}
      aria-label={`Position ${row.row + 1}: ${m.name}, ${TEAM_NAMES[m.team]} team, faces ${faces}, range ${m.range}, ${plural(m.tokens, COUNTS.supportTokens)}${spot.targets.has(m.key) ? ' (can be chosen)' : ''}`}
      onClick={() => spot.onSpot(m.key)}
    >
      <span class="marine__arrow marine__arrow--left" aria-hidden="true">
        {m.facing === 'LEFT' && <FacingArrow side="LEFT" size={20} />}
      </span>
      <span class="marine__body">
        <span class="marine__top">
          <MarineFigure size={22} />
          <span class="marine__name">{m.name}</span>
        </span>
        <span class="marine__meta" aria-hidden="true">
          <span class="marine__pos">#{row.row + 1}</span>
          <span class="marine__team">{TEAM_NAMES[m.team]}</span>
          <span class="marine__range">R{m.range}</span>
          {m.tokens > 0 && (
            <span class="marine__tokens">
              <TokenIcon size={11} />
              {m.tokens > 1 ? m.tokens : ''}
            </span>
          )}
        </span>
      </span>
      <span class="marine__arrow marine__arrow--right" aria-hidden="true">
        {m.facing === 'RIGHT' && <FacingArrow side="RIGHT" size={20} />}
      </span>
    </button>
  );
}
