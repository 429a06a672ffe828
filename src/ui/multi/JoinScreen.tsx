import { useSignal } from '@preact/signals';
import type { Route } from '../common/router';
import { CODE_LENGTH, cleanCode } from './room';
import { SignalStatus } from './SignalStatus';

/**
 * Joining by typing the room code (scanning the host's QR code opens '#/join/CODE' directly).
 * Where no signalling server answers, it says so and offers a game on this one phone.
 */
/** What a refused link held, short enough for any screen: its start and its length. */
export function refusedLinkWords(code: string): string {
  const shown = code.length > 16 ? `${code.slice(0, 16)}…` : code;
  const length = code.length > 16 ? ` (${code.length.toLocaleString('en')} characters)` : '';
  return `That link holds no room code: “${shown}”${length}. A room code is ${CODE_LENGTH} letters and digits; type the one on the host's phone below.`;
}

export function JoinScreen({ go, refused = null }: { go: (route: Route) => void; /** The code of a join link that is not one. */ refused?: string | null }) {
  const wrong = useSignal(false);
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
          wrong.value = code === null;
          if (code) go({ name: 'join', code });
        }}
      >
        <label for="room-code">The room code on the host's phone ({CODE_LENGTH} letters and digits)</label>
        <input id="room-code" name="code" autoComplete="off" autoCapitalize="characters" spellcheck={false} maxLength={CODE_LENGTH + 3} />
        {wrong.value && <p role="alert">A room code is {CODE_LENGTH} letters and digits, as the host's phone shows it.</p>}
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
