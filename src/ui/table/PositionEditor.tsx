import { useSignal } from '@preact/signals';
import { EVENTS, LOCATIONS, SETUP_LOCATIONS, TERRAIN } from '../../data';
import type { GameOptions, Side } from '../../engine';
import { cardName, marineName } from '../common/names';
import { type FormRow, type PositionForm } from './position-form';
import { t } from '../common/words';

const SIDES: Side[] = ['LEFT', 'RIGHT'];

/** One marine's row: facing, tokens, and each side's terrain and Genestealers. */
function RowEditor({ r, i, last, onChange, onMove, onRemove }: { r: FormRow; i: number; last: boolean; onChange: (r: FormRow) => void; onMove: (d: -1 | 1) => void; onRemove: () => void }) {
  const name = marineName(r.marine);
  return (
    <fieldset class="pos-row" data-marine={r.marine}>
      <legend>
        {t('table.numbered', { position: i + 1, marine: name })}
      </legend>
      <div class="pos-row__tools">
        <button type="button" class="btn btn--small" disabled={i === 0} aria-label={t('tablePos.moveUp', { marine: name })} onClick={() => onMove(-1)}>↑</button>
        <button type="button" class="btn btn--small" disabled={last} aria-label={t('tablePos.moveDown', { marine: name })} onClick={() => onMove(1)}>↓</button>
        <button type="button" class="btn btn--small" onClick={onRemove}>{t('tablePos.slain')}</button>
      </div>
      <label class="fix__field">
        <span>{t('tablePos.faces', { marine: name })}</span>
        <select value={r.facing} onChange={(e) => onChange({ ...r, facing: e.currentTarget.value as Side })}>
          <option value="LEFT">{t('table.left')}</option>
          <option value="RIGHT">{t('table.right')}</option>
        </select>
      </label>
      <label class="fix__field">
        <span>{t('tablePos.tokens', { marine: name })}</span>
        <input inputMode="numeric" value={r.tokens} onInput={(e) => onChange({ ...r, tokens: e.currentTarget.value })} />
      </label>
      {SIDES.map((s) => (
        <div key={s}>
          <label class="fix__field">
            <span>{t(s === 'LEFT' ? 'tablePos.terrainLeft' : 'tablePos.terrainRight', { marine: name })}</span>
            <select value={r.terrain[s]} onChange={(e) => onChange({ ...r, terrain: { ...r.terrain, [s]: e.currentTarget.value } })}>
              <option value="">{t('tablePos.none')}</option>
              {TERRAIN.map((x) => (
                <option key={x.id} value={x.id}>{cardName(x.id)}</option>
              ))}
            </select>
          </label>
          <label class="fix__field">
            <span>{t(s === 'LEFT' ? 'tablePos.genestealersLeft' : 'tablePos.genestealersRight', { marine: name })}</span>
            <input autocomplete="off" value={r.genestealers[s]} onInput={(e) => onChange({ ...r, genestealers: { ...r.genestealers, [s]: e.currentTarget.value } })} />
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The position on the table, field by field; the engine checks it when the game starts. */
export function PositionEditor({ o, form, onChange }: { o: GameOptions; form: PositionForm; onChange: (f: PositionForm) => void }) {
  const slain = useSignal<FormRow[]>([]);
  const rows = form.rows;
  const setRow = (i: number, r: FormRow): void => onChange({ ...form, rows: rows.map((x, j) => (j === i ? r : x)) });
  const move = (i: number, d: -1 | 1): void => {
    const next = [...rows];
    [next[i], next[i + d]] = [next[i + d] as FormRow, next[i] as FormRow];
    onChange({ ...form, rows: next });
  };
  const locations = [SETUP_LOCATIONS.find((c) => (c.players as readonly number[]).includes(o.players.length)) ?? SETUP_LOCATIONS[0], ...LOCATIONS];
  return (
    <div class="pos-editor">
      <label class="fix__field">
        <span>{t('tablePos.rounds')}</span>
        <input inputMode="numeric" value={form.round} onInput={(e) => onChange({ ...form, round: e.currentTarget.value })} />
      </label>
      <label class="fix__field">
        <span>{t('tablePos.location')}</span>
        <select value={form.location} onChange={(e) => onChange({ ...form, location: e.currentTarget.value })}>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>{l.name}</option>
          ))}
        </select>
      </label>
      {SIDES.map((s) => (
        <label class="fix__field" key={s}>
          <span>{t(s === 'LEFT' ? 'tablePos.blipsLeft' : 'tablePos.blipsRight')}</span>
          <input inputMode="numeric" value={form.blips[s]} onInput={(e) => onChange({ ...form, blips: { ...form.blips, [s]: e.currentTarget.value } })} />
        </label>
      ))}
      <p class="field__label">{t('tablePos.formation')}</p>
      {rows.map((r, i) => (
        <RowEditor
          key={r.marine}
          r={r}
          i={i}
          last={i === rows.length - 1}
          onChange={(x) => setRow(i, x)}
          onMove={(d) => move(i, d)}
          onRemove={() => {
            slain.value = [...slain.value, r];
            onChange({ ...form, rows: rows.filter((_, j) => j !== i) });
          }}
        />
      ))}
      {slain.value.map((r) => (
        <button
          type="button"
          key={r.marine}
          class="btn btn--wide"
          onClick={() => {
            slain.value = slain.value.filter((x) => x !== r);
            onChange({ ...form, rows: [...rows, r] });
          }}
        >
          {t('tablePos.stillInPlay', { marine: marineName(r.marine) })}
        </button>
      ))}
      <details class="pos-events">
        <summary>{t('tablePos.discarded', { count: form.discarded.length })}</summary>
        {EVENTS.map((e) => (
          <label class="check" key={e.id}>
            <input
              type="checkbox"
              checked={form.discarded.includes(e.id)}
              onChange={(x) => onChange({ ...form, discarded: x.currentTarget.checked ? [...form.discarded, e.id] : form.discarded.filter((d) => d !== e.id) })}
            />
            <span>{e.name}</span>
          </label>
        ))}
      </details>
    </div>
  );
}
