import type { StorageModel } from '../models/storage-model';

interface Props {
  storage: InstanceType<typeof StorageModel>;
  reload: () => void;
}

/** Says why nothing can be saved, instead of leaving a blank or silently broken screen. */
export function StorageNotice({ storage, reload }: Props) {
  const notice = storage.notice.value;
  if (!notice) return null;
  const detail = storage.detail.value;
  return (
    <div class="notice" role="alert" data-testid="storage-notice">
      <h2 class="notice__title">{notice.title}</h2>
      <p class="notice__body">{notice.body}</p>
      {detail && (
        <details class="notice__detail">
          <summary>Technical detail</summary>
          <code>{detail}</code>
        </details>
      )}
      {notice.reloadHelps && (
        <button type="button" class="btn btn--primary" onClick={reload}>
          Reload
        </button>
      )}
    </div>
  );
}
