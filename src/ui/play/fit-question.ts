/**
 * The question and its first answer always in reach (issue 32): when what just happened
 * above the question pushes its first answer below the sheet's edge, the recap folds to its
 * lead lines ('brief'), and if that is still too much, to a line or two ('bare'), and then the
 * sheet takes more of the board ('roomy'). Measured on
 * the screen as drawn, so it holds for every text size and every board height; the sheet
 * never folds back while the question stands (no jumping), and the next question starts
 * unfolded again. Tapping the recap's own "more" toggle still opens it in full.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';

/** 'roomy': bare, and the sheet takes more of the board (its rows scroll) before anything else. */
export type RecapFold = 'none' | 'brief' | 'bare' | 'roomy';

const NEXT: Record<RecapFold, RecapFold> = { none: 'brief', brief: 'bare', bare: 'roomy', roomy: 'roomy' };

function firstAnswer(sheet: HTMLElement): Element | null {
  const ask = sheet.querySelector('.ask');
  const first = ask?.querySelector(':is([data-option], [data-path], [data-roll]):not([disabled])');
  // A table die row is one answer: its name alone in reach leaves the faces, the taps it is for, cut off.
  return first?.closest('.die-row') ?? first ?? ask?.querySelector('.ask__title') ?? null;
}

/** Whether the question's heading and first answer lie wholly inside the sheet and the screen. */
export function questionFits(sheet: HTMLElement): boolean {
  const first = firstAnswer(sheet);
  if (!first) return true;
  const box = sheet.getBoundingClientRect();
  // A pixel to spare: an answer cut by a fraction of one is not in reach either.
  const bottom = Math.min(box.bottom, window.innerHeight) - 1;
  return first.getBoundingClientRect().bottom <= bottom;
}

/** The fold for the question at `step`, remeasured at every drawing and whenever the sheet changes size. */
export function useRecapFold(sheet: RefObject<HTMLElement | null>, step: number): RecapFold {
  const [fold, setFold] = useState<{ step: number; fold: RecapFold }>({ step, fold: 'none' });
  const now = fold.step === step ? fold.fold : 'none';
  const check = (): void => {
    const el = sheet.current;
    // Its recap opened in full on request: the player chose to read it.
    if (!el || el.querySelector('.recap [aria-expanded="true"]') || questionFits(el)) return;
    if (now !== 'roomy') setFold({ step, fold: NEXT[now] });
    // Folded as far as it goes and still too long: the sheet brings the first answer up to
    // the bottom edge, under the question's heading (which stays, sticky: sheet.css).
    else firstAnswer(el)?.scrollIntoView({ block: 'nearest' });
  };
  // Every drawing: a part may have come or gone (the table's orders, a die's line).
  useLayoutEffect(check);
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el) return;
    // The board measures its rows a frame later, and the odds come in: the sheet or a part resizes.
    const watch = new ResizeObserver(check);
    watch.observe(el);
    for (const part of el.children) watch.observe(part);
    return () => watch.disconnect();
  }, [step, now]);
  return now;
}
