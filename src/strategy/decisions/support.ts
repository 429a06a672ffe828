/** Support tokens: where one more re-roll lowers a marine's chance to die most. */
import type { GameState, Position } from '../../engine';
import { tokenGain } from '../danger';
import { argmax, PASSIVE, rowOf, sideSize } from './common';
import { W } from './weights';

/** A token goes where it most lowers a marine's chance to die; a spare one to a marine without. */
export function tokenValue(p: Position): number {
  return tokenGain(p) + W.tokenSpare / (1 + p.tokens) + W.tokenFaced * sideSize(p, p.facing);
}

export function supportTarget(s: GameState, options: readonly string[]): string {
  const pass = options.find((o) => PASSIVE.has(o)) ?? null;
  return argmax(
    options,
    (o) => {
      const p = s.formation[rowOf(s, o)];
      return p ? tokenValue(p) : -Infinity;
    },
    -Infinity,
    pass,
  );
}
