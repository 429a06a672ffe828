/**
 * Setup (RB p7–8): decks, the Void Lock card for the marine count, the location deck, the
 * formation dealt at random with its top half facing left, terrain, blip piles, and the
 * setup spawn from one Event card.
 */
import {
  actionsOfTeam,
  BROOD_LORDS,
  eventDef,
  EVENTS,
  GENESTEALERS,
  LOCATIONS,
  marinesOfTeam,
  playerCount,
  SETUP_LOCATIONS,
  SUPPORT_TOKENS,
  TEAMS,
} from '../../data';
import type { SetupLocationDef } from '../../data';
import type { Ctx, Handler } from '../context';
import { pop, push, emit } from '../context';
import { shuffle } from '../rng';
import { placeTerrain, refillFrame } from '../rules/terrain-and-blips';
import type { OptionsProblem } from '../options-problems';
import type { Frame, GameOptions, GameState, Team } from '../types';

type SetupFormation = Extract<Frame, { t: 'setup-formation' }>;
type SetupSpawn = Extract<Frame, { t: 'setup-spawn' }>;

/** Checks the options: why they cannot start a game (options-problems.ts), or null when they are fine. */
export function checkOptions(o: GameOptions): OptionsProblem | null {
  const n = o.players.length;
  if (n < 1 || n > 6) return { code: 'player-count', players: n };
  const count = playerCount(n);
  const seen = new Set<Team>();
  for (const [i, p] of o.players.entries()) {
    if (p.teams.length !== count.teamsPerPlayer) return { code: 'teams-per-player', players: n, teams: count.teamsPerPlayer, player: i + 1, has: p.teams.length };
    for (const t of p.teams) {
      if (!(TEAMS as readonly string[]).includes(t)) return { code: 'unknown-team', team: String(t) };
      if (seen.has(t)) return { code: 'team-twice', team: t };
      seen.add(t);
    }
  }
  if (o.chance !== 'dealer' && o.chance !== 'table') return { code: 'chance' };
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff) return { code: 'seed', max: 0xffffffff };
  const tokens = o.startingTokens ?? 0;
  if (!Number.isInteger(tokens) || tokens < 0 || tokens > SUPPORT_TOKENS) return { code: 'starting-tokens', max: SUPPORT_TOKENS };
  return null;
}

export function setupCardFor(players: number): SetupLocationDef {
  const id = playerCount(players).setup;
  const card = SETUP_LOCATIONS.find((c) => c.id === id);
  if (!card) throw new Error(`engine: no setup card ${id}`);
  return card;
}

/** The state right after the options are fixed, before any card is dealt. */
export function initialState(o: GameOptions): GameState {
  const setup = setupCardFor(o.players.length);
  const s: GameState = {
    format: 'death-angel-position',
    version: 1,
    chance: o.chance,
    rng: o.chance === 'dealer' ? o.seed >>> 0 : 0,
    players: o.players.map((p) => ({ name: p.name, teams: [...p.teams] })),
    phase: 'setup',
    round: 0,
    current: 0,
    setupCard: setup.id,
    location: setup.id,
    pastLocations: [],
    locationDeck: [],
    locationTokens: 0,
    formation: [],
    blips: { LEFT: [], RIGHT: [] },
    genestealerDeck: GENESTEALERS.map((g) => g.id),
    genestealerDiscard: [],
    broodLordsOut: BROOD_LORDS.map((b) => b.id),
    broodLordsSlain: [],
    eventDeck: EVENTS.map((e) => e.id),
    eventDiscard: [],
    eventKnown: { top: null, bottom: [] },
    event: null,
    artefactHolder: null,
    supply: SUPPORT_TOKENS,
    hands: {},
    chosen: {},
    lastResolved: {},
    order: [],
    marinesSlain: [],
    effects: freshEffects(),
    nextRound: noEventEffects(),
    provisional: [],
    stack: [],
    prompt: null,
    outcome: null,
    stats: { genestealersSlain: 0, slainByTeam: {}, marinesLost: [], locationsReached: 0 },
  };
  for (const p of s.players) {
    for (const t of p.teams) {
      s.hands[t] = actionsOfTeam(t).map((a) => a.id);
      s.chosen[t] = null;
      s.lastResolved[t] = null;
    }
  }
  // The location deck: one random card of each listed tier, the first listed on top (RB p7).
  for (const tier of setup.deck) {
    const pool = LOCATIONS.filter((l) => l.tier === tier).map((l) => l.id);
    if (s.chance === 'dealer') shuffle(s, pool);
    s.locationDeck.push(pool[0] as string);
  }
  if (s.chance === 'dealer') {
    shuffle(s, s.genestealerDeck);
    shuffle(s, s.eventDeck);
  } else {
    s.provisional = [...s.genestealerDeck];
  }
  const frames: Frame[] = [{ t: 'setup-formation', row: 0 }, { t: 'setup-spawn', step: 'draw' }];
  if (o.startingTokens) frames.push({ t: 'starting-tokens', count: o.startingTokens });
  push(s, ...frames);
  return s;
}

export function freshEffects(): GameState['effects'] {
  return { active: [], shielded: [], activatedTerrain: [], spawnLimited: {}, leadUsed: false, fromEvent: noEventEffects() };
}

export function noEventEffects(): GameState['nextRound'] {
  return { evasion: false, jammed: [], secondWind: [], enterFormation: false };
}

function marinesInPlay(s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players) for (const t of p.teams) for (const m of marinesOfTeam(t)) out.push(m.id);
  return out;
}

/** Marines still to be dealt into the formation (the table says which card came next). */
export function undealtMarines(s: GameState): string[] {
  return marinesInPlay(s).filter((m) => !s.formation.some((p) => p.marine === m));
}

export const setupFormation: Handler<SetupFormation> = {
  step(s, f) {
    if (f.row < marinesInPlay(s).length) return { kind: 'reveal', reveal: 'marine', row: f.row, why: { code: 'formation-deal' } };
    finishFormation(s);
    pop(s);
    return null;
  },
  answer(s, f, choice, cx) {
    // Facing is fixed once all are dealt: the top half faces left (RB p8).
    s.formation.push({ marine: choice, facing: 'LEFT', tokens: 0, LEFT: { terrain: [], swarms: [] }, RIGHT: { terrain: [], swarms: [] } });
    emit(cx, { k: 'dealt', marine: choice, position: f.row + 1 });
    f.row++;
  },
};

function finishFormation(s: GameState): void {
  const n = s.formation.length;
  s.formation.forEach((p, i) => (p.facing = i < n / 2 ? 'LEFT' : 'RIGHT'));
  const setup = setupCardFor(s.players.length);
  placeTerrain(s, setup.terrain);
}

export const setupSpawn: Handler<SetupSpawn> = {
  step(s, f, cx) {
    if (f.step === 'draw') {
      if (s.blips.LEFT.length === 0 && s.blips.RIGHT.length === 0) {
        const setup = setupCardFor(s.players.length);
        push(s, refillFrame(setup.blips));
        return null;
      }
      return { kind: 'reveal', reveal: 'event', why: { code: 'setup-event' } };
    }
    if (f.step === 'spawn') {
      // Only the card's spawn boxes count at setup; its ability and movement are ignored (RB p8).
      f.step = 'done';
      pushSpawnBoxes(s);
      return null;
    }
    if (s.event) s.eventDiscard.push(s.event);
    emit(cx, { k: 'setup-complete' });
    s.event = null;
    pop(s);
    return null;
  },
  answer(s, f, choice, cx) {
    drawEventCard(s, choice, cx);
    f.step = 'spawn';
  },
};

export function drawEventCard(s: GameState, card: string, cx: Ctx): void {
  const i = s.eventDeck.indexOf(card);
  s.eventDeck.splice(i, 1);
  s.event = card;
  if (s.eventKnown.top === card) s.eventKnown.top = null;
  s.eventKnown.bottom = s.eventKnown.bottom.filter((e) => e !== card);
  emit(cx, { k: 'event-drawn', card, instinct: eventDef(card).instinct === true });
}

/** The two spawn boxes of the current Event, left to right (RB p14, FAQ F11). */
export function pushSpawnBoxes(s: GameState): void {
  const ev = eventDef(s.event as string);
  push(s, ...ev.spawns.map((b): Frame => ({ t: 'spawn-box', colour: b.colour, size: b.size, pending: null })));
}

/** The handicap from the options: Support tokens spread over the marines from the top. */
export const startingTokens: Handler<Extract<Frame, { t: 'starting-tokens' }>> = {
  step(s, f, cx) {
    let placed = 0;
    for (let i = 0; i < f.count && s.supply > 0; i++) {
      const p = s.formation[i % s.formation.length];
      if (!p) break;
      p.tokens++;
      s.supply--;
      placed++;
    }
    if (placed > 0) emit(cx, { k: 'handicap', count: placed });
    pop(s);
    return null;
  },
};
