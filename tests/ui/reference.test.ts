import { afterEach, describe, expect, it } from 'vitest';
import { ACTIONS, BROOD_LORDS, EVENTS, LOCATIONS, MARINES, TERRAIN } from '../../src/data';
import { SECTIONS, cardEntryId, entries, entryById } from '../../src/ui/reference/entries';
import { search } from '../../src/ui/reference/search';
import { ASK_ENTRY, REVEAL_ENTRY, logEntry, whyEntry } from '../../src/ui/play/words/why';
import type { EventOf, GameEvent } from '../../src/engine';
import { ASKS } from '../../src/engine';
import { DUO, playFirst } from './played';
import { useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';
import { useEnglishNow } from '../../src/ui/common/english-words';

describe('the rules reference', () => {
  it('has an entry with a source for every card of the catalogue', () => {
    const ids = [...MARINES, ...ACTIONS, ...EVENTS, ...LOCATIONS, ...TERRAIN, ...BROOD_LORDS].map((c) => c.id);
    expect(ids.length).toBeGreaterThan(80);
    for (const id of ids) {
      const e = entryById(cardEntryId(id));
      expect(e, id).toBeDefined();
      expect(e?.source.length, id).toBeGreaterThan(3);
      expect(e?.body.length, id).toBeGreaterThan(10);
    }
  });

  it('has at least one sourced entry in every section, and every source cites RB, FAQ, a ruling or a card', () => {
    for (const s of SECTIONS) expect(entries().filter((e) => e.section === s.id).length, s.id).toBeGreaterThan(0);
    for (const e of entries()) expect(e.source, e.id).toMatch(/RB p\d|FAQ F\d|Our ruling [A-Z]\d|card$/);
    // Our rulings are marked as ours.
    for (const e of entries().filter((x) => x.section === 'ruling')) expect(e.ours, e.id).toBe(true);
  });

  it('has unique ids and links only to cards that exist', () => {
    expect(new Set(entries().map((e) => e.id)).size).toBe(entries().length);
    for (const e of entries()) for (const c of e.cards ?? []) expect(entryById(cardEntryId(c)), `${e.id} → ${c}`).toBeDefined();
  });

  it('has a glossary of the game terms', () => {
    for (const t of ['swarm', 'engaged', 'lonely', 'flank', 'blip-pile', 'brood-lord', 'support-token']) expect(entryById(`term:${t}`), t).toBeDefined();
  });
});

describe('"Why?" from every question', () => {
  // A missing ask or reveal kind fails to compile (Record<Ask, …>); here: every one leads somewhere.
  it('maps every ask of the engine to an existing entry', () => {
    const missing = ASKS.filter((k) => !entryById(whyEntry({ ask: k }) ?? ''));
    expect(missing).toEqual([]);
  });

  it('maps every reveal kind to an existing entry', () => {
    for (const [r, id] of Object.entries(REVEAL_ENTRY)) expect(entryById(id), r).toBeDefined();
    expect(whyEntry({ reveal: 'die' })).toBe('term:skull');
  });

  it('every mapped entry exists', () => {
    for (const [k, id] of Object.entries(ASK_ENTRY)) expect(entryById(id), k).toBeDefined();
  });

  it('links automatic log steps to their rule, by the kind of event', () => {
    // Events as the engine reports them in played games: shift, swarm movement, attacks, spawns.
    const events = [1, 2, 4, 13].flatMap((seed) => playFirst(DUO(seed), 160).steps.flatMap((st) => st.events));
    const first = <K extends GameEvent['k']>(k: K, more: (e: EventOf<K>) => boolean = () => true): GameEvent | undefined => events.find((e) => e.k === k && more(e as EventOf<K>));
    expect(logEntry(first('marine-slain', (e) => e.shift !== null) as GameEvent)).toBe('rule:shift');
    expect(logEntry(first('swarm-moved') as GameEvent)).toBe('rule:swarm-move');
    expect(logEntry(first('genestealer-slain') as GameEvent)).toBe('rule:attack');
    expect(logEntry(first('spawned') as GameEvent)).toBe('rule:spawn');
    expect(logEntry(first('location-entered') as GameEvent)).toBe('rule:travel');
    expect(logEntry({ k: 'marine-slain', marine: 'marine.zael', shift: null })).toBe('rule:slain');
    expect(logEntry(first('defence-roll') as GameEvent)).toBe('rule:gs-attack');
    expect(logEntry({ k: 'battle-brothers-discard', marine: 'marine.zael', type: 'CLAW', side: 'LEFT' })).toBe('card:event.for-my-battle-brothers');
    expect(logEntry({ k: 'blip-split', side: 'LEFT', left: 1, right: 0 })).toBe('ruling:T6');
    for (const k of ['defence-roll', 'battle-brothers-discard', 'blip-split'] as const) expect(entryById(logEntry({ k } as GameEvent) ?? ''), k).toBeDefined();
    expect(logEntry(first('blip-piles') as GameEvent)).toBeNull();
  });
});

describe('search finds what a player types', () => {
  const table: [string, string][] = [
    ['reroll', 'rule:support-token'],
    ['re-roll', 'rule:support-token'],
    ['roll again', 'rule:support-token'],
    ['token', 'term:support-token'],
    ['flank', 'term:flank'],
    ['door', 'rule:door'],
    ['who goes first', 'rule:first-player'],
    ['Heroic Charge', 'card:action.heroic-charge'],
    ['heroic', 'card:action.heroic-charge'],
    ['gun jam', 'card:event.gun-jam'],
    ['swarm', 'term:swarm'],
    ['brood lord', 'rule:brood-lord'],
    ['range', 'rule:range'],
    ['travel', 'rule:travel'],
    ['win', 'rule:win'],
    ['lose', 'rule:lose'],
    ['shift', 'rule:shift'],
    ['spawn', 'rule:spawn'],
    ['instinct', 'term:instinct'],
    ['lorenzo', 'card:marine.lorenzo'],
    ['genestealer lair', 'card:location.genestealer-lair'],
    ['skull', 'term:skull'],
    ['engaged', 'term:engaged'],
    ['lonely', 'term:lonely'],
    ['blip pile', 'term:blip-pile'],
    ['support', 'rule:support'],
    ['move', 'rule:move'],
    ['facing', 'rule:facing'],
    ['activate', 'rule:activate'],
    ['current player', 'term:current-player'],
    ['event', 'rule:event'],
    ['artefact', 'card:terrain.artefact'],
    ['pass', 'rule:choose-actions'],
    ['alone', 'term:lonely'],
    ['flanking manoeuvre', 'card:event.flanking-manoeuvre'],
    ['out of thin air', 'card:event.out-of-thin-air'],
    ['twelve tokens', 'rule:supply'],
  ];
  it.each(table)('"%s" → %s first', (q, id) => {
    expect(search(q)[0]).toBe(id);
  });
  it('has at least 30 phrasings and finds nothing for nonsense', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
    expect(search('')).toEqual([]);
    expect(search('xqzvw')).toEqual([]);
  });
});

describe('the reference route', () => {
  it('carries the entry and the game screen to go back to through the hash', async () => {
    const { parseRoute, routeHash } = await import('../../src/ui/common/router');
    const r = { name: 'rules', entry: 'card:action.heroic-charge', back: '#/play/abc-1' } as const;
    expect(parseRoute(routeHash(r))).toEqual(r);
    expect(parseRoute('#/rules')).toEqual({ name: 'rules', entry: null, back: null });
  });
});

describe('the reference in another language', () => {
  // Issue 34: the search indexes the shown language and English, so either word finds the entry.
  afterEach(() => useWordsNow('en', wordsOf('en')));

  it('German: finds an entry by its German word and by its English word', () => {
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    useEnglishNow(wordsOf('en'));
    expect(entryById('term:blip-pile')?.title).toBe('Signalstapel');
    const table: [string, string, string][] = [
      ['Signalstapel', 'blip pile', 'term:blip-pile'],
      ['nachwürfeln', 'reroll', 'rule:support-token'],
      ['Reichweite', 'range', 'rule:range'],
      ['Totenkopf', 'skull', 'term:skull'],
      ['wer beginnt', 'who goes first', 'rule:first-player'],
    ];
    for (const [german, english, id] of table) {
      expect(search(german)[0], german).toBe(id);
      expect(search(english)[0], english).toBe(id);
    }
    // A card keeps its printed name; its text is German.
    expect(search('Heroic Charge')[0]).toBe('card:action.heroic-charge');
    expect(entryById('card:action.heroic-charge')?.body).toMatch(/^Angriffskarte, Kampfteam Gelb, Nummer 18\. Statt/);
  });

  it('French: the rules stay English (no file) while the cards are French, and English words still find both', () => {
    const fr = wordsOf('fr');
    // An empty file: the rules in English for now.
    expect(fr.reference).toEqual({});
    useWordsNow('fr', fr, wordsOf('en'));
    useEnglishNow(wordsOf('en'));
    expect(entryById('rule:support-token')?.title).toBe('Spending a Support token');
    expect(entryById('card:event.gun-jam')?.body).toMatch(/^Événement, Instinct\. Choisissez/);
    expect(search('reroll')[0]).toBe('rule:support-token');
    expect(search('essaim').length).toBeGreaterThan(0);
    expect(search('gun jam')[0]).toBe('card:event.gun-jam');
  });
});
