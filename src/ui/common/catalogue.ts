/**
 * The catalogue of the game's questions and word answers, as keys of the `play` area
 * (public/words/<language>/play.json), keyed by the engine's typed ids: a Record over the
 * engine's asks and option words, so a new question or word fails to compile until it has
 * words. Names of cards and marines come from the card data (names.ts).
 */
import type { Ask, Word } from '../../engine';
import type { KeyOf } from '../../words/keys';

type PlayKey = KeyOf<'play'>;

/**
 * A question's words, as keys of the `play` area: its title, an optional hint, a title for when
 * it has no subject (`alone`), and one for the table companion where it differs (`table`).
 * Placeholders: {marine} (short name), {card} (card name), {team}, {colour}, {event} (the Event
 * card's name).
 */
export interface AskWords {
  title: PlayKey;
  hint?: PlayKey;
  alone?: PlayKey;
  /** At the table the question has this title and no hint. */
  table?: PlayKey;
}

/**
 * Every question of the engine; a new ask fails to compile until it has words here. Event
 * questions start with the Event's name when there is one (`alone`: without it). At the table
 * the cards are turned face up together first, so choose-action asks what was turned up.
 */
export const ASK_WORDS: Record<Ask, AskWords> = {
  'choose-action': { title: 'ask.chooseAction', hint: 'ask.chooseActionHint', table: 'ask.chooseActionTable' },
  'support-target': { title: 'ask.supportTarget' },
  move: { title: 'ask.move', hint: 'ask.moveHint' },
  face: { title: 'ask.face', hint: 'ask.faceHint' },
  activate: { title: 'ask.activate', hint: 'ask.activateHint' },
  attacker: { title: 'ask.attacker' },
  'attack-target': { title: 'ask.attackTarget', hint: 'ask.attackTargetHint' },
  'attack-reroll': { title: 'ask.attackReroll', hint: 'ask.attackRerollHint' },
  slay: { title: 'ask.slay', alone: 'ask.slayAlone' },
  'defence-reroll': { title: 'ask.defenceReroll', hint: 'ask.defenceRerollHint' },
  'use-artefact': { title: 'ask.useArtefact', hint: 'ask.useArtefactHint' },
  'spawn-first': { title: 'ask.spawnFirst' },
  'door-slay': { title: 'ask.doorSlay', hint: 'ask.doorSlayHint' },
  'blip-split': { title: 'ask.blipSplit' },
  'onward-brothers': { title: 'ask.onwardBrothers' },
  'lead-by-example': { title: 'ask.leadByExample', hint: 'ask.leadByExampleHint' },
  'full-auto': { title: 'ask.fullAuto' },
  'psionic-attack': { title: 'ask.psionicAttack' },
  'heroic-charge': { title: 'ask.heroicCharge' },
  // At the table the card was turned up and entered for all to see: no "Only you see it".
  'forward-scouting': { title: 'ask.forwardScouting', hint: 'ask.forwardScoutingHint', table: 'ask.forwardScoutingTable' },
  intimidation: { title: 'ask.intimidation' },
  'intimidation-pile': { title: 'ask.intimidationPile' },
  'intimidation-pick': { title: 'ask.intimidationPick' },
  'run-and-gun-next': { title: 'ask.runAndGunNext', hint: 'ask.runAndGunNextHint' },
  'enter-formation': { title: 'ask.enterFormation' },
  'stealth-first': { title: 'ask.stealthFirst' },
  'stealth-second': { title: 'ask.stealthSecond' },
  'overwatch-next': { title: 'ask.overwatchNext', hint: 'ask.overwatchNextHint' },
  'strategize-swarm': { title: 'ask.strategizeSwarm' },
  'strategize-to': { title: 'ask.strategizeTo' },
  'power-field': { title: 'ask.powerField' },
  surrounded: { title: 'ask.surrounded', alone: 'ask.surroundedAlone' },
  'out-of-thin-air': { title: 'ask.outOfThinAir', alone: 'ask.outOfThinAirAlone' },
  stalking: { title: 'ask.stalking', alone: 'ask.stalkingAlone' },
  resupply: { title: 'ask.resupply', alone: 'ask.resupplyAlone' },
  'gun-jam': { title: 'ask.gunJam', alone: 'ask.gunJamAlone' },
  'full-scan': { title: 'ask.fullScan', alone: 'ask.fullScanAlone' },
  'second-wind': { title: 'ask.secondWind', alone: 'ask.secondWindAlone' },
  'theyre-everywhere': { title: 'ask.theyreEverywhere', hint: 'ask.theyreEverywhereHint', alone: 'ask.theyreEverywhereAlone' },
  'quick-instincts': { title: 'ask.quickInstincts', alone: 'ask.quickInstinctsAlone' },
  rescue: { title: 'ask.rescue', alone: 'ask.rescueAlone' },
  'psychic-assault': { title: 'ask.psychicAssault', alone: 'ask.psychicAssaultAlone' },
  'battle-brothers': { title: 'ask.battleBrothers', alone: 'ask.battleBrothersAlone' },
  'battle-brothers-discard': { title: 'ask.battleBrothersDiscard' },
  'rewarded-faith': { title: 'ask.rewardedFaith', alone: 'ask.rewardedFaithAlone' },
  'rewarded-faith-slay': { title: 'ask.rewardedFaithSlay' },
  'cleansing-flames': { title: 'ask.cleansingFlames', alone: 'ask.cleansingFlamesAlone' },
  'cleansing-flames-slay': { title: 'ask.cleansingFlamesSlay' },
  'temporary-sanctuary': { title: 'ask.temporarySanctuary', alone: 'ask.temporarySanctuaryAlone' },
  'sanctuary-pile': { title: 'ask.sanctuaryPile' },
  munitorium: { title: 'ask.munitorium', alone: 'ask.munitoriumAlone' },
  'dark-catacombs': { title: 'ask.darkCatacombs', hint: 'ask.darkCatacombsHint' },
  'black-holds': { title: 'ask.blackHolds' },
  'place-artefact': { title: 'ask.placeArtefact' },
  'brood-lord-left': { title: 'ask.broodLordLeft', hint: 'ask.broodLordLeftHint' },
  'discard-blip': { title: 'ask.discardBlip' },
  'token-target': { title: 'ask.tokenTarget' },
  'turn-around': { title: 'ask.turnAround' },
  'limit-spawn': { title: 'ask.limitSpawn' },
  'token-or-roll': { title: 'ask.tokenOrRoll', hint: 'ask.tokenOrRollHint' },
  'slay-anywhere': { title: 'ask.slayAnywhere', hint: 'ask.slayAnywhereHint' },
  'launch-control': { title: 'ask.launchControl', hint: 'ask.launchControlHint' },
  'toxin-pile': { title: 'ask.toxinPile' },
};

/** Full Auto's attacks left, after the title (card text: up to three attacks in the action); a plural key. */
export const FULL_AUTO_LEFT: PlayKey = 'ask.fullAutoLeft';

/** Answers that are a word, as buttons. */
export const WORD_KEYS: Record<Word, PlayKey> = {
  done: 'answer.done',
  skip: 'answer.skip',
  stop: 'answer.stop',
  attack: 'answer.attack',
  reroll: 'answer.reroll',
  keep: 'answer.keep',
  add: 'answer.add',
  use: 'answer.use',
  bottom: 'answer.bottom',
  turn: 'answer.turn',
  stay: 'answer.stay',
  roll: 'answer.roll',
  token: 'answer.token',
};

/** Word answers whose meaning depends on the question. */
export const WORD_KEYS_BY_ASK: Partial<Record<Ask, Partial<Record<Word, PlayKey>>>> = {
  'forward-scouting': { keep: 'answer.keepOnTop' },
  'use-artefact': { keep: 'answer.keepArtefact' },
  intimidation: { roll: 'answer.rollTheDie' },
  'token-or-roll': { token: 'answer.giveUpToken' },
  attacker: { done: 'answer.noMoreAttacks' },
  // "Attack" alone, as a button or in a recap ("Ana: Attack."), did not say it was a further attack.
  'full-auto': { attack: 'answer.attackAgain', stop: 'answer.noMoreAttacks' },
  'psionic-attack': { attack: 'answer.attackAgain', stop: 'answer.noMoreAttacks' },
  'run-and-gun-next': { done: 'answer.noMoreShots' },
  'overwatch-next': { done: 'answer.noMoreShots' },
  move: { done: 'answer.doneNext' },
  face: { done: 'answer.doneNext' },
  activate: { done: 'answer.doneNext' },
};
