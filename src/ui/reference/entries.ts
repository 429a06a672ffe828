/**
 * The rules reference: every rule of a base-game round, the glossary, our rulings and every
 * card, each entry short and in our own words with its source (RB page, FAQ id or our ruling
 * id from docs/rulings.md). The facts (ids, sections, linked cards) are here; the words are in
 * the `reference` area (`rule.<id>.title` …) and, for the cards, the `cards` area. No DOM, so
 * unit tests and the search index read it; entries are worded by a `Say` (the shown language
 * by default) and kept per speaker.
 */
import { cardEntryId } from '../play/words/entry-ids';
import { ACTIONS, BROOD_LORDS, EVENTS, LOCATIONS, MARINES, TERRAIN, type ActionType, type Team, type TerrainColour } from '../../data';
import { cardText, cardVictory, terrainText } from '../../words/card-text';
import type { Key, KeyOf } from '../../words/keys';
import type { Say } from '../../words/say';
import { currentSay } from '../common/words';

export type Section =
  | 'setup'
  | 'choose'
  | 'support'
  | 'move'
  | 'attack'
  | 'genestealer-attack'
  | 'event'
  | 'travel'
  | 'shift'
  | 'end'
  | 'glossary'
  | 'ruling'
  | 'card';

/** The round in play order, then the rest; the reference lists sections in this order. */
export const SECTIONS: readonly { id: Section; title: Key }[] = (
  ['setup', 'choose', 'support', 'move', 'attack', 'genestealer-attack', 'event', 'travel', 'shift', 'end', 'glossary', 'ruling', 'card'] as const
).map((id) => ({ id, title: `section.${id}` as const }));

export interface Entry {
  id: string;
  section: Section;
  title: string;
  body: string;
  /** 'RB p12', 'FAQ F6', 'Our ruling H5', or the card itself. */
  source: string;
  /** Card ids (catalogue ids) this entry touches. */
  cards?: string[];
  /** Other words a player might type for it. */
  also?: string;
  /** A ruling we chose where the sources disagree or are silent. */
  ours?: boolean;
}

const RULES = [
  ['players', 'setup'],
  ['formation', 'setup'],
  ['setup-spawn', 'setup'],
  ['first-player', 'setup'],
  ['round', 'choose'],
  ['choose-actions', 'choose'],
  ['resolve-order', 'choose'],
  ['support', 'support'],
  ['support-token', 'support'],
  ['supply', 'support'],
  ['move', 'move'],
  ['facing', 'move'],
  ['activate', 'move'],
  ['attack', 'attack'],
  ['range', 'attack'],
  ['brood-lord', 'attack'],
  ['gs-attack', 'genestealer-attack'],
  ['always-roll', 'genestealer-attack'],
  ['slain', 'genestealer-attack'],
  ['event', 'event'],
  ['spawn', 'event'],
  ['swarm-move', 'event'],
  ['travel', 'travel'],
  ['door', 'travel'],
  ['shift', 'shift'],
  ['shift-attack', 'shift'],
  ['win', 'end'],
  ['lose', 'end'],
] as const satisfies readonly (readonly [string, Section])[];

/** The cards a rule touches, linked under its entry. */
const RULE_CARDS: Partial<Record<(typeof RULES)[number][0], readonly string[]>> = {
  activate: ['terrain.door', 'terrain.control-panel', 'terrain.artefact'],
  'brood-lord': BROOD_LORDS.map((b) => b.id),
  door: ['terrain.door'],
};

const TERMS = ['swarm', 'engaged', 'lonely', 'flank', 'blip-pile', 'brood-lord', 'support-token', 'current-player', 'formation', 'position', 'terrain', 'instinct', 'skull'] as const;

const RULINGS = ['H5', 'M4', 'H3', 'T6', 'E2', 'K3'] as const;

type Part = 'title' | 'body' | 'source' | 'also';
type Prefix = `rule.${(typeof RULES)[number][0]}` | `term.${(typeof TERMS)[number]}` | `ruling.${(typeof RULINGS)[number]}`;
type Complete<M extends never> = M;
/** Every entry has its four messages in English, checked by the compiler (the missing key is named). */
export type EveryEntryWorded = Complete<Exclude<`${Prefix}.${Part}`, KeyOf<'reference'>>>;

function worded(say: Say<Key>, prefix: Prefix): Pick<Entry, Part> {
  const part = (p: Part): string => say(`${prefix}.${p}` as Key);
  return { title: part('title'), body: part('body'), source: part('source'), also: part('also') };
}

/** Event cards come in pairs: one entry per card name ('event.gun-jam.1' → 'card:event.gun-jam'). */
export { cardEntryId };

const TEAM_WORDS: Record<Team, Key> = {
  BLUE: 'cardEntry.teamBlue',
  GREEN: 'cardEntry.teamGreen',
  GREY: 'cardEntry.teamGrey',
  PURPLE: 'cardEntry.teamPurple',
  RED: 'cardEntry.teamRed',
  YELLOW: 'cardEntry.teamYellow',
};
const ACTION_LINES: Record<ActionType, Key> = { SUPPORT: 'cardEntry.support', MOVE_ACTIVATE: 'cardEntry.moveActivate', ATTACK: 'cardEntry.attack' };
const TERRAIN_LINES: Record<TerrainColour, Key> = { RED: 'cardEntry.terrainRed', ORANGE: 'cardEntry.terrainOrange', YELLOW: 'cardEntry.terrainYellow', GREEN: 'cardEntry.terrainGreen' };

function cardEntries(say: Say<Key>): Entry[] {
  const out = new Map<string, Entry>();
  const add = (id: string, title: string, body: string, source: Key, also: string): void => {
    const key = cardEntryId(id);
    if (!out.has(key)) out.set(key, { id: key, section: 'card', title, body, source: say(source), also, cards: [id] });
  };
  const team = (t: Team): string => say(TEAM_WORDS[t]);
  for (const m of MARINES) add(m.id, m.name, say('cardEntry.marine', { team: team(m.team), range: m.range }), 'cardEntry.sourceMarine', say('cardEntry.alsoMarine', { name: m.shortName }));
  for (const a of ACTIONS) add(a.id, a.name, `${say(ACTION_LINES[a.type], { team: team(a.team), n: a.initiative })} ${cardText(say, a.id)}`, 'cardEntry.sourceAction', say('cardEntry.alsoAction'));
  for (const e of EVENTS) add(e.id, e.name, `${say(e.instinct ? 'cardEntry.eventInstinct' : 'cardEntry.event')} ${cardText(say, e.id)}`, 'cardEntry.sourceEvent', say('cardEntry.alsoEvent'));
  for (const l of LOCATIONS) {
    const victory = cardVictory(say, l);
    const toWin = victory ? ` ${say('cardEntry.toWin', { victory })}` : '';
    add(l.id, l.name, `${say('cardEntry.location', { tier: l.tier })} ${cardText(say, l.id)}${toWin}`, 'cardEntry.sourceLocation', say('cardEntry.alsoLocation'));
  }
  for (const t of TERRAIN) add(t.id, t.name, `${say(TERRAIN_LINES[t.colour])} ${terrainText(say, t) ?? say('cardEntry.notActivatable')}`, 'cardEntry.sourceTerrain', say('cardEntry.alsoTerrain'));
  for (const b of BROOD_LORDS) add(b.id, b.name, cardText(say, b.id), 'cardEntry.sourceBroodLord', say('cardEntry.alsoBroodLord'));
  return [...out.values()];
}

function build(say: Say<Key>): readonly Entry[] {
  return [
    ...RULES.map(([id, section]): Entry => ({ id: `rule:${id}`, section, ...worded(say, `rule.${id}`), cards: [...(RULE_CARDS[id] ?? [])] })),
    ...TERMS.map((id): Entry => ({ id: `term:${id}`, section: 'glossary', ...worded(say, `term.${id}`) })),
    ...RULINGS.map((id): Entry => ({ id: `ruling:${id}`, section: 'ruling', ...worded(say, `ruling.${id}`), ours: true })),
    ...cardEntries(say),
  ];
}

// A speaker is made once per language and set of loaded words, so its entries are too.
const kept = new WeakMap<Say<Key>, { list: readonly Entry[]; byId: ReadonlyMap<string, Entry> }>();

function entriesOf(say: Say<Key>): { list: readonly Entry[]; byId: ReadonlyMap<string, Entry> } {
  let got = kept.get(say);
  if (!got) {
    const list = build(say);
    got = { list, byId: new Map(list.map((e) => [e.id, e])) };
    kept.set(say, got);
  }
  return got;
}

/** Every entry, worded in the shown language (or by the speaker given). */
export const entries = (say: Say<Key> = currentSay()): readonly Entry[] => entriesOf(say).list;

export const entryById = (id: string, say: Say<Key> = currentSay()): Entry | undefined => entriesOf(say).byId.get(id);
