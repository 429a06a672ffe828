import { FacingArrow, MarineFigure, TokenIcon } from '../../art/marks';
import type { RowView } from './board-view';
import type { SpotProps } from './spot';
import { spotClass, spotLabel } from './spot';
import { teamLabel, teamName } from './team-words';
import { t } from '../../common/words';

/** A marine: team colour and name, a figure, the side he faces (arrow), range and tokens. */
export function MarineTile({ row, spot }: { row: RowView; spot: SpotProps }) {
  const m = row.marine;
  const faces = m.facing === 'LEFT' ? 'left' : 'right';
  // What the tile shows, one whole phrase each, as a list.
  const said = [
    t('board.marine.position', { position: row.row + 1, marine: m.name }),
    teamLabel(m.team),
    t(m.facing === 'LEFT' ? 'board.marine.facesLeft' : 'board.marine.facesRight'),
    t('board.marine.range', { range: m.range }),
    t('board.supportTokens', { n: m.tokens }),
  ].join(', ');
  return (
    <button
      type="button"
      class={`marine team--${m.team} marine--faces-${faces}${spotClass(spot, m.key)}`}
      data-spot={m.key}
      aria-label={spotLabel(spot, m.key, said)}
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
          <span class="marine__team">{teamName(m.team)}</span>
          <span class="marine__range">{t('board.marine.rangeShort', { range: m.range })}</span>
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
