/**
 * The settings as the screens read them: a signal that starts from the first-paint copy in
 * localStorage and is replaced by the stored row once storage is open. Applying them to the
 * document is two data attributes the stylesheet reads (text size, motion).
 */
import { signal } from '@preact/signals';
import { mirroredPreferences, type Preferences } from '../../persistence/preferences-mirror';

export const preferences = signal<Preferences>(mirroredPreferences());

export function applyPreferences(p: Preferences, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.dataset['text'] = p.textSize;
  root.dataset['motion'] = p.animations ? 'on' : 'off';
}

export function setPreferences(p: Preferences): void {
  preferences.value = p;
  applyPreferences(p);
}
