export interface MenuItemProps {
  id: string;
  label: string;
  hint: string;
  onSelect: () => void;
}

/** A large, thumb-sized menu button; its hint is its description for a screen reader. */
export function MenuItem({ id, label, hint, onSelect }: MenuItemProps) {
  const hintId = `${id}-hint`;
  return (
    <button type="button" class="menu-item" aria-describedby={hintId} data-menu={id} onClick={onSelect}>
      <span class="menu-item__label">{label}</span>
      <span id={hintId} class="menu-item__hint">
        {hint}
      </span>
    </button>
  );
}
