import { t } from './words';
export interface MenuItemProps {
  id: string;
  label: string;
  hint: string;
  /** Set once the feature exists; until then the item says "coming soon". */
  onSelect?: () => void;
  /** Called when a player taps an item that is not built yet. */
  onUnavailable?: () => void;
}

/**
 * A large, thumb-sized menu button. An unavailable item stays focusable and tappable
 * (aria-disabled, not `disabled`) so that a tap explains why instead of doing nothing.
 */
export function MenuItem({ id, label, hint, onSelect, onUnavailable }: MenuItemProps) {
  const available = onSelect !== undefined;
  const hintId = `${id}-hint`;
  return (
    <button
      type="button"
      class={available ? 'menu-item' : 'menu-item menu-item--soon'}
      aria-disabled={available ? undefined : 'true'}
      aria-describedby={hintId}
      data-menu={id}
      onClick={() => (available ? onSelect() : onUnavailable?.())}
    >
      <span class="menu-item__label">
        {label}
        {!available && <span class="menu-item__tag">{t('menu.comingSoon')}</span>}
      </span>
      <span id={hintId} class="menu-item__hint">
        {hint}
      </span>
    </button>
  );
}
