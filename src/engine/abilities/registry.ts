/**
 * Ability frames: every card ability that asks something or rolls runs as a frame
 * `{ t: 'ability', id, step, data }`, dispatched here by card id.
 */
import type { Handler } from '../context';
import type { AbilityFrame } from '../types';
import { TERRAIN_ABILITIES } from './terrain';
import { CONTROL_PANELS } from './control-panels';
import { SUPPORT_ABILITIES } from './support-cards';
import { MOVE_ABILITIES } from './move-cards';
import { ATTACK_ABILITIES } from './attack-cards';
import { EVENT_ABILITIES } from './events';
import { LOCATION_ABILITIES } from './locations';

// Built on first use, as the card modules and the phases import each other.
let table: Record<string, Handler<AbilityFrame>> | null = null;

export function abilities(): Record<string, Handler<AbilityFrame>> {
  return (table ??= {
    ...TERRAIN_ABILITIES,
    ...Object.fromEntries(Object.entries(CONTROL_PANELS).map(([id, h]) => [`cp.${id}`, h])),
    ...SUPPORT_ABILITIES,
    ...MOVE_ABILITIES,
    ...ATTACK_ABILITIES,
    ...EVENT_ABILITIES,
    ...LOCATION_ABILITIES,
  });
}

export const ability: Handler<AbilityFrame> = {
  step(s, f, cx) {
    const h = abilities()[f.id];
    if (!h) throw new Error(`engine: no ability ${f.id}`);
    return h.step(s, f, cx);
  },
  answer(s, f, choice, cx) {
    const h = abilities()[f.id];
    if (!h?.answer) throw new Error(`engine: ability ${f.id} takes no answer`);
    h.answer(s, f, choice, cx);
  },
};
