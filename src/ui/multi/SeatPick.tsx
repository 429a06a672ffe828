import type { SeatChoice } from '../../session';
import { t } from '../common/words';

const NOT_YOURS = { taken: 'seat.taken', host: 'seat.onHost' } as const;

/**
 * "Which player are you?" on a new phone (issue 33): one big button per player it may take,
 * the others shown greyed with why, so everyone at the table recognises the whole game. One
 * tap asks the host for that player; the host still lets the phone in.
 */
export function SeatPick({ choices, onPick }: { choices: SeatChoice[]; onPick: (player: number) => void }) {
  return (
    <section class="seat-pick" aria-labelledby="seat-pick-title">
      <h1 id="seat-pick-title">{t('seat.title')}</h1>
      <div class="seat-pick__list">
        {choices.map((c) =>
          c.status === 'free' || c.status === 'away' ? (
            <button key={c.player} type="button" class="btn btn--primary seat-pick__btn" data-pick={c.player} onClick={() => onPick(c.player)}>
              {t('seat.iAm', { name: c.name })}
              {c.status === 'away' && <small>{t('seat.awayTakeOver')}</small>}
            </button>
          ) : (
            <p key={c.player} class="seat-pick__other" data-other={c.player}>
              {c.name} <small>{t(NOT_YOURS[c.status])}</small>
            </p>
          ),
        )}
      </div>
      <p class="seat-pick__hint">{t('seat.hint')}</p>
    </section>
  );
}
