/**
 * The player's settings as the first paint needs them. The truth is a row of IndexedDB's
 * `settings` (`preferences.ts`), stored and exported with the games; localStorage keeps a
 * copy that can be read before IndexedDB is open, so text size, motion and the screen to open
 * on apply from the first frame. Kept free of imports but types: it is part of the first paint.
 */
import type { Language } from '../words/languages';

export type TextSize = 'normal' | 'large' | 'larger';
export type OpenTo = 'last-game' | 'home';
/** 'auto': the phone's own language when the app speaks it, else English. */
export type LanguageChoice = 'auto' | Language;

export interface Preferences {
  /** The odds advisor in every game (each game can still switch it for itself). */
  advisor: boolean;
  textSize: TextSize;
  /** Off: no animations or transitions, whatever the system says (reduced motion is always obeyed). */
  animations: boolean;
  /** Ask "sure?" before an answer that cannot be taken back (it rolls, draws or reveals). */
  confirmBig: boolean;
  /** Reopening the app at its start address: the game that was open, or the home screen. */
  openTo: OpenTo;
  /** The language the app speaks (src/words/languages.ts); 'qps' is the pseudo-language tests use. */
  language: LanguageChoice;
}

/** Every value each setting may take, its default first (a table, so the first paint carries little code). */
const CHOICES: { readonly [K in keyof Preferences]: readonly Preferences[K][] } = {
  advisor: [false, true],
  textSize: ['normal', 'large', 'larger'],
  animations: [true, false],
  confirmBig: [false, true],
  openTo: ['last-game', 'home'],
  language: ['auto', 'en', 'de', 'fr', 'es', 'it', 'fi', 'qps'],
};

const KEY = 'death-angel-companion:preferences';

/** Any stored value made into valid preferences: unknown or damaged fields take their default. */
export function normalisePreferences(value: unknown): Preferences {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, allowed] of Object.entries(CHOICES) as [string, readonly unknown[]][]) out[key] = allowed.includes(v[key]) ? v[key] : allowed[0];
  return out as unknown as Preferences;
}

export const DEFAULT_PREFERENCES: Preferences = normalisePreferences(null);

export function mirrorPreferences(p: Preferences, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(p));
  } catch {
    // Private mode or full: the stored row still holds them; the first paint uses defaults.
  }
}

export function mirroredPreferences(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Preferences {
  try {
    const text = storage?.getItem(KEY);
    return normalisePreferences(text ? JSON.parse(text) : null);
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}
