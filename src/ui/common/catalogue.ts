/**
 * The catalogue: the English of the game's questions, answers and the sentences that do not
 * depend on the log, keyed by typed ids (the engine's asks and option words), as whole
 * sentences with {placeholders}. A second language is one more catalogue of the same type.
 * Counted words go through `plural` (Intl.PluralRules), never through `n === 1 ? '' : 's'`.
 * Names of cards and marines come from the card data (names.ts); this file holds our words.
 */
import type { Ask, Word } from '../../engine';

export const LOCALE = 'en';

/** Plural forms of one sentence, as Intl.PluralRules names them ('one', 'other', …). */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Intl.PluralRules(LOCALE);

/** Fills {name} placeholders; a missing value stays visible as {name} so a test can catch it. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The sentence for count `n` ({n} in it is the number), with any other placeholders filled. */
export function plural(n: number, forms: Plural, params: Record<string, string | number> = {}): string {
  return fill(forms[rules.select(n)] ?? forms.other, { ...params, n });
}

/**
 * A question: its title, an optional hint, a title for when it has no subject (`alone`), and
 * one for the table companion where it differs (`table`). Placeholders: {marine} (short name),
 * {card} (card name), {team}, {colour}, {event} (the Event card's name).
 */
export interface AskWords {
  title: string;
  hint?: string;
  alone?: string;
  /** At the table the question has this title and no hint. */
  table?: string;
}

// Event questions start with the Event's name when there is one.
const ev = (rest: string): AskWords => ({ title: `{event}: ${rest}`, alone: rest.charAt(0).toUpperCase() + rest.slice(1) });

/** Every question of the engine; a new ask fails to compile until it has words here. */
export const ASK_WORDS: Record<Ask, AskWords> = {
  'choose-action': {
    title: "Choose the {team} team's Action card",
    hint: 'Kept secret until every team has chosen.',
    // At the table the cards are turned face up together first; the app only records them.
    table: 'Which Action card did the {team} team turn up?',
  },
  'support-target': { title: '{card}: which marine gets the Support token?' },
  move: { title: '{card}: move a marine?', hint: 'A marine may swap places with the marine next to him.' },
  face: { title: '{card}: turn a marine around?', hint: 'Each marine of the team may change facing.' },
  activate: { title: '{card}: activate a Terrain card?', hint: 'A marine may use a Terrain card on the side he faces.' },
  attacker: { title: '{card}: which marine attacks next?' },
  'attack-target': { title: 'Which swarm does {marine} attack?', hint: 'Only swarms he faces, within his range.' },
  'attack-reroll': { title: '{marine} may spend his Support token to roll again', hint: 'The new roll stands.' },
  slay: { title: '{marine} slays which Genestealer?', alone: 'Which Genestealer is slain?' },
  'defence-reroll': { title: '{marine} may spend his Support token to roll again', hint: 'Defending: a roll above the swarm size is a miss.' },
  'use-artefact': { title: 'Use the Artefact to save {marine}?', hint: 'It makes this attack miss, then it is discarded.' },
  'spawn-first': { title: 'Not enough blips for every {colour} terrain: which spawns first?' },
  'door-slay': { title: 'Before travelling: slay a Genestealer for a token on the Door?', hint: 'One Genestealer anywhere per token.' },
  'blip-split': { title: 'One card is left for two piles: which blip pile gets it?' },
  'onward-brothers': { title: 'Onward, Brothers!: add a Support token to the {card}?' },
  'lead-by-example': { title: 'Lead By Example: which marine gets a Support token?', hint: '{marine} slew a Genestealer: a token from the supply goes on any marine.' },
  // Full Auto: "as many as three times in this action", whatever each roll (card text); the
  // title carries the attacks left (FULL_AUTO_LEFT), so no title here would say "hit".
  'full-auto': { title: 'Full Auto: {marine} may attack again, hit or miss' },
  'psionic-attack': { title: 'Psionic Attack: {marine} may attack again' },
  'heroic-charge': { title: 'Heroic Charge: which swarm does Claudio charge?' },
  // The card itself is shown in full under the question (EventCard), so the title stays short.
  'forward-scouting': { title: 'Forward Scouting: the next Event card', hint: 'Only you see it. Keep it on top, or put it at the bottom of the deck?' },
  intimidation: { title: 'Intimidation: roll to drive Genestealers back?' },
  'intimidation-pile': { title: 'Intimidation: into which blip pile do they go?' },
  'intimidation-pick': { title: 'Intimidation: which Genestealer is driven back?' },
  'run-and-gun-next': { title: 'Run and Gun: which marine pays a token and fires next?', hint: 'In any order; one not yet picked may still fire later.' },
  'enter-formation': { title: 'Enter Formation: give a marine a Support token first?' },
  'stealth-first': { title: 'Stealth Tactics: discard the top card of a blip pile?' },
  'stealth-second': { title: 'Stealth Tactics: pay a token to discard from the other pile too?' },
  'overwatch-next': { title: 'Overwatch: which marine pays a token and fires next?', hint: 'In any order; one not yet picked may still fire later.' },
  'strategize-swarm': { title: 'Strategize: move a swarm up or down one position, to the other side, or both?' },
  'strategize-to': { title: 'Strategize: where does the swarm go?' },
  'power-field': { title: 'Power Field: which swarm is shielded this round?' },
  surrounded: ev('every Genestealer moves to which marine?'),
  'out-of-thin-air': ev('Genestealers appear behind which marine?'),
  stalking: ev('which marine loses his Support tokens?'),
  resupply: ev("every marine's Support tokens move to which marine?"),
  'gun-jam': ev("which team's Attack card jams next round?"),
  'full-scan': ev('discard the top card of which blip pile?'),
  'second-wind': ev('which marine gets a second wind next round?'),
  'theyre-everywhere': { ...ev('too few blips: which marine gets a Genestealer?'), hint: 'Pick one at a time until the pile is empty.' },
  'quick-instincts': ev('which marine fires at once?'),
  rescue: ev('which fallen marine is rescued?'),
  'psychic-assault': ev('which marine rolls against the assault?'),
  'battle-brothers': ev('which marine gives a token to drive a Genestealer off?'),
  'battle-brothers-discard': { title: 'For My Battle Brothers!: which Genestealer does {marine} take down?' },
  'rewarded-faith': ev('which marine may trade tokens for kills?'),
  'rewarded-faith-slay': { title: 'Rewarded Faith: {marine} returns a token to slay a Genestealer?' },
  'cleansing-flames': ev('which marine rolls to burn the swarms?'),
  'cleansing-flames-slay': { title: 'Cleansing Flames: which Genestealer near {marine} burns?' },
  'temporary-sanctuary': ev('which swarm goes back to the blips?'),
  'sanctuary-pile': { title: 'Temporary Sanctuary: into which blip pile?' },
  munitorium: { title: 'Munitorium: a second marine (not {marine}) gets a token', alone: 'Munitorium: which marine gets a Support token?' },
  'dark-catacombs': { title: 'Dark Catacombs: a Genestealer appears behind which marine?', hint: 'A marine without a Support token, if there is one.' },
  'black-holds': { title: 'Black Holds: which swarm grows by two?' },
  'place-artefact': { title: 'Wrath of Baal Chapel: where does the Artefact lie?' },
  'brood-lord-left': { title: 'Genestealer Lair: which Brood Lord comes on the left?', hint: 'The other comes on the right.' },
  'discard-blip': { title: 'Cryo Control: discard a card from which blip pile?' },
  'token-target': { title: 'Apothecarion: which marine gets a Support token?' },
  'turn-around': { title: 'Apothecarion: turn {marine} around?' },
  'limit-spawn': { title: 'Core Cogitator: which terrain lets only one Genestealer through?' },
  'token-or-roll': { title: 'Teleportarium: {marine} gives up a Support token, or rolls?', hint: 'A roll of 0 is lost in the warp.' },
  'slay-anywhere': { title: 'Generatorium: slay a Genestealer anywhere?', hint: 'Up to 4 in all.' },
  'launch-control': { title: 'Launch Control Room: put a Support token on the card, or roll?', hint: 'A roll no higher than the tokens here wins the game.' },
  'toxin-pile': { title: 'Toxin Pumping Station: discard from which blip pile?' },
};

/** Full Auto's attacks left, after the title (card text: up to three attacks in the action). */
export const FULL_AUTO_LEFT: Plural = { one: 'His last attack of the action.', other: '{n} attacks left in the action.' };

/** Answers that are a word, as buttons. */
export const WORD_LABELS: Record<Word, string> = {
  done: 'Done',
  skip: 'Skip',
  stop: 'Stop',
  attack: 'Attack',
  reroll: 'Spend a token: roll again',
  keep: 'Keep this roll',
  add: 'Add a token',
  use: 'Use the Artefact',
  bottom: 'Put it at the bottom',
  turn: 'Turn him around',
  stay: 'Leave him facing as he is',
  roll: 'Roll',
  token: 'Put a token on the card',
};

/** Word answers whose meaning depends on the question. */
export const WORD_LABELS_BY_ASK: Partial<Record<Ask, Partial<Record<Word, string>>>> = {
  'forward-scouting': { keep: 'Keep it on top' },
  'use-artefact': { keep: 'Keep the Artefact' },
  intimidation: { roll: 'Roll the die' },
  'token-or-roll': { token: 'Give up a token' },
  attacker: { done: 'No more attacks' },
  'run-and-gun-next': { done: 'No more shots' },
  'overwatch-next': { done: 'No more shots' },
  move: { done: 'Done, next' },
  face: { done: 'Done, next' },
  activate: { done: 'Done, next' },
};

/** Answers that name things, as buttons. */
export const OPTION_TEXT = {
  swap: 'Swap {a} and {b}',
  flip: 'Turn {marine} to face {direction}',
  activate: '{marine} activates the {terrain}',
  pay: '{marine} pays a token',
  ability: '{marine}: {card} instead',
  face: 'Rolled {face}',
  team: '{team} team',
  type: '{type} Genestealer',
  typeFromSwarm: '{type} from the {swarm}',
  place: '{side} of {marine}',
  placeAt: '{side} of position {position}',
  pile: { LEFT: 'Left blip pile ({count})', RIGHT: 'Right blip pile ({count})' },
  broodLord: { 'brood-lord.a': 'Brood Lord (head and tail)', 'brood-lord.b': 'Brood Lord (claw and tongue)' } as Record<string, string>,
} as const;

/** The log line a decision leaves (never naming a secret choice). */
export const DECISION_LINES = {
  tableAction: '{player} turned up {card}.',
  secretAction: '{player} chose an Action card in secret.',
  scouted: '{player} looked at the top Event card.',
  other: '{player}: {answer}.',
  solo: '{answer}.',
} as const;

/** Space Marine's roll-off: a singular hero and a plural swarm agree differently. */
export const ROLL_OFF = {
  line: 'Roll-off: Titus {titus}, Tyranids {tyranids}. {first}',
  titus: 'Titus goes first.',
  tyranids: 'The Tyranids go first.',
} as const;

/** The roll-off's line in the tool's log, e.g. "Roll-off: Titus 5, Tyranids 2. Titus goes first." */
export function rollOffLine(titus: number, tyranids: number, first: 'titus' | 'tyranids'): string {
  return fill(ROLL_OFF.line, { titus, tyranids, first: ROLL_OFF[first] });
}

/** Counted sentences of the screens. */
export const COUNTS = {
  supportTokens: { one: '{n} Support token', other: '{n} Support tokens' },
  tokens: { one: '{n} token', other: '{n} tokens' },
  positionsAway: { one: 'up to {n} position away', other: 'up to {n} positions away' },
  blipCards: { one: '{n} card', other: '{n} cards' },
  rowsAbove: { one: '{n} row above', other: '{n} rows above' },
  rowsBelow: { one: '{n} row below', other: '{n} rows below' },
  logLines: { one: '{n} line', other: '{n} lines' },
  moreLines: { one: '{n} more line', other: '{n} more lines' },
  moreLogLines: { one: '{n} more line in the log', other: '{n} more lines in the log' },
  missionsPlayed: { one: 'mission played', other: 'missions played' },
  marinesLeft: { one: '{n} marine left', other: '{n} marines left' },
  gamesExported: { one: 'Exported {n} game.', other: 'Exported {n} games.' },
  steps: { one: '{n} step', other: '{n} steps' },
  goodSteps: { one: '{n} good step', other: '{n} good steps' },
  namesAndTeams: { one: 'Name and teams', other: 'Names and teams' },
  combatTeams: { one: '{n} combat team', other: '{n} combat teams' },
  slainFall: { one: 'A Genestealer falls', other: '{n} Genestealers fall' },
  deaths: { one: 'A marine dies', other: 'Marines die' },
  dice: { one: 'roll a die', other: 'roll {n} dice' },
} satisfies Record<string, Plural>;

/** One screen for a decision that spans several questions (ui/play/decisions). */
export const DECISION_WORDS = {
  moveActivate: '{card}: move, turn, activate',
  moveActivateHint: 'Tap what the team does, one thing at a time; the board shows each change.',
  parts: { move: 'Swap places', face: 'Turn around', activate: 'Use a Terrain card' } as Partial<Record<Ask, string>>,
  nothing: 'Nothing to do',
  done: 'Done',
  /** After a turn, the Terrain card he now faces left alone. */
  nothingElse: 'Nothing else',
  /** A picker of whole sets of kills from one swarm (the one-at-a-time picker follows it). */
  setOf: '{swarm}: all {n} at once',
  /** The answers of the question that comes once the roll is kept. */
  then: 'Or keep it and go on:',
  /** Full Auto: the same answer, and "attack again" each time he may. */
  everyAttack: '{answer} · every attack he has',
} as const;

/** A whole swarm slain, which card first changing nothing: the app took the order and says so once. */
export const SLAIN_ONCE = { both: 'Both slain.', all: 'All {n} slain.' } as const;
