import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** What the browser says about our storage: kept for sure or not, and how much is used. */
interface Info {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

/** Exported for its test. */
export function mb(bytes: number): string {
  if (bytes < 1e6) return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
  // A browser quota is often many gigabytes: "10738.7 MB" reads as noise, "10.7 GB" does not.
  return bytes < 1e9 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e9).toFixed(1)} GB`;
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
    note.value = granted
      ? 'The browser will keep your games even when space runs low.'
      : 'The browser said no for now. Installing the app to the home screen often changes that; exports are safe either way.';
    refresh();
  }
  return (
    <section class="saves__section" aria-labelledby="storage-title">
      <h2 id="storage-title" class="saves__title">On this device</h2>
      {memory && (
        <p data-memory>
          This browser refused on-device storage, so your games are held in this tab only and are gone when it
          closes. Export them above before closing; import the file in a normal window or the installed app.
        </p>
      )}
      {!memory && !i && <p role="status">Asking the browser…</p>}
      {!memory && i && (
        <dl class="saves__facts">
          <dt>Kept for sure</dt>
          <dd data-persisted={String(i.persisted)}>
            {i.persisted === null ? 'This browser does not say.' : i.persisted ? 'Yes: the browser will not clear it to make room.' : 'No: the browser may clear it when space runs low.'}
          </dd>
          <dt>Space used</dt>
          <dd>{i.usage === null ? 'Unknown' : `${mb(i.usage)}${i.quota ? ` of about ${mb(i.quota)} allowed` : ''}`}</dd>
        </dl>
      )}
      {!memory && i && i.persisted === false && (
        <button type="button" class="btn" onClick={() => void ask()}>
          Ask the browser to keep my games
        </button>
      )}
      <p role="status" aria-live="polite">
        {note.value}
      </p>
    </section>
  );
}
