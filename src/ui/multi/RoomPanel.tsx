import { renderSVG } from 'uqr';
import type { SeatView } from '../../session';
import type { HostLinkState } from './peer-link';
import { linkCode, spacedCode } from './room';
import { SignalStatus } from './SignalStatus';

const SEAT_WORDS: Record<SeatView['status'], string> = {
  host: 'this phone',
  connected: 'joined',
  away: 'away: no word from its phone',
  free: 'not joined: answered on this phone',
};

const LINK_WORDS: Record<HostLinkState, string> = {
  connecting: 'Opening the room…',
  open: 'The room is open: phones can join.',
  unreachable: 'The room is not open: the signalling server does not answer, so no new phone can join now (joined phones play on). Trying again by itself…',
  closed: 'The room is closed.',
  taken: "The room is not open: someone else holds this room's code on the signalling server. Phones that join now could reach them, not you. Trying again…",
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
            {s.asking && (
              <span class="room__ask" data-asking={s.player}>
                A new phone asks to play {s.name}.{' '}
                <button type="button" class="btn btn--small btn--primary" onClick={() => onAllow(s.player)}>
                  Let it in
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p class="room__hint">Someone not at the table saw the code? A new one (with a new key) stops it reaching this phone; the phones that joined play on.</p>
      <button type="button" class="btn btn--small" onClick={onNewCode}>
        New room code
      </button>
      <SignalStatus link={link} />
    </section>
  );
}
