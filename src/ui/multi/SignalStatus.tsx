import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { addressWords, probe, setSignalAddress, signalAddress } from './signalling';

type Answer = 'asking' | 'yes' | 'no';

/**
 * The signalling setting, in words, with whether the server answers now; the address can be
 * changed here (a LAN server: `npx peerjs --port 9000` on a laptop on the same Wi-Fi).
 */
export function SignalStatus({ onAnswer }: { onAnswer?: (ok: boolean) => void }) {
  const address = useSignal(signalAddress());
  const answer = useSignal<Answer>('asking');
  const editing = useSignal(false);
  const wrong = useSignal(false);
  useEffect(() => {
    let live = true;
    answer.value = 'asking';
    void probe(address.value).then((ok) => {
      if (!live) return;
      answer.value = ok ? 'yes' : 'no';
      onAnswer?.(ok);
    });
    return () => void (live = false);
  }, [address.value]);
  const words = answer.value === 'asking' ? 'asking whether it answers…' : answer.value === 'yes' ? 'it answers.' : 'it does not answer.';
  return (
    <div class="signal" data-signal={answer.value}>
      <p class="signal__words">
        Phones meet through {addressWords(address.value)}: {words}
      </p>
      {editing.value ? (
        <form
          class="signal__form"
          onSubmit={(e) => {
            e.preventDefault();
            const typed = String(new FormData(e.currentTarget).get('address') ?? '');
            const kept = setSignalAddress(typed || 'https://0.peerjs.com/');
            wrong.value = kept === null;
            if (kept) {
              address.value = kept;
              editing.value = false;
            }
          }}
        >
          <label for="signal-address">Signalling server (leave empty for PeerJS's public one)</label>
          <input id="signal-address" name="address" type="url" inputMode="url" autoComplete="off" placeholder="http://192.168.1.20:9000" />
          {wrong.value && <p role="alert">That is not a web address (like http://192.168.1.20:9000).</p>}
          <button type="submit" class="btn btn--small">
            Use it
          </button>
        </form>
      ) : (
        <button type="button" class="link" onClick={() => (editing.value = true)}>
          Change the signalling server
        </button>
      )}
    </div>
  );
}
