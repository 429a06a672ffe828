import type { UpdateModel } from '../common/update-model';
// The bar re-renders through @preact/signals' render hook (it reads `update.prompt.value`).
// Importing it here also keeps the bundler from moving Preact out of the entry chunk for
// this one lazy chunk, which would grow the first paint (rolldown issue #10731).
import '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import './banner.css';
import { t } from '../common/words';

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
    <aside class="banner" aria-label={t('banner.label')} aria-live="polite" data-prompt={prompt} ref={ref}>
      {prompt === 'offline-ready' && (
        <>
          <p class="banner__text">
            <strong>{t('banner.offlineTitle')}</strong> {t('banner.offlineText')}
          </p>
          <div class="banner__actions">
            <button type="button" class="btn" onClick={update.dismissOfflineReady}>
              {t('banner.ok')}
            </button>
          </div>
        </>
      )}
      {(prompt === 'update' || prompt === 'updating') && (
        <>
          <p class="banner__text">
            <strong>{t('banner.updateTitle')}</strong> {t('banner.updateText')}
          </p>
          <div class="banner__actions">
            <button type="button" class="btn" onClick={update.postponeUpdate} disabled={prompt === 'updating'}>
              {t('banner.later')}
            </button>
            <button
              type="button"
              class="btn btn--primary"
              onClick={update.acceptUpdate}
              disabled={prompt === 'updating'}
            >
              {prompt === 'updating' ? t('banner.updating') : t('banner.update')}
            </button>
          </div>
        </>
      )}
      {prompt === 'taken-over' && (
        <>
          <p class="banner__text">
            <strong>{t('banner.takenOverTitle')}</strong> {t('banner.takenOverText')}
          </p>
          <div class="banner__actions">
            <button type="button" class="btn btn--primary" onClick={update.reloadNow}>
              {t('banner.reload')}
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
