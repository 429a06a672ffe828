/**
 * What happened, as data (issue 25): every rule step reports typed events instead of English.
 * An event is plain JSON holding ids (marines, cards, terrain, locations) and numbers, and
 * everything needed to word it later without the position: the log's words are one rendering
 * of these (`words/log-en.ts`), and the app's recaps, dice and chips read the events.
 *
 * The kinds are listed as one map from kind to payload, so that the union, the renderer's
 * table (which must cover every kind) and the tests all follow from this one list.
 */
import type { Correction } from './correction-kinds';
import type { GenestealerType, Side, Team } from '../data/types';
import type { Phase } from './phase';

/** A payload with nothing in it: the kind says everything. */
type None = Record<never, never>;

/** A swarm as it stood when the event happened: its size, its side and the marine it faces. */
export interface SwarmSeen {
  size: number;
  side: Side;
  /** The marine of its row, or null when the row no longer exists. */
  marine: string | null;
}

/** Why the game ended; the launch needs its roll and tokens. */
export type GameOverWhy =
  | { why: 'all-fallen' }
  | { why: 'lair-purged' }
  | { why: 'cleared' }
  | { why: 'launch'; roll: number; tokens: number };

/** Who put a Support token on a marine (the plain Support action, or a card ability). */
export type TokenSource = 'support' | 'lead-by-example' | 'munitorium' | 'apothecarion' | 'enter-formation';

export interface EventData {
  // Setup and the round
  dealt: { marine: string; position: number };
  'setup-complete': None;
  handicap: { count: number };
  /** A phase begins (round: the round number once it has begun). */
  phase: { phase: Phase; round: number };
  /** A decision with one legal option was taken for the player (the choice of a secret one stays data). */
  forced: { ask: string; subject: string | null; player: number; choice: string; secret: boolean };
  /** The Action cards turned face up, in initiative order, and who is now the current player. */
  revealed: { order: string[]; current: number; currentName: string };
  resolves: { card: string };
  /** An Event card drawn; an Instinct Event's ability is decided in secret. */
  'event-drawn': { card: string; instinct: boolean };
  correction: { correction: Correction };

  // Actions
  'no-token-in-supply': None;
  'token-placed': { marine: string; source: TokenSource };
  swapped: { marine: string; other: string };
  turned: { marine: string; facing: Side };
  'terrain-activated': { marine: string; terrain: string };
  'no-target': { marine: string };
  'attack-target': { marine: string; swarm: SwarmSeen };
  'attack-roll': { marine: string; roll: number; hits: number; swarm: SwarmSeen };
  reroll: { marine: string; roll: number | null };
  'attack-again': { marine: string; card: string };
  'team-fire': { card: string; marine: string };

  // Genestealers
  'defence-roll': { marine: string; roll: number; swarm: SwarmSeen; broodLords: number; result: 'kills' | 'saved' | 'miss' };
  'artefact-spent': None;
  'marine-slain': { marine: string; shift: 'up' | 'down' | null };
  'team-gone': { team: Team };
  'genestealer-slain': { card: string; broodLord: boolean; side: Side; where: string; by: string | null };
  'game-over': { outcome: 'won' | 'lost' } & GameOverWhy;
  spawned: { type: GenestealerType; side: Side; marine: string; terrain: string | null };
  'nothing-moves': { icon: GenestealerType };
  'swarm-stays': { side: Side; marine: string };
  'swarm-moved': { side: Side; marine: string; icon: GenestealerType; to: string; toSide: Side; flank: boolean };

  // Travel and blips
  travel: None;
  'terrain-placed': { terrain: string; side: Side; marine: string; position: number };
  'location-entered': { location: string; final: boolean };
  'deck-exhausted': { count: number };
  'blip-piles': { left: number; right: number };
  /** The one card left for two blip piles went where the current player said (RB p29, D-26). */
  'blip-split': { side: Side; left: number; right: number };

  // Terrain and control panels
  'door-no-token': None;
  'door-token': { tokens: number; card: 'terrain.door' | 'action.onward-brothers' };
  'no-control-panel': { location: string };
  'spore-chimney': { roll: number; sealed: boolean };
  'promethium-flames': None;
  'promethium-roll': { roll: number; marine: string; caught: boolean };
  'artefact-taken': { marine: string };
  'control-panel-sealed': None;
  'blip-discarded': { card: 'cryo-control' | 'stealth-tactics' | 'full-scan'; side: Side };
  'spawn-limited': { terrain: string };
  'teleporter-fires': { count: number };
  'token-given-up': { marine: string };
  teleport: { marine: string; roll: number };
  generatorium: { roll: number; skull: boolean; marine: string };
  'launch-token': { tokens: number };
  'launch-fails': { roll: number; tokens: number };
  'toxin-roll': { roll: number };
  'toxin-flush': { count: number; side: Side };

  // Locations
  'dark-catacombs': { marine: string };
  'black-holds': { side: Side; marine: string };
  'artefact-lies': { side: Side; marine: string };
  'lair-gathers': { side: Side; marine: string };
  'main-corridor': None;
  'service-shaft': None;
  'lower-accessway': { marine: string };
  'wreckage-turn': { marine: string };
  'hibernation-cluster': { count: number };

  // Action card abilities
  'stealth-tactics-more': { marine: string; side: Side };
  'forward-scouting': { keep: boolean };
  intimidation: { roll: number };
  'driven-back': { type: GenestealerType | null; side: Side };
  'heroic-charge': { roll: number };
  'counter-attack': { last: boolean };
  strategize: { swarm: SwarmSeen; across: boolean; side: Side; marine: string };
  'power-field': { swarm: SwarmSeen };

  // Event abilities
  'no-valid-target': { card: string };
  'theyre-everywhere': { marines: string[]; company: boolean };
  surrounded: { marine: string };
  'flanking-manoeuvre': None;
  'out-of-thin-air': { marine: string };
  'the-swarm': None;
  evasion: None;
  outnumbered: { marine: string; tokens: number };
  'chaos-of-battle': None;
  stalking: { marine: string; tokens: number };
  resupply: { marine: string; tokens: number };
  'gun-jam': { team: Team };
  'second-wind': { marine: string };
  'quick-instincts': { marine: string };
  'secret-route': { tokens: number | null };
  'enter-formation': None;
  rescue: { marine: string };
  'psychic-assault': { roll: number; marine: string; dies: boolean };
  'battle-brothers': { marine: string };
  /** Which Genestealer For My Battle Brothers! discarded (type null: one not known to the app). */
  'battle-brothers-discard': { marine: string; type: GenestealerType | null; side: Side };
  'rewarded-faith': { marine: string };
  'cleansing-flames': { roll: number; skull: boolean };
  'temporary-sanctuary': { count: number; side: Side };
}

export type EventKind = keyof EventData;

/** One event: its kind `k` and that kind's payload. */
export type EventOf<K extends EventKind> = { k: K } & EventData[K];

export type GameEvent = { [K in EventKind]: EventOf<K> }[EventKind];

/** Every kind, in the order listed above (for tests and tools that must cover them all). */
export const EVENT_KINDS = [
  'dealt', 'setup-complete', 'handicap', 'phase', 'forced', 'revealed', 'resolves', 'event-drawn', 'correction',
  'no-token-in-supply', 'token-placed', 'swapped', 'turned', 'terrain-activated', 'no-target', 'attack-target', 'attack-roll', 'reroll', 'attack-again', 'team-fire',
  'defence-roll', 'artefact-spent', 'marine-slain', 'team-gone', 'genestealer-slain', 'game-over', 'spawned', 'nothing-moves', 'swarm-stays', 'swarm-moved',
  'travel', 'terrain-placed', 'location-entered', 'deck-exhausted', 'blip-piles', 'blip-split',
  'door-no-token', 'door-token', 'no-control-panel', 'spore-chimney', 'promethium-flames', 'promethium-roll', 'artefact-taken', 'control-panel-sealed', 'blip-discarded',
  'spawn-limited', 'teleporter-fires', 'token-given-up', 'teleport', 'generatorium', 'launch-token', 'launch-fails', 'toxin-roll', 'toxin-flush',
  'dark-catacombs', 'black-holds', 'artefact-lies', 'lair-gathers', 'main-corridor', 'service-shaft', 'lower-accessway', 'wreckage-turn', 'hibernation-cluster',
  'stealth-tactics-more', 'forward-scouting', 'intimidation', 'driven-back', 'heroic-charge', 'counter-attack', 'strategize', 'power-field',
  'no-valid-target', 'theyre-everywhere', 'surrounded', 'flanking-manoeuvre', 'out-of-thin-air', 'the-swarm', 'evasion', 'outnumbered', 'chaos-of-battle',
  'stalking', 'resupply', 'gun-jam', 'second-wind', 'quick-instincts', 'secret-route', 'enter-formation', 'rescue', 'psychic-assault', 'battle-brothers', 'battle-brothers-discard',
  'rewarded-faith', 'cleansing-flames', 'temporary-sanctuary',
] as const satisfies readonly EventKind[];

/** The face of the combat die an event reports, or null when it reports none. */
export function dieFace(ev: GameEvent): number | null {
  switch (ev.k) {
    case 'attack-roll':
    case 'defence-roll':
    case 'spore-chimney':
    case 'promethium-roll':
    case 'teleport':
    case 'generatorium':
    case 'launch-fails':
    case 'toxin-roll':
    case 'intimidation':
    case 'heroic-charge':
    case 'psychic-assault':
    case 'cleansing-flames':
      return ev.roll;
    case 'game-over':
      return ev.why === 'launch' ? ev.roll : null;
    default:
      return null;
  }
}

/** Whether a marine dies of what this event reports (the `marine-slain` that follows says so too). */
export function killsMarine(ev: GameEvent): boolean {
  switch (ev.k) {
    case 'defence-roll':
      return ev.result === 'kills';
    case 'promethium-roll':
      return ev.caught;
    case 'teleport':
    case 'heroic-charge':
      return ev.roll === 0;
    case 'generatorium':
      return !ev.skull;
    case 'psychic-assault':
      return ev.dies;
    default:
      return false;
  }
}

/** Fails to compile when a kind is missing from EVENT_KINDS. */
const everyKindListed: [Exclude<EventKind, (typeof EVENT_KINDS)[number]>] extends [never] ? true : never = true;
void everyKindListed;
