/**
 * Search over the reference with MiniSearch (a kept library: prefix and fuzzy matching,
 * field boosts). Hyphens are dropped before splitting so "re-roll" and "reroll" are one
 * word, and a few common filler words are ignored so "who goes first" finds its entry.
 */
import MiniSearch from 'minisearch';
import { ENTRIES, type Entry } from './entries';

const FILLER = new Set(['a', 'an', 'the', 'of', 'to', 'is', 'do', 'does', 'i', 'can', 'how', 'what', 'when', 'my', 'in', 'on', 'and', 'or']);

const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[-\u2010-\u2014']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLER.has(w));

let index: MiniSearch<Entry> | null = null;

function build(): MiniSearch<Entry> {
  const ms = new MiniSearch<Entry>({
    fields: ['title', 'also', 'body'],
    storeFields: ['id', 'section'],
    tokenize,
    // Rules and terms first: a card only wins when its own name is typed.
    searchOptions: { boost: { title: 4, also: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR', boostDocument: (_id, _term, doc) => (doc?.section === 'card' ? 0.7 : doc?.section === 'ruling' ? 0.8 : 1) },
  });
  ms.addAll(ENTRIES as Entry[]);
  return ms;
}

/** Entry ids, best first. An empty query gives nothing (the screen then lists every entry). */
export function search(query: string): string[] {
  if (tokenize(query).length === 0) return [];
  index ??= build();
  return index.search(query).map((r) => r.id as string);
}
