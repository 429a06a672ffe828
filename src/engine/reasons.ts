/**
 * Why a reveal is asked, as data (issue 34): the engine names the reason by a code with its
 * parameters (ids and numbers), and each language words it where it is shown
 * (`words/why-en.ts` for English). Plain JSON, so a reason can travel between phones and be
 * kept with a roll without a word of any language in it.
 */
import type { SwarmSeen } from './events';
import type { Side } from '../data/types';

export type RevealWhy =
  | { code: 'attack-roll'; marine: string }
  | { code: 'defence-roll'; marine: string; swarm: SwarmSeen }
  | { code: 'formation-deal' }
  | { code: 'setup-event' }
  | { code: 'event-draw' }
  | { code: 'blip-turned'; side: Side }
  | { code: 'next-location' }
  | { code: 'forward-scouting' }
  | { code: 'spore-chimney' }
  | { code: 'promethium-tank'; marine: string }
  | { code: 'heroic-charge' }
  | { code: 'psychic-assault'; marine: string }
  | { code: 'cleansing-flames' }
  | { code: 'teleportarium'; marine: string }
  | { code: 'generatorium' }
  | { code: 'launch-control'; tokens: number }
  | { code: 'toxin-pumping' }
  | { code: 'intimidation' }
  /** Only for a position stored before reasons were codes that no longer says which roll it asks. */
  | { code: 'die-roll' };

export type RevealWhyCode = RevealWhy['code'];
