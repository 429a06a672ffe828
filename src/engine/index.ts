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
