import { BlipIcon, DeckIcon } from '../../art/marks';
import type { BoardView } from './board-view';
import type { SpotProps } from './spot';
import { spotClass, spotLabel } from './spot';
import { t } from '../../common/words';
import { cardText } from '../../common/card-text';

interface Props {
  board: BoardView;
  phase: string;
  spot: SpotProps;
  onLog: () => void;
  onMenu: () => void;
  onDetails: (key: string) => void;
}

/** Round and phase, both blip piles, the Event deck, and the way to the log and the menu. */
export function StatusBar({ board, phase, spot, onLog, onMenu, onDetails }: Props) {
  const pile = (side: 'LEFT' | 'RIGHT') => {
    const key = `pile:${side}`;
    const n = board.blips[side];
    return (
      <button
        type="button"
        class={`status__pile status__pile--${side.toLowerCase()}${spotClass(spot, key)}`}
        data-spot={key}
        aria-label={spotLabel(spot, key, t(side === 'LEFT' ? 'board.pileLeft' : 'board.pileRight', { n }))}
        onClick={() => spot.onSpot(key)}
      >
        {side === 'LEFT' && <span aria-hidden="true">◀</span>}
        <BlipIcon size={16} />
        <span class="status__count">{n}</span>
        {side === 'RIGHT' && <span aria-hidden="true">▶</span>}
      </button>
    );
  };
  const loc = board.location;
  return (
    <header class="status">
      <div class="status__bar">
        <p class="status__round" data-testid="round">
          <strong>{t('board.round', { round: board.round })}</strong>
          <span>{phase}</span>
        </p>
        {pile('LEFT')}
        <button type="button" class="status__events" aria-label={t('board.eventDeck', { n: board.eventDeck })} onClick={() => onDetails('events')}>
          <DeckIcon size={16} />
          <span class="status__count">{board.eventDeck}</span>
        </button>
        {pile('RIGHT')}
        <button type="button" class="status__btn" onClick={onLog}>
          {t('board.log')}
        </button>
        <button type="button" class="status__btn" aria-label={t('board.menu')} onClick={onMenu}>
          <span aria-hidden="true">⋮</span>
        </button>
      </div>
      <button type="button" class="location" data-testid="location" onClick={() => onDetails('location')}>
        <span class="location__name">
          {loc.name}
          {loc.tier && <span class="location__tier"> ({loc.tier})</span>}
          <span class="location__progress">
            {` · ${t('board.locationOf', { at: board.progress.at, of: board.progress.of })}`}
            {loc.tokens > 0 ? ` · ${t('board.tokens', { n: loc.tokens })}` : ''}
          </span>
        </span>
        {/* One line of it: the whole text is a tap away (the location's details). */}
        <span class="location__ability" data-preview>
          {cardText(loc.id)}
        </span>
      </button>
    </header>
  );
}
