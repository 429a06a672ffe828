/**
 * Search over the reference with MiniSearch (a kept library: prefix and fuzzy matching,
 * field boosts). Hyphens are dropped before splitting so "re-roll" and "reroll" are one
 * word, accents are folded so "tur" finds "Tür", and a few common filler words are ignored
 * so "who goes first" finds its entry. In another language each entry is indexed in that
 * language and in English, so a player finds it by either word ("Schwarm" or "swarm").
 */
import MiniSearch from 'minisearch';
import type { Key } from '../../words/keys';
import type { Say } from '../../words/say';
import { currentSay } from '../common/words';
import { englishSay } from '../common/english-words';
import { entries, type Entry, type Section } from './entries';

const FILLER = ['a', 'an', 'the', 'of', 'to', 'is', 'do', 'does', 'i', 'can', 'how', 'what', 'when', 'my', 'in', 'on', 'and', 'or'];
/** The shown language's own filler words, on top of English's (a query may mix both). */
const FILLER_IN: Readonly<Record<string, readonly string[]>> = {
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'ist', 'wie', 'was', 'wer', 'wann', 'und', 'oder', 'zu', 'im', 'am', 'mit', 'ich', 'kann', 'man', 'mein'],
  fr: ['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'et', 'ou', 'est', 'qui', 'que', 'quoi', 'comment', 'je', 'en'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'de', 'del', 'y', 'o', 'es', 'que', 'quién', 'cómo', 'qué', 'en', 'con'],
  it: ['il', 'lo', 'la', 'le', 'gli', 'un', 'una', 'di', 'del', 'e', 'o', 'è', 'che', 'chi', 'come', 'cosa', 'in', 'con'],
};

const fold = (w: string): string => w.normalize('NFD').replace(/\p{M}/gu, '');

const tokenizers = new Map<string, (text: string) => string[]>();

function tokenizer(lang: string): (text: string) => string[] {
  let got = tokenizers.get(lang);
  if (!got) {
    const filler = new Set([...FILLER, ...(FILLER_IN[lang] ?? [])].map(fold));
    got = (text) =>
      fold(text.toLowerCase())
        .replace(/[-\u2010-\u2014']/g, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w && !filler.has(w));
    tokenizers.set(lang, got);
  }
  return got;
}

interface Doc {
  id: string;
  section: Section;
  title: string;
  also: string;
  body: string;
  titleEn: string;
  alsoEn: string;
  bodyEn: string;
}

/**
 * An entry in both languages. An English field the same as the shown one (a card's name, a
 * rule the language shows in English) is left out, so a word found there does not count twice.
 */
function doc(e: Entry, en: Entry | undefined): Doc {
  const other = (mine: string, english: string | undefined): string => (english === undefined || english === mine ? '' : english);
  return {
    id: e.id,
    section: e.section,
    title: e.title,
    also: e.also ?? '',
    body: e.body,
    titleEn: other(e.title, en?.title),
    alsoEn: other(e.also ?? '', en?.also),
    bodyEn: other(e.body, en?.body),
  };
}

interface Index {
  say: Say<Key>;
  english: Say<Key>;
  ms: MiniSearch<Doc>;
}
let index: Index | null = null;

const languageOf = (say: Say<Key>): string => say.locale.slice(0, 2);

function build(say: Say<Key>, english: Say<Key>): Index {
  const both = say !== english;
  const ms = new MiniSearch<Doc>({
    // English shown: one set of fields, as before; another language adds the English words.
    fields: both ? ['title', 'also', 'body', 'titleEn', 'alsoEn', 'bodyEn'] : ['title', 'also', 'body'],
    storeFields: ['id', 'section'],
    tokenize: tokenizer(languageOf(say)),
    // Rules and terms first: a card only wins when its own name is typed.
    searchOptions: {
      // The English words find an entry too, a little behind the shown language's own.
      boost: { title: 4, also: 2, titleEn: 2, alsoEn: 1, bodyEn: 0.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'OR',
      boostDocument: (_id, _term, d) => (d?.section === 'card' ? 0.7 : d?.section === 'ruling' ? 0.8 : 1),
    },
  });
  const inEnglish = new Map(entries(english).map((e) => [e.id, e]));
  ms.addAll(entries(say).map((e) => doc(e, both ? inEnglish.get(e.id) : undefined)));
  return { say, english, ms };
}

/**
 * Entry ids, best first, in the shown language and in English (or those given). An empty
 * query gives nothing (the screen then lists every entry).
 */
export function search(query: string, say: Say<Key> = currentSay(), english: Say<Key> = englishSay()): string[] {
  if (tokenizer(languageOf(say))(query).length === 0) return [];
  if (!index || index.say !== say || index.english !== english) index = build(say, english);
  return index.ms.search(query).map((r) => r.id as string);
}
