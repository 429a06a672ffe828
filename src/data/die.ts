import type { DieFace } from './types';

/**
 * The combat die: faces 0 to 5, skulls on 1, 2 and 3 (D-11). Attacks look at the skull, defence
 * rolls at the number, so both are kept.
 */
export const DIE_FACES = [
  { value: 0, skull: false },
  { value: 1, skull: true },
  { value: 2, skull: true },
  { value: 3, skull: true },
  { value: 4, skull: false },
  { value: 5, skull: false },
] as const satisfies readonly DieFace[];
