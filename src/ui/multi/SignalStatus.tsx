import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { HostLinkState } from './peer-link';
import { ownAddress, probe, PUBLIC_SIGNAL, setSignalAddress, signalling } from './signalling';
import { t } from '../common/words';
import type { Key } from '../../words/keys';

type Answer = 'asking' | 'yes' | 'no';

/** Whole sentences: PeerJS's public server is named in words, a server of one's own by its address. */
const SAID: Record<'public' | 'own', Record<Answer, Key>> = {
  public: { asking: 'signal.publicAsking', yes: 'signal.publicYes', no: 'signal.publicNo' },
  own: { asking: 'signal.ownAsking', yes: 'signal.ownYes', no: 'signal.ownNo' },
};

/** What the host's registration says of the server: it never contradicts the room's own line. */
const FROM_LINK: Record<HostLinkState, Answer> = { connecting: 'asking', open: 'yes', unreachable: 'no', closed: 'asking', taken: 'yes' };

/**
 * The signalling setting, in words, with whether the server answers now; the address can be
 * changed here (a LAN server: `npx peerjs --port 9000` on a laptop on the same Wi-Fi), and the
 * change takes effect at once. On the host's panel (`link` given) whether it answers is the
 * room's registration itself, not a separate probe that could say otherwise.
 */
export function SignalStatus({ onAnswer, link }: { onAnswer?: (ok: boolean) => void; link?: HostLinkState }) {
  const address = signalling;
  const probed = useSignal<Answer>('asking');
  const answer = link ? FROM_LINK[link] : probed.value;
  const editing = useSignal(false);
  const wrong = useSignal(false);
  useEffect(() => {
    if (link) return;
    let live = true;
    probed.value = 'asking';
    void probe(address.value).then((ok) => {
      if (!live) return;
      probed.value = ok ? 'yes' : 'no';
      onAnswer?.(ok);
    });
    return () => void (live = false);
  }, [address.value, !!link]);
  const own = address.value !== PUBLIC_SIGNAL;
  return (
    <div class="signal" data-signal={answer}>
      <p class="signal__words">
        {t(SAID[own ? 'own' : 'public'][answer], own ? { address: ownAddress(address.value) } : {})}
      </p>
      {editing.value ? (
        <form
          class="signal__form"
          onSubmit={(e) => {
            e.preventDefault();
            const typed = String(new FormData(e.currentTarget).get('address') ?? '');
            const kept = setSignalAddress(typed || 'https://0.peerjs.com/');
            wrong.value = kept === null;
            if (kept) editing.value = false;
          }}
        >
          <label for="signal-address">{t('signal.label')}</label>
          <input id="signal-address" name="address" type="url" inputMode="url" autoComplete="off" placeholder="http://192.168.1.20:9000" />
          {wrong.value && <p role="alert">{t('signal.wrong')}</p>}
          <button type="submit" class="btn btn--small">
            {t('signal.use')}
          </button>
        </form>
      ) : (
        <button type="button" class="link" onClick={() => (editing.value = true)}>
          {t('signal.change')}
        </button>
      )}
    </div>
  );
}
