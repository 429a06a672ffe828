/** The combat die (RB p16; D-11): faces 0–5, skulls on 1, 2 and 3. */
import { DIE_FACES } from '../../data';

const SKULLS: ReadonlySet<number> = new Set<number>(DIE_FACES.filter((f) => f.skull).map((f) => f.value));

export function isSkull(value: number): boolean {
  return SKULLS.has(value);
}
