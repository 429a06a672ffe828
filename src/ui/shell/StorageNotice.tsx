import { useSignal } from '@preact/signals';
import type { StorageModel } from '../common/storage-model';
import { t } from '../common/words';
import './notice.css';

interface Props {
  storage: InstanceType<typeof StorageModel>;
  reload: () => void;
  /** On a game screen the board fills the screen: the notice becomes a bar pinned over its top. */
  overGame?: boolean;
}

/**
 * Says why games cannot be saved (or why they are at risk), instead of leaving a blank or
 * silently broken screen; when the games can still be read, offers to export them right here.
 */
export function StorageNotice({ storage, reload, overGame = false }: Props) {
  const exported = useSignal('');
  const notice = storage.notice.value;
  /** The notice the player put away: another one, or another refused write, shows again. */
  const hidden = useSignal<string | null>(null);
  if (!notice) return null;
  const key = `${notice.title}#${storage.refusals.value}`;
  // Only a game in play is drawn under the bar; any other state shows an ordinary screen.
  const bar = overGame && storage.state.value === 'ready';
  if (bar && hidden.value === key) return null;
  async function exportAll(): Promise<void> {
    exported.value = t('storage.exporting');
    try {
      // The export code (and valibot) load only when asked for: they are not in the first paint.
      const { exportAll: run } = await import('../saves/export-games');
      exported.value = await run();
    } catch (e) {
      exported.value = t('storage.exportFailed', { error: String(e) });
    }
  }
  const detail = storage.detail.value;
  return (
    <div class={bar ? 'notice notice--bar' : 'notice'} role="alert" data-testid="storage-notice">
      <h2 class="notice__title">{t(notice.title)}</h2>
      {bar ? (
        // Folded over a game, so the board stays visible: one tap opens the whole story.
        <details class="notice__detail">
          <summary>{t('storage.whatThisMeans')}</summary>
          <p class="notice__body">{t(notice.body)}</p>
          {detail && <code>{detail}</code>}
        </details>
      ) : (
        <>
          <p class="notice__body">{t(notice.body)}</p>
          {detail && (
            <details class="notice__detail">
              <summary>{t('storage.technical')}</summary>
              <code>{detail}</code>
            </details>
          )}
        </>
      )}
      <div class="notice__actions">
        {notice.exportHelps && (
          <button type="button" class="btn btn--primary" data-action="notice-export" onClick={() => void exportAll()}>
            {t('storage.exportAll')}
          </button>
        )}
        {notice.reloadHelps && (
          <button type="button" class="btn btn--primary" onClick={reload}>
            {t('banner.reload')}
          </button>
        )}
        {bar && (
          <button type="button" class="btn" onClick={() => (hidden.value = key)}>
            {t('storage.hide')}
          </button>
        )}
      </div>
      {notice.exportHelps && (
        <p role="status" aria-live="polite" class="notice__said" data-notice-export>
          {exported.value}
        </p>
      )}
    </div>
  );
}
