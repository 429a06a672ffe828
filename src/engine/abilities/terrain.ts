/**
 * Terrain activations (RB p18; terrain summaries in src/data/terrain.ts). A marine in front
 * of an activatable Terrain card may use it once per round during a Move + Activate action.
 */
import type { Handler } from '../context';
import { pop, say } from '../context';
import { row } from '../rules/formation';
import { terrainRow } from '../rules/formation';
import type { AbilityFrame, GameState } from '../types';

function slot(s: GameState, terrain: string) {
  const at = terrainRow(s, terrain);
  if (!at) return null;
  return row(s, at.row)[at.side].terrain.find((t) => t.id === terrain) ?? null;
}

/** Door: one Support token from the supply goes on the Door (used on travel). */
const door: Handler<AbilityFrame> = {
  step(s, f, cx) {
    pop(s);
    const d = slot(s, 'terrain.door');
    if (!d || s.supply === 0) {
      say(cx, 'No Support token is left in the supply for the Door.');
      return null;
    }
    d.tokens++;
    s.supply--;
    say(cx, `A Support token goes on the Door (${d.tokens} there now).`);
    void f;
    return null;
  },
};

export const TERRAIN_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'terrain.door': door,
};
