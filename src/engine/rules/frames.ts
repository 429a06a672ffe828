/**
 * Pending-work frames that both the phases and the card abilities start: an attack, a slaying,
 * a Support token from the supply. They live below both layers so that phases use abilities
 * and abilities use rules, never the other way round.
 */
import type { AttackFrame, Frame, GameState } from '../types';
import { row, rowOf } from './formation';

type Slay = Extract<Frame, { t: 'slay' }>;

export function newAttack(marine: string, source: string): AttackFrame {
  return { t: 'attack', marine, source, target: null, roll: null, settled: false, chain: 1 };
}

export function slayFrame(ref: { row: number; side: 'LEFT' | 'RIGHT'; index: number }, count: number, by: string | null): Slay {
  return { t: 'slay', row: ref.row, side: ref.side, index: ref.index, count, by, shieldOk: false };
}

/** Places one Support token from the supply on a marine; none left means none placed (RB p29). */
export function giveToken(s: GameState, marine: string): boolean {
  if (s.supply === 0) return false;
  row(s, rowOf(s, marine)).tokens++;
  s.supply--;
  return true;
}
