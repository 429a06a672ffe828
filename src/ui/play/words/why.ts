/**
 * "Why?": the reference entry behind every question of both modes. Decision prompts map by
 * their `ask` key, table reveals by their `reveal` kind; both tables are Records over the
 * engine's typed lists, so a new question without an entry fails to compile.
 */
import type { Ask, GameEvent, RevealPrompt } from '../../../engine';
import { cardEntryId } from './entry-ids';

const card = cardEntryId;

export const ASK_ENTRY: Record<Ask, string> = {
  'choose-action': 'rule:choose-actions',
  'support-target': 'rule:support',
  move: 'rule:move',
  face: 'rule:facing',
  activate: 'rule:activate',
  attacker: 'rule:attack',
  'attack-target': 'rule:range',
  'attack-reroll': 'rule:support-token',
  slay: 'rule:attack',
  'defence-reroll': 'rule:support-token',
  'use-artefact': card('terrain.artefact'),
  'spawn-first': 'rule:spawn',
  'door-slay': 'rule:door',
  'blip-split': 'ruling:T6',
  'onward-brothers': card('action.onward-brothers'),
  'lead-by-example': card('action.lead-by-example'),
  'full-auto': card('action.full-auto'),
  'psionic-attack': card('action.psionic-attack'),
  'heroic-charge': card('action.heroic-charge'),
  'forward-scouting': card('action.forward-scouting'),
  intimidation: card('action.intimidation'),
  'intimidation-pile': card('action.intimidation'),
  'intimidation-pick': card('action.intimidation'),
  'run-and-gun-next': card('action.run-and-gun'),
  'enter-formation': card('event.enter-formation'),
  'stealth-first': card('action.stealth-tactics'),
  'stealth-second': card('action.stealth-tactics'),
  'overwatch-next': card('action.overwatch'),
  'strategize-swarm': card('action.strategize'),
  'strategize-to': card('action.strategize'),
  'power-field': card('action.power-field'),
  surrounded: card('event.surrounded'),
  'out-of-thin-air': card('event.out-of-thin-air.1'),
  stalking: card('event.stalking-from-the-shadows.1'),
  resupply: card('event.resupply'),
  'theyre-everywhere': card('event.theyre-everywhere'),
  'gun-jam': card('event.gun-jam.1'),
  'full-scan': card('event.full-scan.1'),
  'second-wind': card('event.second-wind'),
  'quick-instincts': card('event.quick-instincts'),
  rescue: card('event.rescue-space-marine'),
  'psychic-assault': card('event.psychic-assault'),
  'battle-brothers': card('event.for-my-battle-brothers.1'),
  'battle-brothers-discard': card('event.for-my-battle-brothers.1'),
  'rewarded-faith': card('event.rewarded-faith'),
  'rewarded-faith-slay': card('event.rewarded-faith'),
  'cleansing-flames': card('event.cleansing-flames'),
  'cleansing-flames-slay': card('event.cleansing-flames'),
  'temporary-sanctuary': card('event.temporary-sanctuary'),
  'sanctuary-pile': card('event.temporary-sanctuary'),
  munitorium: card('location.munitorium'),
  'dark-catacombs': card('location.dark-catacombs'),
  'black-holds': card('location.black-holds'),
  'place-artefact': card('location.wrath-of-baal-chapel'),
  'brood-lord-left': card('location.genestealer-lair'),
  'discard-blip': card('location.cryo-control'),
  'token-target': card('location.apothecarion'),
  'turn-around': card('location.apothecarion'),
  'limit-spawn': card('location.core-cogitator'),
  'token-or-roll': card('location.teleportarium'),
  'slay-anywhere': card('location.generatorium'),
  'launch-control': card('location.launch-control-room'),
  'toxin-pile': card('location.toxin-pumping-station'),
};

/** Table reveals: what the table draws or rolls, and the rule that makes it do so. */
export const REVEAL_ENTRY: Record<RevealPrompt['reveal'], string> = {
  die: 'term:skull',
  event: 'rule:event',
  genestealer: 'rule:spawn',
  location: 'rule:travel',
  marine: 'rule:formation',
};

/** Automatic steps in the log, by the kind of event they tell. */
const LOG_ENTRY: Partial<Record<GameEvent['k'], string>> = {
  'swarm-moved': 'rule:swarm-move',
  'swarm-stays': 'rule:swarm-move',
  spawned: 'rule:spawn',
  'genestealer-slain': 'rule:attack',
  // A defence roll is the Genestealer Attack rule at work (issue 35: it had no link).
  'defence-roll': 'rule:gs-attack',
  'battle-brothers-discard': card('event.for-my-battle-brothers.1'),
  'blip-split': 'ruling:T6',
  travel: 'rule:travel',
  'location-entered': 'rule:travel',
  'event-drawn': 'rule:event',
};

export function whyEntry(kind: { ask: Ask } | { reveal: RevealPrompt['reveal'] }): string | null {
  return 'ask' in kind ? ASK_ENTRY[kind.ask] : REVEAL_ENTRY[kind.reveal];
}

export function logEntry(ev: GameEvent): string | null {
  // A marine slain mid-formation closes the gap: that is the rule worth reading.
  if (ev.k === 'marine-slain') return ev.shift ? 'rule:shift' : 'rule:slain';
  return LOG_ENTRY[ev.k] ?? null;
}
