import { useEffect, useRef } from 'preact/hooks';
import type { BoardView } from '../../models/board-view';
import { MarineTile } from './MarineTile';
import { SideCell } from './SideCell';
import type { SpotProps } from './spot';

/**
 * The formation top to bottom: one row per marine, with the left and right stacks of
 * terrain and swarms. The row the question is about is scrolled into view.
 */
export function Board({ board, spot, focus }: { board: BoardView; spot: SpotProps; focus: string | null }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focus) return;
    const el = ref.current?.querySelector(`[data-spot="${CSS.escape(focus)}"]`);
    el?.closest('.row')?.scrollIntoView({ block: 'nearest' });
  }, [focus]);
  return (
    <ol class="board" ref={ref} aria-label="The formation, top to bottom">
      {board.rows.map((r) => (
        <li class="row" key={r.marine.id} data-row={r.row}>
          <SideCell view={r.LEFT} side="LEFT" marine={r.marine.name} spot={spot} />
          <MarineTile row={r} spot={spot} />
          <SideCell view={r.RIGHT} side="RIGHT" marine={r.marine.name} spot={spot} />
        </li>
      ))}
      {board.rows.length === 0 && <li class="row row--empty">No marine is left standing.</li>}
    </ol>
  );
}
