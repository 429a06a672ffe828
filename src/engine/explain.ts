/**
 * Why a reveal the table entered is impossible, in words a player can act on. The generic
 * "not possible" message would leave them guessing which card the app thinks is where.
 */
import { EVENTS, eventDef, GENESTEALER_TYPES, isSetupLocation, locationDef, LOCATIONS, MARINES, marineDef } from '../data';
import type { GameState, RevealPrompt } from './types';

export function explainReveal(s: GameState, p: RevealPrompt, choice: string): string {
  switch (p.reveal) {
    case 'die':
      return `"${choice}" is not a face of the combat die: enter a number from 0 to 5.`;
    case 'event': {
      if (!EVENTS.some((e) => e.id === choice)) return `"${choice}" is not an Event card.`;
      const name = eventDef(choice).name;
      if (s.eventDiscard.includes(choice)) return `${name} is in the Event discard pile, so it cannot be drawn now.`;
      if (s.event === choice) return `${name} is the Event being resolved right now.`;
      if (s.eventKnown.top && s.eventKnown.top !== choice) return `Forward Scouting left ${eventDef(s.eventKnown.top).name} on top of the Event deck, so it comes next.`;
      return `${name} was put at the bottom of the Event deck by Forward Scouting; other cards come first.`;
    }
    case 'genestealer': {
      const side = p.side.toLowerCase();
      if (!(GENESTEALER_TYPES as readonly string[]).includes(choice)) return `"${choice}" is not a Genestealer type (claw, head, tail or tongue).`;
      if (s.blips[p.side].length === 0) return `The ${side} blip pile is empty.`;
      return `Every ${choice.toLowerCase()} Genestealer is already face up or slain, so the ${side} blip pile cannot hold one.`;
    }
    case 'location': {
      if (!LOCATIONS.some((l) => l.id === choice)) return `"${choice}" is not a Location card of the deck.`;
      const top = s.locationDeck[0];
      const def = top ? locationDef(top) : null;
      const tier = def && !isSetupLocation(def) ? def.tier : '?';
      if (s.location === choice || s.pastLocations.includes(choice)) return `The squad has already been to the ${locationDef(choice).name}.`;
      return `The next Location card comes from tier ${tier}, and the ${locationDef(choice).name} is not one of them.`;
    }
    case 'marine':
      if (!MARINES.some((m) => m.id === choice)) return `"${choice}" is not a Space Marine card.`;
      if (s.formation.some((r) => r.marine === choice)) return `${marineDef(choice).name} is already in the formation.`;
      return `${marineDef(choice).name} is not in a combat team of this game.`;
  }
}
