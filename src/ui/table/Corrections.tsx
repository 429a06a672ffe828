import { useSignal } from '@preact/signals';
import { BROOD_LORDS, EVENTS, GENESTEALER_TYPES, TERRAIN } from '../../data';
import type { GameState, Side } from '../../engine';
import type { GenestealerType } from '../../data';
import { build, startingFields, withCurrent, type Fields, type Kind } from './correction-form';
import { useDialog } from '../play/useDialog';
import { cardName, marineName, TYPE_NAMES } from '../common/names';
import type { TableModelInstance } from './table-model';
import { t } from '../common/words';
import type { Key } from '../../words/keys';

const KINDS: { t: Kind; label: Key }[] = [
  { t: 'genestealers', label: 'tableFix.kindGenestealers' },
  { t: 'blips', label: 'tableFix.kindBlips' },
  { t: 'tokens', label: 'tableFix.kindTokens' },
  { t: 'facing', label: 'tableFix.kindFacing' },
  { t: 'swap', label: 'tableFix.kindSwap' },
  { t: 'slain', label: 'tableFix.kindSlain' },
  { t: 'event-discarded', label: 'tableFix.kindEvent' },
  { t: 'terrain', label: 'tableFix.kindTerrain' },
  { t: 'terrain-tokens', label: 'tableFix.kindTerrainTokens' },
  { t: 'brood-lord', label: 'tableFix.kindBroodLord' },
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
  const marines = s.formation.map((p, r): [string, string] => [p.marine, t('table.numbered', { position: r + 1, marine: marineName(p.marine) })]);
  // The form opens with what the table holds now, so Apply changes only what is edited.
  const f = useSignal<Fields>(withCurrent('genestealers', startingFields(s), s));
  // Any change to the form clears the last refusal: it was about the old values.
  const set = (patch: Partial<Fields>): void => {
    model.game.dismissError();
    const next = { ...f.value, ...patch };
    const readdressed = ADDRESS[kind.value].some((k) => k in patch);
    f.value = readdressed ? withCurrent(kind.value, next, s) : next;
  };
  const what = kind.value;
  const v = f.value;
  const needs = {
    marine: ['facing', 'tokens', 'swap', 'slain'].includes(what),
    side: ['facing', 'genestealers', 'blips', 'brood-lord', 'terrain'].includes(what),
    row: ['genestealers', 'brood-lord', 'terrain'].includes(what),
    count: ['tokens', 'genestealers', 'blips', 'terrain-tokens'].includes(what),
  };
  const apply = async (): Promise<void> => {
    if (await model.fix(build(what, v))) onClose();
  };
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="dialog fix" role="dialog" aria-modal="true" aria-labelledby="fix-title" tabIndex={-1} ref={ref}>
        <h2 id="fix-title">{t('tableFix.title')}</h2>
        <p class="menu-list__hint">{t('tableFix.hint')}</p>
        <Select label={t('tableFix.whatToSet')} value={what} options={KINDS.map((k) => [k.t, t(k.label)])} onChange={(x) => {
          model.game.dismissError();
          kind.value = x as Kind;
          f.value = withCurrent(x as Kind, f.value, s);
        }} />
        {needs.marine && <Select label={what === 'swap' ? t('tableFix.thisMarine') : t('tableFix.marine')} value={v.marine} options={marines} onChange={(x) => set({ marine: x })} />}
        {what === 'swap' && <Select label={t('tableFix.tradesWith')} value={v.other} options={marines} onChange={(x) => set({ other: x })} />}
        {what === 'genestealers' && <Select label={t('tableFix.type')} value={v.type} options={GENESTEALER_TYPES.map((g): [string, string] => [g, TYPE_NAMES[g] ?? g])} onChange={(x) => set({ type: x as GenestealerType })} />}
        {what === 'brood-lord' && <Select label={t('tableFix.broodLord')} value={v.lord} options={BROOD_LORDS.map((b, i): [string, string] => [b.id, t('tableFix.broodLordN', { number: i + 1 })])} onChange={(x) => set({ lord: x })} />}
        {(what === 'terrain' || what === 'terrain-tokens') && <Select label={t('tableFix.terrainCard')} value={v.terrain} options={TERRAIN.map((x): [string, string] => [x.id, cardName(x.id)])} onChange={(x) => set({ terrain: x })} />}
        {what === 'event-discarded' && (
          <>
            <Select label={t('tableFix.eventCard')} value={v.event} options={EVENTS.map((e): [string, string] => [e.id, s.eventDiscard.includes(e.id) ? t('tableFix.discarded', { card: e.name }) : e.name])} onChange={(x) => set({ event: x })} />
            <Select label={t('tableFix.itLies')} value={v.discarded ? 'yes' : 'no'} options={[['yes', t('table.inDiscard')], ['no', t('table.inDeck')]]} onChange={(x) => set({ discarded: x === 'yes' })} />
          </>
        )}
        {(what === 'terrain' || what === 'brood-lord') && <Select label={t('tableFix.inPlay')} value={v.out ? 'out' : 'in'} options={[['in', t('tableFix.atPlaceBelow')], ['out', t('tableFix.outOfPlay')]]} onChange={(x) => set({ out: x === 'out' })} />}
        {needs.row && <Select label={t('tableFix.position')} value={v.row} options={marines.map(([, l], r): [string, string] => [String(r), l])} onChange={(x) => set({ row: x })} />}
        {needs.side && <Select label={what === 'facing' ? t('tableFix.faces') : t('tableFix.side')} value={v.side} options={[['LEFT', t('table.left')], ['RIGHT', t('table.right')]]} onChange={(x) => set({ side: x as Side })} />}
        {needs.count && (
          <label class="fix__field">
            <span>{t('tableFix.howMany')}</span>
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
            {t('tableFix.apply')}
          </button>
          <button type="button" class="btn btn--wide" onClick={onClose}>
            {t('table.close')}
          </button>
        </div>
      </section>
    </div>
  );
}
