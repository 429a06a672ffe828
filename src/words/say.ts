/**
 * Words from a flat catalogue: one key per message, whole sentences with {named} placeholders,
 * plural forms as key_one / key_other / key_few … (the suffixes CLDR names, which translation
 * platforms read), the form chosen by Intl.PluralRules from the {n} parameter, lists by
 * Intl.ListFormat. Pure: no DOM, no storage, so the engine's log renders through it too.
 */
export type Flat = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];
/** The key a message is asked by: a plural message's keys without their suffix. */
export type BaseKey<K> = K extends `${infer B}_${PluralSuffix}` ? B : K;

export interface Say<K extends string = string> {
  (key: K, params?: Params): string;
  readonly locale: string;
}

/** "Ben, Cy and Dana" in the language's own way. */
export function listIn(locale: string, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(locale, { style: 'long', type }).format(items);
}

/** Templates cut at their placeholders (text, name, text, …), kept: the engine's log fills thousands a game. */
const cut = new Map<string, string[]>();

/**
 * Fills {name}; a value that is missing stays visible as {name}, so a test can catch it. A value
 * that ends its own sentence ("For My Battle Brothers!") takes the place of the template's full
 * stop after it: "Event drawn: For My Battle Brothers!", never "…Brothers!.".
 */
export function fill(template: string, params: Params = {}): string {
  let parts = cut.get(template);
  if (!parts) cut.set(template, (parts = template.split(/\{(\w+)\}/)));
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] as string;
    const value = Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : `{${key}}`;
    const after = parts[i + 1] as string;
    out += value + (after.startsWith('.') && /[!?…]$/u.test(value) ? after.slice(1) : after);
  }
  return out;
}

/**
 * A speaker for one language. `words` is that language's catalogue, `fallback` the English one
 * (a key a language lacks reads in English rather than as a bare key); `pluralLocale` decides
 * the forms (a pseudo-language uses English's).
 */
export function makeSay<K extends string = string>(locale: string, words: Flat, fallback: Flat = words, pluralLocale = locale): Say<K> {
  const rules = new Intl.PluralRules(pluralLocale);
  const forms = new Map<number, Intl.LDMLPluralRule>();
  const select = (n: number): Intl.LDMLPluralRule => {
    let form = forms.get(n);
    if (form === undefined) forms.set(n, (form = rules.select(n)));
    return form;
  };
  const pick = (from: Flat, key: string, n: unknown): string | undefined => {
    if (typeof n === 'number') {
      const form = from[`${key}_${select(n)}`] ?? from[`${key}_other`];
      if (form !== undefined) return form;
    }
    return from[key] ?? (typeof n !== 'number' ? from[`${key}_other`] : undefined);
  };
  const say = ((key: K, params: Params = {}) => {
    const template = pick(words, key, params['n']) ?? pick(fallback, key, params['n']);
    return template === undefined ? `{${key}}` : fill(template, params);
  }) as Say<K>;
  Object.defineProperty(say, 'locale', { value: locale });
  return say;
}

/** The placeholders of a template, sorted: what every language's form of a message must share. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))].sort();
}
