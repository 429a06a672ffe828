import { useSignal } from '@preact/signals';
import { rollDie } from './dice';
import { t } from '../common/words';

/**
 * Asks for `count` dice: one tap rolls them all in the app, or the player enters the faces they
 * rolled at the table, one tap per die. A caller that stores the faces entered so far (so that a
 * half-entered roll survives the app being closed) passes `entered` and `onPartial`.
 */
export function DiceAsk({
  label,
  count = 1,
  onDice,
  entered: stored,
  onPartial,
}: {
  label: string;
  count?: number;
  onDice: (dice: number[]) => void;
  entered?: readonly number[];
  onPartial?: (dice: number[]) => void;
}) {
  const local = useSignal<number[]>([]);
  const entered = stored ?? local.value;
  const enter = (n: number) => {
    const next = [...entered, n];
    if (next.length >= count) {
      local.value = [];
      onDice(next);
    } else if (onPartial) onPartial(next);
    else local.value = next;
  };
  return (
    <div class="dice-ask" role="group" aria-label={label}>
      <button
        type="button"
        class="btn btn--primary btn--wide"
        onClick={() => onDice(Array.from({ length: count }, rollDie))}
      >
        {t('dice.roll', { label, n: count })}
      </button>
      <p class="field__hint">
        {count > 1
          ? entered.length
            ? t('dice.enterSoFar', { die: entered.length + 1, n: count, faces: entered.join(', ') })
            : t('dice.enterOf', { die: entered.length + 1, n: count })
          : t('dice.enter')}
      </p>
      <div class="dice-ask__faces">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <button key={n} type="button" class="btn dice-ask__face" aria-label={t('dice.rolled', { n })} onClick={() => enter(n)}>
            {n}
          </button>
        ))}
      </div>
    </div>
  );
}
