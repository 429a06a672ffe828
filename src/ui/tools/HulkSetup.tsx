import { useSignal } from '@preact/signals';
import type { HulkInput, HulkMarine, HulkState } from '../../games/space-hulk-solo/flow';
import { t } from '../common/words';
import type { Key } from '../../words/keys';

export function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange: (v: number) => void }) {
  return (
    <div class="field__row" role="group" aria-label={label}>
      <span>{label}</span>
      <span class="tool-stepper">
        <button type="button" class="btn" aria-label={t('tool.fewer', { label })} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output class="tool-result" aria-live="polite">
          {value}
        </output>
        <button type="button" class="btn" aria-label={t('tool.more', { label })} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </span>
    </div>
  );
}

/** Checkboxes over the marines, for the facts that change during play (overwatch, facing). */
export function MarineChecks({ marines, checked, onChange }: { marines: readonly HulkMarine[]; checked: readonly string[]; onChange: (ids: string[]) => void }) {
  return (
    <div class="tool-col">
      {marines.map((m) => (
        <label key={m.id} class="tool-check">
          <input
            type="checkbox"
            checked={checked.includes(m.id)}
            onChange={(e) => onChange((e.target as HTMLInputElement).checked ? [...checked, m.id] : checked.filter((id) => id !== m.id))}
          />
          {m.name}
        </label>
      ))}
    </div>
  );
}

/** What the player tells once about each marine; overwatch and facing are asked during play. */
export function HulkSetup({ s, busy, send }: { s: HulkState; busy: boolean; send: (i: HulkInput) => void }) {
  const marines = useSignal<HulkMarine[]>(s.marines);
  const entries = useSignal(s.lurking.length);
  const set = (i: number, patch: Partial<HulkMarine>) => (marines.value = marines.value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const flags: ['victory' | 'noGun' | 'bolter', Key][] = [
    ['victory', 'hulk.victory'],
    ['noGun', 'hulk.noGun'],
    ['bolter', 'hulk.bolter'],
  ];
  return (
    <div class="tool-card">
      <h2>{t('hulk.yourMarines')}</h2>
      <p class="field__hint">{t('hulk.yourMarinesHint')}</p>
      {marines.value.map((m, i) => (
        <fieldset key={m.id} class="tool-marine">
          <legend class="visually-hidden">{m.name}</legend>
          <input type="text" aria-label={t('hulk.marineName', { n: i + 1 })} value={m.name} onInput={(e) => set(i, { name: (e.target as HTMLInputElement).value || t('hulk.marine', { n: i + 1 }) })} />
          {flags.map(([k, label]) => (
            <label key={k} class="tool-check">
              <input type="checkbox" checked={m[k]} onChange={(e) => set(i, { [k]: (e.target as HTMLInputElement).checked })} />
              {t(label)}
            </label>
          ))}
          {marines.value.length > 1 && (
            <button type="button" class="btn btn--small btn--ghost" onClick={() => (marines.value = marines.value.filter((_, j) => j !== i))}>
              {t('hulk.remove', { marine: m.name })}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" class="btn" onClick={() => (marines.value = [...marines.value, { id: `m${Date.now()}`, name: t('hulk.marine', { n: marines.value.length + 1 }), victory: false, noGun: false, bolter: true }])}>
        {t('hulk.addMarine')}
      </button>
      <Stepper label={t('hulk.entryPoints')} value={entries.value} min={1} max={8} onChange={(v) => (entries.value = v)} />
      <button type="button" class="btn btn--primary" disabled={busy} onClick={() => send({ t: 'save-marines', marines: marines.value, entries: entries.value })}>
        {t('hulk.saveMarines')}
      </button>
    </div>
  );
}
