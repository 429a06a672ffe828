import { useSignal } from '@preact/signals';
import type { Route } from '../common/router';
import { currentSay, t } from '../common/words';
import { CODE_LENGTH, cleanCode, isOldCode, ROOM_LENGTH } from './room';
import { SignalStatus } from './SignalStatus';

/**
 * Joining by typing the room code (scanning the host's QR code opens '#/join/CODE' directly).
 * Where no signalling server answers, it says so and offers a game on this one phone.
 */
/** A code without the room's key: its host runs an older version, and this phone cannot check it reached the host. */
const oldCode = (): string => t('join.oldCode', { oldLength: ROOM_LENGTH, length: CODE_LENGTH });

/** What a refused link held, short enough for any screen: its start and its length. */
export function refusedLinkWords(code: string): string {
  if (isOldCode(code)) return oldCode();
  if (code.length <= 16) return t('join.noCode', { shown: code, length: CODE_LENGTH });
  return t('join.noCodeLong', { shown: `${code.slice(0, 16)}…`, count: code.length.toLocaleString(currentSay().locale), length: CODE_LENGTH });
}

export function JoinScreen({ go, refused = null }: { go: (route: Route) => void; /** The code of a join link that is not one. */ refused?: string | null }) {
  const wrong = useSignal<'wrong' | 'old' | null>(null);
  const reachable = useSignal<boolean | null>(null);
  return (
    <section class="multi-join" aria-labelledby="join-title">
      <h1 id="join-title">{t('join.title')}</h1>
      {refused !== null && (
        <p role="alert">
          {refusedLinkWords(refused)}
        </p>
      )}
      <p>{t('join.intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const code = cleanCode(String(new FormData(e.currentTarget).get('code') ?? ''));
          const typed = String(new FormData(e.currentTarget).get('code') ?? '');
          wrong.value = code === null ? (isOldCode(typed) ? 'old' : 'wrong') : null;
          if (code) go({ name: 'join', code });
        }}
      >
        <label for="room-code">{t('join.codeLabel', { length: CODE_LENGTH })}</label>
        <input id="room-code" name="code" autoComplete="off" autoCapitalize="characters" spellcheck={false} maxLength={CODE_LENGTH + 6} />
        {wrong.value === 'wrong' && <p role="alert">{t('join.wrongCode', { length: CODE_LENGTH })}</p>}
        {wrong.value === 'old' && <p role="alert">{oldCode()}</p>}
        <button type="submit" class="btn btn--wide">
          {t('join.join')}
        </button>
      </form>
      <SignalStatus onAnswer={(ok) => (reachable.value = ok)} />
      {reachable.value === false && (
        <div class="multi-offline" role="alert">
          <p>{t('join.offline')}</p>
          <button type="button" class="btn btn--wide" onClick={() => go({ name: 'new', from: null })}>
            {t('join.passAndPlay')}
          </button>
        </div>
      )}
      <button type="button" class="btn btn--wide" onClick={() => go({ name: 'home' })}>
        {t('multi.home')}
      </button>
    </section>
  );
}
