/** The table's spawn rows (issue 27): one row per card of this spawn, filled top to bottom. */
import { GENESTEALER_TYPES } from '../../data';
import type { RevealPrompt } from '../../engine';
import { TYPE_NAMES } from '../common/names';
import type { SpawnRow } from './spawn-progress';
import { t } from '../common/words';

/**
 * A row per Genestealer of this spawn, in the order the table turns them: those turned up
 * (type and place), the one asked now with a tap per type, and those still to come. Every
 * type is shown on the row asked now, so a type with none left says so when tapped (the
 * engine refuses it) rather than vanishing.
 */
export function SpawnRows({ p, rows, onPick, busy }: { p: Extract<RevealPrompt, { reveal: 'genestealer' }>; rows: SpawnRow[]; onPick: (type: string) => void; busy: boolean }) {
  return (
    <ol class="spawn-list" aria-label={t('tableSpawn.rows')}>
      {rows.map((r, i) =>
        r.state === 'done' ? (
          // Numbered by hand: a folded sheet hides the rows turned up before the last (sheet.css).
          <li key={i} value={i + 1} class="spawn-row spawn-list__done">
            <strong>{r.type}</strong> {r.where}
          </li>
        ) : (
          <li key={i} value={i + 1} class={`spawn-row spawn-row--${r.state}`} aria-current={r.state === 'now' ? 'step' : undefined}>
            <span class="spawn-row__where">
              {r.where}
              {r.state === 'next' && <span class="spawn-row__state"> · {t('tableSpawn.toCome')}</span>}
            </span>
            {r.state === 'now' && (
              <span class="spawn-row__types" role="group" aria-label={t('tableSpawn.typeFor', { where: r.where })}>
                {GENESTEALER_TYPES.map((type) => (
                  <button type="button" key={type} class="option spawn-row__type" data-option={type} disabled={busy} onClick={() => onPick(type)}>
                    {TYPE_NAMES[type] ?? type}
                    {!p.options.includes(type) && <span class="spawn-row__none"> {t('tableSpawn.noneLeft')}</span>}
                  </button>
                ))}
              </span>
            )}
          </li>
        ),
      )}
    </ol>
  );
}
