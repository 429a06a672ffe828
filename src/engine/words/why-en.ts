/**
 * Why a reveal is asked, in English: the one place where a `RevealWhy` (reasons.ts) becomes
 * a sentence. Another language is another table of the same shape; the compiler refuses a
 * table that misses a code.
 */
import { marineDef } from '../../data';
import type { SwarmSeen } from '../events';
import type { RevealWhy, RevealWhyCode } from '../reasons';

export type WhyWords = { [K in RevealWhyCode]: (w: Extract<RevealWhy, { code: K }>) => string };

const name = (marine: string): string => marineDef(marine).shortName;
const swarm = (sw: SwarmSeen): string => `the swarm of ${sw.size} ${sw.marine ? `${sw.side === 'LEFT' ? 'left' : 'right'} of ${name(sw.marine)}` : 'nowhere'}`;

export const WHY_EN: WhyWords = {
  'attack-roll': (w) => `${name(w.marine)}'s attack roll.`,
  'defence-roll': (w) => `${name(w.marine)}'s defence roll against ${swarm(w.swarm)}.`,
  'formation-deal': () => 'The next Space Marine card dealt into the formation.',
  'setup-event': () => 'The Event card drawn for the setup spawn.',
  'event-draw': () => 'The current player draws the top Event card.',
  'blip-turned': (w) => `The Genestealer turned face up from the ${w.side === 'LEFT' ? 'left' : 'right'} blip pile.`,
  'next-location': () => 'The next Location card.',
  'forward-scouting': () => 'Forward Scouting: the top card of the Event deck, seen by the resolving player only.',
  'spore-chimney': () => 'Spore Chimney roll (no re-roll).',
  'promethium-tank': (w) => `Promethium Tank: a 0 kills ${name(w.marine)} (no re-roll).`,
  'heroic-charge': () => 'Heroic Charge: a 0 kills Claudio (not an attack roll: no re-roll).',
  'psychic-assault': (w) => `Psychic Assault: ${name(w.marine)} dies on a 0 or 1 (no re-roll).`,
  'cleansing-flames': () => 'Cleansing Flames roll (no re-roll): a skull burns 2 Genestealers.',
  teleportarium: (w) => `Teleportarium: ${name(w.marine)} rolls; a 0 kills him.`,
  generatorium: () => 'Generatorium roll (no re-roll).',
  'launch-control': (w) => `Launch Control: the marines win on ${w.tokens} or less.`,
  'toxin-pumping': () => 'Toxin Pumping Station roll (no re-roll).',
  intimidation: () => 'Intimidation roll (not an attack: no re-roll).',
  'die-roll': () => 'A roll of the combat die.',
};

/** A reveal's reason in words. */
export function whyEn(w: RevealWhy, words: WhyWords = WHY_EN): string {
  return (words[w.code] as (x: RevealWhy) => string)(w);
}
