import './advisor.css';
import type { AnswerOdds, Estimate } from '../../../strategy';
import type { AdvisorUpdate } from './runner';

export function percent(x: number): string {
  if (x === 0) return '0%';
  if (x < 0.01) return `${(x * 100).toFixed(1)}%`;
  return `${Math.round(x * 100)}%`;
}

/**
 * A range as the player reads it: "17%–21%", or, once it is narrower than the rounding,
 * "±0.3%" (a range "19%–19%" looks like a mistake).
 */
export function rangeText(o: { low: number; high: number }): string {
  const low = percent(o.low);
  const high = percent(o.high);
  return low === high ? `±${(((o.high - o.low) / 2) * 100).toFixed(1)}%` : `${low}–${high}`;
}

/**
 * One answer's odds as a short badge: the chance of success after it with its range, and where
 * it stands against the best answer: "best", "close" when the gap is within the noise (a player
 * should not read 3% against 5% as a real difference), nothing when clearly worse.
 */
export function oddsLabel(a: AnswerOdds | undefined): string {
  if (!a || a.playouts === 0) return '…';
  const standing = a.best ? ' · best' : a.close ? ' · close' : '';
  return `${percent(a.rate)} win (${rangeText(a)})${standing}`;
}

export function oddsByOption(e: Estimate | null | undefined): Map<string, AnswerOdds> {
  return new Map((e?.answers ?? []).map((a) => [a.option, a]));
}

/**
 * The headline, one line, so the answers stay in reach below it (issue 32): the chance of
 * success, then its interval and playouts, which give way first when the line is too short.
 * Each answer's own odds sit inside the answer.
 */
export function AdvisorSummary({ update, onToggle }: { update: AdvisorUpdate | null; onToggle: () => void }) {
  const e = update?.estimate ?? null;
  return (
    <div class="advisor" role="status" aria-live="off" data-advisor={e ? e.playouts : 'waiting'}>
      <p class="advisor__odds">
        <span class="advisor__tag">Practice-style</span>{' '}
        {e ? (
          <>
            Chance of success <strong>{percent(e.success.rate)}</strong>{' '}
            <span class="advisor__range">
              ({rangeText(e.success)}, {e.playouts.toLocaleString('en')} trials{update?.done ? '' : '…'})
            </span>
          </>
        ) : update?.error ? (
          'No odds for this question.'
        ) : (
          'Working out the odds…'
        )}
      </p>
      <button type="button" class="link advisor__off" onClick={onToggle}>
        Turn off
      </button>
    </div>
  );
}
