import { SkullIcon } from '../../art/marks';
import { isSkullFace, type DieRoll } from '../../models/dice';

/**
 * The combat die as it landed: the number, and a skull on 1, 2 and 3. It tumbles in
 * briefly when it appears (not at all with reduced motion).
 */
export function DieFace({ roll }: { roll: DieRoll }) {
  const skull = isSkullFace(roll.value);
  return (
    <figure class="die-roll">
      <span class={`die${skull ? ' die--skull' : ''}`} role="img" aria-label={`Die: ${roll.value}${skull ? ', a skull' : ''}`} data-die={roll.value}>
        <span class="die__value">{roll.value}</span>
        {skull && <SkullIcon size={16} />}
      </span>
      <figcaption class="die-roll__text">{roll.text}</figcaption>
    </figure>
  );
}
