/** The solo recap's fold (InlineRecap.tsx, issue 27 §3): each part's lead shows, within a cap. */
import { describe, expect, it } from 'vitest';
import { foldedCounts } from '../../src/ui/play/InlineRecap';

const part = (lines: number, lead: number) => ({ lines: Array.from({ length: lines }, (_, i) => `line ${i}`), lead });

describe('foldedCounts', () => {
  it('shows each part its lead lines and folds the rest', () => {
    // Deaths (2, all lead), travel (6 lines, 1 leads), the Event (3 lines, none lead: its chip names it).
    expect(foldedCounts([part(2, 2), part(6, 1), part(3, 0)])).toEqual([2, 1, 0]);
  });
  it('keeps within the cap, yet a part that leads keeps a line', () => {
    expect(foldedCounts([part(4, 4), part(6, 1), part(2, 1)], 3)).toEqual([3, 1, 1]);
  });
  it('never shows more lines than a part has', () => {
    expect(foldedCounts([part(0, 1), part(1, 2)])).toEqual([0, 1]);
  });
});
