import { useSignal } from '@preact/signals';
import type { Route } from '../common/router';
import { CODE_LENGTH, cleanCode, isOldCode } from './room';
import { SignalStatus } from './SignalStatus';

/**
 * Joining by typing the room code (scanning the host's QR code opens '#/join/CODE' directly).
 * Where no signalling server answers, it says so and offers a game on this one phone.
 */
/** A code without the room's key: its host runs an older version, and this phone cannot check it reached the host. */
const OLD_CODE = `That room code comes from an older version of the app (10 letters and digits, no room key). Ask the host to reload the app while online to get the new version: its room code is then ${CODE_LENGTH} letters and digits.`;

/** What a refused link held, short enough for any screen: its start and its length. */
export function refusedLinkWords(code: string): string {
  if (isOldCode(code)) return OLD_CODE;
  const shown = code.length > 16 ? `${code.slice(0, 16)}…` : code;
  const length = code.length > 16 ? ` (${code.length.toLocaleString('en')} characters)` : '';
  return `That link holds no room code: “${shown}”${length}. A room code is ${CODE_LENGTH} letters and digits; type the one on the host's phone below.`;
}

export function JoinScreen({ go, refused = null }: { go: (route: Route) => void; /** The code of a join link that is not one. */ refused?: string | null }) {
  const wrong = useSignal<'wrong' | 'old' | null>(null);
  const reachable = useSignal<boolean | null>(null);
  return (
    <section class="multi-join" aria-labelledby="join-title">
      <h1 id="join-title">Join a game</h1>
      {refused !== null && (
        <p role="alert">
          {refusedLinkWords(refused)}
        </p>
      )}
      <p>Each player on their own phone: the host's phone keeps the game, yours shows the board and asks you your own questions, your Action cards in secret.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const code = cleanCode(String(new FormData(e.currentTarget).get('code') ?? ''));
          const typed = String(new FormData(e.currentTarget).get('code') ?? '');
          wrong.value = code === null ? (isOldCode(typed) ? 'old' : 'wrong') : null;
          if (code) go({ name: 'join', code });
        }}
      >
        <label for="room-code">The room code on the host's phone ({CODE_LENGTH} letters and digits)</label>
        <input id="room-code" name="code" autoComplete="off" autoCapitalize="characters" spellcheck={false} maxLength={CODE_LENGTH + 6} />
        {wrong.value === 'wrong' && <p role="alert">A room code is {CODE_LENGTH} letters and digits, as the host's phone shows it.</p>}
        {wrong.value === 'old' && <p role="alert">{OLD_CODE}</p>}
        <button type="submit" class="btn btn--wide">
          Join
        </button>
      </form>
      <SignalStatus onAnswer={(ok) => (reachable.value = ok)} />
      {reachable.value === false && (
        <div class="multi-offline" role="alert">
          <p>No phone can meet another now: the signalling server does not answer (no internet, or the server on this Wi-Fi is off). Nothing of your games is lost.</p>
          <button type="button" class="btn btn--wide" onClick={() => go({ name: 'new', from: null })}>
            Play on this phone (pass and play)
          </button>
        </div>
      )}
      <button type="button" class="btn btn--wide" onClick={() => go({ name: 'home' })}>
        Home
      </button>
    </section>
  );
}
