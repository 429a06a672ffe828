import type { Key } from '../../words/keys';
import { t } from './words';

/**
 * A table of keys read as a table of words, for screens that read such a table: each read is
 * worded in the shown language, so a screen that reads it while rendering redraws with a
 * change of language.
 */
export function worded<K extends string>(keys: Readonly<Record<K, Key>>): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const k of Object.keys(keys) as K[]) Object.defineProperty(out, k, { enumerable: true, get: () => t(keys[k]) });
  return out;
}
