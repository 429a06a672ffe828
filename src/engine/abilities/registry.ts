/**
 * Ability frames: every card ability that asks something or rolls runs as a frame
 * `{ t: 'ability', id, step, data }`, dispatched here by card id.
 */
import type { Handler } from '../context';
import type { AbilityFrame } from '../types';
import { TERRAIN_ABILITIES } from './terrain';

export const ABILITIES: Record<string, Handler<AbilityFrame>> = {
  ...TERRAIN_ABILITIES,
};

export const ability: Handler<AbilityFrame> = {
  step(s, f, cx) {
    const h = ABILITIES[f.id];
    if (!h) throw new Error(`engine: no ability ${f.id}`);
    return h.step(s, f, cx);
  },
  answer(s, f, choice, cx) {
    const h = ABILITIES[f.id];
    if (!h?.answer) throw new Error(`engine: ability ${f.id} takes no answer`);
    h.answer(s, f, choice, cx);
  },
};
