/**
 * The log in English: the one place where the engine's events (events.ts) become sentences.
 * Another language is another module with the same shape (`LogWords`); nothing else in the
 * engine writes words for the log. An event that the log does not mention (a phase that
 * begins silently, a forced answer that speaks for itself) renders as null.
 */
import { actionDef, eventDef, locationDef, marineDef, terrainDef } from '../../data';
import type { Correction } from '../correction-kinds';
import type { EventKind, EventOf, GameEvent, SwarmSeen, TokenSource } from '../events';
import type { Side } from '../types';
import { silentInLog } from '../silent';

/** One sentence (or none) per event kind: the compiler refuses a table that misses a kind. */
export type LogWords = { [K in EventKind]: (e: EventOf<K>) => string | null };

const plural = new Intl.PluralRules('en');

/** "1 card", "2 cards": the noun's plural chosen by the language's rules, not by `n === 1`. */
function count(n: number, one: string, other: string): string {
  return `${n} ${plural.select(n) === 'one' ? one : other}`;
}

/** The form that agrees with n: `agree(n, 'is', 'are')`. */
function agree(n: number, one: string, other: string): string {
  return plural.select(n) === 'one' ? one : other;
}

const name = (marine: string): string => marineDef(marine).shortName;
const side = (s: Side): string => (s === 'LEFT' ? 'left' : 'right');
const swarm = (sw: SwarmSeen): string => `the swarm of ${sw.size} ${sw.marine ? `${side(sw.side)} of ${name(sw.marine)}` : 'nowhere'}`;
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const TOKEN_FROM: Record<TokenSource, string> = {
  support: 'A Support token goes on',
  'lead-by-example': 'Lead By Example: a Support token goes on',
  munitorium: 'Munitorium: a Support token goes on',
  apothecarion: 'Apothecarion: a Support token goes on',
  'enter-formation': 'Enter Formation: a Support token goes on',
};

const DISCARDED_BY = { 'cryo-control': 'Cryo Control', 'stealth-tactics': 'Stealth Tactics', 'full-scan': 'Full Scan' } as const;

const GAME_OVER = {
  'all-fallen': () => 'Every Space Marine has fallen.',
  'lair-purged': () => 'Both Brood Lords are dead: the lair is purged.',
  cleared: () => 'No Genestealer is left in the formation or the blip piles.',
  launch: (e: { roll: number; tokens: number }) => `Rolled ${e.roll} with ${count(e.tokens, 'token', 'tokens')} on the card: the launch sequence is complete.`,
};

/** Words for a correction, so that it reads like what the table did. */
export function describeCorrection(c: Correction): string {
  switch (c.t) {
    case 'facing': return `Corrected: ${name(c.marine)} faces ${c.facing.toLowerCase()}.`;
    case 'tokens': return `Corrected: ${name(c.marine)} has ${count(c.count, 'Support token', 'Support tokens')}.`;
    case 'swap': return `Corrected: ${name(c.a)} and ${name(c.b)} trade places.`;
    case 'slain': return `Corrected: ${name(c.marine)} is slain.`;
    case 'genestealers': return `Corrected: ${c.count} ${c.type.toLowerCase()} ${agree(c.count, 'Genestealer', 'Genestealers')} at position ${c.at.row + 1}, ${c.at.side.toLowerCase()}.`;
    case 'brood-lord': return c.at ? `Corrected: a Brood Lord stands at position ${c.at.row + 1}, ${c.at.side.toLowerCase()}.` : 'Corrected: a Brood Lord is out of play.';
    case 'blips': return `Corrected: the ${c.side.toLowerCase()} blip pile holds ${count(c.count, 'card', 'cards')}.`;
    case 'terrain': return c.at ? `Corrected: the ${terrainDef(c.terrain).name} is at position ${c.at.row + 1}, ${c.at.side.toLowerCase()}.` : `Corrected: the ${terrainDef(c.terrain).name} is out of play.`;
    case 'terrain-tokens': return `Corrected: the ${terrainDef(c.terrain).name} holds ${count(c.count, 'Support token', 'Support tokens')}.`;
    case 'event-discarded': return `Corrected: ${eventDef(c.event).name} is ${c.discarded ? 'in the discard pile' : 'back in the deck'}.`;
  }
}

export const LOG_EN: LogWords = {
  dealt: (e) => `${name(e.marine)} is dealt into position ${e.position}.`,
  'setup-complete': () => 'Setup is complete.',
  handicap: (e) => `${count(e.count, 'starting Support token is', 'starting Support tokens are')} placed as a handicap, from the top marine down.`,
  phase: (e) => (silentInLog(e) ? null : e.phase === 'choose-actions' ? `Round ${e.round}: each combat team chooses an Action card.` : 'The Genestealers attack, top to bottom, left before right.'),
  // Other forced answers are worded by what they did; a forced secret card is never named.
  forced: (e) => (silentInLog(e) ? null : `The ${String(e.subject).toLowerCase()} team has only one Action card it may choose this round.`),
  revealed: (e) => `Revealed: ${e.order.map((c) => `${actionDef(c).name} (${actionDef(c).initiative})`).join(', ')}. ${e.currentName} is the current player.`,
  resolves: (e) => `${actionDef(e.card).name} (${actionDef(e.card).initiative}) resolves for the ${actionDef(e.card).team.toLowerCase()} team.`,
  'event-drawn': (e) => `Event drawn: ${eventDef(e.card).name}.`,
  correction: (e) => describeCorrection(e.correction),

  'no-token-in-supply': () => 'No Support token is left in the supply, so none is placed.',
  'token-placed': (e) => `${TOKEN_FROM[e.source]} ${name(e.marine)}.`,
  swapped: (e) => `${name(e.marine)} and ${name(e.other)} trade places.`,
  turned: (e) => `${name(e.marine)} turns to face ${side(e.facing)}.`,
  'terrain-activated': (e) => `${name(e.marine)} activates the ${terrainDef(e.terrain).name}.`,
  'no-target': (e) => `${name(e.marine)} has no swarm in front of him within range.`,
  'attack-target': (e) => `${name(e.marine)} attacks ${swarm(e.swarm)}.`,
  'attack-roll': (e) => (e.hits > 0 ? `${name(e.marine)} rolls ${e.roll}: ${e.hits === 1 ? 'a hit' : `${e.hits} hits`} on ${swarm(e.swarm)}.` : `${name(e.marine)} rolls ${e.roll}: a miss.`),
  reroll: (e) => `${name(e.marine)} spends a Support token to re-roll the ${e.roll}.`,
  'attack-again': (e) => (e.card === 'action.full-auto' ? `Full Auto: ${name(e.marine)} keeps firing.` : `Psionic Attack: ${name(e.marine)} strikes again.`),
  'team-fire': (e) => `${actionDef(e.card).name}: ${name(e.marine)} pays a Support token and ${e.card === 'action.run-and-gun' ? 'fires on the move' : 'fires'}.`,

  'defence-roll': (e) =>
    capital(
      `${swarm(e.swarm)} attacks ${name(e.marine)}: he rolls ${e.roll}${e.broodLords ? ` (−${e.broodLords} for Brood Lords)` : ''}, ${
        e.result === 'kills' ? 'not enough.' : e.result === 'saved' ? 'a hit, but an ability turns it into a miss.' : 'a miss.'
      }`,
    ),
  'artefact-spent': () => 'The Artefact is spent: that attack misses.',
  'marine-slain': (e) => `${name(e.marine)} is slain.${e.shift === 'up' ? ' The marines below move up.' : e.shift === 'down' ? ' The marines above move down.' : ''}`,
  'team-gone': (e) => `The ${e.team.toLowerCase()} combat team is gone; its Action cards leave the game.`,
  'genestealer-slain': (e) => (e.broodLord ? `A Brood Lord is slain by ${name(e.where)}'s row!` : `A Genestealer ${side(e.side)} of ${name(e.where)} is slain.`),
  'game-over': (e) => `${e.outcome === 'won' ? 'Victory!' : 'Defeat.'} ${e.why === 'launch' ? GAME_OVER.launch(e) : GAME_OVER[e.why]()}`,
  spawned: (e) => `A ${e.type.toLowerCase()} Genestealer spawns ${side(e.side)} of ${name(e.marine)}${e.terrain ? ` at the ${terrainDef(e.terrain).name}` : ''}.`,
  'nothing-moves': (e) => `No swarm holds a ${e.icon.toLowerCase()} Genestealer, so nothing moves.`,
  'swarm-stays': (e) => `The ${side(e.side)} swarm of ${name(e.marine)} is already behind him and stays.`,
  'swarm-moved': (e) =>
    e.flank
      ? `The ${side(e.side)} swarm of ${name(e.marine)} (${e.icon.toLowerCase()}) flanks to ${name(e.marine)}'s ${side(e.toSide)}, behind him.`
      : `The ${side(e.side)} swarm of ${name(e.marine)} (${e.icon.toLowerCase()}) moves ${e.side === 'LEFT' ? 'down' : 'up'} to ${name(e.to)}.`,

  travel: () => 'A blip pile is empty: the squad travels to the next location.',
  'terrain-placed': (e) => `${terrainDef(e.terrain).name} goes ${side(e.side)} of ${name(e.marine)} (position ${e.position}).`,
  'location-entered': (e) => `The squad enters the ${locationDef(e.location).name}${e.final ? ', the final location' : ''}.`,
  'deck-exhausted': (e) => `The Genestealer deck is exhausted: ${count(e.count, 'blip card', 'blip cards')} could not be dealt.`,
  'blip-piles': (e) => `Blip piles: ${e.left} left, ${e.right} right.`,
  'blip-split': (e) => `The last Genestealer card goes to the ${side(e.side)} blip pile. Blip piles: ${e.left} left, ${e.right} right.`,

  'door-no-token': () => 'No Support token is left in the supply for the Door.',
  'door-token': (e) => (e.card === 'terrain.door' ? `A Support token goes on the Door (${e.tokens} there now).` : `Onward Brothers!: a second token goes on the Door (${e.tokens} there now).`),
  'no-control-panel': (e) => `The ${locationDef(e.location).name} has no control panel effect, so nothing happens.`,
  'spore-chimney': (e) => (e.sealed ? `Rolled ${e.roll}: a skull — the Spore Chimney is sealed and leaves play.` : `Rolled ${e.roll}: no skull, the Spore Chimney stays.`),
  'promethium-flames': () => 'The Promethium Tank goes up in flames.',
  'promethium-roll': (e) => (e.caught ? `Rolled ${e.roll}: ${name(e.marine)} is caught in the blast.` : `Rolled ${e.roll}: ${name(e.marine)} is clear of the blast.`),
  'artefact-taken': (e) => `${name(e.marine)} takes the Artefact; it can turn one Genestealer hit on his player's marines into a miss.`,
  'control-panel-sealed': () => 'The Control Panel seals the tunnel: a Corridor takes its place.',
  'blip-discarded': (e) => `${DISCARDED_BY[e.card]}: the top card of the ${side(e.side)} blip pile is discarded.`,
  'spawn-limited': (e) => `Core Cogitator: the ${e.terrain.replace('terrain.', '').replace('-', ' ')} will take at most one Genestealer per spawn this Event Phase.`,
  'teleporter-fires': (e) => `The teleporter fires: both blip piles (${e.count} cards) are discarded.`,
  'token-given-up': (e) => `${name(e.marine)} gives up a Support token.`,
  teleport: (e) => (e.roll === 0 ? `${name(e.marine)} rolls 0 and is lost in the warp.` : `${name(e.marine)} rolls ${e.roll} and arrives safely.`),
  generatorium: (e) => (e.skull ? `Rolled ${e.roll}: a skull — the generators overload among the Genestealers (up to 4 die).` : `Rolled ${e.roll}: no skull — the blast takes ${name(e.marine)}.`),
  'launch-token': (e) => `A Support token goes on the Launch Control Room (${e.tokens} there now).`,
  'launch-fails': (e) => `Rolled ${e.roll}, more than the ${count(e.tokens, 'token', 'tokens')} on the card: nothing happens.`,
  'toxin-roll': (e) => `Rolled ${e.roll}: that many blip cards are flushed out.`,
  'toxin-flush': (e) => `${count(e.count, 'card', 'cards')} leave the ${side(e.side)} blip pile.`,

  'dark-catacombs': (e) => `Dark Catacombs: something stirs behind ${name(e.marine)}.`,
  'black-holds': (e) => `Black Holds: two more Genestealers join the swarm ${side(e.side)} of ${name(e.marine)}.`,
  'artefact-lies': (e) => `Wrath of Baal Chapel: the Artefact lies ${side(e.side)} of ${name(e.marine)}.`,
  'lair-gathers': (e) => `Genestealer Lair: the ${side(e.side)} swarms gather at ${name(e.marine)}, where a Brood Lord rises.`,
  'main-corridor': () => 'Main Corridor: two Genestealers charge in at the Corridor.',
  'service-shaft': () => 'Service Shaft: every marine turns to face right.',
  'lower-accessway': (e) => `Lower Accessway: two Genestealers drop in behind ${name(e.marine)}.`,
  'wreckage-turn': (e) => `Wreckage Labyrinth: ${name(e.marine)} turns away from the wreckage.`,
  'hibernation-cluster': (e) => `Hibernation Cluster: ${count(e.count, 'card', 'cards')} ${agree(e.count, 'goes', 'go')} into each blip pile, one per marine.`,

  'stealth-tactics-more': (e) => `${name(e.marine)} pays a Support token: the top card of the ${side(e.side)} blip pile is discarded too.`,
  'forward-scouting': (e) => (e.keep ? 'Forward Scouting: the top Event card stays where it is.' : 'Forward Scouting: the top Event card goes to the bottom of the deck.'),
  intimidation: (e) => `Intimidation: rolled ${e.roll}.`,
  'driven-back': (e) => `A ${String(e.type).toLowerCase()} Genestealer is driven back into the ${side(e.side)} blip pile.`,
  'heroic-charge': (e) => (e.roll === 0 ? 'Heroic Charge: rolled 0 — Claudio falls in the charge.' : `Heroic Charge: rolled ${e.roll} — Claudio survives the charge.`),
  'counter-attack': (e) => (e.last ? 'Counter Attack: Lorenzo cuts down the last of that swarm.' : 'Counter Attack: Lorenzo cuts one down, and what is left of the swarm attacks him again.'),
  strategize: (e) => `Strategize: ${swarm(e.swarm)} is moved ${e.across ? 'across ' : ''}to ${side(e.side)} of ${name(e.marine)}.`,
  'power-field': (e) => `Power Field: ${swarm(e.swarm)} can neither attack nor be slain this round.`,

  'no-valid-target': (e) => `${eventDef(e.card).name}: no valid target, so nothing happens.`,
  'theyre-everywhere': (e) =>
    e.company
      ? "They're Everywhere!: every marine already has company."
      : e.marines.length === 0
        ? "They're Everywhere!: the blip piles are empty, so no Genestealer appears."
        : `They're Everywhere!: a Genestealer appears in front of ${e.marines.map(name).join(', ')}.`,
  surrounded: (e) => `Surrounded: every swarm closes in on ${name(e.marine)}, each on its own side.`,
  'flanking-manoeuvre': () => 'Flanking Manoeuvre: every swarm slips behind its marine.',
  'out-of-thin-air': (e) => `Out of Thin Air: Genestealers appear behind ${name(e.marine)}.`,
  'the-swarm': () => 'The Swarm: two more cards join each blip pile.',
  evasion: () => 'Evasion: next round, each Attack card lets only one marine attack.',
  outnumbered: (e) => `Outnumbered: ${name(e.marine)} loses ${count(e.tokens, 'Support token', 'Support tokens')}.`,
  'chaos-of-battle': () => 'Chaos of Battle: every marine turns to face the other way.',
  // "all 1 Support token" is no English (issue 27 §4): one token is his only one.
  stalking: (e) => `Stalking from the Shadows: ${name(e.marine)} loses ${agree(e.tokens, 'his only Support token', `all ${e.tokens} Support tokens`)}.`,
  resupply: (e) => `Resupply: every Support token on the marines goes to ${name(e.marine)} (${e.tokens} now).`,
  'gun-jam': (e) => `Gun Jam: next round the ${e.team.toLowerCase()} team may not choose its Attack card.`,
  'second-wind': (e) => `Second Wind: next round, a defence roll of 0 by ${name(e.marine)} misses.`,
  'quick-instincts': (e) => `Quick Instincts: ${name(e.marine)} fires at once.`,
  'secret-route': (e) => (e.tokens === null ? 'Secret Route: there is no Door, so nothing happens.' : `Secret Route: ${count(e.tokens, 'Support token', 'Support tokens')} go on the Door.`),
  'enter-formation': () => 'Enter Formation: next round, each Move + Activate card may first hand out a Support token.',
  rescue: (e) => `Rescue: ${name(e.marine)} rejoins the squad at the bottom of the formation, facing right.`,
  'psychic-assault': (e) => (e.dies ? `Psychic Assault: rolled ${e.roll} — ${name(e.marine)}'s mind burns out.` : `Psychic Assault: rolled ${e.roll} — ${name(e.marine)} resists.`),
  'battle-brothers': (e) => `For My Battle Brothers!: ${name(e.marine)} gives a token for the others and fights off a Genestealer.`,
  'battle-brothers-discard': (e) => `For My Battle Brothers!: ${e.type ? `a ${e.type.toLowerCase()} Genestealer` : 'a Genestealer'} ${side(e.side)} of ${name(e.marine)} is discarded.`,
  'rewarded-faith': (e) => `Rewarded Faith: ${name(e.marine)} returns a Support token to strike down a Genestealer.`,
  'cleansing-flames': (e) => `Cleansing Flames: rolled ${e.roll}${e.skull ? ' — a skull, the flames take hold.' : ', no skull.'}`,
  'temporary-sanctuary': (e) => `Temporary Sanctuary: ${count(e.count, 'Genestealer', 'Genestealers')} fall back into the ${side(e.side)} blip pile.`,
};

/** One event in words, or null when the log does not mention it. */
export function renderEvent(ev: GameEvent, words: LogWords = LOG_EN): string | null {
  return (words[ev.k] as (e: GameEvent) => string | null)(ev);
}

/** The log lines of these events, in order. */
export function renderLog(events: readonly GameEvent[], words: LogWords = LOG_EN): string[] {
  const out: string[] = [];
  for (const ev of events) {
    const line = renderEvent(ev, words);
    if (line !== null) out.push(line);
  }
  return out;
}
