/** Event card abilities (RB p14), each resolved before the card's spawn boxes. */
import type { Frame, GameState } from '../types';

export const EVENT_FRAMES: Record<string, (s: GameState) => Frame[]> = {};
