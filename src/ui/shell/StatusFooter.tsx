import type { StorageModel } from '../common/storage-model';
import { t } from '../common/words';

interface Props {
  storage: InstanceType<typeof StorageModel>;
}

function storageLine(storage: Props['storage']): string {
  switch (storage.state.value) {
    case 'opening':
      return t('footer.opening');
    case 'ready':
      switch (storage.persistence.value) {
        case 'persistent':
          return t('footer.persistent');
        case 'best-effort':
          // Browsers evict "best-effort" data under pressure; installing usually upgrades it.
          return t('footer.bestEffort');
        case 'unknown':
          return t('footer.ready');
        case 'memory':
          return t('footer.memory');
      }
      return t('footer.ready');
    default:
      return t('footer.unavailable');
  }
}

export function StatusFooter({ storage }: Props) {
  return (
    <footer class="footer">
      <p class="footer__status" data-testid="storage-status">
        {storageLine(storage)}
      </p>
      <p class="footer__legal">
        {t('footer.legal', { version: __APP_VERSION__ })}
      </p>
    </footer>
  );
}
