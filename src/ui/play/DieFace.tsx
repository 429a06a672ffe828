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
 * The roll in a word or two, for dice side by side in one row (a folded recap): whose roll and
 * what it did ("Leon: slain"), where the whole sentence would be cut to "The swarm of 1 l…".
 * Null for the rolls with no marine of their own (an Event's, a Control Panel's): they keep the sentence.
 */
function shortCaption(roll: DieRoll): string | null {
  const e = roll.event;
  if (e?.k === 'attack-roll') return t(e.hits === 0 ? 'die.short.miss' : 'die.short.hits', { marine: marineName(e.marine), n: e.hits });
  if (e?.k === 'defence-roll') return t(e.result === 'kills' ? 'die.short.slain' : e.result === 'saved' ? 'die.short.saved' : 'die.short.safe', { marine: marineName(e.marine) });
  return null;
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
      {said && <Caption roll={roll} />}
    </figure>
  );
}

function Caption({ roll }: { roll: DieRoll }) {
  const long = caption(roll);
  const short = shortCaption(roll);
  // Both are drawn; the sheet's layout shows the one that fits (sheet.css), and a screen reader
  // the whole sentence (side by side, it is only visually hidden).
  return (
    <figcaption class={`die-roll__text${short ? ' die-roll__text--short' : ''}`}>
      <span class="die-roll__long">{long}</span>
      {short && (
        <span class="die-roll__short" aria-hidden="true">
          {short}
        </span>
      )}
    </figcaption>
  );
}
