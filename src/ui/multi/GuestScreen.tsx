import { useModel } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import type { Route } from '../common/router';
import { phaseName, playerName } from '../common/names';
import { Board } from '../play/board/Board';
import { boardView } from '../play/board/board-view';
import type { SpotProps } from '../play/board/spot';
import { question } from '../play/words/asks';
import { optionLabel } from '../play/words/options';
import { browserWakeEnv, WakeLockModel } from '../play/wake-lock';
import { GuestModel } from './guest-model';
import { spacedCode } from './room';

const NO_SPOT: SpotProps = { targets: new Map(), picked: null, onSpot: () => undefined };

const LINK_WORDS = {
  connecting: 'Connecting to the host…',
  open: 'Connected to the host.',
  unreachable: 'The host cannot be reached right now. Trying again by itself…',
  closed: 'The link to the host dropped. Coming back by itself…',
} as const;

/**
 * A guest's phone: the public board and what just happened, live; its own player's questions
 * only. An answer goes to the host and shows once the host has stored it (or says why not).
 */
export function GuestScreen({ code, go }: { code: string; go: (route: Route) => void }) {
  const guest = useModel(GuestModel);
  const wake = useModel(() => new WakeLockModel(browserWakeEnv()));
  useEffect(() => {
    guest.join(code);
    return () => guest.close();
  }, [code]);
  void guest.tick.value;
  const g = guest.session();
  const connected = guest.link.value === 'open' && g?.status === 'playing';
  useEffect(() => {
    wake.keepAwake(connected);
    return () => wake.keepAwake(false);
  }, [connected]);
  const s = g?.state ?? null;
  const board = useMemo(() => (s ? boardView(s) : null), [s]);
  const status = (
    <p class="multi-status" role="status" data-link={guest.link.value}>
      Room {spacedCode(code)} · {LINK_WORDS[guest.link.value]}
    </p>
  );
  if (g?.status === 'refused' || g?.status === 'kicked') {
    return (
      <section class="multi-refused" aria-labelledby="refused-title" data-refused={g.refusal?.code ?? 'kicked'}>
        <h1 id="refused-title">{g.status === 'kicked' ? 'The host removed this phone' : 'The host did not let this phone in'}</h1>
        <p role="alert">{g.status === 'kicked' ? 'The host answers for your player now. Ask the host to let you back in, then join again.' : g.refusal?.why}</p>
        <button type="button" class="btn" onClick={() => go({ name: 'join', code: null })}>
          Join a game
        </button>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </section>
    );
  }
  if (!g || !s || !board || g.seat === null) {
    return (
      <div class="multi-joining">
        {status}
        <p class="boot">{guest.link.value === 'unreachable' && guest.why.value === 'peer-unavailable' ? 'No game is open in this room now: check the code, or ask the host to open the room.' : 'Joining…'}</p>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </div>
    );
  }
  const me = g.seat;
  const ask = g.ask && g.ask.index === g.known.length ? g.ask : null;
  const sealed = g.applied < g.known.length;
  const current = !sealed && s.prompt?.kind === 'decision' ? s.prompt : null;
  const q = ask ? question(ask.prompt, s, true) : null;
  return (
    <div class="play multi-guest" data-phase={s.phase} data-known={g.known.length} data-applied={g.applied} data-seat={me}>
      {status}
      <p class="multi-guest__me">
        You play {playerName(s, me)} · round {s.round}, {phaseName(s)}
      </p>
      <div class="play__board">
        <Board board={board} spot={NO_SPOT} focus={null} />
      </div>
      <section class="sheet multi-sheet" aria-labelledby="ask-title" data-step={g.known.length} data-ask={ask?.prompt.ask}>
        {g.last && g.last.log.length > 0 && (
          <ul class="multi-recent" aria-label="What just happened">
            {g.last.log.slice(-4).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
        {g.refusal && g.refusal.code !== 'version' && (
          <p class="multi-refusal" role="alert">
            {g.refusal.why}
          </p>
        )}
        {g.error && <p role="alert">{g.error}</p>}
        {s.outcome ? (
          <p>The mission is over: {s.outcome === 'won' ? 'victory' : 'defeat'}.</p>
        ) : ask && q ? (
          <div class="ask">
            <p class="ask__who">Your question{ask.prompt.secret ? ', in secret' : ''}</p>
            <h2 id="ask-title" class="ask__title">
              {q.title}
            </h2>
            {q.hint && <p class="ask__hint">{q.hint}</p>}
            <div class="options">
              {ask.prompt.options.map((key) => (
                <button key={key} type="button" class="btn option" data-option={key} disabled={g.waiting !== null} onClick={() => guest.answer(key)}>
                  {optionLabel(key, ask.prompt, s)}
                  {g.waiting === key ? ' (sent…)' : ''}
                </button>
              ))}
            </div>
          </div>
        ) : (
          <p class="multi-wait__who" data-waiting>
            {sealed ? 'The others are choosing their Action cards in secret…' : current ? `Waiting for ${playerName(s, current.player)}…` : 'Waiting for the host…'}
          </p>
        )}
      </section>
    </div>
  );
}
