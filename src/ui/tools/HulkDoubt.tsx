import type { HulkInput, HulkState } from '../../games/space-hulk-solo/flow';
import { isDie } from '../../games/space-hulk-solo/rules';
import { dieTable } from '../../games/space-hulk-solo/targets';
import { DiceAsk } from './DiceAsk';
import { t } from '../common/words';

/**
 * "In doubt, roll a die" (lines 61, 85, 138): the marines in question, which faces pick whom,
 * and the die. Used for a blip's entry point, an ambush and an alien's target.
 */
export function HulkDoubt({ s, candidates, question, busy, send }: { s: HulkState; candidates: readonly string[]; question: string; busy: boolean; send: (i: HulkInput) => void }) {
  const name = (id: string) => s.marines.find((m) => m.id === id)?.name ?? id;
  const n = candidates.length;
  const table = n <= 6 ? dieTable(n) : [];
  const span = (fs: number[]) => (fs.length > 1 ? `${fs[0]}–${fs[fs.length - 1]}` : String(fs[0]));
  const faces = candidates.map((id, i) => t('hulk.doubt.face', { faces: span(table.flatMap((c, f) => (c === i ? [f + 1] : []))), marine: name(id) }));
  const again = table.flatMap((c, f) => (c === null ? [f + 1] : []));
  if (again.length > 0) faces.push(t('hulk.doubt.again', { faces: span(again) }));
  return (
    <>
      <p class="tool-say">{question}</p>
      <fieldset class="tool-col">
        <legend class="field__hint">{t('hulk.doubt.between')}</legend>
        {s.marines.map((m) => (
          <label key={m.id} class="tool-check">
            <input type="checkbox" checked={candidates.includes(m.id)} disabled={busy || (candidates.includes(m.id) && n <= 2)} onChange={() => send({ t: 'doubt-toggle', id: m.id })} />
            {m.name}
          </label>
        ))}
      </fieldset>
      {n <= 6 ? (
        <>
          <p>{t('hulk.doubt.table', { faces: faces.join('; ') })}</p>
          <DiceAsk label={t('hulk.doubt.who')} onDice={([d]) => d && isDie(d) && send({ t: 'doubt-die', die: d })} />
        </>
      ) : (
        <p role="status">{t('hulk.doubt.tooMany')}</p>
      )}
    </>
  );
}
