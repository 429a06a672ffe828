import { t } from './words';
/** The top bar of a full screen: a back button and the title. */
export function ScreenHeader({ title, titleId, onBack, backLabel = t('header.home') }: { title: string; titleId: string; onBack: () => void; backLabel?: string }) {
  return (
    <header class="screen__head">
      <button type="button" class="btn btn--ghost" onClick={onBack}>
        <span aria-hidden="true">‹</span> {backLabel}
      </button>
      <h1 id={titleId} class="screen__title">
        {title}
      </h1>
    </header>
  );
}
