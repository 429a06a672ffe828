/**
 * The log in any language: the one place where the engine's events (events.ts) become
 * sentences. The sentences are the `log` area of the catalogue (public/words/<lang>/log.json),
 * asked through a `Say`, so the engine stays free of any language; English is one speaker of
 * it (`log-en.ts`). An event that the log does not mention (a phase that begins silently, a
 * forced answer that speaks for itself) renders as null.
 *
 * Names of marines, cards, locations and terrain, and the Genestealer types, come from the
 * card data and stay as printed. Where English words a case differently (hit or miss, left or
 * right, Brood Lords or not) each case is a whole sentence of its own; "left of Deino" and a
 * team's colour are the only words put into other sentences, and each language words them to
 * fit every sentence that takes them (an adverb of place; the colour after its noun).
 */
import { actionDef, eventDef, locationDef, marineDef, terrainDef } from '../../data';
import type { KeyOf } from '../../words/keys';
import type { Params, Say } from '../../words/say';
import type { Correction } from '../correction-kinds';
import type { EventKind, EventOf, GameEvent, SwarmSeen, TokenSource } from '../events';
import type { Side } from '../types';
import { silentInLog } from '../silent';

/** The keys of the engine's words (the `log` area). */
export type LogKey = KeyOf<'log'>;
export type LogSay = Say<LogKey>;

/** One sentence (or none) per event kind: the compiler refuses a table that misses a kind. */
export type LogWords = { [K in EventKind]: (e: EventOf<K>) => string | null };

/** Words shared by the log, the reveal reasons and the refusals of one language. */
export interface Speech {
  say: LogSay;
  name(marine: string): string;
  /** "left of Deino": an adverb of place, which every language's sentences take as it is. */
  where(side: Side, marine: string | null): string;
  /** The placeholders of a swarm: its size and where it stands. */
  swarm(sw: SwarmSeen): Params;
  /** A team's colour as the language puts it after "team" (German "Blau", French "bleue"). */
  team(team: string): string;
  /** One key for the left case, another for the right. */
  sided<K extends LogKey>(side: Side, left: K, right: K): K;
  /** A Genestealer type inside a sentence: English lowers it ("a claw"), the others keep it as printed. */
  gsType(type: string | null): string;
}

export function speech(say: LogSay): Speech {
  const name = (marine: string): string => marineDef(marine).shortName;
  const where = (side: Side, marine: string | null): string => (marine ? say(side === 'LEFT' ? 'log.where.left' : 'log.where.right', { marine: name(marine) }) : say('log.where.nowhere'));
  const GS_TYPE: Record<string, LogKey> = { CLAW: 'log.gsType.claw', HEAD: 'log.gsType.head', TAIL: 'log.gsType.tail', TONGUE: 'log.gsType.tongue' };
  const TEAM: Record<string, LogKey> = { BLUE: 'log.team.blue', GREEN: 'log.team.green', GREY: 'log.team.grey', PURPLE: 'log.team.purple', RED: 'log.team.red', YELLOW: 'log.team.yellow' };
  return {
    say,
    name,
    where,
    swarm: (sw) => ({ size: sw.size, where: where(sw.side, sw.marine) }),
    team: (team) => {
      const key = TEAM[team];
      return key ? say(key) : String(team).toLowerCase();
    },
    sided: (side, left, right) => (side === 'LEFT' ? left : right),
    gsType: (type) => {
      const key = type ? GS_TYPE[type] : undefined;
      return key ? say(key) : String(type).toLowerCase();
    },
  };
}

const TOKEN_FROM: Record<Exclude<TokenSource, 'support'>, () => string> = {
  'lead-by-example': () => actionDef('action.lead-by-example').name,
  munitorium: () => locationDef('location.munitorium').name,
  apothecarion: () => locationDef('location.apothecarion').name,
  'enter-formation': () => eventDef('event.enter-formation').name,
};

const DISCARDED_BY = {
  'cryo-control': () => locationDef('location.cryo-control').name,
  'stealth-tactics': () => actionDef('action.stealth-tactics').name,
  'full-scan': () => eventDef('event.full-scan.1').name,
} as const;

const DEFENCE = {
  kills: ['log.defenceKills', 'log.defenceKillsLords'],
  saved: ['log.defenceSaved', 'log.defenceSavedLords'],
  miss: ['log.defenceMiss', 'log.defenceMissLords'],
} as const;

const OVER = { 'all-fallen': 'log.overAllFallen', 'lair-purged': 'log.overLairPurged', cleared: 'log.overCleared' } as const;

const card = (id: string): string => eventDef(id).name;
const action = (id: string): string => actionDef(id).name;
const terrain = (id: string): string => terrainDef(id).name;
const place = (id: string): string => locationDef(id).name;

/** Words for a correction, so that it reads like what the table did. */
export function correctionWords(sp: Speech): (c: Correction) => string {
  const { say, name, sided, gsType } = sp;
  return (c) => {
    switch (c.t) {
      case 'facing': return say(sided(c.facing, 'log.corrected.facesLeft', 'log.corrected.facesRight'), { marine: name(c.marine) });
      case 'tokens': return say('log.corrected.tokens', { marine: name(c.marine), n: c.count });
      case 'swap': return say('log.corrected.swap', { marine: name(c.a), other: name(c.b) });
      case 'slain': return say('log.corrected.slain', { marine: name(c.marine) });
      case 'genestealers': return say(sided(c.at.side, 'log.corrected.genestealersLeft', 'log.corrected.genestealersRight'), { n: c.count, type: gsType(c.type), position: c.at.row + 1 });
      case 'brood-lord': return c.at ? say(sided(c.at.side, 'log.corrected.broodLordLeft', 'log.corrected.broodLordRight'), { position: c.at.row + 1 }) : say('log.corrected.broodLordOut');
      case 'blips': return say(sided(c.side, 'log.corrected.blipsLeft', 'log.corrected.blipsRight'), { n: c.count });
      case 'terrain': return c.at ? say(sided(c.at.side, 'log.corrected.terrainLeft', 'log.corrected.terrainRight'), { terrain: terrain(c.terrain), position: c.at.row + 1 }) : say('log.corrected.terrainOut', { terrain: terrain(c.terrain) });
      case 'terrain-tokens': return say('log.corrected.terrainTokens', { terrain: terrain(c.terrain), n: c.count });
      case 'event-discarded': return say(c.discarded ? 'log.corrected.eventDiscarded' : 'log.corrected.eventInDeck', { card: card(c.event) });
    }
  };
}

/** The log's sentences in the language `say` speaks. */
export function logWords(say: LogSay): LogWords {
  const sp = speech(say);
  const { name, where, swarm, team, sided, gsType } = sp;
  const corrected = correctionWords(sp);
  return {
    dealt: (e) => say('log.dealt', { marine: name(e.marine), position: e.position }),
    'setup-complete': () => say('log.setupComplete'),
    handicap: (e) => say('log.handicap', { n: e.count }),
    phase: (e) => (silentInLog(e) ? null : e.phase === 'choose-actions' ? say('log.roundBegins', { round: e.round }) : say('log.genestealersAttack')),
    // Other forced answers are worded by what they did; a forced secret card is never named.
    forced: (e) => (silentInLog(e) ? null : say('log.forcedAction', { team: team(String(e.subject)) })),
    revealed: (e) => say('log.revealed', { cards: e.order.map((c) => `${action(c)} (${actionDef(c).initiative})`).join(', '), player: e.currentName }),
    resolves: (e) => say('log.resolves', { card: action(e.card), initiative: actionDef(e.card).initiative, team: team(actionDef(e.card).team) }),
    'event-drawn': (e) => say('log.eventDrawn', { card: card(e.card) }),
    correction: (e) => corrected(e.correction),

    'no-token-in-supply': () => say('log.noTokenInSupply'),
    'token-placed': (e) => (e.source === 'support' ? say('log.tokenPlaced', { marine: name(e.marine) }) : say('log.tokenPlacedBy', { card: TOKEN_FROM[e.source](), marine: name(e.marine) })),
    swapped: (e) => say('log.swapped', { marine: name(e.marine), other: name(e.other) }),
    turned: (e) => say(sided(e.facing, 'log.turnsLeft', 'log.turnsRight'), { marine: name(e.marine) }),
    'terrain-activated': (e) => say('log.terrainActivated', { marine: name(e.marine), terrain: terrain(e.terrain) }),
    'no-target': (e) => say('log.noTarget', { marine: name(e.marine) }),
    'attack-target': (e) => say('log.attackTarget', { marine: name(e.marine), ...swarm(e.swarm) }),
    'attack-roll': (e) => (e.hits > 0 ? say('log.attackHits', { marine: name(e.marine), roll: e.roll, n: e.hits, ...swarm(e.swarm) }) : say('log.attackMiss', { marine: name(e.marine), roll: e.roll })),
    reroll: (e) => (e.roll === null ? say('log.rerollUnknown', { marine: name(e.marine) }) : say('log.reroll', { marine: name(e.marine), roll: e.roll })),
    'attack-again': (e) =>
      e.card === 'action.full-auto' ? say('log.keepsFiring', { card: action('action.full-auto'), marine: name(e.marine) }) : say('log.strikesAgain', { card: action('action.psionic-attack'), marine: name(e.marine) }),
    'team-fire': (e) => say(e.card === 'action.run-and-gun' ? 'log.teamFireMoving' : 'log.teamFire', { card: action(e.card), marine: name(e.marine) }),

    'defence-roll': (e) => say(DEFENCE[e.result][e.broodLords ? 1 : 0], { ...swarm(e.swarm), marine: name(e.marine), roll: e.roll, lords: e.broodLords }),
    'artefact-spent': () => say('log.artefactSpent', { terrain: terrain('terrain.artefact') }),
    'marine-slain': (e) => say(e.shift === 'up' ? 'log.marineSlainUp' : e.shift === 'down' ? 'log.marineSlainDown' : 'log.marineSlain', { marine: name(e.marine) }),
    'team-gone': (e) => say('log.teamGone', { team: team(e.team) }),
    'genestealer-slain': (e) => (e.broodLord ? say('log.broodLordSlain', { marine: name(e.where) }) : say('log.genestealerSlain', { where: where(e.side, e.where) })),
    'game-over': (e) =>
      `${say(e.outcome === 'won' ? 'log.victory' : 'log.defeat')} ${e.why === 'launch' ? say('log.overLaunch', { roll: e.roll, n: e.tokens }) : say(OVER[e.why])}`,
    spawned: (e) =>
      e.terrain ? say('log.spawnedAt', { type: gsType(e.type), where: where(e.side, e.marine), terrain: terrain(e.terrain) }) : say('log.spawned', { type: gsType(e.type), where: where(e.side, e.marine) }),
    'nothing-moves': (e) => say('log.nothingMoves', { type: gsType(e.icon) }),
    'swarm-stays': (e) => say(sided(e.side, 'log.swarmStaysLeft', 'log.swarmStaysRight'), { marine: name(e.marine) }),
    'swarm-moved': (e) => {
      if (!e.flank) return say(sided(e.side, 'log.swarmMovesDown', 'log.swarmMovesUp'), { marine: name(e.marine), type: gsType(e.icon), to: name(e.to) });
      const key = e.side === 'LEFT' ? sided(e.toSide, 'log.swarmFlanksLeftToLeft', 'log.swarmFlanksLeftToRight') : sided(e.toSide, 'log.swarmFlanksRightToLeft', 'log.swarmFlanksRightToRight');
      return say(key, { marine: name(e.marine), type: gsType(e.icon) });
    },

    travel: () => say('log.travel'),
    'terrain-placed': (e) => say('log.terrainPlaced', { terrain: terrain(e.terrain), where: where(e.side, e.marine), position: e.position }),
    'location-entered': (e) => say(e.final ? 'log.finalLocationEntered' : 'log.locationEntered', { location: place(e.location) }),
    'deck-exhausted': (e) => say('log.deckExhausted', { n: e.count }),
    'blip-piles': (e) => say('log.blipPiles', { left: e.left, right: e.right }),
    'blip-split': (e) => say(sided(e.side, 'log.lastCardLeft', 'log.lastCardRight'), { left: e.left, right: e.right }),

    'door-no-token': () => say('log.doorNoToken', { terrain: terrain('terrain.door') }),
    'door-token': (e) =>
      e.card === 'terrain.door'
        ? say('log.doorToken', { terrain: terrain('terrain.door'), tokens: e.tokens })
        : say('log.doorSecondToken', { card: action('action.onward-brothers'), terrain: terrain('terrain.door'), tokens: e.tokens }),
    'no-control-panel': (e) => say('log.noControlPanel', { location: place(e.location) }),
    'spore-chimney': (e) => say(e.sealed ? 'log.chimneySealed' : 'log.chimneyStays', { roll: e.roll, terrain: terrain('terrain.spore-chimney') }),
    'promethium-flames': () => say('log.promethiumFlames', { terrain: terrain('terrain.promethium-tank') }),
    'promethium-roll': (e) => say(e.caught ? 'log.promethiumCaught' : 'log.promethiumClear', { roll: e.roll, marine: name(e.marine) }),
    'artefact-taken': (e) => say('log.artefactTaken', { marine: name(e.marine), terrain: terrain('terrain.artefact') }),
    'control-panel-sealed': () => say('log.controlPanelSealed', { terrain: terrain('terrain.control-panel'), corridor: terrain('terrain.corridor') }),
    'blip-discarded': (e) => say(sided(e.side, 'log.blipDiscardedLeft', 'log.blipDiscardedRight'), { card: DISCARDED_BY[e.card]() }),
    'spawn-limited': (e) => say('log.spawnLimited', { location: place('location.core-cogitator'), terrain: e.terrain.replace('terrain.', '').replace('-', ' ') }),
    'teleporter-fires': (e) => say('log.teleporterFires', { n: e.count }),
    'token-given-up': (e) => say('log.tokenGivenUp', { marine: name(e.marine) }),
    teleport: (e) => (e.roll === 0 ? say('log.teleportLost', { marine: name(e.marine) }) : say('log.teleportSafe', { marine: name(e.marine), roll: e.roll })),
    generatorium: (e) => (e.skull ? say('log.generatoriumSkull', { roll: e.roll }) : say('log.generatoriumBlast', { roll: e.roll, marine: name(e.marine) })),
    'launch-token': (e) => say('log.launchToken', { location: place('location.launch-control-room'), tokens: e.tokens }),
    'launch-fails': (e) => say('log.launchFails', { roll: e.roll, n: e.tokens }),
    'toxin-roll': (e) => say('log.toxinRoll', { roll: e.roll }),
    'toxin-flush': (e) => say(sided(e.side, 'log.toxinFlushLeft', 'log.toxinFlushRight'), { n: e.count }),

    'dark-catacombs': (e) => say('log.darkCatacombs', { location: place('location.dark-catacombs'), marine: name(e.marine) }),
    'black-holds': (e) => say('log.blackHolds', { location: place('location.black-holds'), where: where(e.side, e.marine) }),
    'artefact-lies': (e) => say('log.artefactLies', { location: place('location.wrath-of-baal-chapel'), terrain: terrain('terrain.artefact'), where: where(e.side, e.marine) }),
    'lair-gathers': (e) => say(sided(e.side, 'log.lairGathersLeft', 'log.lairGathersRight'), { location: place('location.genestealer-lair'), marine: name(e.marine) }),
    'main-corridor': () => say('log.mainCorridor', { location: place('location.main-corridor'), terrain: terrain('terrain.corridor') }),
    'service-shaft': () => say('log.serviceShaft', { location: place('location.service-shaft') }),
    'lower-accessway': (e) => say('log.lowerAccessway', { location: place('location.lower-accessway'), marine: name(e.marine) }),
    'wreckage-turn': (e) => say('log.wreckageTurn', { location: place('location.wreckage-labyrinth'), marine: name(e.marine) }),
    'hibernation-cluster': (e) => say('log.hibernationCluster', { location: place('location.hibernation-cluster'), n: e.count }),

    'stealth-tactics-more': (e) => say(sided(e.side, 'log.stealthMoreLeft', 'log.stealthMoreRight'), { marine: name(e.marine) }),
    'forward-scouting': (e) => say(e.keep ? 'log.scoutingKeeps' : 'log.scoutingBottom', { card: action('action.forward-scouting') }),
    intimidation: (e) => say('log.intimidation', { card: action('action.intimidation'), roll: e.roll }),
    'driven-back': (e) =>
      e.type ? say(sided(e.side, 'log.drivenBackLeft', 'log.drivenBackRight'), { type: gsType(e.type) }) : say(sided(e.side, 'log.lordDrivenBackLeft', 'log.lordDrivenBackRight')),
    'heroic-charge': (e) => say(e.roll === 0 ? 'log.heroicChargeFalls' : 'log.heroicChargeSurvives', { card: action('action.heroic-charge'), marine: name('marine.claudio'), roll: e.roll }),
    'counter-attack': (e) => say(e.last ? 'log.counterAttackLast' : 'log.counterAttackAgain', { card: action('action.counter-attack'), marine: name('marine.lorenzo') }),
    strategize: (e) => {
      const key = e.across ? sided(e.side, 'log.strategizeAcrossLeft', 'log.strategizeAcrossRight') : sided(e.side, 'log.strategizeLeft', 'log.strategizeRight');
      return say(key, { card: action('action.strategize'), ...swarm(e.swarm), marine: name(e.marine) });
    },
    'power-field': (e) => say('log.powerField', { card: action('action.power-field'), ...swarm(e.swarm) }),

    'no-valid-target': (e) => say('log.noValidTarget', { card: card(e.card) }),
    'theyre-everywhere': (e) => {
      const everywhere = card('event.theyre-everywhere');
      if (e.company) return say('log.everywhereCompany', { card: everywhere });
      return e.marines.length === 0 ? say('log.everywhereEmpty', { card: everywhere }) : say('log.everywhere', { card: everywhere, marines: e.marines.map(name).join(', ') });
    },
    surrounded: (e) => say('log.surrounded', { card: card('event.surrounded'), marine: name(e.marine) }),
    'flanking-manoeuvre': () => say('log.flankingManoeuvre', { card: card('event.flanking-manoeuvre') }),
    'out-of-thin-air': (e) => say('log.outOfThinAir', { card: card('event.out-of-thin-air.1'), marine: name(e.marine) }),
    'the-swarm': () => say('log.theSwarm', { card: card('event.the-swarm.1') }),
    evasion: () => say('log.evasion', { card: card('event.evasion') }),
    outnumbered: (e) => say('log.outnumbered', { card: card('event.outnumbered'), marine: name(e.marine), n: e.tokens }),
    'chaos-of-battle': () => say('log.chaosOfBattle', { card: card('event.chaos-of-battle.1') }),
    // "all 1 Support token" is no English (issue 27 §4): one token is his only one.
    stalking: (e) => say('log.stalking', { card: card('event.stalking-from-the-shadows.1'), marine: name(e.marine), n: e.tokens }),
    resupply: (e) => say('log.resupply', { card: card('event.resupply'), marine: name(e.marine), tokens: e.tokens }),
    'gun-jam': (e) => say('log.gunJam', { card: card('event.gun-jam.1'), team: team(e.team) }),
    'second-wind': (e) => say('log.secondWind', { card: card('event.second-wind'), marine: name(e.marine) }),
    'quick-instincts': (e) => say('log.quickInstincts', { card: card('event.quick-instincts'), marine: name(e.marine) }),
    'secret-route': (e) =>
      e.tokens === null
        ? say('log.secretRouteNoDoor', { card: card('event.secret-route.1'), terrain: terrain('terrain.door') })
        : say('log.secretRoute', { card: card('event.secret-route.1'), terrain: terrain('terrain.door'), n: e.tokens }),
    'enter-formation': () => say('log.enterFormation', { card: card('event.enter-formation') }),
    rescue: (e) => say('log.rescue', { marine: name(e.marine) }),
    'psychic-assault': (e) => say(e.dies ? 'log.psychicBurnsOut' : 'log.psychicResists', { card: card('event.psychic-assault'), roll: e.roll, marine: name(e.marine) }),
    'battle-brothers': (e) => say('log.battleBrothers', { card: card('event.for-my-battle-brothers.1'), marine: name(e.marine) }),
    'battle-brothers-discard': (e) =>
      e.type
        ? say('log.battleBrothersDiscard', { card: card('event.for-my-battle-brothers.1'), type: gsType(e.type), where: where(e.side, e.marine) })
        : say('log.battleBrothersDiscardAny', { card: card('event.for-my-battle-brothers.1'), where: where(e.side, e.marine) }),
    'rewarded-faith': (e) => say('log.rewardedFaith', { card: card('event.rewarded-faith'), marine: name(e.marine) }),
    'cleansing-flames': (e) => say(e.skull ? 'log.cleansingSkull' : 'log.cleansingNoSkull', { card: card('event.cleansing-flames'), roll: e.roll }),
    'temporary-sanctuary': (e) => say(sided(e.side, 'log.sanctuaryLeft', 'log.sanctuaryRight'), { card: card('event.temporary-sanctuary'), n: e.count }),
  };
}

/** One event in words, or null when the log does not mention it. */
export function renderEventIn(words: LogWords, ev: GameEvent): string | null {
  return (words[ev.k] as (e: GameEvent) => string | null)(ev);
}

/** The log lines of these events, in order. */
export function renderLogIn(words: LogWords, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const ev of events) {
    const line = renderEventIn(words, ev);
    if (line !== null) out.push(line);
  }
  return out;
}

