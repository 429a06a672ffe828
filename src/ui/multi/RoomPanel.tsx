import { renderSVG } from 'uqr';
import type { SeatView } from '../../session';
import type { HostLinkState } from './peer-link';
import { linkCode, spacedCode } from './room';
import { SignalStatus } from './SignalStatus';
import { t } from '../common/words';
import type { Key } from '../../words/keys';

const SEAT_WORDS: Record<SeatView['status'], Key> = {
  host: 'room.seatHost',
  connected: 'room.seatConnected',
  away: 'room.seatAway',
  free: 'room.seatFree',
};

const LINK_WORDS: Record<HostLinkState, Key> = {
  connecting: 'host.opening',
  open: 'room.open',
  unreachable: 'room.unreachable',
  closed: 'room.closed',
  taken: 'room.taken',
};

/** The app's address with the room in it: what the QR code holds, so a camera opens the join screen. */
export function joinUrl(code: string): string {
  return `${location.origin}${location.pathname}#/join/${linkCode(code)}`;
}

/** The room's code in big letters, its QR code, and who joined (with Remove). */
export function RoomPanel({ code, seats, link, onRemove, onAllow, onNewCode }: { code: string; seats: SeatView[]; link: HostLinkState; onRemove: (player: number) => void; onAllow: (player: number) => void; onNewCode: () => void }) {
  const svg = renderSVG(joinUrl(code), { border: 2 });
  return (
    <section class="room" aria-labelledby="room-title">
      <h2 id="room-title" class="room__title">{t('room.title')}</h2>
      <p class="room__code" data-room={code} aria-label={t('room.codeAria', { letters: [...code].join(' ') })}>
        {spacedCode(code)}
      </p>
      <div class="room__qr" role="img" aria-label={t('room.qrAria')} dangerouslySetInnerHTML={{ __html: svg }} />
      <p class="room__hint">{t('room.hint')}</p>
      <p class="room__link" role="status" data-link={link}>
        {t(LINK_WORDS[link])}
      </p>
      <ul class="room__seats" aria-label={t('room.seatsAria')}>
        {seats.map((s) => (
          <li key={s.player} class={`room__seat room__seat--${s.status}`} data-seat={s.player} data-status={s.status}>
            <span class="room__who">{s.name}</span>
            <span class="room__state">{t(SEAT_WORDS[s.status])}</span>
            {(s.status === 'connected' || s.status === 'away') && (
              <button type="button" class="btn btn--small" onClick={() => onRemove(s.player)}>
                {t('room.remove')}
              </button>
            )}
            {s.asking && (
              <span class="room__ask" data-asking={s.player}>
                {t('room.asks', { name: s.name })}{' '}
                <button type="button" class="btn btn--small btn--primary" onClick={() => onAllow(s.player)}>
                  {t('room.letIn')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p class="room__hint">{t('room.newCodeHint')}</p>
      <button type="button" class="btn btn--small" onClick={onNewCode}>
        {t('room.newCode')}
      </button>
      <SignalStatus link={link} />
    </section>
  );
}
