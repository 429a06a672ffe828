/**
 * A plain list of items with no "and" in English ("Ben 50% of 2, Cy 40% of 5"): Intl's unit
 * list, which in English is the items and commas only, and in other languages their own joins
 * ("… und …", "… et …"). Pure, for the UI and the games' renderers alike.
 */
const formats = new Map<string, Intl.ListFormat>();

export function unitList(locale: string, items: readonly string[]): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.ListFormat(locale, { type: 'unit', style: 'long' });
    formats.set(locale, f);
  }
  return f.format(items);
}
