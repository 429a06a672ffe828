/**
 * A decision on one screen (group.ts): the answers of each question it spans, a part each,
 * and its pass ("Nothing to do") as one tap. Every button plays a path of engine answers.
 * `data-path` names them all; `data-option` stays on a button that is one answer only.
 */
import type { Ask } from '../../../engine';
import { t } from '../../common/words';
import type { Key } from '../../../words/keys';
import { optionLabel } from '../words/options';
import type { DecisionScreen, PathOption } from './group';
import { pathWords } from './group';
import { MOVE_ACTIVATE } from './ask-groups';
import './decisions.css';

/** The parts of a Move + Activate card, as headings. */
const PARTS: Partial<Record<Ask, Key>> = { move: 'board.decision.move', face: 'board.decision.face', activate: 'board.decision.activate' };

function partName(ask: Ask): string {
  const key = PARTS[ask];
  return key ? t(key) : ask;
}

/** A tap's key for the sheet: the engine answers, then `+ask` for a question answered "attack" again and again. */
export const pathKey = (o: Pick<PathOption, 'path' | 'repeat'>): string => [...o.path, ...(o.repeat ? [`+${o.repeat}`] : [])].join(' ');

function PathButton({ o, busy, onPath, quiet, odds }: { o: PathOption; busy: boolean; onPath: (key: string) => void; quiet?: boolean; odds?: ((key: string) => string) | undefined }) {
  const only = o.path.length === 1 && !o.repeat ? o.path[0] : undefined;
  return (
    <button type="button" class={`option${quiet ? ' option--quiet' : ''}`} data-path={o.path.join(' ')} data-repeat={o.repeat} data-option={only} disabled={busy} onClick={() => onPath(pathKey(o))}>
      {o.repeat ? t('board.decision.everyAttack', { answer: pathWords(o) }) : pathWords(o)}
      {odds && only !== undefined && (
        <span class="option__odds" data-odds={only}>
          {odds(only)}
        </span>
      )}
    </button>
  );
}

export function DecisionOptions({ d, busy, onPath, fresh, odds }: { d: DecisionScreen; busy: boolean; onPath: (key: string) => void; fresh: boolean; odds?: ((key: string) => string) | undefined }) {
  const first = d.sections[0]?.prompt.ask as Ask;
  const moveActivate = MOVE_ACTIVATE.has(first);
  const pass = d.pass;
  // Else the pass is keeping a roll: worded as that question's own answer.
  const last = d.sections[d.sections.length - 1];
  const passLabel = moveActivate ? t(fresh ? 'board.decision.nothing' : 'board.decision.done') : pass && last ? optionLabel(pass[pass.length - 1] as string, last.prompt, last.at) : '';
  return (
    <div class="decision" role="group" aria-labelledby="ask-title" data-decision={moveActivate ? 'move-activate' : first}>
      {/* Nothing happening is the commonest answer: first, one tap. */}
      {pass && moveActivate && (
        <button type="button" class="option option--quiet decision__pass" data-path={pass.join(' ')} data-option={pass.length === 1 ? pass[0] : undefined} disabled={busy} onClick={() => onPath(pass.join(' '))}>
          {passLabel}
        </button>
      )}
      {d.sections.map((sec, i) =>
        sec.options.length === 0 ? null : (
          <section key={`${i}-${sec.prompt.ask}`} class="decision__part" data-ask={sec.prompt.ask} aria-label={partName(sec.prompt.ask)}>
            {moveActivate && <h3 class="decision__head">{partName(sec.prompt.ask)}</h3>}
            {!moveActivate && i > 0 && <h3 class="decision__head">{t('board.decision.then')}</h3>}
            <div class="options">
              {sec.options.map((o) =>
                o.subs ? (
                  <div key={pathKey(o)} class="decision__pick" role="group" aria-label={pathWords(o)}>
                    <span class="decision__pick-label">{pathWords(o)}</span>
                    <span class="decision__pick-options">
                      {o.subs.map((x) => (
                        <PathButton key={pathKey(x)} o={x} busy={busy} onPath={onPath} />
                      ))}
                    </span>
                  </div>
                ) : (
                  <PathButton key={pathKey(o)} o={o} busy={busy} onPath={onPath} odds={i === 0 ? odds : undefined} />
                ),
              )}
            </div>
          </section>
        ),
      )}
      {pass && !moveActivate && (
        <button type="button" class="option option--quiet" data-path={pass.join(' ')} data-option={pass.length === 1 ? pass[0] : undefined} disabled={busy} onClick={() => onPath(pass.join(' '))}>
          {passLabel}
        </button>
      )}
    </div>
  );
}
