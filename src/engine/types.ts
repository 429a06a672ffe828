/**
 * The position format: a game at any moment is one plain JSON document of this shape.
 * See docs/position-format.md for the field-by-field description. No classes, no
 * functions, no Maps: it is stored, exported and edited as it is.
 */
import type { GenestealerType, Side, Team } from '../data/types';
import type { GameEvent } from './events';
import type { Ask } from './asks';

export type { GenestealerType, Side, Team };

export type { Phase } from './phase';
import type { Phase } from './phase';
import type { RevealWhy } from './reasons';
import type { AnswerRefusal } from './refusals';
import type { CorrectionRefusal } from './correction-refusals';
import type { OptionsProblem } from './options-problems';

/** Who answers reveals of chance: the seeded dealer inside the state, or the people at the table. */
export type Chance = 'dealer' | 'table';

export interface Player {
  name: string;
  teams: Team[];
}

export interface TerrainSlot {
  id: string;
  /** Support tokens lying on this Terrain card (only the Door gathers them). */
  tokens: number;
}

export interface Swarm {
  /** Card ids; Genestealers (`gs.*`) and Brood Lords (`brood-lord.*`). Never empty. */
  cards: string[];
  /** Attacked already in this Genestealer Attack Phase (RB p28: it stays apart from fresh swarms). */
  attacked: boolean;
  /** Moved or flanked already in this Event Phase (RB p22: each card at most once). */
  moved: boolean;
}

export interface SideStack {
  terrain: TerrainSlot[];
  /** Usually 0 or 1 swarm; several only until they merge (RB p28, FAQ F4). */
  swarms: Swarm[];
}

export interface Position {
  marine: string;
  facing: Side;
  tokens: number;
  LEFT: SideStack;
  RIGHT: SideStack;
}

/** A swarm addressed by where it stands now. Valid only until the formation next changes. */
export interface SwarmRef {
  row: number;
  side: Side;
  index: number;
}

/** Effects that last until the end of the round or into the next one (filled by card abilities). */
export interface RoundEffects {
  /** Action ids resolved so far this round (their "for the rest of the round" abilities apply). */
  active: string[];
  /** Swarm cards protected by Power Field this round (FAQ F12: follows the cards through merges). */
  shielded: string[];
  /** Terrain ids activated this round (RB p18: each Terrain card once per round). */
  activatedTerrain: string[];
  /** Core Cogitator: terrain id → Genestealers it may still receive in this Event Phase (0 or 1). */
  spawnLimited: Record<string, number>;
  /** Lead By Example already used this round. */
  leadUsed: boolean;
  /** Carried over from last round's Event (Evasion, Gun Jam, Second Wind, Enter Formation). */
  fromEvent: NextRoundEffects;
}

export interface NextRoundEffects {
  /** Evasion: each Attack card lets only one marine attack. */
  evasion: boolean;
  /** Gun Jam: these teams may not choose their Attack card. */
  jammed: Team[];
  /** Second Wind: defence rolls of 0 by these marines miss. */
  secondWind: string[];
  /** Enter Formation: each Move + Activate card may first give a Support token. */
  enterFormation: boolean;
}

export interface Stats {
  genestealersSlain: number;
  /** Genestealers slain by each team: its attacks and the terrain it set off (the rest fell to Doors and Events). */
  slainByTeam: Partial<Record<Team, number>>;
  marinesLost: string[];
  locationsReached: number;
}

export type Outcome = 'won' | 'lost';

export interface GameState {
  format: 'death-angel-position';
  version: 1;
  chance: Chance;
  /** Dealer PRNG state (uint32). Unused at the table. */
  rng: number;
  players: Player[];
  phase: Phase;
  round: number;
  /** Player index of the current player (lowest Action card this round; RB p13). */
  current: number;
  setupCard: string;
  /** The current Location (the setup card until the first travel). */
  location: string;
  /** Locations travelled through, oldest first, not counting the current one. */
  pastLocations: string[];
  /** Top card first. At the table the entries are provisional until drawn (only the tier is known). */
  locationDeck: string[];
  /** Support tokens on the current Location card (Launch Control Room). */
  locationTokens: number;
  formation: Position[];
  /** Top card first. */
  blips: Record<Side, string[]>;
  genestealerDeck: string[];
  genestealerDiscard: string[];
  /** Brood Lords not (yet) in play. */
  broodLordsOut: string[];
  /** Brood Lords slain. */
  broodLordsSlain: string[];
  eventDeck: string[];
  eventDiscard: string[];
  /**
   * At the table, what Forward Scouting showed of the Event deck: a card known to be on top,
   * and cards known to be at the bottom (oldest first). The dealer keeps real order instead.
   */
  eventKnown: { top: string | null; bottom: string[] };
  /** The Event being resolved now, out of the deck and not yet discarded. */
  event: string | null;
  /** The Artefact in a player's hand (player index), if taken. */
  artefactHolder: number | null;
  supply: number;
  /** Action cards still in each team's hand (teams in play only). */
  hands: Partial<Record<Team, string[]>>;
  /** This round's chosen cards, by team; null until chosen. */
  chosen: Partial<Record<Team, string | null>>;
  /** Last round's resolved card by team: not selectable this round (RB p11). */
  lastResolved: Partial<Record<Team, string | null>>;
  /** This round's chosen cards in initiative order, set when they are revealed. */
  order: string[];
  marinesSlain: string[];
  effects: RoundEffects;
  /** Set by this round's Event, in force during the next round. */
  nextRound: NextRoundEffects;
  /** Table mode: face-down Genestealer cards whose identity is not known yet. */
  provisional: string[];
  /** Pending work, innermost last. */
  stack: Frame[];
  /** What the game waits for; null once it is over. */
  prompt: Prompt | null;
  outcome: Outcome | null;
  stats: Stats;
}

// ---------------------------------------------------------------------------------------
// Prompts

export type Reveal =
  | { reveal: 'die' }
  | { reveal: 'event' }
  | { reveal: 'genestealer'; side: Side }
  | { reveal: 'location' }
  | { reveal: 'marine'; row: number };

export type RevealPrompt = Reveal & { kind: 'reveal'; why: RevealWhy; options: string[] };

export interface DecisionPrompt {
  kind: 'decision';
  /** Player index who decides. */
  player: number;
  /** What is asked, a stable key the UI words (e.g. 'choose-action', 'attack-target'). */
  ask: Ask;
  /** The marine, team or card the question is about, when there is one. */
  subject: string | null;
  /** Legal answers. Answer with exactly one of them. */
  options: string[];
  /** Instinct: the current player decides before anyone else sees the card (RB p14). */
  secret: boolean;
}

export type Prompt = RevealPrompt | DecisionPrompt;

/** A prompt as a handler states it; the driver fills `options` of reveals when the table answers. */
export type PendingPrompt =
  | (Reveal & { kind: 'reveal'; why: RevealWhy })
  | DecisionPrompt;

// ---------------------------------------------------------------------------------------
// Frames: the pending work. Plain data so that a position can be saved mid-phase.

export type Frame =
  | { t: 'setup-formation'; row: number }
  | { t: 'setup-spawn'; step: 'draw' | 'spawn' | 'done' }
  | { t: 'starting-tokens'; count: number }
  | { t: 'phase'; phase: Exclude<Phase, 'setup' | 'over'> }
  | { t: 'choose-actions' }
  | { t: 'resolve-actions'; next: number }
  | { t: 'support'; card: string; step: 'token' | 'ability' }
  | { t: 'move'; card: string; moved: string[] }
  | { t: 'face'; card: string; flipped: string[] }
  | { t: 'activate'; card: string; used: string[] }
  | { t: 'attack-action'; card: string; done: string[] }
  | AttackFrame
  | { t: 'slay'; row: number; side: Side; index: number; count: number; by: string | null; shieldOk: boolean }
  | { t: 'gs-attack-phase' }
  | DefenceFrame
  | { t: 'event-phase'; step: 'draw' | 'ability' | 'spawn' | 'move' | 'end' }
  | SpawnBoxFrame
  | SpawnFrame
  | { t: 'travel-check' }
  | { t: 'door-slay'; door: string; left: number }
  | { t: 'travel'; step: 'draw' | 'terrain' | 'blips' | 'enter' }
  | { t: 'refill'; left: number; right: number }
  | AbilityFrame;

export interface AttackFrame {
  t: 'attack';
  marine: string;
  /** Why this attack happens: 'action' (an Attack card), or an ability id that grants one. */
  source: string;
  target: SwarmRef | null;
  roll: number | null;
  /** The roll has been finally accepted. */
  settled: boolean;
  /** How many attacks this marine has made in a chain of them (Full Auto). */
  chain: number;
}

export interface DefenceFrame {
  t: 'defence';
  marine: string;
  ref: SwarmRef;
  roll: number | null;
  settled: boolean;
  /** A Support token paid for the latest roll (Defensive Stance checks it). */
  paid: boolean;
  /** The Artefact for this roll: null until offered, then true (spent) or false (kept). */
  artefact: boolean | null;
}

export interface SpawnBoxFrame {
  t: 'spawn-box';
  colour: string;
  size: 'MAJOR' | 'MINOR';
  /** Terrain ids still to receive their spawn, in resolution order; null until the box starts. */
  pending: string[] | null;
}

export interface SpawnFrame {
  t: 'spawn';
  side: Side;
  /** Where: at a Terrain card (found each step) or at a marine's row. */
  at: { terrain: string } | { marine: string };
  count: number;
}

/** Card abilities run as frames of their own; `data` is the ability's own plain-JSON progress. */
export interface AbilityFrame {
  t: 'ability';
  id: string;
  step: string;
  data: Record<string, string | number | boolean | null | string[]>;
}

// ---------------------------------------------------------------------------------------
// API results

export interface GameOptions {
  /** 1–6 players; each with the teams they control (RB p7, p30). */
  players: Player[];
  chance: Chance;
  /** Dealer seed (uint32). Ignored at the table. */
  seed: number;
  /** Optional handicap: Support tokens placed on marines after setup, spread top to bottom. */
  startingTokens?: number;
}

/** A die roll as data: its face and what it was for (the reveal's `why`, a code). */
export interface Roll {
  value: number;
  why: RevealWhy;
}

/** A decision the engine took by itself because only one option was legal. */
export interface Forced {
  ask: Ask;
  subject: string | null;
  player: number;
  choice: string;
  secret: boolean;
}

export type Result =
  | {
      ok: true;
      state: GameState;
      /** The events in English (words/log-en.ts). */
      log: string[];
      /** What happened, as data (events.ts): the log is one rendering of these. */
      events: GameEvent[];
      /** Reveals of chance the dealer made while applying it (a table reveal is the answer itself). */
      reveals: number;
      /** Every die rolled while applying it, the table's own answer included, in order. */
      rolls: Roll[];
      /** Decisions taken automatically because they had a single legal option, in order. */
      forced: Forced[];
    }
  /** `refusal`: an answer refused, `fix`: a correction refused, `options`: options that cannot start a game, as data (the `error` is their English). */
  | { ok: false; error: string; refusal?: AnswerRefusal; fix?: CorrectionRefusal; options?: OptionsProblem };
