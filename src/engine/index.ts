/** The public surface of the rules engine. Everything else in src/engine is internal. */
export { newGame, answer, answerInPlace, prompt, checkAnswer } from './driver';
export { clone } from './clone';
export type {
  GameState,
  GameOptions,
  Prompt,
  DecisionPrompt,
  RevealPrompt,
  Result,
  Player,
  Position,
  Swarm,
  SwarmRef,
  Phase,
  Chance,
  Side,
  Team,
  GenestealerType,
} from './types';
export { correct, describeCorrection } from './corrections';
export type { Correction, Place } from './corrections';
export { positionFromTable } from './from-table';
export type { TablePosition, TableRow, TableSide, TableProblem } from './from-table';
export { previewEvent } from './event-preview';
export type { CorrectionRefusal, CorrectionRefusalCode } from './correction-refusals';
export { fixWords, fixIn } from './words/fix';
export type { FixWords } from './words/fix';
export { tableProblemWords, tableProblemIn } from './words/table';
export type { TableProblemWords } from './words/table';
export type { EventPreview } from './event-preview';
export { validatePosition } from './validate';
export type { Validation } from './validate';
export { replay, replaySteps, applyStep, makeSave, upgradeSave, checkSave } from './replay';
export type { Save, SaveV1, Step, StepTaken, ReplayResult, ReplayFailure } from './replay';
export { checkInvariants } from './invariants';
export type { OptionsProblem } from './options-problems';
export type { Inconsistency, CardKind, CardPlace } from './inconsistencies';
export type { PositionProblem, Expected, Shown, IdKind, KeyKind } from './position-problems';
export type { SaveProblem, StartProblem, StepFailure } from './replay-problems';
export { problemWords } from './words/replay';
export type { ProblemWords } from './words/replay';
export { optionsProblemEn, inconsistencyEn, positionProblemEn, saveProblemEn, replayErrorEn, stepProblemEn } from './words/problems-en';
export { EVENT_KINDS, dieFace, killsMarine } from './events';
export type { GameEvent, EventKind, EventOf, SwarmSeen } from './events';
export { LOG_EN, SAY_EN, renderEvent, renderLog } from './words/log-en';
export { logWords, correctionWords, speech, renderEventIn, renderLogIn } from './words/log';
export type { LogKey, LogSay } from './words/log';
export { WHY_EN, whyEn } from './words/why-en';
export { whyWords, whyIn } from './words/why';
export { refusalWords, refusalIn } from './words/refusal';
export type { WhyWords } from './words/why-en';
export type { RevealWhy, RevealWhyCode } from './reasons';
export type { AnswerRefusal, AnswerRefusalCode } from './refusals';
export { REFUSAL_EN, refusalEn } from './words/refusal-en';
export type { RefusalWords } from './words/refusal-en';
export { upgradePosition } from './legacy';
export { silentInLog } from './silent';
export type { LogWords } from './words/log-en';
export { ASKS, isAsk } from './asks';
export type { Ask } from './asks';
export { parseOption, printOption, optionOf, optionMarine, WORDS } from './options';
export type { OptionValue, OptionKind, OptionOf, Word, CardId } from './options';
export { fullAutoAttacksLeft } from './abilities/attack-cards';
export { tokensMayReroll } from './rules/die';
export { sameOutcome, positionKey } from './same-outcome';
export { rerollOnlyHope } from './phases/genestealer-attack';
export { playerView, seatView, actionChoices, stepSeen, sees, keepsPhone, revealsToTable, secretRunOf, locationCandidates, seenLocations, FACE_DOWN } from './view';
export type { Audience, OpensAt, StepSeen } from './view';
