/**
 * A guest's phone: the session (the game as the host lets it see it) over a PeerJS link that
 * comes back by itself, to a host that proved it knows the room's key (proof.ts). The screen reads signals; the session calls back on every message.
 */
import { createModel, signal } from '@preact/signals';
import { GuestSession } from '../../session';
import { joinRoom, type LinkState } from './peer-link';
import { checkRoom, newNonce } from './proof';
import { guestSeatOf, keepGuestSeat } from './room';
import { signalAddress } from './signalling';
import { appVersion } from './version';

export const GuestModel = createModel(() => {
  /** Bumped on every change of the session (its fields are plain; the screen re-reads them). */
  const tick = signal(0);
  const link = signal<LinkState>('connecting');
  const why = signal<string>('');
  let session: GuestSession | null = null;
  let close: () => void = () => undefined;
  let sendNow: (text: string) => void = () => undefined;
  let hangUp: () => void = () => undefined;

  function join(code: string): void {
    close();
    const kept = guestSeatOf(code);
    const s = new GuestSession({
      version: appVersion(),
      name: '',
      ...(kept ? { token: kept.token, seat: kept.seat } : {}),
      send: (text) => sendNow(text),
      newNonce,
      check: (nonce, proof) => checkRoom(code, nonce, proof),
      hangUp: () => hangUp(),
      onChange: () => {
        if (s.token && s.seat !== null) keepGuestSeat(code, { token: s.token, seat: s.seat, name: s.names[s.seat] ?? '' });
        tick.value++;
      },
    });
    session = s;
    const l = joinRoom(signalAddress(), code, s, (state, w) => {
      link.value = state;
      why.value = w ?? '';
      tick.value++;
    });
    sendNow = l.send;
    hangUp = l.hangUp;
    close = l.close;
  }

  return {
    tick,
    link,
    why,
    join,
    session: (): GuestSession | null => session,
    /** "I'm Ben" on the pick screen. */
    choose(player: number): boolean {
      return session?.choose(player) ?? false;
    },
    answer(choice: string): boolean {
      return session?.answer(choice) ?? false;
    },
    close(): void {
      close();
    },
  };
});
