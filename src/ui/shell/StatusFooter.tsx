import type { StorageModel } from '../common/storage-model';

interface Props {
  storage: InstanceType<typeof StorageModel>;
}

function storageLine(storage: Props['storage']): string {
  switch (storage.state.value) {
    case 'opening':
      return 'Opening on-device storage…';
    case 'ready':
      switch (storage.persistence.value) {
        case 'persistent':
          return 'Storage ready, kept on this device.';
        case 'best-effort':
          // Browsers evict "best-effort" data under pressure; installing usually upgrades it.
          return 'Storage ready. The browser may clear it when space runs low; installing the app helps.';
        case 'unknown':
          return 'Storage ready.';
        case 'memory':
          return 'Saving is off in this browser: games last only while this tab is open.';
      }
      return 'Storage ready.';
    default:
      return 'Storage unavailable: nothing will be saved.';
  }
}

export function StatusFooter({ storage }: Props) {
  return (
    <footer class="footer">
      <p class="footer__status" data-testid="storage-status">
        {storageLine(storage)}
      </p>
      <p class="footer__legal">
        Unofficial fan-made companion, not affiliated with Games Workshop or Fantasy Flight Games. v
        {__APP_VERSION__}
      </p>
    </footer>
  );
}
