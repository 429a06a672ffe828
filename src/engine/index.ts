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
} from './types';
export { correct, describeCorrection } from './corrections';
export type { Correction, Place } from './corrections';
export { positionFromTable } from './from-table';
export type { TablePosition, TableRow, TableSide } from './from-table';
export { previewEvent } from './event-preview';
export type { EventPreview } from './event-preview';
export { validatePosition } from './validate';
export { replay, makeSave, checkSave } from './replay';
export type { Save } from './replay';
export { checkInvariants } from './invariants';
export { sameOutcome } from './same-outcome';
