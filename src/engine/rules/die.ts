/** The combat die (RB p16; D-11): faces 0–5, skulls on 1, 2 and 3; re-rolls paid with tokens. */
import { DIE_FACES } from '../../data';
import type { Ctx } from '../context';
import { emit } from '../context';
import type { GameState, Position, Side } from '../types';
import { row, rowOf } from './formation';

const SKULLS: ReadonlySet<number> = new Set<number>(DIE_FACES.filter((f) => f.skull).map((f) => f.value));

export function isSkull(value: number): boolean {
  return SKULLS.has(value);
}

/** A re-roll paid with one of the rolling marine's tokens, which goes back to the supply (RB p16). */
export function payReroll(s: GameState, marine: string, roll: number | null, cx: Ctx): void {
  row(s, rowOf(s, marine)).tokens--;
  s.supply++;
  emit(cx, { k: 'reroll', marine, roll });
}

/** Whether the marine at `pos` may spend a token to re-roll a defence against the swarm on `side`: he holds one and faces it (RB p16). */
export function tokensMayReroll(pos: Position, side: Side): boolean {
  return pos.tokens > 0 && pos.facing === side;
}
