import './advisor.css';
import type { AnswerOdds, Estimate } from '../../../strategy';
import type { AdvisorUpdate } from './runner';
import { currentSay, t } from '../../common/words';
import { withStrong } from '../board/with-strong';

/** A number rounded as before, written with the shown language's decimal sign. */
function decimal(x: number, digits: number): string {
  return new Intl.NumberFormat(currentSay().locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(x);
}

export function percent(x: number): string {
  if (x === 0) return t('board.odds.percent', { value: decimal(0, 0) });
  if (x < 0.01) return t('board.odds.percent', { value: decimal(Number((x * 100).toFixed(1)), 1) });
  return t('board.odds.percent', { value: decimal(Math.round(x * 100), 0) });
}

/**
 * A range as the player reads it: "17%–21%", or, once it is narrower than the rounding,
 * "±0.3%" (a range "19%–19%" looks like a mistake).
 */
export function rangeText(o: { low: number; high: number }): string {
  const low = percent(o.low);
  const high = percent(o.high);
  if (low !== high) return `${low}–${high}`;
  return `±${t('board.odds.percent', { value: decimal(Number((((o.high - o.low) / 2) * 100).toFixed(1)), 1) })}`;
}

/**
 * One answer's odds as a short badge: the chance of success after it with its range, and where
 * it stands against the best answer: "best", "close" when the gap is within the noise (a player
 * should not read 3% against 5% as a real difference), nothing when clearly worse.
 */
export function oddsLabel(a: AnswerOdds | undefined): string {
  if (!a || a.playouts === 0) return '…';
  return t(a.best ? 'board.odds.best' : a.close ? 'board.odds.close' : 'board.odds.win', { rate: percent(a.rate), range: rangeText(a) });
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
        <span class="advisor__tag">{t('board.advisor.tag')}</span>{' '}
        {e ? (
          <>
            {withStrong('board.advisor.chance', 'rate', percent(e.success.rate))}{' '}
            <span class="advisor__range">
              {t(update?.done ? 'board.advisor.trials' : 'board.advisor.trialsSoFar', { n: e.playouts, count: e.playouts.toLocaleString(currentSay().locale), range: rangeText(e.success) })}
            </span>
          </>
        ) : update?.error ? (
          t('board.advisor.none')
        ) : (
          t('board.advisor.working')
        )}
      </p>
      <button type="button" class="link advisor__off" onClick={onToggle}>
        {t('board.advisor.off')}
      </button>
    </div>
  );
}
