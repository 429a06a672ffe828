/**
 * The settings as the screens read them: a signal that starts from the first-paint copy in
 * localStorage and is replaced by the stored row once storage is open. Applying them to the
 * document is two data attributes the stylesheet reads (text size, motion).
 */
import { signal } from '@preact/signals';
import { mirroredPreferences, type Preferences } from '../../persistence/preferences-mirror';
import { languageOf, type Language } from '../../words/languages';
import { showLanguage } from './words';

export const preferences = signal<Preferences>(mirroredPreferences());

export function applyPreferences(p: Preferences, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.dataset['text'] = p.textSize;
  root.dataset['motion'] = p.animations ? 'on' : 'off';
}

/** The language a setting means on this phone ('auto': the phone's own, when the app speaks it). */
export function chosenLanguage(p: Preferences, phone: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  return p.language === 'auto' ? languageOf(phone) : p.language;
}

/** New settings on screen; a new language once its words have loaded (resolves then). */
export function setPreferences(p: Preferences): Promise<void> {
  preferences.value = p;
  applyPreferences(p);
  return showLanguage(chosenLanguage(p));
}
