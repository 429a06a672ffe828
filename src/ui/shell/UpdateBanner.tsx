import type { UpdateModel } from '../common/update-model';
// The bar re-renders through @preact/signals' render hook (it reads `update.prompt.value`).
// Importing it here also keeps the bundler from moving Preact out of the entry chunk for
// this one lazy chunk, which would grow the first paint (rolldown issue #10731).
import '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import './banner.css';

interface Props {
  update: InstanceType<typeof UpdateModel>;
}

/**
 * A bar at the bottom of the screen, within thumb reach. It asks; it never reloads on its
 * own, because a game may be in progress.
 */
export function UpdateBanner({ update }: Props) {
  const prompt = update.prompt.value;
  const ref = useRef<HTMLElement>(null);
  // "Ready to work offline" is news, not a question: the first tap anywhere else puts it away,
  // so it never sits over the board until its own OK is found (issue 35). Offers to update stay.
  // On `click`, not `pointerdown`: the bar's room at the foot of the page goes with it, and a
  // page scrolled to its end then shifts between finger down and up, so the tap that put the
  // bar away (Start, at the foot of the setup) was lost. By `click` its target is settled.
  useEffect(() => {
    if (prompt !== 'offline-ready') return;
    const away = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) update.dismissOfflineReady();
    };
    document.addEventListener('click', away, true);
    return () => document.removeEventListener('click', away, true);
  }, [prompt]);
  if (prompt === null) return null;
  return (
    <aside class="banner" aria-label="App version" aria-live="polite" data-prompt={prompt} ref={ref}>
      {prompt === 'offline-ready' && (
        <>
          <p class="banner__text">
            <strong>Ready to work offline.</strong> Everything the app needs is now on this device.
          </p>
          <div class="banner__actions">
            <button type="button" class="btn" onClick={update.dismissOfflineReady}>
              OK
            </button>
          </div>
        </>
      )}
      {(prompt === 'update' || prompt === 'updating') && (
        <>
          <p class="banner__text">
            <strong>A new version is ready.</strong> Updating restarts the app, so pick a quiet moment.
          </p>
          <div class="banner__actions">
            <button type="button" class="btn" onClick={update.postponeUpdate} disabled={prompt === 'updating'}>
              Later
            </button>
            <button
              type="button"
              class="btn btn--primary"
              onClick={update.acceptUpdate}
              disabled={prompt === 'updating'}
            >
              {prompt === 'updating' ? 'Updating…' : 'Update'}
            </button>
          </div>
        </>
      )}
      {prompt === 'taken-over' && (
        <>
          <p class="banner__text">
            <strong>The app was updated in another tab.</strong> Reload this one when it suits you.
          </p>
          <div class="banner__actions">
            <button type="button" class="btn btn--primary" onClick={update.reloadNow}>
              Reload
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
