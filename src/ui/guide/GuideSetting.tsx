import { explainAgain, guide, turnOff, turnOn } from './guide';
import { t } from '../common/words';

/**
 * Settings' guide switch. Off (the default) the guide speaks only in the guided first game;
 * on, in every game, each part of a round explained once. It lives in this browser only.
 */
export function GuideSetting() {
  const g = guide.value;
  const on = g.all && !g.off;
  return (
    <>
      <label class="setting setting--switch">
        <input type="checkbox" role="switch" data-setting="guide" checked={on} onChange={(e) => ((e.currentTarget as HTMLInputElement).checked ? turnOn() : turnOff())} />
        <span class="setting__text">
          <span class="setting__label">{t('settings.guide')}</span>
          <span class="setting__hint">{t('settings.guideHint')}</span>
        </span>
      </label>
      {g.seen.length > 0 && (
        <button type="button" class="btn btn--small" data-guide-again onClick={explainAgain}>
          {t('settings.guideAgain', { n: g.seen.length })}
        </button>
      )}
    </>
  );
}
