import { SkullIcon } from '../art/marks';
import { logLine } from './words/log';
import { isSkullFace, type DieRoll } from './dice';
import { marineName } from '../common/names';
import { t } from '../common/words';

/** The roll in words: the log's sentence for it, or whose roll waits to be settled. */
function caption(roll: DieRoll): string {
  if (roll.event) return logLine(roll.event) ?? '';
  return t(roll.what === 'attack' ? 'die.attackRoll' : 'die.defenceRoll', { marine: marineName(roll.marine), value: roll.value });
}

/**
 * The combat die as it landed: the number, and a skull on 1, 2 and 3. It tumbles in
 * briefly when it appears (not at all with reduced motion). Without `caption` when a line
 * beside it already says the roll.
 */
export function DieFace({ roll, caption: said = true }: { roll: DieRoll; caption?: boolean }) {
  const skull = isSkullFace(roll.value);
  return (
    <figure class="die-roll">
      <span class={`die${skull ? ' die--skull' : ''}`} role="img" aria-label={t(skull ? 'die.labelSkull' : 'die.label', { value: roll.value })} data-die={roll.value}>
        <span class="die__value">{roll.value}</span>
        {skull && <SkullIcon size={16} />}
      </span>
      {said && <figcaption class="die-roll__text">{caption(roll)}</figcaption>}
    </figure>
  );
}
