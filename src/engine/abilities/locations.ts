/** Location "upon entering" abilities (RB p26 step 4). */
import type { Frame, GameState } from '../types';

export const UPON_ENTERING: Record<string, (s: GameState) => Frame[]> = {};
