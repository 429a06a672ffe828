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
  let joins = 0;
  let seenBefore: number | null = null;
  let hangUp: () => void = () => undefined;

  /** Joins once this phone's kept seat (if any) is read; a second call before then wins. */
  async function join(code: string): Promise<void> {
    close();
    const asked = ++joins;
    const kept = await guestSeatOf(code);
    if (asked !== joins) return;
    let keptText = kept ? JSON.stringify({ token: kept.token, seat: kept.seat, name: kept.name, seen: kept.seen ?? 0 }) : '';
    // What this phone had shown before it was closed or crashed: its first recap starts there, not at the game's first step.
    // A new phone (nothing kept) recaps nothing from before its first view of the game: it sees the board.
    seenBefore = kept?.seen ?? null;
    const s = new GuestSession({
      version: appVersion(),
      name: '',
      ...(kept ? { token: kept.token, seat: kept.seat } : {}),
      send: (text) => sendNow(text),
      newNonce,
      check: (nonce, proof) => checkRoom(code, nonce, proof),
      hangUp: () => hangUp(),
      onChange: () => {
        // Kept at once (IndexedDB, not localStorage's lazy write): a seat given seconds before a crash comes back with the phone.
        const seat = s.token && s.seat !== null ? { token: s.token, seat: s.seat, name: s.names[s.seat] ?? '', seen: s.at } : null;
        if (seat && JSON.stringify(seat) !== keptText) void keepGuestSeat(code, seat);
        if (seat) keptText = JSON.stringify(seat);
        if (seenBefore === null && s.status === 'playing' && s.at > 0) seenBefore = s.at;
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
    /** The step this phone had shown when it last closed (for a new phone: the step of its first view). */
    seenBefore: (): number => seenBefore ?? Infinity,
    /** "I'm Ben" on the pick screen. */
    choose(player: number): boolean {
      return session?.choose(player) ?? false;
    },
    answer(choice: string): boolean {
      return session?.answer(choice) ?? false;
    },
    close(): void {
      joins++;
      close();
    },
  };
});
