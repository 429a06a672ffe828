import { renderSVG } from 'uqr';
import type { SeatView } from '../../session';
import type { LinkState } from './peer-link';
import { spacedCode } from './room';
import { SignalStatus } from './SignalStatus';

const SEAT_WORDS: Record<SeatView['status'], string> = {
  host: 'this phone',
  connected: 'joined',
  away: 'away (its phone will come back by itself)',
  free: 'not joined: answered on this phone',
};

const LINK_WORDS: Record<LinkState, string> = {
  connecting: 'Opening the room…',
  open: 'The room is open: phones can join.',
  unreachable: 'The signalling server does not answer, so no phone can join now. Trying again…',
  closed: 'The room is closed.',
};

/** The app's address with the room in it: what the QR code holds, so a camera opens the join screen. */
export function joinUrl(code: string): string {
  return `${location.origin}${location.pathname}#/join/${code}`;
}

/** The room's code in big letters, its QR code, and who joined (with Remove). */
export function RoomPanel({ code, seats, link, onRemove }: { code: string; seats: SeatView[]; link: LinkState; onRemove: (player: number) => void }) {
  const svg = renderSVG(joinUrl(code), { border: 2 });
  return (
    <section class="room" aria-labelledby="room-title">
      <h2 id="room-title" class="room__title">Room</h2>
      <p class="room__code" data-room={code} aria-label={`Room code ${[...code].join(' ')}`}>
        {spacedCode(code)}
      </p>
      <div class="room__qr" role="img" aria-label="QR code of the room's join link" dangerouslySetInnerHTML={{ __html: svg }} />
      <p class="room__hint">On each other phone: scan this, or open the app, tap Join a game and type the code.</p>
      <p class="room__link" role="status" data-link={link}>
        {LINK_WORDS[link]}
      </p>
      <ul class="room__seats" aria-label="Players' phones">
        {seats.map((s) => (
          <li key={s.player} class={`room__seat room__seat--${s.status}`} data-seat={s.player} data-status={s.status}>
            <span class="room__who">{s.name}</span>
            <span class="room__state">{SEAT_WORDS[s.status]}</span>
            {(s.status === 'connected' || s.status === 'away') && (
              <button type="button" class="btn btn--small" onClick={() => onRemove(s.player)}>
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <SignalStatus />
    </section>
  );
}
