import { useSignal } from '@preact/signals';
import { rollDie } from './dice';
import { COUNTS, plural } from '../words/catalogue';

/**
 * Asks for `count` dice: one tap rolls them all in the app, or the player enters the faces they
 * rolled at the table, one tap per die.
 */
export function DiceAsk({ label, count = 1, onDice }: { label: string; count?: number; onDice: (dice: number[]) => void }) {
  const entered = useSignal<number[]>([]);
  const enter = (n: number) => {
    const next = [...entered.value, n];
    if (next.length >= count) {
      entered.value = [];
      onDice(next);
    } else entered.value = next;
  };
  return (
    <div class="dice-ask" role="group" aria-label={label}>
      <button
        type="button"
        class="btn btn--primary btn--wide"
        onClick={() => onDice(Array.from({ length: count }, rollDie))}
      >
        {label}: {plural(count, COUNTS.dice)}
      </button>
      <p class="field__hint">
        Or enter what you rolled{count > 1 ? ` (die ${entered.value.length + 1} of ${count})` : ''}:
      </p>
      <div class="dice-ask__faces">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <button key={n} type="button" class="btn dice-ask__face" aria-label={`Rolled ${n}`} onClick={() => enter(n)}>
            {n}
          </button>
        ))}
      </div>
    </div>
  );
}
