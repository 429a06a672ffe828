/**
 * Every question the engine can ask (`prompt.ask`), in our own words. The title is the
 * question; the hint says what the answer does. tests/ui/wording.test.ts checks that every
 * key the engine produces is here.
 */
import type { DecisionPrompt, GameState } from '../../engine';
import { cardName, marineName, TEAM_NAMES } from './names';

export interface Question {
  title: string;
  hint?: string;
}

type Wording = (subject: string, s: GameState) => Question;

const m = (id: string): string => (id.startsWith('marine.') ? marineName(id) : cardName(id));
const team = (id: string): string => TEAM_NAMES[id as keyof typeof TEAM_NAMES] ?? id;
const ev = (subject: string) => (subject ? `${cardName(subject)}: ` : '');

export const ASKS: Record<string, Wording> = {
  'choose-action': (t, s) =>
    // At the table the cards are turned face up together first; the app only records them.
    s.chance === 'table'
      ? { title: `Which Action card did the ${team(t)} team turn up?` }
      : { title: `Choose the ${team(t)} team's Action card`, hint: 'Kept secret until every team has chosen.' },
  'support-target': (c) => ({ title: `${cardName(c)}: which marine gets the Support token?` }),
  move: (c) => ({ title: `${cardName(c)}: move a marine?`, hint: 'A marine may swap places with the marine next to him.' }),
  face: (c) => ({ title: `${cardName(c)}: turn a marine around?`, hint: 'Each marine of the team may change facing.' }),
  activate: (c) => ({ title: `${cardName(c)}: activate a Terrain card?`, hint: 'A marine may use a Terrain card on the side he faces.' }),
  attacker: (c) => ({ title: `${cardName(c)}: which marine attacks next?` }),
  'attack-target': (x) => ({ title: `Which swarm does ${m(x)} attack?`, hint: 'Only swarms he faces, within his range.' }),
  'attack-reroll': (x) => ({ title: `${m(x)} may spend his Support token to roll again`, hint: 'The new roll stands.' }),
  slay: (x) => ({ title: x ? `${m(x)} slays which Genestealer?` : 'Which Genestealer is slain?' }),
  'defence-reroll': (x) => ({ title: `${m(x)} may spend his Support token to roll again`, hint: 'Defending: a roll above the swarm size is a miss.' }),
  'use-artefact': (x) => ({ title: `Use the Artefact to save ${m(x)}?`, hint: 'It makes this attack miss, then it is discarded.' }),
  'spawn-first': (colour) => ({
    title: `Not enough blips for every ${colour.toLowerCase()} terrain: which spawns first?`,
  }),
  'door-slay': () => ({ title: 'Before travelling: slay a Genestealer for a token on the Door?', hint: 'One Genestealer anywhere per token.' }),
  'blip-split': () => ({ title: 'One card is left for two piles: which blip pile gets it?' }),
  'onward-brothers': (x) => ({ title: `Onward, Brothers!: add a Support token to the ${cardName(x)}?` }),
  'lead-by-example': (x) => ({ title: 'Lead By Example: which marine gets a Support token?', hint: `${m(x)} slew a Genestealer: a token from the supply goes on any marine.` }),
  'full-auto': (x) => ({ title: `Full Auto: ${m(x)} hit. Attack again?` }),
  'psionic-attack': (x) => ({ title: `Psionic Attack: ${m(x)} may attack again` }),
  'heroic-charge': () => ({ title: 'Heroic Charge: which swarm does Claudio charge?' }),
  // The card itself is shown in full under the question (EventCard), so the title stays short.
  'forward-scouting': () => ({
    title: 'Forward Scouting: the next Event card',
    hint: 'Only you see it. Keep it on top, or put it at the bottom of the deck?',
  }),
  intimidation: () => ({ title: 'Intimidation: roll to drive Genestealers back?' }),
  'intimidation-pile': () => ({ title: 'Intimidation: into which blip pile do they go?' }),
  'intimidation-pick': () => ({ title: 'Intimidation: which Genestealer is driven back?' }),
  'run-and-gun-next': () => ({ title: 'Run and Gun: which marine pays a token and fires next?', hint: 'In any order; one not yet picked may still fire later.' }),
  'enter-formation': () => ({ title: 'Enter Formation: give a marine a Support token first?' }),
  'stealth-first': () => ({ title: 'Stealth Tactics: discard the top card of a blip pile?' }),
  'stealth-second': () => ({ title: 'Stealth Tactics: pay a token to discard from the other pile too?' }),
  'overwatch-next': () => ({ title: 'Overwatch: which marine pays a token and fires next?', hint: 'In any order; one not yet picked may still fire later.' }),
  'strategize-swarm': () => ({ title: 'Strategize: move a swarm across?' }),
  'strategize-to': () => ({ title: 'Strategize: where does the swarm go?' }),
  'power-field': () => ({ title: 'Power Field: which swarm is shielded this round?' }),
  surrounded: (e) => ({ title: `${ev(e)}every Genestealer moves to which marine?` }),
  'out-of-thin-air': (e) => ({ title: `${ev(e)}Genestealers appear behind which marine?` }),
  stalking: (e) => ({ title: `${ev(e)}which marine loses his Support tokens?` }),
  resupply: (e) => ({ title: `${ev(e)}every marine's Support tokens move to which marine?` }),
  'gun-jam': (e) => ({ title: `${ev(e)}which team's Attack card jams next round?` }),
  'full-scan': (e) => ({ title: `${ev(e)}discard the top card of which blip pile?` }),
  'second-wind': (e) => ({ title: `${ev(e)}which marine gets a second wind next round?` }),
  'theyre-everywhere': (e) => ({ title: `${ev(e)}too few blips: which marine gets a Genestealer?`, hint: 'Pick one at a time until the pile is empty.' }),
  'quick-instincts': (e) => ({ title: `${ev(e)}which marine fires at once?` }),
  rescue: (e) => ({ title: `${ev(e)}which fallen marine is rescued?` }),
  'psychic-assault': (e) => ({ title: `${ev(e)}which marine rolls against the assault?` }),
  'battle-brothers': (e) => ({ title: `${ev(e)}which marine gives a token to drive a Genestealer off?` }),
  'battle-brothers-discard': (x) => ({ title: `For My Battle Brothers!: which Genestealer does ${m(x)} take down?` }),
  'rewarded-faith': (e) => ({ title: `${ev(e)}which marine may trade tokens for kills?` }),
  'rewarded-faith-slay': (x) => ({ title: `Rewarded Faith: ${m(x)} returns a token to slay a Genestealer?` }),
  'cleansing-flames': (e) => ({ title: `${ev(e)}which marine rolls to burn the swarms?` }),
  'cleansing-flames-slay': (x) => ({ title: `Cleansing Flames: which Genestealer near ${m(x)} burns?` }),
  'temporary-sanctuary': (e) => ({ title: `${ev(e)}which swarm goes back to the blips?` }),
  'sanctuary-pile': () => ({ title: 'Temporary Sanctuary: into which blip pile?' }),
  munitorium: (x) => ({ title: x ? `Munitorium: a second marine (not ${m(x)}) gets a token` : 'Munitorium: which marine gets a Support token?' }),
  'dark-catacombs': () => ({ title: 'Dark Catacombs: a Genestealer appears behind which marine?', hint: 'A marine without a Support token, if there is one.' }),
  'black-holds': () => ({ title: 'Black Holds: which swarm grows by two?' }),
  'place-artefact': () => ({ title: 'Wrath of Baal Chapel: where does the Artefact lie?' }),
  'brood-lord-left': () => ({ title: 'Genestealer Lair: which Brood Lord comes on the left?', hint: 'The other comes on the right.' }),
  'discard-blip': () => ({ title: 'Cryo Control: discard a card from which blip pile?' }),
  'token-target': () => ({ title: 'Apothecarion: which marine gets a Support token?' }),
  'turn-around': (x) => ({ title: `Apothecarion: turn ${m(x)} around?` }),
  'limit-spawn': () => ({ title: 'Core Cogitator: which terrain lets only one Genestealer through?' }),
  'token-or-roll': (x) => ({ title: `Teleportarium: ${m(x)} gives up a Support token, or rolls?`, hint: 'A roll of 0 is lost in the warp.' }),
  'slay-anywhere': () => ({ title: 'Generatorium: slay a Genestealer anywhere?', hint: 'Up to 4 in all.' }),
  'launch-control': () => ({ title: 'Launch Control Room: put a Support token on the card, or roll?', hint: 'A roll no higher than the tokens here wins the game.' }),
  'toxin-pile': () => ({ title: 'Toxin Pumping Station: discard from which blip pile?' }),
};

export function question(p: DecisionPrompt, s: GameState): Question {
  const w = ASKS[p.ask];
  return w ? w(p.subject ?? '', s) : { title: 'Choose one' };
}
