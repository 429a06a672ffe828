/**
 * Numbers on the statistics screens in the shown language's way ("33%" / "33 %", "7.0" / "7,0"),
 * by Intl, read while rendering so a change of language redraws them.
 */
import { currentSay } from '../common/words';

const formats = new Map<string, Intl.NumberFormat>();

function format(options: Intl.NumberFormatOptions, x: number): string {
  const locale = currentSay().locale;
  const id = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(id, f);
  }
  return f.format(x);
}

/** A share as a whole percentage: 0.333 → "33%". */
export const pct = (x: number): string => format({ style: 'percent', maximumFractionDigits: 0 }, x);
/** A share to a tenth of a percent: 0.1234 → "12.3%". */
export const pct1 = (x: number): string => format({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }, x);
/** A number to one decimal: 7 → "7.0". */
export const fixed1 = (x: number): string => format({ minimumFractionDigits: 1, maximumFractionDigits: 1 }, x);
/** A whole number. */
export const whole = (x: number): string => format({ maximumFractionDigits: 0 }, x);
/** A day, as the shown language writes dates. */
export const day = (ms: number): string => new Date(ms).toLocaleDateString(currentSay().locale);
