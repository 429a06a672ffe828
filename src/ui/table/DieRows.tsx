/** The table's die rows: the answers that lead to a roll, or a phase's defence rolls, one row each. */
import type { ComponentChildren } from 'preact';
import { GENESTEALER_TYPES, type GenestealerType } from '../../data';
import { BroodLordIcon, GenestealerIcon } from '../art/genestealers';
import { SkullIcon } from '../art/marks';
import type { Key } from '../../words/keys';
import { isSkullFace } from '../play/dice';
import { marineName } from '../common/names';
import { FACES, plainFaces, type DefenceRow, type RollRow } from './die-rows';
import { rollFace } from './table-model';
import { t } from '../common/words';
import { optionLabel } from '../play/words/options';
import { question } from '../play/words/asks';

/**
 * Faces as on the die, each in its own place (a face entered on a kill's line leaves its place
 * empty, so 4 and 5 stay where the thumb finds them on every row), and Roll for me: the face
 * of the die asked now, or, with `option`, that answer and then its roll (`data-roll`,
 * `data-face`). With `slay`, a kill's line: its faces under their places, then that kill
 * (`data-slay`) named after them, and no Roll for me (a random face may not be a skull).
 */
function Faces({ label, onPick, busy, option, faces = FACES, slay, kills, children }: { label: string; onPick: (face: string) => void; busy: boolean; option?: string; faces?: readonly string[]; slay?: string; kills?: readonly string[]; children?: ComponentChildren }) {
  const last = FACES.indexOf(faces[faces.length - 1] ?? '5');
  return (
    <span class={`die-row__faces${slay === undefined ? '' : ' die-row__kill'}`} role="group" aria-label={label}>
      {FACES.slice(0, slay === undefined ? FACES.length : last + 1).map((k) => {
        if (!faces.includes(k)) return <span key={k} class={`die-row__slot${slay === undefined ? ' die-row__slot--below' : ''}`} aria-hidden="true" />;
        const skull = isSkullFace(Number(k));
        return (
          <button type="button" key={k} class={`die-row__face${kills?.includes(k) ? ' die-row__face--kills' : ''}`} data-option={option ? undefined : k} data-roll={option} data-face={option ? k : undefined} data-slay={slay} aria-label={skull ? t('tableDie.skull', { face: k }) : k} disabled={busy} onClick={() => onPick(k)}>
            <span class={`die${skull ? ' die--skull' : ''}`} aria-hidden="true">
              <span class="die__value">{k}</span>
              {skull && <SkullIcon size={12} />}
            </span>
          </button>
        );
      })}
      {slay === undefined ? (
        <button type="button" class="die-row__roll" disabled={busy} onClick={() => onPick(rollFace())}>
          {t('tableDie.rollForMe')}
        </button>
      ) : (
        children
      )}
    </span>
  );
}

/** The Genestealer a kill's line slays, as the board draws it. */
function KillIcon({ choice }: { choice: string }) {
  return (GENESTEALER_TYPES as readonly string[]).includes(choice) ? <GenestealerIcon type={choice as GenestealerType} size={16} /> : <BroodLordIcon size={16} />;
}

/** A row's key as the tests and scripts find it: `data-option` for one answer, `data-path` for several. */
const keyAttrs = (key: string): { 'data-option'?: string; 'data-path'?: string } => (key.includes(' ') ? { 'data-path': key } : { 'data-option': key });

type OnRoll = (key: string, face: string, slay?: string) => void;

/**
 * One row: its answer alone (the roll is entered next, on the die's own sheet), then the faces;
 * where a skull leaves a pick of Genestealer, a line per kill with its faces (issue 32).
 */
function RollLine({ r, words, busy, onRoll, onChoose }: { r: RollRow; words: string; busy: boolean; onRoll: OnRoll; onChoose: (key: string) => void }) {
  const slay = r.slay;
  return (
    <li class={`die-row die-row--now${slay ? ' die-row--kills' : ''}`}>
      <button type="button" class="die-row__who die-row__answer" {...keyAttrs(r.key)} disabled={busy} onClick={() => onChoose(r.key)}>
        {words}
      </button>
      <Faces label={t('tableDie.thenRoll', { answer: words })} option={r.key} faces={plainFaces(r)} busy={busy} onPick={(k) => onRoll(r.key, k)} />
      {slay?.kills
        .filter((k) => k.faces.length > 0)
        .map((k) => {
          const genestealer = optionLabel(k.choice, slay.prompt, slay.at);
          return (
            <Faces key={k.choice} label={t('tableDie.thenRollSlain', { answer: words, genestealer })} option={r.key} faces={k.faces} slay={k.choice} busy={busy} onPick={(f) => onRoll(r.key, f, k.choice)}>
              <span class="die-row__kill-name" aria-hidden="true">
                <KillIcon choice={k.choice} />
                {t('tableDie.slain', { genestealer })}
              </span>
            </Faces>
          );
        })}
    </li>
  );
}

/** Answers that lead to no roll ("No more attacks", "Keep"), as plain buttons. */
function PlainAnswers({ rows, words, busy, onChoose }: { rows: RollRow[]; words: (r: RollRow) => string; busy: boolean; onChoose: (key: string) => void }) {
  return rows.length === 0 ? null : (
    <div class="options" role="group" aria-labelledby="ask-title">
      {rows.map((r) => (
        <button type="button" key={r.key} class="option option--quiet" {...keyAttrs(r.key)} disabled={busy} onClick={() => onChoose(r.key)}>
          {words(r)}
        </button>
      ))}
    </div>
  );
}

/**
 * A question whose answers lead to a die roll, at the table: a row per such answer with the die's
 * faces, so the face that came up is one tap (the answer, then the roll: two stored steps, one
 * Undo for both); the other answers ("No more attacks", "Keep") as plain buttons.
 * Beside a re-roll, the next question's rows: keeping the roll is in the tap that goes on.
 */
export function TableRolls({ rows, labels, busy, onRoll, onChoose }: { rows: RollRow[]; labels: Map<string, string>; busy: boolean; onRoll: OnRoll; onChoose: (key: string) => void }) {
  // A row of two answers reads "who: which swarm"; a row after the keep, as its own question words it.
  const words = (r: RollRow, label: (k: string) => string = (k) => labels.get(k) ?? k): string => {
    if (r.kept) {
      const { prompt, at } = r.kept;
      return words(r.kept.row, (k) => optionLabel(k, prompt, at));
    }
    return r.follow ? t('tableDie.andSwarm', { answer: label(r.key.split(' ')[0] as string), swarm: optionLabel(r.follow.choice, r.follow.prompt, r.follow.at) }) : label(r.key);
  };
  const kept = rows.filter((r) => r.kept);
  // Every answer of the next question is offered after the keep: "Keep" alone would say nothing more.
  const plain = rows.filter((r) => !r.rolls && !r.kept && !(kept.length > 0 && r.key === 'keep'));
  const next = kept[0]?.kept;
  return (
    <>
      <ol class="die-rows" aria-label={t('tableDie.answerRows')}>
        {rows
          .filter((r) => r.rolls && !r.kept)
          .map((r) => (
            <RollLine key={r.key} r={r} words={words(r)} busy={busy} onRoll={onRoll} onChoose={onChoose} />
          ))}
      </ol>
      <PlainAnswers rows={plain} words={words} busy={busy} onChoose={onChoose} />
      {next && (
        <section class="die-rows__kept" data-ask={next.prompt.ask} aria-labelledby="kept-head kept-next">
          <h3 class="decision__head" id="kept-head">
            {t('board.decision.then')}
          </h3>
          <p class="die-rows__next" id="kept-next">
            {question(next.prompt, next.at).title}
          </p>
          <ol class="die-rows" aria-label={t('tableDie.answerRows')}>
            {kept
              .filter((r) => r.rolls)
              .map((r) => (
                <RollLine key={r.key} r={r} words={words(r)} busy={busy} onRoll={onRoll} onChoose={onChoose} />
              ))}
          </ol>
          <PlainAnswers rows={kept.filter((r) => !r.rolls)} words={words} busy={busy} onChoose={onChoose} />
        </section>
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
            {r.kills && r.kills.length > 0 && <span class="die-row__dies">{t('tableDie.diesOn', { faces: r.kills.join(', ') })}</span>}
            {/* His tokens are in sight on the board: say why none is offered after the roll. */}
            {r.behind && <span class="die-row__behind">{t('tableDie.behind')}</span>}
          </span>
          {r.state === 'now' ? (
            <Faces label={t('tableDie.defenceOf', { marine: marineName(r.marine) })} busy={busy} onPick={onPick} kills={r.kills} />
          ) : r.face !== undefined ? (
            <span class="die-row__state">
              {r.slain && (
                <span class="die-row__fell" aria-hidden="true">
                  {t('tableDie.fell')}
                </span>
              )}
              {/* An image with its name, as the sheet's dice: what the row says to a screen reader, death included. */}
              <span class={`die${isSkullFace(r.face) ? ' die--skull' : ''}`} role="img" aria-label={t(r.slain ? 'tableDie.rolledFaceSlain' : 'tableDie.rolledFace', { face: r.face, marine: marineName(r.marine) })}>
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
