import { useSignal } from '@preact/signals';
import { BROOD_LORDS, EVENTS, GENESTEALER_TYPES, TERRAIN } from '../../data';
import type { GameState, Side } from '../../engine';
import type { GenestealerType } from '../../data';
import { build, startingFields, withCurrent, type Fields, type Kind } from './correction-form';
import { useDialog } from '../play/useDialog';
import { cardName, marineName, TYPE_NAMES } from '../common/names';
import type { TableModelInstance } from './table-model';

const KINDS: { t: Kind; label: string }[] = [
  { t: 'genestealers', label: 'Genestealers at a place' },
  { t: 'blips', label: 'Blip pile size' },
  { t: 'tokens', label: 'Support tokens on a marine' },
  { t: 'facing', label: 'Which way a marine faces' },
  { t: 'swap', label: 'Two marines trade places' },
  { t: 'slain', label: 'A marine is slain' },
  { t: 'event-discarded', label: 'An Event card: discarded or in the deck' },
  { t: 'terrain', label: 'Where a Terrain card lies' },
  { t: 'terrain-tokens', label: 'Support tokens on a Terrain card' },
  { t: 'brood-lord', label: 'Where a Brood Lord stands' },
];

/** The fields that say what a correction addresses; changing one reloads the current value. */
const ADDRESS: Record<Kind, (keyof Fields)[]> = {
  genestealers: ['row', 'side', 'type'], blips: ['side'], tokens: ['marine'], facing: ['marine'], swap: [], slain: [],
  'event-discarded': ['event'], terrain: ['terrain'], 'terrain-tokens': ['terrain'], 'brood-lord': ['lord'],
};

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <label class="fix__field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([k, l]) => (
          <option key={k} value={k}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Corrections by hand: pick what to set, say what the table shows; the engine checks it. */
export function Corrections({ model, s, onClose }: { model: TableModelInstance; s: GameState; onClose: () => void }) {
  const ref = useDialog<HTMLElement>(onClose);
  const kind = useSignal<Kind>('genestealers');
  const marines = s.formation.map((p, r): [string, string] => [p.marine, `${r + 1}. ${marineName(p.marine)}`]);
  // The form opens with what the table holds now, so Apply changes only what is edited.
  const f = useSignal<Fields>(withCurrent('genestealers', startingFields(s), s));
  // Any change to the form clears the last refusal: it was about the old values.
  const set = (patch: Partial<Fields>): void => {
    model.game.dismissError();
    const next = { ...f.value, ...patch };
    const readdressed = ADDRESS[kind.value].some((k) => k in patch);
    f.value = readdressed ? withCurrent(kind.value, next, s) : next;
  };
  const t = kind.value;
  const v = f.value;
  const needs = {
    marine: ['facing', 'tokens', 'swap', 'slain'].includes(t),
    side: ['facing', 'genestealers', 'blips', 'brood-lord', 'terrain'].includes(t),
    row: ['genestealers', 'brood-lord', 'terrain'].includes(t),
    count: ['tokens', 'genestealers', 'blips', 'terrain-tokens'].includes(t),
  };
  const apply = async (): Promise<void> => {
    if (await model.fix(build(t, v))) onClose();
  };
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="dialog fix" role="dialog" aria-modal="true" aria-labelledby="fix-title" tabIndex={-1} ref={ref}>
        <h2 id="fix-title">Correct by hand</h2>
        <p class="menu-list__hint">When the table and the app disagree, the cards on the table are right. Each correction is logged and can be undone.</p>
        <Select label="What to set" value={t} options={KINDS.map((k) => [k.t, k.label])} onChange={(x) => {
          model.game.dismissError();
          kind.value = x as Kind;
          f.value = withCurrent(x as Kind, f.value, s);
        }} />
        {needs.marine && <Select label={t === 'swap' ? 'This marine' : 'Marine'} value={v.marine} options={marines} onChange={(x) => set({ marine: x })} />}
        {t === 'swap' && <Select label="Trades places with" value={v.other} options={marines} onChange={(x) => set({ other: x })} />}
        {t === 'genestealers' && <Select label="Type" value={v.type} options={GENESTEALER_TYPES.map((g): [string, string] => [g, TYPE_NAMES[g] ?? g])} onChange={(x) => set({ type: x as GenestealerType })} />}
        {t === 'brood-lord' && <Select label="Brood Lord" value={v.lord} options={BROOD_LORDS.map((b, i): [string, string] => [b.id, `Brood Lord ${i + 1}`])} onChange={(x) => set({ lord: x })} />}
        {(t === 'terrain' || t === 'terrain-tokens') && <Select label="Terrain card" value={v.terrain} options={TERRAIN.map((x): [string, string] => [x.id, cardName(x.id)])} onChange={(x) => set({ terrain: x })} />}
        {t === 'event-discarded' && (
          <>
            <Select label="Event card" value={v.event} options={EVENTS.map((e): [string, string] => [e.id, `${e.name}${s.eventDiscard.includes(e.id) ? ' (discarded)' : ''}`])} onChange={(x) => set({ event: x })} />
            <Select label="It lies" value={v.discarded ? 'yes' : 'no'} options={[['yes', 'in the discard pile'], ['no', 'in the deck']]} onChange={(x) => set({ discarded: x === 'yes' })} />
          </>
        )}
        {(t === 'terrain' || t === 'brood-lord') && <Select label="In play" value={v.out ? 'out' : 'in'} options={[['in', 'at the place below'], ['out', 'out of play']]} onChange={(x) => set({ out: x === 'out' })} />}
        {needs.row && <Select label="Position" value={v.row} options={marines.map(([, l], r): [string, string] => [String(r), l])} onChange={(x) => set({ row: x })} />}
        {needs.side && <Select label={t === 'facing' ? 'Faces' : 'Side'} value={v.side} options={[['LEFT', 'Left'], ['RIGHT', 'Right']]} onChange={(x) => set({ side: x as Side })} />}
        {needs.count && (
          <label class="fix__field">
            <span>How many</span>
            <input inputMode="numeric" value={v.count} onInput={(e) => set({ count: e.currentTarget.value })} />
          </label>
        )}
        {model.game.error.value && (
          <p class="sheet__error" role="alert">
            {model.game.error.value}
          </p>
        )}
        <div class="menu-list">
          <button type="button" class="btn btn--primary btn--wide" disabled={model.game.busy.value} onClick={() => void apply()}>
            Apply the correction
          </button>
          <button type="button" class="btn btn--wide" onClick={onClose}>
            Close
          </button>
        </div>
      </section>
    </div>
  );
}
