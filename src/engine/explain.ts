/**
 * Why a reveal the table entered is impossible, as data a player can act on once worded
 * (words/refusal-en.ts). The generic "not an option" would leave them guessing which card
 * the app thinks is where.
 */
import { EVENTS, GENESTEALER_TYPES, isSetupLocation, locationDef, LOCATIONS, MARINES } from '../data';
import type { AnswerRefusal } from './refusals';
import type { GameState, RevealPrompt } from './types';

export function explainReveal(s: GameState, p: RevealPrompt, choice: string): AnswerRefusal {
  switch (p.reveal) {
    case 'die':
      return { code: 'not-a-face', choice };
    case 'event': {
      if (!EVENTS.some((e) => e.id === choice)) return { code: 'not-an-event', choice };
      if (s.eventDiscard.includes(choice)) return { code: 'event-discarded', event: choice };
      if (s.event === choice) return { code: 'event-in-play', event: choice };
      if (s.eventKnown.top && s.eventKnown.top !== choice) return { code: 'event-kept-on-top', top: s.eventKnown.top };
      return { code: 'event-at-bottom', event: choice };
    }
    case 'genestealer': {
      if (!(GENESTEALER_TYPES as readonly string[]).includes(choice)) return { code: 'not-a-genestealer-type', choice };
      if (s.blips[p.side].length === 0) return { code: 'blip-pile-empty', side: p.side };
      return { code: 'type-used-up', type: choice, side: p.side };
    }
    case 'location': {
      if (!LOCATIONS.some((l) => l.id === choice)) return { code: 'not-a-location', choice };
      if (s.location === choice || s.pastLocations.includes(choice)) return { code: 'location-visited', location: choice };
      const top = s.locationDeck[0];
      const def = top ? locationDef(top) : null;
      return { code: 'location-not-in-tier', location: choice, tier: def && !isSetupLocation(def) ? def.tier : '?' };
    }
    case 'marine':
      if (!MARINES.some((m) => m.id === choice)) return { code: 'not-a-marine', choice };
      if (s.formation.some((r) => r.marine === choice)) return { code: 'marine-in-formation', marine: choice };
      return { code: 'marine-not-in-game', marine: choice };
  }
}
