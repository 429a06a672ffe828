import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BoardView } from './board-view';
import { NO_CHANGES, type BoardChanges, type FallenMark } from './board-changes';
import { MarineTile } from './MarineTile';
import { SideCell } from './SideCell';
import type { SpotProps } from './spot';
import { t } from '../../common/words';

interface Hidden {
  above: number;
  below: number;
  litAbove: boolean;
  litBelow: boolean;
}
const NONE: Hidden = { above: 0, below: 0, litAbove: false, litBelow: false };

/** Rows of the formation cut off by the list's scroll area, and whether any of them holds a lit spot. */
function hiddenRows(list: HTMLElement): Hidden {
  const box = list.getBoundingClientRect();
  const out = { ...NONE };
  for (const row of list.querySelectorAll<HTMLElement>('.row[data-row]')) {
    const r = row.getBoundingClientRect();
    const lit = row.querySelector('.is-target') !== null;
    if (r.bottom > box.bottom + 2) {
      out.below++;
      out.litBelow ||= lit;
    } else if (r.top < box.top - 2) {
      out.above++;
      out.litAbove ||= lit;
    }
  }
  return out;
}

/**
 * Where a marine fell in the last answer: his place stays marked until the next one. The mark
 * lies over the seam between the rows that closed the gap and takes no height of its own, so
 * the living keep their places on screen (board.css).
 */
function FallenRow({ f }: { f: FallenMark }) {
  return (
    <li class="row row--fallen" data-fallen={f.id}>
      <span class="row__fallen-text">
        <span aria-hidden="true">✠ </span>
        {t('board.fellHere', { marine: f.name })}
      </span>
    </li>
  );
}

/**
 * The formation top to bottom: one row per marine, with the left and right stacks of
 * terrain and swarms. The list scrolls by itself; the row the question is about is scrolled
 * into view, and rows cut off are announced by a hint in a strip of its own above or below
 * the list, so it never lies over a marine's row.
 */
export function Board({ board, spot, focus, changes = NO_CHANGES }: { board: BoardView; spot: SpotProps; focus: string | null; changes?: BoardChanges }) {
  const ref = useRef<HTMLOListElement>(null);
  const [hidden, setHidden] = useState<Hidden>(NONE);
  useEffect(() => {
    if (!focus) return;
    // Once the sheet has taken its height (a screen opened after a hand-off is laid out anew).
    const frame = requestAnimationFrame(() => {
      const row = ref.current?.querySelector(`[data-spot="${CSS.escape(focus)}"]`)?.closest('.row');
      const list = ref.current;
      if (!row || !list) return;
      // Only a row out of sight moves, and to the middle: brought to the edge, it would go under
      // the "rows below" strip that the scroll itself brings up.
      const r = row.getBoundingClientRect();
      const l = list.getBoundingClientRect();
      if (r.top < l.top || r.bottom > l.bottom) row.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);
  // Before the screen is painted: the sheet's fold (fit-question.ts) measures with these rows.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = (): void => {
      // The rows' whole height: board.css keeps that much for the board when the sheet can spare it.
      list.parentElement?.style.setProperty('--rows-h', `${list.scrollHeight}px`);
      // Every row fits the board as it stands: no hint. (Measuring the list alone, a hint once
      // shown would keep itself up, its own strip hiding the last row: issue 32.)
      const room = list.parentElement?.clientHeight ?? 0;
      const h = list.scrollHeight <= room + 1 ? NONE : hiddenRows(list);
      setHidden((old) => (old.above === h.above && old.below === h.below && old.litAbove === h.litAbove && old.litBelow === h.litBelow ? old : h));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const seen = new ResizeObserver(update);
    seen.observe(list);
    if (list.parentElement) seen.observe(list.parentElement);
    return () => {
      list.removeEventListener('scroll', update);
      seen.disconnect();
    };
  });
  const scrollBy = (dir: 1 | -1): void => {
    const list = ref.current;
    list?.scrollBy({ top: dir * list.clientHeight * 0.8, behavior: 'smooth' });
  };
  return (
    <>
      {hidden.above > 0 && (
        <button type="button" class={`board__more board__more--up${hidden.litAbove ? ' board__more--lit' : ''}`} onClick={() => scrollBy(-1)}>
          <span aria-hidden="true">▲ </span>
          {t(hidden.litAbove ? 'board.rowsAboveLit' : 'board.rowsAbove', { n: hidden.above })}
        </button>
      )}
      <ol class="board" ref={ref} aria-label={t('board.formation')}>
        {board.rows.map((r) => [
          ...changes.fallen.filter((f) => f.at === r.row).map((f) => <FallenRow key={f.id} f={f} />),
          <li class="row" key={r.marine.id} data-row={r.row}>
            <SideCell view={r.LEFT} side="LEFT" marine={r.marine.name} spot={spot} marks={changes.swarms} />
            <MarineTile row={r} spot={spot} />
            <SideCell view={r.RIGHT} side="RIGHT" marine={r.marine.name} spot={spot} marks={changes.swarms} />
          </li>,
        ])}
        {changes.fallen.filter((f) => f.at >= board.rows.length).map((f) => (
          <FallenRow key={f.id} f={f} />
        ))}
        {/* Before the first card is dealt (round 0) the empty formation is no lost game. */}
        {board.rows.length === 0 && <li class="row row--empty">{t(board.round === 0 ? 'board.dealing' : 'board.noneStanding')}</li>}
      </ol>
      {hidden.below > 0 && (
        <button type="button" class={`board__more board__more--down${hidden.litBelow ? ' board__more--lit' : ''}`} onClick={() => scrollBy(1)}>
          <span aria-hidden="true">▼ </span>
          {t(hidden.litBelow ? 'board.rowsBelowLit' : 'board.rowsBelow', { n: hidden.below })}
        </button>
      )}
    </>
  );
}
