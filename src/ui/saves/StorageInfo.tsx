import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { currentSay, t } from '../common/words';

/** What the browser says about our storage: kept for sure or not, and how much is used. */
interface Info {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

/** Exported for its test. The number in the shown language's way ("10.7" / "10,7"), the unit its own ("GB" / "Go"). */
export function mb(bytes: number): string {
  const { locale } = currentSay();
  const tenths = (x: number): string => x.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes < 1e6) return t('storage.sizeKb', { size: Math.max(1, Math.round(bytes / 1e3)).toLocaleString(locale, { useGrouping: false }) });
  // A browser quota is often many gigabytes: "10738.7 MB" reads as noise, "10.7 GB" does not.
  return bytes < 1e9 ? t('storage.sizeMb', { size: tenths(bytes / 1e6) }) : t('storage.sizeGb', { size: tenths(bytes / 1e9) });
}

async function read(): Promise<Info> {
  const api = globalThis.navigator?.storage;
  const persisted = api?.persisted ? await api.persisted().catch(() => null) : null;
  const estimate = api?.estimate ? await api.estimate().catch(() => null) : null;
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** `memory`: the browser refused IndexedDB and games live in this tab only (storage.ts, openInMemory). */
export function StorageInfo({ memory }: { memory: boolean }) {
  const info = useSignal<Info | null>(null);
  const note = useSignal('');
  const refresh = (): void => void read().then((i) => (info.value = i));
  useEffect(refresh, []);
  const i = info.value;
  async function ask(): Promise<void> {
    const granted = await globalThis.navigator?.storage?.persist?.().catch(() => false);
    note.value = granted ? t('storage.granted') : t('storage.refused');
    refresh();
  }
  return (
    <section class="saves__section" aria-labelledby="storage-title">
      <h2 id="storage-title" class="saves__title">{t('storage.title')}</h2>
      {memory && (
        <p data-memory>
          {t('storage.memory')}
        </p>
      )}
      {!memory && !i && <p role="status">{t('storage.asking')}</p>}
      {!memory && i && (
        <dl class="saves__facts">
          <dt>{t('storage.kept')}</dt>
          <dd data-persisted={String(i.persisted)}>
            {i.persisted === null ? t('storage.keptUnknown') : i.persisted ? t('storage.keptYes') : t('storage.keptNo')}
          </dd>
          <dt>{t('storage.used')}</dt>
          <dd>{i.usage === null ? t('storage.usedUnknown') : i.quota ? t('storage.usedOf', { used: mb(i.usage), quota: mb(i.quota) }) : mb(i.usage)}</dd>
        </dl>
      )}
      {!memory && i && i.persisted === false && (
        <button type="button" class="btn" onClick={() => void ask()}>
          {t('storage.ask')}
        </button>
      )}
      <p role="status" aria-live="polite">
        {note.value}
      </p>
    </section>
  );
}
