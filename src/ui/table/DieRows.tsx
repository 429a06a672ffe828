/** The table's die rows: the answers that lead to a roll, or a phase's defence rolls, one row each. */
import { SkullIcon } from '../art/marks';
import type { Key } from '../../words/keys';
import { isSkullFace } from '../play/dice';
import { marineName } from '../common/names';
import type { DefenceRow, RollRow } from './die-rows';
import { rollFace } from './table-model';
import { t } from '../common/words';
import { optionLabel } from '../play/words/options';

const FACES = ['0', '1', '2', '3', '4', '5'];

/**
 * Six faces as on the die and Roll for me, in one line: the face of the die asked now, or,
 * with `option`, that answer and then its roll (`data-roll`, `data-face`).
 */
function Faces({ label, onPick, busy, option }: { label: string; onPick: (face: string) => void; busy: boolean; option?: string }) {
  return (
    <span class="die-row__faces" role="group" aria-label={label}>
      {FACES.map((k) => {
        const skull = isSkullFace(Number(k));
        return (
          <button type="button" key={k} class="die-row__face" data-option={option ? undefined : k} data-roll={option} data-face={option ? k : undefined} aria-label={skull ? t('tableDie.skull', { face: k }) : k} disabled={busy} onClick={() => onPick(k)}>
            <span class={`die${skull ? ' die--skull' : ''}`} aria-hidden="true">
              <span class="die__value">{k}</span>
              {skull && <SkullIcon size={12} />}
            </span>
          </button>
        );
      })}
      <button type="button" class="die-row__roll" disabled={busy} onClick={() => onPick(rollFace())}>
        {t('tableDie.rollForMe')}
      </button>
    </span>
  );
}

/**
 * A question whose answers lead to a die roll, at the table: a row per such answer with the die's
 * faces, so the face that came up is one tap (the answer, then the roll: two stored steps, Undo
 * takes back the roll first); the other answers ("No more attacks", "Keep") as plain buttons.
 */
export function TableRolls({ rows, labels, busy, onRoll, onChoose }: { rows: RollRow[]; labels: Map<string, string>; busy: boolean; onRoll: (key: string, face: string) => void; onChoose: (key: string) => void }) {
  const label = (k: string): string => labels.get(k) ?? k;
  // A row of two answers reads "who: which swarm".
  const rowLabel = (r: RollRow): string => (r.follow ? t('tableDie.andSwarm', { answer: label(r.key.split(' ')[0] as string), swarm: optionLabel(r.follow.choice, r.follow.prompt, r.follow.at) }) : label(r.key));
  const plain = rows.filter((r) => !r.rolls);
  return (
    <>
      <ol class="die-rows" aria-label={t('tableDie.answerRows')}>
        {rows
          .filter((r) => r.rolls)
          .map((r) => (
            <li key={r.key} class="die-row die-row--now">
              {/* The answer alone (the roll is entered next, on the die's own sheet). */}
              <button type="button" class="die-row__who die-row__answer" data-option={r.follow ? undefined : r.key} data-path={r.follow ? r.key : undefined} disabled={busy} onClick={() => onChoose(r.key)}>
                {rowLabel(r)}
              </button>
              <Faces label={t('tableDie.thenRoll', { answer: rowLabel(r) })} option={r.key} busy={busy} onPick={(k) => onRoll(r.key, k)} />
            </li>
          ))}
      </ol>
      {plain.length > 0 && (
        <div class="options" role="group" aria-labelledby="ask-title">
          {plain.map((r) => (
            <button type="button" key={r.key} class="option option--quiet" data-option={r.key} disabled={busy} onClick={() => onChoose(r.key)}>
              {label(r.key)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

const STATE_WORDS = { done: 'tableDie.rolled', next: 'tableDie.toCome' } as const satisfies Record<'done' | 'next', Key>;

/** A phase's defence rolls, top to bottom: the row asked now takes the face; the others say where they stand. */
export function DefenceRows({ rows, onPick, busy }: { rows: DefenceRow[]; onPick: (face: string) => void; busy: boolean }) {
  return (
    <ol class="die-rows" aria-label={t('tableDie.defenceRows')}>
      {rows.map((r, i) => (
        <li key={i} class={`die-row die-row--${r.state}`} aria-current={r.state === 'now' ? 'step' : undefined}>
          <span class="die-row__who">
            {marineName(r.marine)}
            <span class="die-row__swarm">
              {' '}
              {r.side === 'LEFT' ? '◀' : '▶'} {r.size}
            </span>
          </span>
          {r.state === 'now' ? (
            <Faces label={t('tableDie.defenceOf', { marine: marineName(r.marine) })} busy={busy} onPick={onPick} />
          ) : r.face !== undefined ? (
            <span class="die-row__state" aria-label={t('tableDie.rolledFace', { face: r.face })}>
              <span class={`die${isSkullFace(r.face) ? ' die--skull' : ''}`} aria-hidden="true">
                <span class="die__value">{r.face}</span>
                {isSkullFace(r.face) && <SkullIcon size={12} />}
              </span>
            </span>
          ) : (
            <span class="die-row__state">{t(STATE_WORDS[r.state])}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
