/**
 * Why a reveal is asked, in any language: the one place where a `RevealWhy` (reasons.ts)
 * becomes a sentence, from the `log` area of the catalogue. The compiler refuses a table that
 * misses a code.
 */
import { actionDef, eventDef, locationDef, terrainDef } from '../../data';
import type { RevealWhy, RevealWhyCode } from '../reasons';
import { speech, type LogSay } from './log';

export type WhyWords = { [K in RevealWhyCode]: (w: Extract<RevealWhy, { code: K }>) => string };

export function whyWords(say: LogSay): WhyWords {
  const { name, swarm, sided } = speech(say);
  return {
    'attack-roll': (w) => say('log.why.attackRoll', { marine: name(w.marine) }),
    'defence-roll': (w) => say('log.why.defenceRoll', { marine: name(w.marine), ...swarm(w.swarm) }),
    'formation-deal': () => say('log.why.formationDeal'),
    'setup-event': () => say('log.why.setupEvent'),
    'event-draw': () => say('log.why.eventDraw'),
    'blip-turned': (w) => say(sided(w.side, 'log.why.blipTurnedLeft', 'log.why.blipTurnedRight')),
    'next-location': () => say('log.why.nextLocation'),
    'forward-scouting': () => say('log.why.forwardScouting', { card: actionDef('action.forward-scouting').name }),
    'spore-chimney': () => say('log.why.sporeChimney', { terrain: terrainDef('terrain.spore-chimney').name }),
    'promethium-tank': (w) => say('log.why.promethiumTank', { terrain: terrainDef('terrain.promethium-tank').name, marine: name(w.marine) }),
    'heroic-charge': () => say('log.why.heroicCharge', { card: actionDef('action.heroic-charge').name, marine: name('marine.claudio') }),
    'psychic-assault': (w) => say('log.why.psychicAssault', { card: eventDef('event.psychic-assault').name, marine: name(w.marine) }),
    'cleansing-flames': () => say('log.why.cleansingFlames', { card: eventDef('event.cleansing-flames').name }),
    teleportarium: (w) => say('log.why.teleportarium', { location: locationDef('location.teleportarium').name, marine: name(w.marine) }),
    generatorium: () => say('log.why.generatorium', { location: locationDef('location.generatorium').name }),
    'launch-control': (w) => say('log.why.launchControl', { tokens: w.tokens }),
    'toxin-pumping': () => say('log.why.toxinPumping', { location: locationDef('location.toxin-pumping-station').name }),
    intimidation: () => say('log.why.intimidation', { card: actionDef('action.intimidation').name }),
    'die-roll': () => say('log.why.dieRoll'),
  };
}

/** A reveal's reason in words. */
export function whyIn(words: WhyWords, w: RevealWhy): string {
  return (words[w.code] as (x: RevealWhy) => string)(w);
}
